import type { Type } from '@nestjs/common';
import type { JobHandler } from '../../shared/queues/job-handler.js';
import {
  SendBookingTextHandler,
  SendCancellationTextHandler,
  SendPracticeConfirmedTextHandler,
  SendReminderTextHandler,
  SendRescheduledTextHandler,
  SendWaitlistOfferTextHandler,
} from './jobs/sms.handlers.js';

/** Text messages to patients, each sent exactly once (sms-delivery.ts). */
export const smsJobHandlers: Array<Type<JobHandler>> = [SendBookingTextHandler, SendPracticeConfirmedTextHandler, SendReminderTextHandler, SendRescheduledTextHandler, SendCancellationTextHandler, SendWaitlistOfferTextHandler];
