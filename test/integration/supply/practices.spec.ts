import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Clock } from '../../../src/shared/clock/clock.js';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { createPracticeWithOperative, practiceBody, saveDay } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';

describe('Practices admin API', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;
  let admin: TestClient;
  let today: string;

  beforeAll(async () => {
    app = await createTestApp();
    orm = await openOrm();
    admin = new TestClient(app);
    await admin.signInAsAdmin();
    today = app.get(Clock).londonToday();
  });
  afterAll(async () => {
    await app.close();
    await orm.close(true);
  });

  it('adds a practice with the default opening hours and services split on commas', async () => {
    const res = await admin.post('/api/admin/practices', practiceBody({ services: ' Extractions, ,Root canal ,' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      services: ['Extractions', 'Root canal'],
      openingHours: { monday: { open: '09:00', close: '17:00', isClosed: false }, saturday: { open: '10:00', close: '14:00' }, sunday: { isClosed: true } },
    });
  });

  it('places a practice without coordinates at its postcode district, not at a fixed point', async () => {
    const res = await admin.post('/api/admin/practices', practiceBody({ address: { line1: '1 Deansgate', city: 'Manchester', postcode: 'm3 3wb' } }));
    expect(res.json()).toMatchObject({ latitude: expect.closeTo(53.48, 1), longitude: expect.closeTo(-2.25, 1), address: { postcode: 'M3 3WB' } });
  });

  it.each([
    [{ name: '' }, 'Enter the practice name.'],
    [{ address: { city: 'London', postcode: 'SW1A 1AA' } }, 'Enter the first line of the address.'],
    [{ contact: { phone: '1', email: 'nope' } }, 'Enter a valid email address.'],
    [{ contact: { phone: '1', email: 'a@b.co', website: 'not a url' } }, 'Enter a valid website address, like https://example.com.'],
    [{ coords: { lat: '91', lng: '0' } }, 'Latitude must be a number between -90 and 90.'],
    [{ coords: { lat: 0, lng: -181 } }, 'Longitude must be a number between -180 and 180.'],
  ])('refuses %p with the field message and adds nothing', async (change, message) => {
    const before = await orm.em.fork().execute<{ n: number }[]>('SELECT count(*)::int AS n FROM practice');
    const res = await admin.post('/api/admin/practices', practiceBody(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const after = await orm.em.fork().execute<{ n: number }[]>('SELECT count(*)::int AS n FROM practice');
    expect(after[0].n).toBe(before[0].n);
  });

  it('updates a practice and answers 404 for an unknown one', async () => {
    const { practice } = await createPracticeWithOperative(admin);
    const res = await admin.put(`/api/admin/practices/${practice.id}`, practiceBody({ name: 'Renamed Dental' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Renamed Dental');
    const missing = await admin.put('/api/admin/practices/00000000-0000-4000-8000-000000000000', practiceBody());
    expect(missing.statusCode).toBe(404);
  });

  it('adds and lists operatives, refusing a nameless one', async () => {
    const { practice } = await createPracticeWithOperative(admin);
    expect((await admin.post(`/api/admin/practices/${practice.id}/operatives`, { displayName: ' ' })).json().message).toBe("Enter the operative's name.");
    const list = await admin.get(`/api/admin/practices/${practice.id}/operatives`);
    expect(list.json()).toEqual([expect.objectContaining({ displayName: 'Dr Test' })]);
  });

  it("lists each practice's next available slot within 7 days, or null", async () => {
    const { practice, operative } = await createPracticeWithOperative(admin, { name: 'Zz Next Available Dental' });
    let row = (await admin.get('/api/admin/practices')).json().find((p: { id: string }) => p.id === practice.id);
    expect(row.nextAvailable).toBeNull();
    const tomorrow = new Date(Date.now() + 86400_000).toISOString().slice(0, 10);
    await saveDay(admin, { practiceId: practice.id, operativeId: operative.id }, tomorrow > today ? tomorrow : today);
    row = (await admin.get('/api/admin/practices')).json().find((p: { id: string }) => p.id === practice.id);
    expect(row.nextAvailable).toMatchObject({ id: expect.any(String), startTime: expect.stringMatching(/T09:00:00/) });
    expect(row.operatives).toHaveLength(1);
  });

  describe('import', () => {
    const count = async () => (await orm.em.fork().execute<{ n: number }[]>('SELECT count(*)::int AS n FROM practice'))[0].n;

    it('imports an array, and a single object as a list of one', async () => {
      const before = await count();
      expect((await admin.post('/api/admin/practices/import', [practiceBody(), practiceBody()])).json().imported).toBe(2);
      expect((await admin.post('/api/admin/practices/import', practiceBody())).json().imported).toBe(1);
      expect(await count()).toBe(before + 3);
    });

    it('is all or nothing, and names the failing item and field', async () => {
      const before = await count();
      const res = await admin.post('/api/admin/practices/import', [practiceBody(), practiceBody({ contact: { phone: '1', email: 'bad' } })]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Practice 2: email: Enter a valid email address.');
      expect(res.json().fields).toEqual({ '1.email': 'Enter a valid email address.' });
      expect(await count()).toBe(before);
    });

    it('gives pasted text that is not JSON the spec message', async () => {
      const res = await admin.post('/api/admin/practices/import', { json: '[{"name": "x",' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid JSON format. Please check your data and try again.');
    });
  });

  it('imports the ten sample practices once, however often it is asked', async () => {
    const first = await admin.post('/api/admin/practices/sample');
    expect(first.json()).toMatchObject({ message: 'Sample practices imported successfully!' });
    const second = await admin.post('/api/admin/practices/sample');
    expect(second.json().added).toBe(0);
    const rows = await orm.em
      .fork()
      .execute<{ n: number; ops: number; cities: string }[]>(
        `SELECT count(DISTINCT p.id)::int AS n, count(o.id)::int AS ops, string_agg(DISTINCT p.city, ',' ORDER BY p.city) AS cities
           FROM practice p JOIN operative o ON o.practice_id = p.id WHERE p.sample_key IS NOT NULL`,
      );
    expect(rows[0]).toEqual({ n: 10, ops: 20, cities: 'Birmingham,Edinburgh,Glasgow,Liverpool,London,Manchester' });
  });

  describe('delete', () => {
    it('deletes a practice without appointments', async () => {
      const { practice } = await createPracticeWithOperative(admin);
      expect((await admin.delete(`/api/admin/practices/${practice.id}`)).json()).toEqual({ id: practice.id, outcome: 'deleted' });
      expect((await admin.get(`/api/admin/practices/${practice.id}/operatives`)).statusCode).toBe(404);
    });

    it('refuses with 409 while a patient holds an upcoming slot, and changes nothing', async () => {
      const { practice, operative } = await createPracticeWithOperative(admin);
      const later = new Date(Date.now() + 2 * 86400_000).toISOString().slice(0, 10);
      const { day } = await saveDay(admin, { practiceId: practice.id, operativeId: operative.id }, later);
      await orm.em.fork().transactional(async (em) => {
        const [hold] = await em.execute<{ id: string }[]>(
          `INSERT INTO hold (slot_id, practice_id, expires_at, patient_name, patient_phone, patient_postcode)
           VALUES (?, ?, now() + interval '10 minutes', 'P', '1', 'SW1A 1AA') RETURNING id`,
          [day.slots[0].id, practice.id],
        );
        await em.execute(`UPDATE slot SET status = 'held', hold_id = ?, hold_expires_at = now() + interval '10 minutes' WHERE id = ?`, [hold.id, day.slots[0].id]);
      });
      const res = await admin.delete(`/api/admin/practices/${practice.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This practice has upcoming held or booked appointments and cannot be deleted. Cancel or move them first.');
      expect((await admin.get(`/api/admin/practices/${practice.id}/operatives`)).statusCode).toBe(200);
    });
  });
});
