import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { addLondonDays, Clock } from '../../../src/shared/clock/clock.js';
import { londonWeekday } from '../../../src/modules/availability/rules/availability.rules.js';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { createPracticeWithOperative, saveDay } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';

/** Takes a slot the way the booking module does: one conditional UPDATE after inserting the hold (times from the app's Clock). */
async function holdSlot(orm: MikroORM, slotId: string, practiceId: string, now: Date): Promise<boolean> {
  const expiresAt = new Date(now.getTime() + 10 * 60_000).toISOString();
  return orm.em.fork().transactional(async (em) => {
    const [hold] = await em.execute<{ id: string }[]>(
      `INSERT INTO hold (slot_id, practice_id, expires_at, patient_name, patient_phone, patient_postcode)
       VALUES (?, ?, ?, 'Patient', '07700900000', 'SW1A 1AA') RETURNING id`,
      [slotId, practiceId, expiresAt],
    );
    const taken = await em.execute<{ id: string }[]>(
      `UPDATE slot SET status = 'held', hold_id = ?, hold_expires_at = ?
        WHERE id = ? AND (status = 'open' OR (status = 'held' AND hold_expires_at <= ?)) RETURNING id`,
      [hold.id, expiresAt, slotId, now.toISOString()],
    );
    if (!taken.length) throw new Error('lost');
    return true;
  }).catch(() => false);
}

