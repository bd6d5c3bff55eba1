import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { SearchModule } from '../search/search.module.js';
import { SiteModule } from '../site/site.module.js';
import { SmsModule } from '../sms/sms.module.js';
import { AdminAppointmentsController, AdminAppointmentsExportController } from './admin-appointments.controller.js';
import { AdminAppointmentsRepository } from './admin-appointments.repository.js';
import { AdminAppointmentsService } from './admin-appointments.service.js';
import { BlockBookableSlotsHandler } from './block-bookable-slots.handler.js';
import { BookingController } from './booking.controller.js';
import { AppointmentsRepository } from './appointments.repository.js';
import { BookingSlotsRepository } from './booking-slots.repository.js';
import { BookingTokens } from './booking-tokens.js';
import { ChangeConfirmationEmailHandler } from './change-confirmation-email.handler.js';
import { CheckoutHandler } from './checkout.handler.js';
import { ConfirmationEmailController } from './confirmation-email.controller.js';
import { ConfirmAppointmentHandler } from './confirm-appointment.handler.js';
import { ExtendHoldHandler } from './extend-hold.handler.js';
import { HoldSlotHandler } from './hold-slot.handler.js';
import { HoldsRepository } from './holds.repository.js';
import { LetGoEarlierAttemptsHandler } from './let-go-earlier-attempts.handler.js';
import { MyAppointmentsController } from './my-appointments.controller.js';
import { StripeWebhookController } from '../payments/stripe-webhook.controller.js';
import { CancelAppointmentHandler } from './cancel-appointment.handler.js';
import { ManageController } from './manage.controller.js';
import { ManageTokens } from './manage-tokens.js';
import { CancelPaymentHandler, CapturePaymentHandler, RefundCancellationHandler } from './payment-jobs.handlers.js';
import { ExpireHoldHandler } from './expire-hold.handler.js';
import { RescheduleAppointmentHandler } from './reschedule-appointment.handler.js';
import { RecordPaymentResultHandler } from './record-payment-result.handler.js';
import { ReleaseHoldHandler } from './release-hold.handler.js';
import { RecordOutcomeHandler } from './record-outcome.handler.js';
import { SlotClaims } from './slot-claims.js';
import { SlotStateReader } from './slot-state-reader.js';
import { SlotsSeenTaken } from './slots-seen-taken.js';

const commandHandlers = [
  HoldSlotHandler,
  ExtendHoldHandler,
  ReleaseHoldHandler,
  LetGoEarlierAttemptsHandler,
  CheckoutHandler,
  RecordPaymentResultHandler,
  ConfirmAppointmentHandler,
  CancelAppointmentHandler,
  RescheduleAppointmentHandler,
  ChangeConfirmationEmailHandler,
  RecordOutcomeHandler,
  BlockBookableSlotsHandler,
];
const repositories = [HoldsRepository, AppointmentsRepository, BookingSlotsRepository, AdminAppointmentsRepository];
const jobHandlers = [ExpireHoldHandler, CapturePaymentHandler, CancelPaymentHandler, RefundCancellationHandler];

/** Holds, appointments and payments of the booking flow, and the patient's view of their bookings. */
@Module({
  imports: [PaymentsModule, NotificationsModule, SiteModule, SearchModule, SmsModule],
  controllers: [BookingController, ConfirmationEmailController, ManageController, AdminAppointmentsController, AdminAppointmentsExportController, MyAppointmentsController, StripeWebhookController],
  providers: [BookingTokens, ManageTokens, SlotClaims, SlotStateReader, SlotsSeenTaken, AdminAppointmentsService, ...repositories, ...commandHandlers, ...jobHandlers],
  // The worker module provides the job handlers itself (workers/job-handlers.ts), so it needs their repositories.
  exports: [...jobHandlers, ...repositories, BookingTokens, AdminAppointmentsService],
})
export class BookingModule {}
