/*
 * Booking's public surface: what other contexts may use. A slot's holds and appointments are
 * booking's, so other contexts decide "can a patient take this slot" with booking's rule, and make
 * slots unavailable through booking's command, never by writing `hold` themselves.
 * Slots are created, opened again and removed through `SlotSupply`; the e-mails record what they sent
 * on an appointment through `AppointmentMail`.
 * Commands are sent through the CommandBus (their handlers stay inside); the queries give the admin
 * and staff contexts what they read of appointments; ManageTokens signs the patient's links in mails
 * and texts. Repositories, handlers and controllers are never exported (.dependency-cruiser.cjs).
 */
export { bookableSlotAt, isBookableSlot, isTakenSlot, type SlotAvailability, takenSlotAt } from './rules/bookable-slot.rules.js';
export { BlockBookableSlotsCommand, type BlockedSlots } from './commands/block-bookable-slots.handler.js';
export { AppointmentMail } from './services/appointment-mail.js';
export { type NewSlot, SlotSupply } from './services/slot-supply.js';
export { ConfirmAppointmentCommand } from './commands/confirm-appointment.handler.js';
export { HoldSlotCommand } from './commands/hold-slot.handler.js';
export { RecordOutcomeCommand } from './commands/record-outcome.handler.js';
export { AdminAppointmentsService } from './queries/admin-appointments.service.js';
export { StaffAppointmentsService } from './queries/staff-appointments.service.js';
export { ManageTokens } from './services/manage-tokens.js';
export { BookingPersonalData } from './services/booking-personal-data.js';
