import type { Type } from '@nestjs/common';
import type { JobHandler } from '../../shared/queues/job-handler.js';
import { LapseWaitlistOfferHandler, OfferOpenSlotsHandler, SweepWaitlistHandler } from './jobs/waitlist-jobs.handlers.js';

/** The waitlist's jobs: offer freed slots, lapse unopened offers, sweep ended entries. */
export const waitlistJobHandlers: Array<Type<JobHandler>> = [OfferOpenSlotsHandler, LapseWaitlistOfferHandler, SweepWaitlistHandler];
