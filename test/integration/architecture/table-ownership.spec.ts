import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { OUTBOX_PORT_MARK } from '../../../src/shared/outbox/domain-events.repository.js';
import { tableUses, type TableUse } from '../../support/sql-table-uses.js';

/*
 * One owner per table (ADR 0044). A table belongs to the module whose `*.entities.ts` defines it
 * (`domain_event` to the outbox); only its owner's SQL writes it. Another module reads it through
 * the owner's exported queries, or by a join listed in FOREIGN_READS below, and changes it through
 * the owner's commands, ports or events. Read from the checked-in SQL of every repository
 * (`<module>/sql/*.repository.sql`, kept current by sql-review.spec.ts), every function source beside
 * its module, and every function of the migrated database (a trigger's belongs to its table's owner).
 */

const root = path.resolve(import.meta.dirname, '../../..');
const OUTBOX = 'outbox';

/**
 * Reads of another module's table that stay a join: (table, reader) and why. Everything else reads
 * through the owner's exported query. An entry nothing uses any more fails the test, so the list
 * only shrinks with the code.
 */
const FOREIGN_READS: ReadonlyArray<{ table: string; reader: string; why: string }> = [
  // availability: closures
  { table: 'slot', reader: 'availability', why: "a closure's range finds the slots inside it (blocked through booking's command) in one statement" },
  { table: 'appointment', reader: 'availability', why: 'a closure lists the bookings inside its range for the admin to cancel' },
  { table: 'practice', reader: 'availability', why: 'closures are listed with their practice by name' },
  { table: 'operative', reader: 'availability', why: 'closures are listed with their operative by name' },
  // booking
  { table: 'closure', reader: 'booking', why: "slot_respects_closures, the trigger on slot, keeps a closed day unbookable at every change: a rule the database keeps" },
  { table: 'practice', reader: 'booking', why: "appointments are listed, exported and e-mailed with their practice; the sample seed takes the sample practices' operatives" },
  { table: 'operative', reader: 'booking', why: "the practice's day names each appointment's operative; the sample seed crosses their operatives with the plan" },
  { table: 'app_user', reader: 'booking', why: 'the admin list and timeline name the admin who confirmed or cancelled' },
  { table: 'domain_event', reader: 'booking', why: "a booking's timeline is its events and its hold's, keyset-read with the outbox's index" },
  { table: 'notification_sent', reader: 'booking', why: "a booking's timeline shows the e-mails sent after the confirmation" },
  // identity
  { table: 'appointment', reader: 'identity', why: 'a sign-in link goes only to an address that booked (no link to strangers)' },
  { table: 'practice_staff', reader: 'identity', why: "the access decision and the users list know who is a practice's staff in the same statement" },
  // invitations
  { table: 'app_user', reader: 'invitations', why: 'an invitation names who invited' },
  { table: 'practice', reader: 'invitations', why: 'an invitation names its practices' },
  // practices
  { table: 'slot', reader: 'practices', why: "the admin's practice list shows each practice's next free time, a LATERAL probe per row" },
  { table: 'appointment', reader: 'practices', why: "a practice with history is archived, not deleted: decided in the archive's own compare-and-set" },
  { table: 'hold', reader: 'practices', why: "a practice with history is archived, not deleted: decided in the archive's own compare-and-set" },
  // search: one or two statements a search (ADR 0015, 0016)
  { table: 'practice', reader: 'search', why: 'the nearest practices by a GiST index, with their first slots, in one statement' },
  { table: 'slot', reader: 'search', why: "each candidate's first bookable slot, an index-only LATERAL probe in the search's statement" },
  // metrics: gauges over the whole service
  { table: 'appointment', reader: 'shared/metrics', why: 'the card authorisations near their deadline (/metrics)' },
  { table: 'hold', reader: 'shared/metrics', why: 'holds of the last hour by status (/metrics)' },
  { table: 'waitlist_entry', reader: 'shared/metrics', why: 'patients waiting (/metrics)' },
  // sms: a text renders what it is about
  { table: 'appointment', reader: 'sms', why: 'a booking text renders one appointment' },
  { table: 'practice', reader: 'sms', why: "a text names the appointment's or the offer's practice" },
  { table: 'waitlist_offer', reader: 'sms', why: 'an offer text renders one offer' },
  { table: 'waitlist_entry', reader: 'sms', why: "an offer text goes to its place's number" },
  { table: 'slot', reader: 'sms', why: "an offer text says the slot's time" },
  // staff
  { table: 'practice', reader: 'staff', why: "memberships and calendar feeds are listed and checked with their practice's name" },
  { table: 'app_user', reader: 'staff', why: 'a membership is granted only to an existing account' },
  // waitlist
  { table: 'slot', reader: 'waitlist', why: "a freed slot's offer: the practice's bookable slots nobody has an offer for, and the offer's time" },
  { table: 'practice', reader: 'waitlist', why: 'offers go nearest first, by the practice\'s point; the offer page and e-mail name it' },
];

