import { defineEntity, p } from '@mikro-orm/postgresql';
import { Appointment, Hold } from '../booking/booking.entities.js';
import { Operative, Practice } from '../practices/practices.entities.js';

/**
 * One bookable time of one operative. Kept by the database, beyond what this definition can say:
 * - `slot_no_overlap_per_operative`: an exclusion constraint (btree_gist) — one operative's slots
 *   never overlap, whatever durations were generated;
 * - the `slot_respects_closures` trigger: no open or held slot inside a closure (migration
 *   Migration20261123000300_closures).
 * The schema-agreement test lists both in its allow-list.
 */
export const Slot = defineEntity({
  name: 'Slot',
  tableName: 'slot',
  indexes: [
    { name: 'slot_practice_start_idx', properties: ['practice', 'startsAt'], include: ['status', 'holdExpiresAt', 'endsAt'] },
    {
      name: 'slot_bookable_idx',
      properties: ['practice', 'startsAt'],
      include: ['id', 'endsAt', 'status', 'holdExpiresAt'],
      where: "status = ANY (ARRAY['open'::text, 'held'::text])",
    },
  ],
  checks: [
    { name: 'slot_check', expression: 'ends_at > starts_at' },
    {
      name: 'slot_check1',
      expression: "(status <> 'held'::text) OR ((hold_id IS NOT NULL) AND (hold_expires_at IS NOT NULL) AND (appointment_id IS NULL))",
    },
    { name: 'slot_check2', expression: "(status <> 'booked'::text) OR (appointment_id IS NOT NULL)" },
    {
      name: 'slot_check3',
      expression: "(status <> ALL (ARRAY['open'::text, 'blocked'::text])) OR ((hold_id IS NULL) AND (hold_expires_at IS NULL) AND (appointment_id IS NULL))",
    },
  ],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    practice: () => p.manyToOne(Practice).mapToPk().deleteRule('cascade').foreignKeyName('slot_practice_id_fkey'),
    operative: () => p.manyToOne(Operative).mapToPk().deleteRule('cascade').foreignKeyName('slot_operative_id_fkey'),
    startsAt: p.datetime(),
    endsAt: p.datetime(),
    status: p.enum(['open', 'held', 'booked', 'blocked'] as const).default('open'),
    hold: () => p.manyToOne(Hold).mapToPk().nullable().deleteRule('no action').deferMode('deferred').foreignKeyName('slot_hold_fk'),
    holdExpiresAt: p.datetime().nullable(),
    appointment: () => p.manyToOne(Appointment).mapToPk().nullable().deleteRule('no action').deferMode('deferred').foreignKeyName('slot_appointment_fk'),
    createdAt: p.datetime().defaultRaw('now()'),
    updatedAt: p.datetime().defaultRaw('now()'),
  },
});

/** A practice (or one operative) closed for whole London dates; `during` is their instants. */
export const Closure = defineEntity({
  name: 'Closure',
  tableName: 'closure',
  indexes: [{ name: 'closure_practice_during_idx', properties: ['practice', 'during'], type: 'gist' }],
  uniques: [
    {
      name: 'closure_one_per_scope_and_range',
      expression:
        "CREATE UNIQUE INDEX closure_one_per_scope_and_range ON public.closure USING btree (practice_id, COALESCE(operative_id, '00000000-0000-0000-0000-000000000000'::uuid), starts_on, ends_on)",
    },
  ],
  checks: [
    { name: 'closure_check', expression: '(ends_on >= starts_on) AND ((ends_on - starts_on) <= 366)' },
    { name: 'closure_note_check', expression: '(note IS NULL) OR (length(note) <= 200)' },
  ],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    practice: () => p.manyToOne(Practice).mapToPk().deleteRule('cascade').foreignKeyName('closure_practice_id_fkey'),
    operative: () => p.manyToOne(Operative).mapToPk().nullable().deleteRule('cascade').foreignKeyName('closure_operative_id_fkey'),
    startsOn: p.date(),
    endsOn: p.date(),
    during: p.string().columnType('tstzrange'),
    reason: p.enum(['holiday', 'training', 'emergency', 'bank_holiday', 'other'] as const),
    note: p.text().nullable(),
    createdBy: p.uuid().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});
