import type { Type } from '@nestjs/common';
import type { JobHandler } from '../../shared/queues/job-handler.js';
import { WarmPostcodeHandler } from './jobs/warm-postcode.handler.js';

/** The geocode queue: postcodes a search or a practice change will need, asked once and cached. */
export const searchJobHandlers: Array<Type<JobHandler>> = [WarmPostcodeHandler];
