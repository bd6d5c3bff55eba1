import { MikroORM } from '@mikro-orm/postgresql';
import { mikroOrmOptions } from '../../src/shared/db/mikro-orm.config.js';

/** A MikroORM instance on this run's database, for tests that work below the HTTP layer. */
export async function openOrm(): Promise<MikroORM> {
  const orm = await MikroORM.init(mikroOrmOptions({ DATABASE_URL: process.env.DATABASE_URL!, DATABASE_POOL_MAX: 10 }));
  await orm.connect();
  return orm;
}
