import type { Type } from '@nestjs/common';
import type { JobHandler } from './job-handler.js';
import { ProbeHandler } from './probe.handler.js';
import { WarmPracticePostcodeHandler } from '../src/modules/search/warm-practice-postcode.handler.js';

/** Every job handler the worker runs. Start-up fails when a routed event has no handler here. */
export const jobHandlers: Array<Type<JobHandler>> = [ProbeHandler, WarmPracticePostcodeHandler];
