import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { addLondonDays, Clock } from '../../../src/shared/clock/clock.js';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { clientAddress, dramaPhone } from '../../support/fixtures/patients.js';
import { createPracticeWithOperative, saveDay } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';
import { screenedHold, screeningFor } from '../../support/screening.js';

describe('Holds under contention (real HTTP)', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;

  beforeAll(async () => {
    app = await createTestApp({ DATABASE_POOL_MAX: '20' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    orm = await openOrm();
  });
  afterAll(async () => {
    await app.close();
    await orm.close(true);
  });

  it('gives 1,000 concurrent requests for 50 slots exactly 50 holds, 950 refusals and no 5xx', async () => {
    const admin = new TestClient(app);
    await admin.signInAsAdmin();
    const { practice, operative } = await createPracticeWithOperative(admin, { name: 'Contention Dental' });
    const date = addLondonDays(app.get(Clock).londonToday(), 3);
    const ids = { practiceId: practice.id, operativeId: operative.id };
    const first = await saveDay(admin, ids, date, { startHour: 8, endHour: 20, slotMinutes: 15 });
    const second = await saveDay(admin, ids, addLondonDays(date, 1), { startHour: 8, endHour: 20, slotMinutes: 15 });
    const slotIds = [...first.day.slots, ...second.day.slots].slice(0, 50).map((s) => s.id);
    expect(slotIds).toHaveLength(50);

    const browser = new TestClient(app);
    await browser.passGate();
    const headers = { 'content-type': 'application/json', cookie: browser.cookieHeader(), 'x-xsrf-token': browser.cookie('XSRF-TOKEN')! };
    const { port } = app.getHttpServer().address() as { port: number };
    const url = `http://127.0.0.1:${port}/api/holds`;
    const requests = Array.from({ length: 1000 }, (_, i) => slotIds[i % 50]);
    // 1,000 patients, each its own address and phone, screened before the race starts.
    const patients = await Promise.all(
      requests.map(async (_, i) => {
        const patient = { name: 'P', phone: dramaPhone(i), postcode: 'SW1A 1AA', issue: '' };
        return { patient, screening: await screeningFor(app, patient) };
      }),
    );
    const statuses: number[] = [];
    let cursor = 0;
    await Promise.all(
      Array.from({ length: 100 }, async () => {
        while (cursor < requests.length) {
          // 1,000 patients, each its own address and phone: nothing queues them before the slot does.
          const i = cursor++;
          const res = await fetch(url, {
            method: 'POST',
            headers: { ...headers, 'x-forwarded-for': clientAddress(i) },
            body: JSON.stringify({ slotId: requests[i], ...patients[i] }),
          });
          statuses.push(res.status);
          await res.arrayBuffer();
        }
      }),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(50);
    expect(statuses.filter((s) => s === 409)).toHaveLength(950);
    expect(statuses.filter((s) => s >= 500)).toHaveLength(0);
    const perSlot = await orm.em
      .fork()
      .execute<{ slot_id: string; live: number }[]>(
        `SELECT s.id AS slot_id,
                (SELECT count(*) FROM hold h WHERE h.slot_id = s.id AND h.status = 'active')::int
              + (SELECT count(*) FROM appointment a WHERE a.slot_id = s.id AND a.status IN ('pending', 'confirmed', 'completed'))::int AS live
           FROM slot s WHERE s.id IN (?)`,
        [slotIds],
      );
    expect(perSlot.every((r) => r.live === 1)).toBe(true);
  });

  it('answers simultaneous requests for different slots each from its own slot (reads batched in one statement)', async () => {
    const admin = new TestClient(app);
    await admin.signInAsAdmin();
    const { practice, operative } = await createPracticeWithOperative(admin, { name: 'Batched Reads Dental' });
    const date = addLondonDays(app.get(Clock).londonToday(), 5);
    const { day } = await saveDay(admin, { practiceId: practice.id, operativeId: operative.id }, date, { startHour: 8, endHour: 14, slotMinutes: 15 });
    const [taken1, taken2, open1, open2, open3] = day.slots.map((s) => s.id);
    const missing = '00000000-0000-4000-8000-000000000000';
    const browser = new TestClient(app);
    await browser.passGate();
    const headers = { 'content-type': 'application/json', cookie: browser.cookieHeader(), 'x-xsrf-token': browser.cookie('XSRF-TOKEN')! };
    const { port } = app.getHttpServer().address() as { port: number };
    let patient = 5000;
    const hold = async (slotId: string) => {
      const i = patient++;
      const res = await fetch(`http://127.0.0.1:${port}/api/holds`, {
        method: 'POST',
        headers: { ...headers, 'x-forwarded-for': clientAddress(i) },
        body: JSON.stringify(await screenedHold(app, slotId, { name: 'P', phone: dramaPhone(i), postcode: 'SW1A 1AA', issue: '' })),
      });
      return { slotId, status: res.status, code: ((await res.json()) as { code?: string }).code };
    };
    expect((await hold(taken1)).status).toBe(201);
    expect((await hold(taken2)).status).toBe(201);
    const order = [missing, taken1, open1, taken2, open2, missing, open3, taken1, taken2, missing];
    const answers = await Promise.all(order.map(hold));
    const of = (slotId: string) => answers.filter((a) => a.slotId === slotId).map((a) => `${a.status} ${a.code ?? ''}`.trim());
    expect(of(missing)).toEqual(['404 slot_not_found', '404 slot_not_found', '404 slot_not_found']);
    expect(of(taken1)).toEqual(['409 slot_taken', '409 slot_taken']);
    expect(of(taken2)).toEqual(['409 slot_taken', '409 slot_taken']);
    for (const slotId of [open1, open2, open3]) expect(of(slotId)).toEqual(['201']);
  });
});
