import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { SearchModule } from '../search/search.module.js';
import { SiteModule } from '../site/site.module.js';
import { AdminAppointmentsController } from './admin-appointments.controller.js';
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
import { MyAppointmentsController } from './my-appointments.controller.js';
import { StripeWebhookController } from '../payments/stripe-webhook.controller.js';
import { CancelAppointmentHandler } from './cancel-appointment.handler.js';
import { ManageController } from './manage.controller.js';
import { ManageTokens } from './manage-tokens.js';
import { CancelPaymentHandler, CapturePaymentHandler, ExpireHoldHandler, RefundCancellationHandler } from './payment-jobs.handlers.js';
import { RescheduleAppointmentHandler } from './reschedule-appointment.handler.js';
import { RecordPaymentResultHandler } from './record-payment-result.handler.js';
import { ReleaseHoldHandler } from './release-hold.handler.js';

const commandHandlers = [
  HoldSlotHandler,
  ExtendHoldHandler,
  ReleaseHoldHandler,
  CheckoutHandler,
  RecordPaymentResultHandler,
  ConfirmAppointmentHandler,
  CancelAppointmentHandler,
  RescheduleAppointmentHandler,
  ChangeConfirmationEmailHandler,
];
const repositories = [HoldsRepository, AppointmentsRepository, BookingSlotsRepository];
const jobHandlers = [ExpireHoldHandler, CapturePaymentHandler, CancelPaymentHandler, RefundCancellationHandler];

/** Holds, appointments and payments of the booking flow, and the patient's view of their bookings. */
@Module({
  imports: [PaymentsModule, NotificationsModule, SiteModule, SearchModule],
  controllers: [BookingController, ConfirmationEmailController, ManageController, AdminAppointmentsController, MyAppointmentsController, StripeWebhookController],
  providers: [BookingTokens, ManageTokens, ...repositories, ...commandHandlers, ...jobHandlers],
  // The worker module provides the job handlers itself (workers/job-handlers.ts), so it needs their repositories.
  exports: [...jobHandlers, ...repositories, BookingTokens],
})
export class BookingModule {}
