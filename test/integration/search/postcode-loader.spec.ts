import { MikroORM } from '@mikro-orm/postgresql';
import { PostcodeLoader } from '../../../src/modules/postcodes/postcode-loader.js';
import { PostcodesRepository } from '../../../src/modules/postcodes/postcodes.repository.js';
import { PostcodesService } from '../../../src/modules/postcodes/postcodes.service.js';
import { dropDatabase } from '../../../src/shared/db/database-admin.repository.js';
import { Db } from '../../../src/shared/db/db.js';
import { migrateDatabase } from '../../../src/shared/db/migrate.js';
import { mikroOrmOptions } from '../../../src/shared/db/mikro-orm.config.js';
import { TransactionRunner } from '../../../src/shared/outbox/transaction-runner.js';

/** A repository whose load dies at a chosen batch, or waits there until released. */
class ScriptedRepository extends PostcodesRepository {
  batches = 0;
  failAt?: number;
  pauseAt?: { batch: number; reached: () => void; release: Promise<void> };
  override async insertBatch(compact: string[], lat: number[], lng: number[]) {
    this.batches += 1;
    if (this.batches === this.failAt) throw new Error('the loader died half way');
    if (this.batches === this.pauseAt?.batch) {
      this.pauseAt.reached();
      await this.pauseAt.release;
    }
    return super.insertBatch(compact, lat, lng);
  }
}

/**
 * The loader's promises (ADR 0029): one transaction (a load that dies leaves the previous state, and
 * the next start loads again), readers see the old rows while a new file loads, and two workers
 * never load at once. Samples of the bundled file (every 100th/50th row) keep it quick.
 */
describe('PostcodeLoader', () => {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `${url.pathname}_postcode_loader`;
  let orm: MikroORM;
  let db: Db;
  const loaderWith = (repo: PostcodesRepository) => new PostcodeLoader(repo, new TransactionRunner(orm));
  const count = async () => Number((await orm.em.fork().execute<Array<{ n: string }>>('SELECT count(*) AS n FROM postcode'))[0].n);
  const loads = async () => orm.em.fork().execute<Array<{ row_count: number }>>('SELECT row_count FROM postcode_load');

  beforeAll(async () => {
    await dropDatabase(url.toString());
    await migrateDatabase({ DATABASE_URL: url.toString(), DATABASE_POOL_MAX: 2 });
    orm = await MikroORM.init(mikroOrmOptions({ DATABASE_URL: url.toString(), DATABASE_POOL_MAX: 6 }));
    await orm.connect();
    db = new Db(orm);
  });
  afterAll(async () => {
    await orm?.close(true);
    await dropDatabase(url.toString());
  });

  it('leaves nothing behind when it dies half way, and loads everything on the next start', async () => {
    const dying = new ScriptedRepository(db);
    dying.failAt = 2;
    await expect(loaderWith(dying).ensureLoaded({ sampleEvery: 100 })).rejects.toThrow('the loader died half way');
    expect(await count()).toBe(0);
    expect(await loads()).toEqual([]);

    const outcome = await loaderWith(new PostcodesRepository(db)).ensureLoaded({ sampleEvery: 100 });
    expect(outcome).toMatchObject({ status: 'loaded', rows: 17_439 });
    expect(await count()).toBe(17_439);
    expect(await loaderWith(new PostcodesRepository(db)).ensureLoaded({ sampleEvery: 100 })).toMatchObject({ status: 'already-loaded' });
  });

  it('keeps answering from the previous rows while a new file loads, and two workers never load at once', async () => {
    const reader = new PostcodesService(new PostcodesRepository(db));
    const before = await reader.pointOf('AB10 1AB'); // row 1 of the file: in every sample
    expect(before).toBeDefined();
    let reached!: () => void;
    let release!: () => void;
    const paused = new Promise<void>((r) => (reached = r));
    const first = new ScriptedRepository(db);
    first.pauseAt = { batch: 2, reached, release: new Promise<void>((r) => (release = r)) };
    const loading = loaderWith(first).ensureLoaded({ sampleEvery: 50 });
    await paused;
    try {
      // Half way through the new load: the old rows still answer, and a second worker stands aside.
      expect(await reader.pointOf('AB10 1AB')).toEqual(before);
      expect(await count()).toBe(17_439);
      expect(await loaderWith(new PostcodesRepository(db)).ensureLoaded({ sampleEvery: 50 })).toEqual({ status: 'busy' });
    } finally {
      release();
    }
    expect(await loading).toMatchObject({ status: 'loaded', rows: 34_877 });
    expect(await count()).toBe(34_877);
    expect(await loads()).toEqual([{ row_count: 34_877 }]);
  });
});
