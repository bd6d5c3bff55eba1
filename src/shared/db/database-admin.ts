import pg from 'pg';

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
