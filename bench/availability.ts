import { MikroORM } from '@mikro-orm/postgresql';
import { addLondonDays, Clock, londonDayBounds, toLondonDate } from '../src/shared/clock/clock.js';
import { Db } from '../src/shared/db/db.js';
import { mikroOrmOptions } from '../src/shared/db/mikro-orm.config.js';
import { TransactionRunner } from '../src/shared/outbox/transaction-runner.js';
import { SlotSupplyRepository } from '../src/modules/booking/repositories/slot-supply.repository.js';
import { planSlots } from '../src/modules/availability/rules/availability.rules.js';
import { PracticesRepository } from '../src/modules/practices/practices.repository.js';
import { benchEnvironment, fmt, summarise } from './_support.js';
import { BenchSeedRepository } from './seed.repository.js';

/**
 * `npm run bench -- availability [practices=1000] [days=90] [listPractices=5000]`: generates `days` of
 * 15-minute slots (08:00–20:00) for `practices` × 3 operatives through the same set-based insert the
 * editor uses, and times the admin practices list (with next availability) over `listPractices`.
 */
export default async function availabilityBench(args: string[]) {
  const practices = Number(args[0] ?? 1000);
  const days = Number(args[1] ?? 90);
  const listPractices = Number(args[2] ?? 5000);
  const { env, cleanup } = await benchEnvironment('availability');
  const orm = await MikroORM.init(mikroOrmOptions({ DATABASE_URL: env.DATABASE_URL, DATABASE_POOL_MAX: 4 }));
  await orm.connect();
  try {
    const db = new Db(orm);
    const seed = new BenchSeedRepository(db);
    await seed.insertNumberedPractices(listPractices);
    await seed.insertOperatives(3, practices);
    const operatives = await seed.operatives();
    const clock = new Clock();
    const plan = planSlots({ date: clock.londonToday(), startHour: 8, endHour: 20, slotMinutes: 15, recurring: { days, weekdays: [1, 2, 3, 4, 5, 6, 7] } });
    const tx = new TransactionRunner(orm);
    const repo = new SlotSupplyRepository(db);
    const planStarted = performance.now();
    planSlots({ date: clock.londonToday(), startHour: 8, endHour: 20, slotMinutes: 15, recurring: { days, weekdays: [1, 2, 3, 4, 5, 6, 7] } });
    const planMs = performance.now() - planStarted;
    const started = performance.now();
    let rows = 0;
    for (const op of operatives) {
      rows += await tx.run(() => repo.insertOpen(op.practice_id, op.id, plan));
    }
    const insertMs = performance.now() - started;
    console.log(`availability bench: ${practices} practices × 3 operatives × ${days} days of 15-minute slots`);
    console.log(`  plan one operative (${plan.length} slots, pure rule): ${fmt(planMs)}`);
    console.log(`  inserted ${rows.toLocaleString('en-GB')} slot rows in ${(insertMs / 1000).toFixed(1)} s: ${Math.round(rows / (insertMs / 1000)).toLocaleString('en-GB')} rows/s`);

    await seed.analyze();
    const list = new PracticesRepository(db);
    const to = londonDayBounds(addLondonDays(toLondonDate(new Date()), 7)).start;
    const samples: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t = performance.now();
      const result = await list.listWithNextAvailable(new Date(), to);
      samples.push(performance.now() - t);
      if (i === 0) console.log(`  admin list: ${result.length} practices, ${result.filter((r) => r.nextAvailable).length} with availability`);
    }
    const s = summarise(samples);
    console.log(`  admin list query (one statement, ${listPractices} practices): p50 ${fmt(s.p50)}, p95 ${fmt(s.p95)}`);
  } finally {
    await orm.close(true);
    await cleanup();
  }
}
