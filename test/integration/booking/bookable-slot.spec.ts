import type { MikroORM } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { bookableSlotAt, isBookableSlot, isTakenSlot, takenSlotAt } from '../../../src/modules/booking/index.js';
import type { Database } from '../../../src/shared/db/database.js';
import { openOrm } from '../../support/orm.js';

/**
 * One bookable-slot rule (review 2026-11-26 §4: it was written five times): the condition every query
 * uses (`bookableSlotAt`, `takenSlotAt`) answers in PostgreSQL what the in-memory predicates
 * (`isBookableSlot`, `isTakenSlot`) answer, for every state a slot can be in, with a hold running out
 * before, at and after `now`, with `now` given as a value or as an expression of the statement (the search's form).
 */
describe('The bookable-slot rule', () => {
  let orm: MikroORM;
  beforeAll(async () => {
    orm = await openOrm();
  });
  afterAll(async () => {
    await orm.close(true);
  });

  const now = new Date('2027-03-01T10:00:00.000Z');
  const expiries = [null, '2027-03-01T09:59:59.999Z', '2027-03-01T10:00:00.000Z', '2027-03-01T10:00:00.001Z'];
  // Every state the slot's CHECKs allow: a held slot has its hold's expiry, an open or blocked one none.
  const cases = [
    { status: 'open', holdExpiresAt: null },
    { status: 'blocked', holdExpiresAt: null },
    ...expiries.filter((e) => e !== null).map((holdExpiresAt) => ({ status: 'held', holdExpiresAt })),
    ...expiries.map((holdExpiresAt) => ({ status: 'booked', holdExpiresAt })),
  ];

  it.each([
    ['a value', now],
    ['an expression of the statement', sql<string>`${now.toISOString()}::timestamptz`],
  ])('agrees with the in-memory predicates, now given as %s', async (_, at) => {
    const slots = sql.join(cases.map((c) => sql`(${c.status}::text, ${c.holdExpiresAt}::timestamptz)`));
    const rows = await orm.em
      .fork()
      .getKysely<Database>()
      .selectFrom(sql<{ status: string; hold_expires_at: string | null }>`(SELECT * FROM (VALUES ${slots}) AS v (status, hold_expires_at))`.as('s'))
      .select(['s.status', bookableSlotAt(at, 's').as('bookable'), takenSlotAt(at, 's').as('taken')])
      .execute();
    expect(rows.map((r) => ({ bookable: r.bookable, taken: r.taken }))).toEqual(
      cases.map((c) => ({ bookable: isBookableSlot(c, now), taken: isTakenSlot(c, now) })),
    );
    // Both answers are never true at once, and never null (a SQL null would read as "not bookable").
    expect(rows.filter((r) => r.bookable === null || r.taken === null || (r.bookable && r.taken))).toEqual([]);
  });
});
