import { type Expression, expressionBuilder, sql } from 'kysely';
import type { Database } from '../../../shared/db/database.js';

/*
 * THE bookable-slot rule (ARCHITECTURE.md rule 2), owned by booking because a slot's hold is
 * booking's: a patient can take a slot now when it is open, or held by a hold that has run out (its
 * expiry job may not have run yet; whoever takes or blocks the slot expires that hold first). A slot
 * booked, blocked, or held by a hold still running is taken. One rule in two forms, which
 * test/integration/booking/bookable-slot.spec.ts holds to the same answers:
 * - `isBookableSlot`: for a slot already read (the editor's grid, the refusal before a hold);
 * - `bookableSlotAt`: the same as a condition of a Kysely query (availability, search, practices, the
 *   hold's own claim), so the database decides on the row it locks.
 * Other contexts import both through booking's public surface (`booking/index.ts`).
 *
 * The database's `claim_open_slot` (booking/sql/claim-open-slot.sql) claims only an OPEN slot on
 * purpose: a slot held by a hold that ran out goes to the transaction that expires that hold first.
 */

/** A slot as the in-memory rule reads it. */
export interface SlotAvailability {
  status: string;
  /** When the slot's hold runs out (only a held slot has one). */
  holdExpiresAt: Date | string | null;
}

/** Whether a patient can take the slot at `now`: open, or held by a hold that has run out. */
export function isBookableSlot(slot: SlotAvailability, now: Date): boolean {
  if (slot.status === 'open') return true;
  return slot.status === 'held' && slot.holdExpiresAt !== null && new Date(slot.holdExpiresAt) <= now;
}

/** Whether a patient has the slot at `now`: booked, or held by a hold still running. */
export function isTakenSlot(slot: SlotAvailability, now: Date): boolean {
  if (slot.status === 'booked') return true;
  return slot.status === 'held' && slot.holdExpiresAt !== null && new Date(slot.holdExpiresAt) > now;
}

/** The slot's columns under the name the query gives the `slot` table (`slot`, or an alias such as `s`). */
const columns = (table: string) => ({
  status: sql.ref<Database['slot']['status']>(`${table}.status`),
  holdExpiresAt: sql.ref<string | null>(`${table}.hold_expires_at`),
});

/** `now` as the query takes it: an instant (a parameter), or an expression of the statement (a bound `$n::timestamptz`). */
const instant = (now: Date | Expression<string>) => (now instanceof Date ? sql.val(now.toISOString()) : now);

/**
 * `isBookableSlot` as a condition on the slot row of a query (`table` is its name there). Written with
 * the `status IN ('open', 'held')` of the partial `slot_bookable_idx`, as literals, so the planner can
 * prove the index applies even in a generic plan made without the parameters' values (the search's
 * prepared statements).
 */
export function bookableSlotAt(now: Date | Expression<string>, table = 'slot') {
  const eb = expressionBuilder<Database, never>();
  const slot = columns(table);
  return eb.and([
    eb(slot.status, 'in', [sql.lit<'open'>('open'), sql.lit<'held'>('held')]),
    eb.or([eb(slot.status, '=', sql.lit<'open'>('open')), eb(slot.holdExpiresAt, '<=', instant(now))]),
  ]);
}

/** `isTakenSlot` as a condition on the slot row of a query (`table` is its name there). */
export function takenSlotAt(now: Date | Expression<string>, table = 'slot') {
  const eb = expressionBuilder<Database, never>();
  const slot = columns(table);
  return eb.or([eb(slot.status, '=', 'booked'), eb.and([eb(slot.status, '=', 'held'), eb(slot.holdExpiresAt, '>', instant(now))])]);
}
