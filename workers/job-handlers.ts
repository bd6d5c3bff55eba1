import type { Type } from '@nestjs/common';
import type { JobHandler } from '../src/shared/queues/job-handler.js';
import { ProbeHandler } from './probe.handler.js';
import { WarmPostcodeHandler } from '../src/modules/search/warm-postcode.handler.js';
import { CancelPaymentHandler, CapturePaymentHandler, RefundCancellationHandler } from '../src/modules/booking/jobs/payment-jobs.handlers.js';
import { ExpireHoldHandler } from '../src/modules/booking/jobs/expire-hold.handler.js';
import { SendAppointmentConfirmedHandler, SendCancellationHandler, SendReminderHandler, SendRescheduledHandler } from '../src/modules/notifications/booking-update-mail.handlers.js';
import { SendPracticeBookingHandler, SendPracticeCancellationHandler, SendPracticeRescheduleHandler } from '../src/modules/notifications/practice-mail.handlers.js';
import { ResendConfirmationHandler, SendConfirmationHandler } from '../src/modules/notifications/send-confirmation.handler.js';
import { SendSignInLinkHandler } from '../src/modules/notifications/send-sign-in-link.handler.js';
import { SendWaitlistConfirmationHandler, SendWaitlistOfferHandler } from '../src/modules/notifications/waitlist-mail.handlers.js';
import { LapseWaitlistOfferHandler, OfferOpenSlotsHandler, SweepWaitlistHandler } from '../src/modules/waitlist/waitlist-jobs.handlers.js';
import { FlagLapseRiskHandler } from '../src/modules/booking/jobs/flag-lapse-risk.handler.js';
import { AnonymisePatientDataHandler } from '../src/modules/privacy/anonymise-patient-data.handler.js';
import { SendBookingTextHandler, SendCancellationTextHandler, SendReminderTextHandler, SendRescheduledTextHandler, SendWaitlistOfferTextHandler } from '../src/modules/sms/sms.handlers.js';

/** Every job handler the worker runs. Start-up fails when a routed event has no handler here. */
export const jobHandlers: Array<Type<JobHandler>> = [
  ProbeHandler,
  WarmPostcodeHandler,
  ExpireHoldHandler,
  CapturePaymentHandler,
  CancelPaymentHandler,
  RefundCancellationHandler,
  SendConfirmationHandler,
  ResendConfirmationHandler,
  SendAppointmentConfirmedHandler,
  SendCancellationHandler,
  SendRescheduledHandler,
  SendReminderHandler,
  SendSignInLinkHandler,
  SendWaitlistConfirmationHandler,
  SendWaitlistOfferHandler,
  SendPracticeBookingHandler,
  SendPracticeRescheduleHandler,
  SendPracticeCancellationHandler,
  OfferOpenSlotsHandler,
  LapseWaitlistOfferHandler,
  SweepWaitlistHandler,
  FlagLapseRiskHandler,
  AnonymisePatientDataHandler,
  // Text messages (issue 21)
  SendBookingTextHandler,
  SendReminderTextHandler,
  SendRescheduledTextHandler,
  SendCancellationTextHandler,
  SendWaitlistOfferTextHandler,
];
