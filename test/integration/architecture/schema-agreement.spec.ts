import { MikroORM } from '@mikro-orm/postgresql';
import { dropDatabase } from '../../../src/shared/db/database-admin.repository.js';
import { migrateDatabase } from '../../../src/shared/db/migrate.js';
import { mikroOrmOptions } from '../../../src/shared/db/mikro-orm.config.js';

/**
 * What the migrations create and what the entity definitions say must agree: MikroORM's schema
 * generator, comparing the migrated database with the entities' metadata, has nothing to change
 * beyond the guarantees MikroORM cannot describe, listed here with where they live.
 */
const BEYOND_ENTITY_DEFINITIONS: ReadonlyArray<readonly [statement: RegExp, why: string]> = [
  [/^alter table "slot" drop constraint "slot_no_overlap_per_operative";$/, 'exclusion constraint (btree_gist): one operative, no overlapping slots'],
  [/^drop trigger if exists "slot_respects_closures" on "slot";$/, 'trigger: no open or held slot inside a closure'],
  [/^drop function if exists "slot_slot_respects_closures_fn"\(\);$/, 'its function is slot_respects_closures() (MikroORM guesses another name)'],
  [/^drop trigger if exists "domain_event_notify" on "domain_event";$/, 'trigger: NOTIFY domain_event wakes the outbox relay'],
  [/^drop function if exists "domain_event_domain_event_notify_fn"\(\);$/, 'its function is notify_domain_event()'],
  [/^drop function if exists "hold_allowance_exceeded"\(text, text, timestamp with time zone, integer, integer, integer\);$/, 'function: live-hold limits, lock then a fresh count, in one statement (ADR 0034)'],
  [/^drop function if exists "claim_open_slot"\(uuid, uuid, timestamp with time zone, timestamp with time zone, text, text, integer, integer, integer\);$/, 'function: limits then the conditional UPDATE of an open slot, in one statement (ADR 0034)'],
];

describe('Entities and migrations', () => {
  it('describe the same schema (no pending diff beyond the listed database guarantees)', async () => {
    // A database of its own, fresh from the migrations: other suites add scratch tables to theirs.
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `${url.pathname}_schema`;
    await migrateDatabase({ DATABASE_URL: url.toString(), DATABASE_POOL_MAX: 2 });
    const orm = await MikroORM.init(mikroOrmOptions({ DATABASE_URL: url.toString(), DATABASE_POOL_MAX: 2 }));
    try {
      await orm.connect();
      const diff = (await orm.schema.getUpdateSchemaSQL({ wrap: false }))
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      const unexplained = diff.filter((line) => !BEYOND_ENTITY_DEFINITIONS.some(([pattern]) => pattern.test(line)));
      expect(unexplained).toEqual([]);
      // Every allowance is still needed: a guarantee that disappeared must leave this list too.
      const unused = BEYOND_ENTITY_DEFINITIONS.filter(([pattern]) => !diff.some((line) => pattern.test(line))).map(([, why]) => why);
      expect(unused).toEqual([]);
    } finally {
      await orm.close(true);
      await dropDatabase(url.toString());
    }
  });
});
