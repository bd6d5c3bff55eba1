import { type Compilable, type CompiledQuery, type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from './database.js';

/** A parameter of a statement built once: `read` takes its value from each run's values. */
class BoundValue<V> {
  constructor(readonly read: (values: V) => unknown) {}
}

/** A parameter whose value `read` takes from each run's values (the only way a value enters a shape). */
export type Bind<V> = <T>(read: (values: V) => T) => RawBuilder<T>;

/**
 * A hot statement (for `Db.prepared`) whose SQL text Kysely builds and compiles ONCE, then runs with
 * each call's values. Building and compiling a statement the size of the search's candidates one
 * costs 0.1–0.2 ms of JavaScript, as much as PostgreSQL takes to run it (docs/performance.md
 * "Search"); the text never changes anyway, since a named prepared statement needs a constant one.
 * `build` gets no values, only `bind`: a value enters the statement as a parameter whose value is
 * read at each run, so the text cannot depend on one. Define `build` at module level (no closure
 * over a call's values).
 */
export class PreparedShape<V, Row> {
  private compiled?: CompiledQuery<Row>;

  constructor(private readonly build: (db: Kysely<Database>, bind: Bind<V>) => Compilable<Row>) {}

  /** The statement with this run's values; `db` compiles it the first time only. */
  with(db: Kysely<Database>, values: V): Compilable<Row> {
    this.compiled ??= this.build(db, (read) => sql`${new BoundValue(read)}`).compile();
    const { sql: text, query, parameters, queryId } = this.compiled;
    const bound = parameters.map((p) => (p instanceof BoundValue ? p.read(values) : p));
    return { compile: () => ({ sql: text, query, queryId, parameters: bound }) };
  }
}
