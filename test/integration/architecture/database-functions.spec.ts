import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * A rule that lives in the database (a PL/pgSQL function) has its source beside the module that owns
 * it, `src/modules/<ctx>/sql/<name>.sql` (HOUSE-STYLE §9; the checked-in `*.repository.sql` files are
 * generated, not sources). Migrations create the functions and are never edited, so the file could
 * drift from what runs: this creates each source file's functions in a scratch schema, inside a
 * transaction that is rolled back, and compares them with the migrated database's, as PostgreSQL
 * itself prints them (`pg_get_functiondef`: signature, result, language, volatility, body). Only each
 * line's leading and trailing spaces and blank lines are ignored.
 */
const sources = readdirSync(path.join(root, 'src/modules'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => {
    const dir = path.join('src/modules', d.name, 'sql');
    try {
      return readdirSync(path.join(root, dir))
        .filter((f) => f.endsWith('.sql') && !f.endsWith('.repository.sql'))
        .map((f) => path.join(dir, f));
    } catch {
      return [];
    }
  });

const functionsOf = (text: string) => [...text.matchAll(/^CREATE (?:OR REPLACE )?FUNCTION\s+([a-z_][a-z0-9_]*)\s*\(/gim)].map((m) => m[1]);
const normalised = (definition: string, schema: string) =>
  definition
    .replaceAll(`FUNCTION ${schema}.`, 'FUNCTION ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');

describe('Database functions and their source files', () => {
  let client: pg.Client;
  beforeAll(async () => {
    client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
  });

  it("has booking's hold functions in booking/sql/claim-open-slot.sql", () => {
    expect(sources).toContain('src/modules/booking/sql/claim-open-slot.sql');
    expect(functionsOf(readFileSync(path.join(root, 'src/modules/booking/sql/claim-open-slot.sql'), 'utf8')).sort()).toEqual([
      'claim_open_slot',
      'hold_allowance_exceeded',
    ]);
  });

  it.each(sources)('%s is exactly what the migrations created', async (file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    const names = functionsOf(text);
    expect(names.length).toBeGreaterThan(0);
    const definition = (schema: string) =>
      client.query<{ name: string; definition: string }>(
        `SELECT p.proname AS name, pg_get_functiondef(p.oid) AS definition
           FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
          WHERE n.nspname = $1 AND p.proname = ANY($2::text[]) ORDER BY p.proname`,
        [schema, names],
      );
    await client.query('BEGIN');
    try {
      await client.query('CREATE SCHEMA function_source_check');
      await client.query('SET LOCAL search_path = function_source_check, public');
      await client.query(text);
      const migrated = (await definition('public')).rows;
      const fromSource = (await definition('function_source_check')).rows;
      // One definition each (no overload left behind by a migration that changed a signature).
      expect(migrated.map((r) => r.name)).toEqual([...names].sort());
      expect(fromSource.map((r) => r.name)).toEqual([...names].sort());
      for (const [i, row] of migrated.entries()) {
        expect(normalised(fromSource[i].definition, 'function_source_check')).toBe(normalised(row.definition, 'public'));
      }
    } finally {
      await client.query('ROLLBACK');
    }
  });
});
