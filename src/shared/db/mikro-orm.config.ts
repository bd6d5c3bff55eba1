import { defineConfig, type EntitySchema } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type { Config } from '../../config/config.js';
import { migrationsList } from '../../database/migrations/index.js';
import { entities } from '../../database/entities.js';
import { poolTimeouts } from './pool-timeouts.js';

/**
 * The processes pass their whole config (timeouts included); migrations, benches and tests pass
 * only the URL and pool size, so their long statements (seeding, index builds) have no limit.
 */
export function mikroOrmOptions(
  config: Pick<Config, 'DATABASE_URL' | 'DATABASE_POOL_MAX'> &
    Partial<Pick<Config, 'DATABASE_CONNECT_TIMEOUT_MS' | 'DATABASE_STATEMENT_TIMEOUT_MS'>>,
) {
  return defineConfig({
    clientUrl: config.DATABASE_URL,
    // Widened: the processes need the metadata, not an EntityManager typed by every entity (the
    // typed queries go through Kysely's Database type, src/shared/db/database.ts).
    entities: [...entities] as unknown as EntitySchema[],
    discovery: { warnWhenNoEntities: false },
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false },
    pool: { min: 0, max: config.DATABASE_POOL_MAX },
    driverOptions: poolTimeouts({
      connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    }),
    // Every unit of work forks explicitly; a shared global context would leak state between requests.
    allowGlobalContext: false,
    debug: false,
  });
}