/** Module of a path under src: `modules/<name>/…` → name, `shared/outbox/…` → outbox, `shared/<x>/…` → shared/<x>. */
function moduleOf(file: string): string {
  const parts = path.relative(path.join(root, 'src'), path.join(root, file)).split(path.sep);
  if (parts[0] === 'modules') return parts[1];
  return parts[1] === 'outbox' ? OUTBOX : `shared/${parts[1]}`;
}

const sqlFolders = (): string[] =>
  ['src/modules', 'src/shared'].flatMap((base) =>
    readdirSync(path.join(root, base), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) => {
        const dir = path.join(base, d.name, 'sql');
        try {
          return readdirSync(path.join(root, dir))
            .filter((f) => f.endsWith('.sql'))
            .map((f) => path.join(dir, f));
        } catch {
          return [];
        }
      }),
  );

/** Table → owning module, from the entity files (each `tableName:` in `<module>/<module>.entities.ts`). */
function owners(): Map<string, string> {
  const found = new Map<string, string[]>();
  const entityFiles = [
    ...readdirSync(path.join(root, 'src/modules')).map((m) => `src/modules/${m}/${m}.entities.ts`),
    'src/shared/outbox/domain-event.entity.ts',
  ];
  for (const file of entityFiles) {
    let text: string;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue;
    }
    for (const m of text.matchAll(/tableName:\s*'([a-z_][a-z0-9_]*)'/g)) found.set(m[1], [...(found.get(m[1]) ?? []), moduleOf(file)]);
  }
  const byTable = new Map<string, string>();
  for (const [table, modules] of found) {
    if (modules.length !== 1) throw new Error(`${table} is defined by ${modules.join(' and ')}: a table has one owner`);
    byTable.set(table, modules[0]);
  }
  return byTable;
}

/** Functions whose source sits beside a module (`<module>/sql/<name>.sql`, not a review file) → that module. */
function functionSources(): Map<string, { owner: string; file: string }> {
  const found = new Map<string, { owner: string; file: string }>();
  for (const file of sqlFolders().filter((f) => !f.endsWith('.repository.sql'))) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const m of text.matchAll(/^CREATE (?:OR REPLACE )?FUNCTION\s+([a-z_][a-z0-9_]*)\s*\(/gim)) found.set(m[1].toLowerCase(), { owner: moduleOf(file), file });
  }
  return found;
}

interface Finding {
  module: string;
  use: TableUse;
  where: string;
}

