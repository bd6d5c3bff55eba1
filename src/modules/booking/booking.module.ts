import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { SearchModule } from '../search/search.module.js';
import { SiteModule } from '../site/site.module.js';
import { SmsModule } from '../sms/sms.module.js';
import { AdminAppointmentsController, AdminAppointmentsExportController } from './http/admin-appointments.controller.js';
import { AdminAppointmentsRepository } from './repositories/admin-appointments.repository.js';
import { StaffAppointmentsService } from './queries/staff-appointments.service.js';
import { AdminAppointmentsService } from './queries/admin-appointments.service.js';
import { BlockBookableSlotsHandler } from './commands/block-bookable-slots.handler.js';
import { BookingController } from './http/booking.controller.js';
import { AppointmentPaymentsRepository } from './repositories/appointment-payments.repository.js';
import { AppointmentsRepository } from './repositories/appointments.repository.js';
import { PatientAppointmentsRepository } from './repositories/patient-appointments.repository.js';
import { StaffAppointmentsRepository } from './repositories/staff-appointments.repository.js';
import { BookingSlotsRepository } from './repositories/booking-slots.repository.js';
import { BookingTokens } from './services/booking-tokens.js';
import { ChangeConfirmationEmailHandler } from './commands/change-confirmation-email.handler.js';
import { ChangeLocaleHandler } from './commands/change-locale.handler.js';
import { CheckoutHandler } from './commands/checkout.handler.js';
import { ConfirmationEmailController } from './http/confirmation-email.controller.js';
import { ConfirmAppointmentHandler } from './commands/confirm-appointment.handler.js';
import { ExtendHoldHandler } from './commands/extend-hold.handler.js';
import { HoldSlotHandler } from './commands/hold-slot.handler.js';
import { HoldsRepository } from './repositories/holds.repository.js';
import { LetGoEarlierAttemptsHandler } from './commands/let-go-earlier-attempts.handler.js';
import { MyAppointmentsController } from './http/my-appointments.controller.js';
import { StripeWebhookController } from './http/stripe-webhook.controller.js';
import { CancelAppointmentHandler } from './commands/cancel-appointment.handler.js';
import { ManageController } from './http/manage.controller.js';
import { ManageTokens } from './services/manage-tokens.js';
import { CancelPaymentHandler, CapturePaymentHandler, RefundCancellationHandler } from './jobs/payment-jobs.handlers.js';
import { ExpireHoldHandler } from './jobs/expire-hold.handler.js';
import { RescheduleAppointmentHandler } from './commands/reschedule-appointment.handler.js';
import { RecordPaymentResultHandler } from './commands/record-payment-result.handler.js';
import { ReleaseHoldHandler } from './commands/release-hold.handler.js';
import { RecordOutcomeHandler } from './commands/record-outcome.handler.js';
import { SlotClaims } from './services/slot-claims.js';
import { SlotStateReader } from './services/slot-state-reader.js';
import { SlotsSeenTaken } from './services/slots-seen-taken.js';

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
  ChangeLocaleHandler,
  RecordOutcomeHandler,
  BlockBookableSlotsHandler,
];
const repositories = [
  HoldsRepository,
  BookingSlotsRepository,
  AppointmentsRepository,
  AppointmentPaymentsRepository,
  PatientAppointmentsRepository,
  StaffAppointmentsRepository,
  AdminAppointmentsRepository,
];
const jobHandlers = [ExpireHoldHandler, CapturePaymentHandler, CancelPaymentHandler, RefundCancellationHandler];

/** Holds, appointments and payments of the booking flow, and the patient's view of their bookings. */
@Module({
  imports: [PaymentsModule, NotificationsModule, SiteModule, SearchModule, SmsModule],
  controllers: [BookingController, ConfirmationEmailController, ManageController, AdminAppointmentsController, AdminAppointmentsExportController, MyAppointmentsController, StripeWebhookController],
  providers: [BookingTokens, ManageTokens, SlotClaims, SlotStateReader, SlotsSeenTaken, AdminAppointmentsService, StaffAppointmentsService, ...repositories, ...commandHandlers, ...jobHandlers],
  // The worker module provides the job handlers itself (workers/job-handlers.ts), so it needs their repositories.
  exports: [...jobHandlers, ...repositories, BookingTokens, AdminAppointmentsService, StaffAppointmentsService],
})
export class BookingModule {}
