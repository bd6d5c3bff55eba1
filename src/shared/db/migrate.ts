import pg from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../config/config.js';
import { ensureDatabase } from './database-admin.js';
import { mikroOrmOptions } from './mikro-orm.config.js';

const MIGRATION_LOCK_KEY = 720_001;

/**
 * Creates the database if needed and applies pending migrations. An advisory lock serialises
 * concurrent starters (api and worker copies) so each migration runs once.
 */
export async function migrateDatabase(config: Pick<Config, 'DATABASE_URL' | 'DATABASE_POOL_MAX'>) {
  await ensureDatabase(config.DATABASE_URL);
  const lock = new pg.Client({ connectionString: config.DATABASE_URL });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    // The migrator reports each step; keep that to real starts, not test runs.
    const orm = await MikroORM.init({
      // Without the processes' statement timeout: an index build on a big table may take minutes.
      ...mikroOrmOptions({ DATABASE_URL: config.DATABASE_URL, DATABASE_POOL_MAX: config.DATABASE_POOL_MAX }),
      logger: (message: string) => {
        if (process.env.NODE_ENV !== 'test') console.warn(message);
      },
    });
    try {
      await orm.connect();
      return await orm.migrator.up();
    } finally {
      await orm.close(true);
    }
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.end();
  }
}
