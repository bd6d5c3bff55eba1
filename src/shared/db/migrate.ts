import { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../config/config.js';
import { ensureDatabase, withMigrationLock } from './database-admin.repository.js';
import { mikroOrmOptions } from './mikro-orm.config.js';

/**
 * Creates the database if needed and applies pending migrations. An advisory lock serialises
 * concurrent starters (api and worker copies) so each migration runs once.
 */
export async function migrateDatabase(config: Pick<Config, 'DATABASE_URL' | 'DATABASE_POOL_MAX'>) {
  await ensureDatabase(config.DATABASE_URL);
  return withMigrationLock(config.DATABASE_URL, async () => {
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
  });
}