describe('Availability', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;
  let admin: TestClient;
  let patient: TestClient;
  let today: string;

  beforeAll(async () => {
    app = await createTestApp();
    orm = await openOrm();
    admin = new TestClient(app);
    await admin.signInAsAdmin();
    patient = new TestClient(app);
    await patient.passGate();
    today = app.get(Clock).londonToday();
  });
  afterAll(async () => {
    await app.close();
    await orm.close(true);
  });

  it('asks for practice, operative and date with the spec text', async () => {
    for (const query of ['', '?practiceId=00000000-0000-4000-8000-000000000000', '?date=2030-01-01']) {
      const res = await admin.get(`/api/admin/availability${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please select a practice, operative, and date.');
    }
    const save = await admin.put('/api/admin/availability', { date: addLondonDays(today, 1) });
    expect(save.json().message).toBe('Please select a practice, operative, and date.');
  });

  it('previews slots without saving them (Generate Slots)', async () => {
    const res = await admin.post('/api/admin/availability/generate', { date: addLondonDays(today, 1), startHour: 9, endHour: 12, slotMinutes: 60 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ total: 3, days: 1 });
    expect(res.json().slots.map((s: { startTime: string }) => s.startTime.slice(11, 16))).toEqual(['09:00', '10:00', '11:00']);
  });

  it('refuses a past date and hours outside the limits', async () => {
    const { practice, operative } = await createPracticeWithOperative(admin);
    const ids = { practiceId: practice.id, operativeId: operative.id };
    const past = await admin.put('/api/admin/availability', { ...ids, date: addLondonDays(today, -1), startHour: 9, endHour: 17, slotMinutes: 30 });
    expect(past.json().message).toBe('Please select a date that is not in the past.');
    const hours = await admin.put('/api/admin/availability', { ...ids, date: addLondonDays(today, 1), startHour: 7, endHour: 17, slotMinutes: 30 });
    expect(hours.statusCode).toBe(400);
    expect(hours.json().fields).toHaveProperty('startHour');
  });

  it('saves one day, recurring weekdays, and never duplicates on a second save', async () => {
    const { practice, operative } = await createPracticeWithOperative(admin);
    const ids = { practiceId: practice.id, operativeId: operative.id };
    const date = addLondonDays(today, 1);
    expect((await saveDay(admin, ids, date)).created).toBe(16);
    expect((await saveDay(admin, ids, date)).created).toBe(0);
    const recurring = await admin.put('/api/admin/availability', {
      ...ids,
      date,
      startHour: 9,
      endHour: 10,
      slotMinutes: 30,
      recurring: { days: 14, weekdays: [1, 2, 3, 4, 5] },
    });
    expect(recurring.statusCode).toBe(200);
    const weekdays = Array.from({ length: 14 }, (_, i) => londonWeekday(addLondonDays(date, i))).filter((d) => d <= 5).length;
    const firstDayDone = londonWeekday(date) <= 5 ? 2 : 0; // 09:00 and 09:30 were saved above
    expect(recurring.json().created).toBe(weekdays * 2 - firstDayDone);
  });

  it('makes a slot unavailable for patients and available again', async () => {
    const { practice, operative } = await createPracticeWithOperative(admin);
    const ids = { practiceId: practice.id, operativeId: operative.id };
    const date = addLondonDays(today, 2);
    const { day } = await saveDay(admin, ids, date);
    const first = day.slots[0];
    const blocked = await admin.put('/api/admin/availability', { ...ids, date, slots: [{ startTime: first.startTime, available: false }] });
    expect(blocked.json()).toMatchObject({ blocked: 1, message: 'Availability saved successfully!' });
    expect(blocked.json().day.slots[0]).toMatchObject({ available: false, locked: false, status: 'blocked' });
    let offered = (await patient.get(`/api/practices/${practice.id}/slots?date=${date}`)).json();
    expect(offered.slots.map((s: { id: string }) => s.id)).not.toContain(first.id);
    await admin.put('/api/admin/availability', { ...ids, date, slots: [{ startTime: first.startTime, available: true }] });
    offered = (await patient.get(`/api/practices/${practice.id}/slots?date=${date}`)).json();
    expect(offered.slots[0]).toEqual({ id: first.id, startTime: first.startTime, endTime: expect.any(String) });
  });

  it('refuses to change a held slot with 409 and rolls the whole save back', async () => {
    const { practice, operative } = await createPracticeWithOperative(admin);
    const ids = { practiceId: practice.id, operativeId: operative.id };
    const date = addLondonDays(today, 3);
    const { day } = await saveDay(admin, ids, date);
    expect(await holdSlot(orm, day.slots[1].id, practice.id, app.get(Clock).now())).toBe(true);
    const res = await admin.put('/api/admin/availability', {
      ...ids,
      date,
      slots: [
        { startTime: day.slots[0].startTime, available: false },
        { startTime: day.slots[1].startTime, available: false },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This slot is held or booked by a patient and cannot be changed.');
    const after = (await admin.get(`/api/admin/availability?practiceId=${ids.practiceId}&operativeId=${ids.operativeId}&date=${date}`)).json();
    expect(after.slots[0]).toMatchObject({ available: true });
    expect(after.slots[1]).toMatchObject({ available: false, locked: true, status: 'held' });
  });

  describe('public slot reads', () => {
    it('offers only slots after now on today, sorted, with London offsets', async () => {
      const { practice, operative } = await createPracticeWithOperative(admin);
      const ids = { practiceId: practice.id, operativeId: operative.id };
      const clock = app.get(Clock);
      const date = addLondonDays(today, 4);
      await saveDay(admin, ids, date);
      clock.setNow(`${date}T12:10:00Z`);
      try {
        const res = await patient.get(`/api/practices/${practice.id}/slots?date=${date}`);
        expect(res.statusCode).toBe(200);
        const starts = res.json().slots.map((s: { startTime: string }) => s.startTime);
        expect(starts.length).toBeGreaterThan(0);
        expect(new Date(starts[0]).getTime()).toBeGreaterThan(Date.parse(`${date}T12:10:00Z`));
        expect([...starts].sort()).toEqual(starts);
        expect(starts[0]).toMatch(/[+]0[01]:00$/);
      } finally {
        clock.reset();
      }
    });

    it('refuses a past date with the spec text, a bad date with 400 and an unknown practice with 404', async () => {
      const { practice } = await createPracticeWithOperative(admin);
      expect((await patient.get(`/api/practices/${practice.id}/slots?date=${addLondonDays(today, -1)}`)).json().message).toBe(
        'Please select a date that is not in the past.',
      );
      expect((await patient.get(`/api/practices/${practice.id}/slots?date=tomorrow`)).statusCode).toBe(400);
      for (const impossible of ['2027-02-30', '2027-13-01']) {
        const res = await patient.get(`/api/practices/${practice.id}/slots?date=${impossible}`);
        expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message: 'Dates are written as yyyy-MM-dd.' });
      }
      expect((await patient.get(`/api/practices/00000000-0000-4000-8000-000000000000/slots?date=${today}`)).statusCode).toBe(404);
    });

    it('finds the next available slot within the window, or 404', async () => {
      const { practice, operative } = await createPracticeWithOperative(admin);
      expect((await patient.get(`/api/practices/${practice.id}/next-available?days=7`)).statusCode).toBe(404);
      await saveDay(admin, { practiceId: practice.id, operativeId: operative.id }, addLondonDays(today, 5));
      const res = await patient.get(`/api/practices/${practice.id}/next-available?days=7`);
      expect(res.json()).toMatchObject({ date: addLondonDays(today, 5), slot: { startTime: expect.stringContaining('T09:00:00') } });
      expect((await patient.get(`/api/practices/${practice.id}/next-available?days=3`)).statusCode).toBe(404);
    });
  });

  it('never changes a held slot while the editor saves the same day as holds are taken', async () => {
    const { practice, operative } = await createPracticeWithOperative(admin);
    const ids = { practiceId: practice.id, operativeId: operative.id };
    const date = addLondonDays(today, 6);
    const { day } = await saveDay(admin, ids, date, { slotMinutes: 15 });
    const slots = day.slots;
    for (let round = 0; round < 5; round++) {
      const holds = slots.filter((_, i) => i % 3 === round % 3).map((s) => holdSlot(orm, s.id, practice.id, app.get(Clock).now()));
      const saves = [0, 1].map(() =>
        admin.put('/api/admin/availability', { ...ids, date, slots: slots.map((s) => ({ startTime: s.startTime, available: false })) }),
      );
      const [held, saved] = await Promise.all([Promise.all(holds), Promise.all(saves)]);
      // Whoever came first won each slot: a save either blocked everything not yet held, or met a hold and changed nothing.
      expect(saved.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
      const rows = await orm.em
        .fork()
        .execute<{ id: string; status: string; hold_id: string | null }[]>('SELECT id, status, hold_id FROM slot WHERE operative_id = ?', [operative.id]);
      const heldRows = await orm.em.fork().execute<{ slot_id: string }[]>("SELECT slot_id FROM hold WHERE status = 'active' AND practice_id = ?", [practice.id]);
      for (const h of heldRows) {
        expect(rows.find((r) => r.id === h.slot_id)).toMatchObject({ status: 'held' });
      }
      expect(held.filter(Boolean).length + rows.filter((r) => r.status === 'blocked').length).toBeLessThanOrEqual(slots.length);
      // Reset for the next round: release holds, reopen.
      await orm.em.fork().execute("UPDATE hold SET status = 'released' WHERE practice_id = ? AND status = 'active'", [practice.id]);
      await orm.em.fork().execute("UPDATE slot SET status = 'open', hold_id = NULL, hold_expires_at = NULL WHERE operative_id = ?", [operative.id]);
    }
  });
});
