import type { Type } from '@nestjs/common';
import type { JobHandler } from '../src/shared/queues/job-handler.js';
import { bookingJobHandlers } from '../src/modules/booking/booking.jobs.js';
import { notificationsJobHandlers } from '../src/modules/notifications/notifications.jobs.js';
import { privacyJobHandlers } from '../src/modules/privacy/privacy.jobs.js';
import { searchJobHandlers } from '../src/modules/search/search.jobs.js';
import { smsJobHandlers } from '../src/modules/sms/sms.jobs.js';
import { waitlistJobHandlers } from '../src/modules/waitlist/waitlist.jobs.js';
import { ProbeHandler } from './probe.handler.js';

/**
 * Every job handler the worker runs, each context's from its `<context>.jobs.ts`. Start-up fails
 * when a routed event has no handler here (RoutesCoverageCheck in worker.module.ts).
 */
export const jobHandlers: Array<Type<JobHandler>> = [
  ProbeHandler,
  ...searchJobHandlers,
  ...bookingJobHandlers,
  ...notificationsJobHandlers,
  ...waitlistJobHandlers,
  ...privacyJobHandlers,
  ...smsJobHandlers,
];
