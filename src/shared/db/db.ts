import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Compilable, Kysely } from 'kysely';
import type { Database } from './database.js';
import { queryPrepared } from './prepared-statements.js';

/** The row type a compiled Kysely query returns. */
export type RowOf<Q> = Q extends Compilable<infer Row> ? Row : never;

/**
 * The typed query builder that every repository uses (HOUSE-STYLE §5). `kysely` is bound to the
 * transaction of the current unit of work when there is one (`TransactionRunner.run` →
 * `em.transactional`, which MikroORM tracks per async context), and to the pool otherwise. Values
 * always travel as bind parameters ($1, $2, …).
 */
@Injectable()
export class Db {
  constructor(private readonly orm: MikroORM) {}

  get kysely(): Kysely<Database> {
    return this.orm.em.getKysely<Database>();
  }

  /**
   * A hot read as a NAMED prepared statement (parsed and planned once per connection), on the pool:
   * only for constant query shapes outside a transaction (the search's statements).
   */
  async prepared<Q extends Compilable<unknown>>(query: Q): Promise<Array<RowOf<Q>>> {
    const { sql, parameters } = query.compile();
    return queryPrepared<RowOf<Q>>(this.orm, sql, parameters as unknown[]);
  }
}
