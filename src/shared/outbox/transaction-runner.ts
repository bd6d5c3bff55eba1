import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { DomainEventInput } from './domain-event.js';
import { Db } from '../db/db.js';
import { DomainEventsRepository } from './domain-events.repository.js';

/** What a command handler gets inside its unit of work. */
export interface UnitOfWork {
  /** Records a domain event; it is written in the same transaction, just before commit. */
  emit(event: DomainEventInput): void;
}

/**
 * One transaction, one truth (ARCHITECTURE.md rule 1): the state change and its events commit
 * together or not at all. A thrown error rolls back both. Repository methods called inside `run`
 * join its transaction on their own: `Db.kysely` follows MikroORM's transaction context.
 */
@Injectable()
export class TransactionRunner {
  private readonly events: DomainEventsRepository;
  /** The unit of work `run` is inside of, for `join`. */
  private readonly current = new AsyncLocalStorage<UnitOfWork>();

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

  /**
   * Runs `work` as part of the caller's unit of work when there is one (its transaction, its events,
   * its commit or rollback; no savepoint, no retry of its own: the caller's `run` retries the whole),
   * else as a unit of work of its own (`run`). For a command another context runs inside its own
   * change, such as booking blocking slots for a closure. A `run` inside a `run` is NOT joined: it is a
   * transaction of its own on another connection.
   */
  async join<T>(work: (uow: UnitOfWork) => Promise<T>): Promise<T> {
    const uow = this.current.getStore();
    return uow ? work(uow) : this.run(work);
  }

  private async once<T>(work: (uow: UnitOfWork) => Promise<T>, options: { durable?: boolean }): Promise<T> {
    return this.orm.em.fork().transactional(async () => {
      if (options.durable === false) await this.events.commitWithoutWaitingForDisk();
      const events: DomainEventInput[] = [];
      const uow: UnitOfWork = { emit: (event) => events.push(event) };
      const result = await this.current.run(uow, () => work(uow));
      await this.events.append(events);
      return result;
    });
  }
}
