import pg from 'pg';

/*
 * Administration of the database itself (create, drop, the migration lock), on plain `pg` clients:
 * these run before the schema exists or outside any unit of work.
 */

/** Splits a PostgreSQL URL into the maintenance URL (database "postgres") and the database name. */
export function splitDatabaseUrl(url: string): { adminUrl: string; database: string } {
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || 'postgres';
  parsed.pathname = '/postgres';
  return { adminUrl: parsed.toString(), database };
}

/** Creates the database when it does not exist; safe when two processes race to create it. */
export async function ensureDatabase(url: string): Promise<boolean> {
  const { adminUrl, database } = splitDatabaseUrl(url);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount) return false;
    try {
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`);
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === '42P04') return false; // created by a racing process
      throw error;
    }
  } finally {
    await client.end();
  }
}

export async function dropDatabase(url: string): Promise<void> {
  const { adminUrl, database } = splitDatabaseUrl(url);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(database)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** Key of the advisory lock that serialises concurrent migration runs (api and worker copies). */
const MIGRATION_LOCK_KEY = 720_001;

/** Runs `work` holding the migration lock (a session-level advisory lock on its own connection). */
export async function withMigrationLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await work();
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.end();
  }
}
