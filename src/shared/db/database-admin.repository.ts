import pg from 'pg';
import { GenerateSql } from './generate-sql.js';

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

/** Key of the advisory lock that serialises concurrent migration runs (api and worker copies). */
const MIGRATION_LOCK_KEY = 720_001;

/** What runs a statement: a `pg` client here, a recorder in `npm run sql:review`. */
export interface Queryable {
  query(text: string, values?: unknown[]): Promise<{ rowCount: number | null }>;
}

/** The statements, one method each on a given client, so their SQL is checked in like every repository's. */
export class DatabaseAdminRepository {
  constructor(private readonly client: Queryable) {}

  @GenerateSql({ params: ['dental'] })
  async databaseExists(database: string): Promise<boolean> {
    const found = await this.client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    return Boolean(found.rowCount);
  }

  /** The name is an identifier, quoted (no parameter can stand for one). */
  @GenerateSql({ params: ['dental'] })
  async createDatabase(database: string): Promise<void> {
    await this.client.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`);
  }

  @GenerateSql({ params: ['dental'] })
  async dropDatabase(database: string): Promise<void> {
    await this.client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(database)} WITH (FORCE)`);
  }

  /** A session-level advisory lock: held until unlocked or the connection ends. */
  @GenerateSql({ params: [] })
  async lockMigrations(): Promise<void> {
    await this.client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
  }

  @GenerateSql({ params: [] })
  async unlockMigrations(): Promise<void> {
    await this.client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
  }
}

/** Creates the database when it does not exist; safe when two processes race to create it. */
export async function ensureDatabase(url: string): Promise<boolean> {
  const { adminUrl, database } = splitDatabaseUrl(url);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const admin = new DatabaseAdminRepository(client);
    if (await admin.databaseExists(database)) return false;
    try {
      await admin.createDatabase(database);
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
    await new DatabaseAdminRepository(client).dropDatabase(database);
  } finally {
    await client.end();
  }
}

/** Runs `work` holding the migration lock (a session-level advisory lock on its own connection). */
export async function withMigrationLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  const admin = new DatabaseAdminRepository(lock);
  try {
    await admin.lockMigrations();
    return await work();
  } finally {
    await admin.unlockMigrations().catch(() => undefined);
    await lock.end();
  }
}
