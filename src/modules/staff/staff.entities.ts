import { defineEntity, p } from '@mikro-orm/postgresql';
import { AppUser } from '../identity/identity.entities.js';
import { Practice } from '../practices/practices.entities.js';

/** Who is staff of which practice (ADR 0030): a membership, so one user may serve several practices. */
export const PracticeStaff = defineEntity({
  name: 'PracticeStaff',
  tableName: 'practice_staff',
  indexes: [{ name: 'practice_staff_practice_idx', properties: ['practice'] }],
  properties: {
    user: () => p.manyToOne(AppUser).primary().mapToPk().deleteRule('cascade').updateRule('no action').foreignKeyName('practice_staff_user_id_fkey'),
    practice: () => p.manyToOne(Practice).primary().mapToPk().deleteRule('cascade').updateRule('no action').foreignKeyName('practice_staff_practice_id_fkey'),
    createdAt: p.datetime().defaultRaw('now()'),
    createdBy: p.uuid().nullable(),
  },
});

/** A practice's secret calendar feed: only the SHA-256 of the URL's token is stored; one per practice. */
export const PracticeCalendarFeed = defineEntity({
  name: 'PracticeCalendarFeed',
  tableName: 'practice_calendar_feed',
  properties: {
    practice: () => p.oneToOne(Practice).primary().owner().mapToPk().deleteRule('cascade').updateRule('no action').foreignKeyName('practice_calendar_feed_practice_id_fkey'),
    tokenHash: p.text().unique('practice_calendar_feed_token_hash_key'),
    createdAt: p.datetime().defaultRaw('now()'),
    createdBy: p.uuid().nullable(),
  },
});
