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
   * A hot statement of a constant shape as a NAMED prepared statement (parsed and planned once per
   * connection) on the pool: the search's statements, a hold's claim. Inside a unit of work it runs
   * as an ordinary statement of that transaction.
   */
  async prepared<Q extends Compilable<unknown>>(query: Q): Promise<Array<RowOf<Q>>> {
    // Inside a unit of work, a statement of its transaction: a named statement runs on a pooled
    // connection of its own and would escape it.
    if (this.orm.em.isInTransaction()) return (await this.kysely.executeQuery(query)).rows as Array<RowOf<Q>>;
    const { sql, parameters } = query.compile();
    return queryPrepared<RowOf<Q>>(this.orm, sql, parameters as unknown[]);
  }
}
