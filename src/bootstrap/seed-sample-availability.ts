import type { MikroORM } from '@mikro-orm/postgresql';
import type { Clock } from '../shared/clock/clock.js';
import { PostcodesRepository } from '../modules/postcodes/postcodes.repository.js';
import { PostcodesService } from '../modules/postcodes/postcodes.service.js';
import { Db } from '../shared/db/db.js';
import { TransactionRunner } from '../shared/outbox/transaction-runner.js';
import { PracticesRepository } from '../modules/practices/practices.repository.js';
import { PracticesService } from '../modules/practices/practices.service.js';
import { SlotSupply } from '../modules/booking/index.js';
import { planSlots } from '../modules/availability/rules/availability.rules.js';
import { AvailabilityEvent } from '../modules/availability/availability.events.js';

export const SAMPLE_DAYS = 14;

/**
 * `npm start` on an empty database: the sample practices with 14 days of 30-minute slots from today,
 * 8am to 8pm every day (the emergency service's hours). Safe to run on every start: samples are keyed
 * and overlapping slots are skipped, so it only tops the window up to 14 days ahead. A handful of
 * set-based statements in all (the slots of every sample operative in one insert).
 */
export async function seedSampleAvailability(orm: MikroORM, clock: Clock): Promise<string> {
  const db = new Db(orm);
  const tx = new TransactionRunner(orm);
  const practices = new PracticesService(new PracticesRepository(db), tx, clock, new PostcodesService(new PostcodesRepository(db)), new SlotSupply(db));
  const slots = new SlotSupply(db);
  const { added } = await tx.run((uow) => practices.insertSamples(uow, 'system'));
  const plan = planSlots({ date: clock.londonToday(), startHour: 8, endHour: 20, slotMinutes: 30, recurring: { days: SAMPLE_DAYS, weekdays: [1, 2, 3, 4, 5, 6, 7] } });
  const created = await tx.run(async (uow) => {
    const inserted = await slots.createOpenForSamplePractices(plan);
    if (inserted) uow.emit({ type: AvailabilityEvent.SampleAvailabilitySeeded, aggregateType: 'practice', aggregateId: 'sample', actor: 'system', payload: { created: inserted } });
    return inserted;
  });
  return `Sample data: ${added ? `added ${added} practices` : '10 sample practices'}, ${created} new slots (${SAMPLE_DAYS} days from today)`;
}
