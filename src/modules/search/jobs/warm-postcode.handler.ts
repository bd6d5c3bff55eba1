import { Injectable } from '@nestjs/common';
import { type EventJobData, JobName, QueueName } from '../../../shared/queues/queue-names.js';
import type { EventJob, EventJobHandler, JobOutcome } from '../../../shared/queues/job-handler.js';
import { PracticesEvent } from '../../practices/practices.events.js';
import { LayeredGeocoder } from '../services/geocoder.js';
import { checkPostcode } from '../rules/postcode.rules.js';
import { SearchRepository } from '../repositories/search.repository.js';
import { SearchEvent } from '../search.events.js';

/** The events routed to WarmPostcodeHandler (event-routes.ts). */
type WarmPostcodeEvents = typeof PracticesEvent.PracticeAdded | typeof PracticesEvent.PracticeUpdated | typeof PracticesEvent.PracticesImported | typeof SearchEvent.PostcodeLookupMissed;

/**
 * The `geocode` queue warms the geocoder's cache from Google (when configured), so a search never
 * waits on Google twice for the same postcode:
 * - `PracticeAdded` / `PracticeUpdated` / `PracticesImported`: the practices' postcodes (patients
 *   search from near them);
 * - `PostcodeLookupMissed`: a postcode Google failed on during a search (the table answered then).
 * Idempotent: a postcode already cached from Google is skipped; a Google failure throws to retry
 * with back-off; an answer Google does not have is a skip, not a failure.
 */
@Injectable()
export class WarmPostcodeHandler implements EventJobHandler<WarmPostcodeEvents> {
  readonly queue = QueueName.Geocode;
  readonly name = JobName.WarmPostcode;

  constructor(
    private readonly geocoder: LayeredGeocoder,
    private readonly repo: SearchRepository,
  ) {}

  async handle(job: EventJob<WarmPostcodeEvents>): Promise<JobOutcome> {
    if (!this.geocoder.google) return { status: 'skipped', reason: 'Google geocoding is not configured' };
    const postcodes = await this.postcodesOf(job.data);
    if (!postcodes.length) return { status: 'skipped', reason: 'no postcode to warm' };
    const results: Record<string, number> = {};
    // Sequential on purpose: a bulk import must not burst Google's per-second quota.
    for (const postcode of postcodes) {
      const result = await this.geocoder.warm(postcode);
      results[result] = (results[result] ?? 0) + 1;
    }
    // Retrying is safe: postcodes already cached from Google are skipped on the next attempt.
    if (results.failed)
      throw new Error(`Google geocoding failed for ${results.failed} postcode(s); retrying with back-off`);
    if (results.stored) return { status: 'done', detail: results };
    return {
      status: 'skipped',
      reason: results.cached
        ? 'already cached from Google'
        : results['in-table']
          ? 'the postcode table knows the postcode'
          : 'Google does not know the postcode',
    };
  }

  /** The normalised, covered postcodes the event is about (none when the practice is gone). */
  private async postcodesOf(data: EventJobData<WarmPostcodeEvents>): Promise<string[]> {
    let raw: string[];
    if (data.type === SearchEvent.PostcodeLookupMissed) {
      raw = [data.aggregateId];
    } else {
      const ids = data.type === PracticesEvent.PracticesImported ? data.payload.ids : [data.aggregateId];
      const uuids = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
      if (!uuids.length) return [];
      raw = await this.repo.activePostcodes(uuids);
    }
    const checked = raw.map((p) => checkPostcode(p)).flatMap((c) => (c.ok ? [c.postcode] : []));
    return [...new Set(checked)];
  }
}
