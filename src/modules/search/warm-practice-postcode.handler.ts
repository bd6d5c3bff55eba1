import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Job } from 'bullmq';
import { type EventJobData, JobName, QueueName } from '../../shared/queues/queue-names.js';
import type { JobHandler, JobOutcome } from '../../../workers/job-handler.js';
import { LayeredGeocoder } from './geocoder.js';

/**
 * `geocode` queue: when a practice is added or changed, ask Google for its postcode (if configured)
 * and cache the answer, so patients searching from that postcode never wait on Google.
 */
@Injectable()
export class WarmPracticePostcodeHandler implements JobHandler {
  readonly queue = QueueName.Geocode;
  readonly name = JobName.WarmPostcode;

  constructor(
    private readonly geocoder: LayeredGeocoder,
    private readonly orm: MikroORM,
  ) {}

  async handle(job: Job<EventJobData>): Promise<JobOutcome> {
    if (!this.geocoder.google) return { status: 'skipped', reason: 'Google geocoding is not configured' };
    const [practice] = await this.orm.em.fork().execute<{ postcode: string }[]>('SELECT postcode FROM practice WHERE id = ?', [job.data.aggregateId]);
    if (!practice) return { status: 'skipped', reason: 'practice gone' };
    if (await this.geocoder.cached(practice.postcode)) return { status: 'skipped', reason: 'already cached' };
    const point = await this.geocoder.resolveWithGoogle(practice.postcode);
    if (!point) throw new Error('Google had no answer yet; retrying with back-off');
    return { status: 'done' };
  }
}
