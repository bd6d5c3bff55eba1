import { Injectable } from '@nestjs/common';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { DomainEventInput } from './domain-event.js';
import { Db } from '../db/db.js';
import { DomainEventsRepository } from './domain-events.repository.js';

/** What a command handler gets inside its unit of work. */
export interface UnitOfWork {
  /** The transaction's EntityManager: entities persisted here flush on commit. */
  readonly em: EntityManager;
  /**
   * Raw SQL on the transaction (compare-and-set updates). Placeholders are `?`. An array parameter
   * expands into a comma list (`id IN (?)`); for `= ANY(...)` pass a PostgreSQL array literal.
   */
  execute<T = Record<string, unknown>[]>(sql: string, params?: unknown[]): Promise<T>;
  /** Records a domain event; it is written in the same transaction, just before commit. */
  emit(event: DomainEventInput): void;
}

/**
 * One transaction, one truth (ARCHITECTURE.md rule 1): the state change and its events commit
 * together or not at all. A thrown error rolls back both.
 */
@Injectable()
export class TransactionRunner {
  private readonly events: DomainEventsRepository;

  constructor(private readonly orm: MikroORM) {
    this.events = new DomainEventsRepository(new Db(orm));
  }

  /**
   * `durable: false` commits without waiting for the WAL flush (synchronous_commit off): for records
   * whose loss in a crash costs nothing but a line in a report (search demand events). Never for
   * bookings, payments or anything a patient or admin relies on.
   */
  async run<T>(work: (uow: UnitOfWork) => Promise<T>, options: { durable?: boolean } = {}): Promise<T> {
    // A deadlock or serialization failure means PostgreSQL chose this transaction to give way:
    // nothing of it was committed, so running the unit of work again is safe.
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once(work, options);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (attempt >= 4 || (code !== '40P01' && code !== '40001')) throw error;
        await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 20));
      }
    }
  }

  private async once<T>(work: (uow: UnitOfWork) => Promise<T>, options: { durable?: boolean }): Promise<T> {
    return this.orm.em.fork().transactional(async (em) => {
      if (options.durable === false) await this.events.commitWithoutWaitingForDisk();
      const events: DomainEventInput[] = [];
      const uow: UnitOfWork = {
        em,
        execute: (sql, params = []) => em.execute(sql, params as unknown[]) as never,
        emit: (event) => {
          events.push(event);
        },
      };
      const result = await work(uow);
      await em.flush();
      await this.events.append(events);
      return result;
    });
  }

  /** A fresh EntityManager for reads outside a transaction. */
  reader(): EntityManager {
    return this.orm.em.fork();
  }
}
