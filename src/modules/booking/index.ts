/*
 * Booking's public surface: what other contexts may use. A slot's holds and appointments are
 * booking's, so other contexts decide "can a patient take this slot" with booking's rule, and make
 * slots unavailable through booking's command, never by writing `hold` themselves.
 * Only light modules here (rules, command classes): a context that imports this file pulls in no
 * handler, repository or controller.
 */
export { bookableSlotAt, isBookableSlot, isTakenSlot, type SlotAvailability, takenSlotAt } from './rules/bookable-slot.rules.js';
export { BlockBookableSlotsCommand, type BlockedSlots } from './commands/block-bookable-slots.command.js';
