import type { Type } from '@nestjs/common';
import type { JobHandler } from '../../shared/queues/job-handler.js';
import { SendAccountNoticeHandler, SendInvitationHandler } from './jobs/account-mail.handlers.js';
import { SendAppointmentConfirmedHandler, SendCancellationHandler, SendReminderHandler, SendRescheduledHandler } from './jobs/booking-update-mail.handlers.js';
import { SendPracticeBookingHandler, SendPracticeCancellationHandler, SendPracticeRescheduleHandler } from './jobs/practice-mail.handlers.js';
import { ResendConfirmationHandler, SendConfirmationHandler } from './jobs/send-confirmation.handler.js';
import { SendSignInLinkHandler } from './jobs/send-sign-in-link.handler.js';
import { SendWaitlistConfirmationHandler, SendWaitlistOfferHandler } from './jobs/waitlist-mail.handlers.js';

/** The e-mails, each sent once (a sent-marker per appointment and kind), run by the worker. */
export const notificationsJobHandlers: Array<Type<JobHandler>> = [
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
  SendInvitationHandler,
  SendAccountNoticeHandler,
];
