import { Global, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { CONFIG } from '../../config/config.module.js';
import type { Config } from '../../config/config.js';
import { DomainEventsRepository } from '../outbox/domain-events.repository.js';
import { TransactionRunner } from '../outbox/transaction-runner.js';
import { Db } from './db.js';
import { mikroOrmOptions } from './mikro-orm.config.js';

@Injectable()
class OrmCloser implements OnApplicationShutdown {
  constructor(private readonly orm: MikroORM) {}
  async onApplicationShutdown() {
    await this.orm.close(true);
  }
}

/**
 * MikroORM on PostgreSQL. `init()` does not connect in MikroORM 7, so connect here: health checks
 * then report the truth from the first request. Migrations run before the processes start
 * (`npm start`, `npm run migrate`), never from here, so several copies can boot at once.
 */
@Global()
@Module({
  providers: [
    {
      provide: MikroORM,
      inject: [CONFIG],
      useFactory: async (config: Config) => {
        const orm = await MikroORM.init(mikroOrmOptions(config));
        await orm.connect().catch(() => undefined); // a down database must not stop the process: /health/ready says so
        return orm;
      },
    },
    TransactionRunner,
    Db,
    OrmCloser,
    // The outbox's queries of the event log, for every module (the table is the outbox's).
    DomainEventsRepository,
  ],
  exports: [MikroORM, TransactionRunner, Db, DomainEventsRepository],
})
export class DatabaseModule {}