describe('One owner per table', () => {
  let client: pg.Client;
  const owner = owners();
  const tables = new Set(owner.keys());
  const sources = functionSources();
  let dbFunctions: Array<{ name: string; body: string; trigger_tables: string[] | null }> = [];

  beforeAll(async () => {
    client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    // The migrated database's own functions (not an extension's), and the tables their triggers are on.
    dbFunctions = (
      await client.query<{ name: string; body: string; trigger_tables: string[] | null }>(
        `SELECT p.proname AS name, p.prosrc AS body,
                (SELECT array_agg(DISTINCT c.relname::text) FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
                  WHERE t.tgfoid = p.oid AND NOT t.tgisinternal) AS trigger_tables
           FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace JOIN pg_language l ON l.oid = p.prolang
          WHERE n.nspname = 'public' AND l.lanname IN ('plpgsql', 'sql')
            AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
          ORDER BY p.proname`,
      )
    ).rows;
  });
  afterAll(async () => {
    await client.end();
  });

  it('gives every table of the migrated database exactly one owner', async () => {
    const { rows } = await client.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'mikro_orm%' ORDER BY 1`,
    );
    expect(rows.map((r) => r.name).sort()).toEqual([...tables].sort());
  });

  it('lists each table with its owner in docs/architecture.md', () => {
    const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## Tables and their owners'));
    const listed = new Map([...section.matchAll(/^\| `([a-z_]+)` \| (\S+) \|/gm)].map((m) => [m[1], m[2]]));
    expect(Object.fromEntries([...listed].sort())).toEqual(Object.fromEntries([...owner].sort()));
  });

  /** Which module each database function belongs to: its source file's, else its trigger table's owner. */
  function functionOwner(f: { name: string; trigger_tables: string[] | null }): string | undefined {
    const source = sources.get(f.name);
    if (source) return source.owner;
    const on = new Set((f.trigger_tables ?? []).map((t) => owner.get(t)));
    return on.size === 1 ? [...on][0] : undefined;
  }

  function findings(): Finding[] {
    const functionNames = new Set([...sources.keys(), ...dbFunctions.map((f) => f.name)]);
    const out: Finding[] = [];
    for (const file of sqlFolders()) {
      const module = moduleOf(file);
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const use of tableUses(text, tables, functionNames)) out.push({ module, use, where: file });
    }
    for (const f of dbFunctions) {
      const module = functionOwner(f);
      if (module === undefined) continue;
      for (const use of tableUses(f.body, tables, functionNames)) out.push({ module, use, where: `function ${f.name}()` });
    }
    return out;
  }

  it('knows who owns each function of the database', () => {
    expect(dbFunctions.filter((f) => functionOwner(f) === undefined).map((f) => f.name)).toEqual([]);
  });

  /** A write to `domain_event` made by the outbox's own SQL fragment (its port) is the outbox's. */
  const byOutboxPort = (f: Finding) => f.use.name === 'domain_event' && f.use.comments.some((c) => c.includes(OUTBOX_PORT_MARK));

  it('has no module writing a table it does not own', () => {
    const all = findings();
    // Not vacuous: the owners' own writes are found (a slot held in a function, an event appended).
    expect(all.some((f) => f.module === 'booking' && f.use.kind === 'write' && f.use.name === 'slot' && f.where.startsWith('function'))).toBe(true);
    expect(all.some((f) => f.module === OUTBOX && f.use.kind === 'write' && f.use.name === 'domain_event')).toBe(true);
    const foreign = all
      .filter((f) => f.use.kind === 'write' && owner.get(f.use.name) !== f.module && !byOutboxPort(f))
      .map((f) => `${f.module} writes ${f.use.name} (owner: ${owner.get(f.use.name)}) in ${f.where}${f.use.label ? ` ${f.use.label}` : ''}`);
    expect([...new Set(foreign)]).toEqual([]);
  });

  it('reads another module\'s table only through a join of the allow-list', () => {
    const allowed = new Set(FOREIGN_READS.map((r) => `${r.table} ${r.reader}`));
    const foreign = new Map<string, Set<string>>();
    for (const f of findings().filter((f) => f.use.kind === 'read' && owner.get(f.use.name) !== f.module)) {
      const key = `${f.use.name} ${f.module}`;
      foreign.set(key, (foreign.get(key) ?? new Set()).add(`${path.basename(f.where)} ${f.use.label}`.trim()));
    }
    const unlisted = [...foreign].filter(([key]) => !allowed.has(key)).map(([key, where]) => `${key}: ${[...where].join(', ')}`);
    const unused = [...allowed].filter((key) => !foreign.has(key));
    expect({ unlisted: unlisted.sort(), unused: unused.sort() }).toEqual({ unlisted: [], unused: [] });
  });
});

describe('Finding the tables a statement writes and reads', () => {
  const tables = new Set(['slot', 'hold', 'appointment', 'practice', 'domain_event']);
  const uses = (text: string, functions: string[] = []) =>
    tableUses(text, tables, new Set(functions)).map((u) => `${u.kind} ${u.name}`);

  it.each([
    ['a plain update', 'update "slot" set "status" = $1 where "id" = $2', ['write slot']],
    ['an insert in a data-modifying CTE', 'with "h" as (insert into "hold" ("id") values ($1) returning "id") select * from "h"', ['write hold']],
    ['a delete reading another table in its condition', 'delete from "slot" where not exists (select 1 from "hold" where "hold"."slot_id" = "slot"."id")', ['write slot', 'read hold']],
    ['a row lock, which is no write', 'select "id" from "slot" for no key update skip locked', ['read slot']],
    ['an upsert, one write', 'insert into "slot" ("id") values ($1) on conflict ("id") do update set "status" = excluded."status"', ['write slot']],
    ['a comma list after FROM', 'update "appointment" as "a" set "x" = 1 from "hold" as "h", "slot" where "a"."hold_id" = "h"."id"', ['write appointment', 'read hold', 'read slot']],
    ['a join', 'select * from "appointment" as "a" inner join "practice" as "p" on "p"."id" = "a"."practice_id"', ['read appointment', 'read practice']],
    ['a CTE named like a table, which shadows it', 'with "slot" as (select 1 as "id") select * from "slot"', []],
    ['a column or alias named like a table', 'select "a"."slot" from "appointment" as "a"', ['read appointment']],
    ['a trigger definition, which is neither', 'CREATE TRIGGER t BEFORE INSERT OR UPDATE OF status ON slot FOR EACH ROW EXECUTE FUNCTION f()', []],
    ['a function body in dollar quotes', "CREATE FUNCTION f() RETURNS void LANGUAGE plpgsql AS $$ BEGIN UPDATE hold SET status = 'expired'; END $$", ['write hold']],
    ['a string that looks like SQL', "select 'update slot set status' from \"practice\"", ['read practice']],
  ])('reads %s', (_name, text, expected) => {
    expect(uses(text)).toEqual(expected);
  });

  it('finds calls of the functions it is told about', () => {
    expect(uses('select * from claim_open_slot($1, $2)', ['claim_open_slot'])).toEqual(['call claim_open_slot']);
  });

  it("keeps the comments of the part of the statement that holds a write (the outbox's mark)", () => {
    const [write] = tableUses(
      `with "e" as (insert into "domain_event" ("type") select v.* /* ${OUTBOX_PORT_MARK} */ from (values ($1)) as v (type) returning "id") select 1`,
      tables,
    );
    expect(write).toMatchObject({ kind: 'write', name: 'domain_event' });
    expect(write.comments.join(' ')).toContain(OUTBOX_PORT_MARK);
    const [direct] = tableUses('/* elsewhere */ with "e" as (insert into "domain_event" ("type") values ($1) returning "id") select 1', tables);
    expect(direct.comments).toEqual([]);
  });
});
