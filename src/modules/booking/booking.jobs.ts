import type { Type } from '@nestjs/common';
import type { JobHandler } from '../../shared/queues/job-handler.js';
import { ExpireHoldHandler } from './jobs/expire-hold.handler.js';
import { FlagLapseRiskHandler } from './jobs/flag-lapse-risk.handler.js';
import { CancelPaymentHandler, CapturePaymentHandler, RefundCancellationHandler } from './jobs/payment-jobs.handlers.js';

/** Booking's jobs, run by the worker: a hold's expiry, and the payment's capture, cancellation, refund and lapse watch. */
export const bookingJobHandlers: Array<Type<JobHandler>> = [ExpireHoldHandler, CapturePaymentHandler, CancelPaymentHandler, RefundCancellationHandler, FlagLapseRiskHandler];
