import { defineEntity, p } from '@mikro-orm/postgresql';
import { Operative, Practice } from '../practices/practices.entities.js';

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
