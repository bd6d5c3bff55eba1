import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import type { Database } from './database.js';
import { type Bind, PreparedShape } from './prepared-shape.js';

const kysely = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('A statement built once (PreparedShape)', () => {
  let builds = 0;
  const shape = new PreparedShape((db: Kysely<Database>, bind: Bind<{ ids: string[]; before: Date; limit: number }>) => {
    builds++;
    const before = sql<string>`${bind((v) => v.before)}::timestamptz`;
    return db
      .selectFrom('slot')
      .select(['id', 'starts_at'])
      .where('practice_id', '=', (eb) => eb.fn.any(sql<string[]>`${bind((v) => v.ids)}::uuid[]`))
      .where('status', '=', 'open')
      .where('starts_at', '<', before)
      .where('ends_at', '<', before)
      .limit(bind((v) => v.limit));
  });

  it('builds the text once and binds each run its own values, in order, reused ones as often as used', () => {
    const first = shape.with(kysely, { ids: ['a'], before: new Date('2027-01-01T00:00:00Z'), limit: 5 }).compile();
    const second = shape.with(kysely, { ids: ['b', 'c'], before: new Date('2027-02-01T00:00:00Z'), limit: 7 }).compile();
    expect(builds).toBe(1);
    expect(second.sql).toBe(first.sql);
    expect(first.sql).toContain('= any($1::uuid[])');
    expect(first.parameters).toEqual([['a'], 'open', new Date('2027-01-01T00:00:00Z'), new Date('2027-01-01T00:00:00Z'), 5]);
    expect(second.parameters).toEqual([['b', 'c'], 'open', new Date('2027-02-01T00:00:00Z'), new Date('2027-02-01T00:00:00Z'), 7]);
  });
});
