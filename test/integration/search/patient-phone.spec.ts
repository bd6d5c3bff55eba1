import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { openOrm } from '../../support/orm.js';
import { screeningFor } from '../../support/screening.js';

const PHONE_INVALID = 'Please enter a valid UK phone number, like 07700 900 982.';

/** One phone rule (src/modules/search/rules/phone.rules.ts) at every door that takes a patient's phone. */
describe("The patient's phone: one UK rule for search, holds and the waitlist", () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;
  let client: TestClient;

  beforeAll(async () => {
    app = await createTestApp();
    orm = await openOrm();
    client = new TestClient(app);
    await client.passGate();
  });
  afterAll(async () => {
    await app.close();
    await orm.close(true);
  });

  const lead = { name: 'Pat Phone', postcode: 'SW1A 1AA', issue: '' };
  const doors = {
    search: (phone: string) => client.post('/api/search', { ...lead, phone, redFlags: [] }),
    hold: async (phone: string) =>
      client.post('/api/holds', {
        slotId: '00000000-0000-4000-8000-000000000000',
        patient: { ...lead, phone },
        screening: await screeningFor(app, { ...lead, phone }),
      }),
    // Shetland within 1 km: a place that no other file's freed slot is ever offered to.
    waitlist: (phone: string) =>
      client.post('/api/waitlist', {
        ...lead,
        postcode: 'ZE2 9AA',
        radiusKm: 1,
        phone,
        email: 'pat.phone@example.test',
        consent: true,
      }),
  };

  it.each(Object.keys(doors) as Array<keyof typeof doors>)(
    '%s refuses a phone that is not a UK number with 400 and the same message',
    async (door) => {
      for (const phone of ['0', '0123', 'call me', '+1 202 555 0123', '0909 879 0000']) {
        const res = await doors[door](phone);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ message: PHONE_INVALID, code: 'validation' });
      }
      expect(
        await orm.em.fork().execute("SELECT 1 FROM waitlist_entry WHERE email = 'pat.phone@example.test'"),
      ).toEqual([]);
    },
  );

  it.each(Object.keys(doors) as Array<keyof typeof doors>)(
    '%s lets a UK number through the phone rule',
    async (door) => {
      const res = await doors[door]('+44 7700 900 400');
      expect(res.json().message).not.toBe(PHONE_INVALID);
    },
  );
});
