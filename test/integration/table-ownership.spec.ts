import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { OUTBOX_PORT_MARK } from '../../src/shared/outbox/domain-events.repository.js';
import { tableUses, type TableUse } from '../support/sql-table-uses.js';

/*
 * One owner per table (ADR 0044). A table belongs to the module whose `*.entities.ts` defines it
 * (`domain_event` to the outbox); only its owner's SQL writes it. Another module reads it through
 * the owner's exported queries, or by a join listed in FOREIGN_READS below, and changes it through
 * the owner's commands, ports or events. Read from the checked-in SQL of every repository
 * (`<module>/sql/*.repository.sql`, kept current by sql-review.spec.ts), every function source beside
 * its module, and every function of the migrated database (a trigger's belongs to its table's owner).
 */

const root = path.resolve(import.meta.dirname, '../..');
const OUTBOX = 'outbox';

/**
 * Reads of another module's table that stay a join: (table, reader) and why. Everything else reads
 * through the owner's exported query. An entry nothing uses any more fails the test, so the list
 * only shrinks with the code.
 */
const FOREIGN_READS: ReadonlyArray<{ table: string; reader: string; why: string }> = [];

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
    const foreign = findings()
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
