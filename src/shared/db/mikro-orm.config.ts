import { defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type { Config } from '../../config/config.js';
import { migrationsList } from '../../database/migrations/index.js';
import { entities } from './entities.js';

export function mikroOrmOptions(config: Pick<Config, 'DATABASE_URL' | 'DATABASE_POOL_MAX'>) {
  return defineConfig({
    clientUrl: config.DATABASE_URL,
    entities,
    discovery: { warnWhenNoEntities: false },
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false },
    pool: { min: 0, max: config.DATABASE_POOL_MAX },
    // Every unit of work forks explicitly; a shared global context would leak state between requests.
    allowGlobalContext: false,
    debug: false,
  });
}
