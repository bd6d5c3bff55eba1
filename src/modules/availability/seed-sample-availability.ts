import type { MikroORM } from '@mikro-orm/postgresql';
import type { Clock } from '../../shared/clock/clock.js';
import { TransactionRunner } from '../../shared/outbox/transaction-runner.js';
import { PracticesRepository } from '../practices/practices.repository.js';
import { PracticesService } from '../practices/practices.service.js';
import { AvailabilityRepository } from './availability.repository.js';
import { planSlots } from './availability.rules.js';

export const SAMPLE_DAYS = 14;

/**
 * `npm start` on an empty database: the sample practices with 14 days of 30-minute slots from today,
 * 8am to 8pm every day (the emergency service's hours). Safe to run on every start: samples are keyed
 * and overlapping slots are skipped, so it only tops the window up to 14 days ahead.
 */
export async function seedSampleAvailability(orm: MikroORM, clock: Clock): Promise<string> {
  const tx = new TransactionRunner(orm);
  const practices = new PracticesService(new PracticesRepository(orm), tx, clock);
  const slots = new AvailabilityRepository(orm);
  const { added } = await tx.run((uow) => practices.insertSamples(uow, 'system'));
  const operatives = await orm.em
    .fork()
    .execute<{ practice_id: string; operative_id: string }[]>(
      `SELECT o.practice_id, o.id AS operative_id FROM operative o JOIN practice p ON p.id = o.practice_id
        WHERE p.sample_key IS NOT NULL AND p.archived_at IS NULL`,
    );
  const plan = planSlots({ date: clock.londonToday(), startHour: 8, endHour: 20, slotMinutes: 30, recurring: { days: SAMPLE_DAYS, weekdays: [1, 2, 3, 4, 5, 6, 7] } });
  let created = 0;
  await tx.run(async (uow) => {
    for (const op of operatives) created += await slots.insertOpen(uow, op.practice_id, op.operative_id, plan);
    if (created) uow.emit({ type: 'SampleAvailabilitySeeded', aggregateType: 'practice', aggregateId: 'sample', actor: 'system', payload: { created } });
  });
  return `Sample data: ${added ? `added ${added} practices` : '10 sample practices'}, ${created} new slots (${SAMPLE_DAYS} days from today)`;
}
