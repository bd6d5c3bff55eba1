import type { UnitOfWork } from '../../../shared/outbox/transaction-runner.js';
import type { AppointmentsRepository } from '../repositories/appointments.repository.js';
import type { HoldsRepository } from '../repositories/holds.repository.js';
import { BookingEvent } from '../booking.events.js';

/**
 * The holds on these slots that ran out before their expiry job came are expired, in the caller's
 * transaction, as the job would (ExpireHoldHandler): booking's lock order (their appointments, then
 * the holds; the caller takes or blocks the slots after), the hold leaves `active` by a
 * compare-and-set, an unpaid appointment of each is cancelled and `HoldExpired` recorded (its routes
 * cancel the payment intent and tell the waitlist). The expiry job that comes later finds the hold
 * expired and does nothing. Answers the holds expired, each with its slot.
 */
export async function expireRunOutHolds(
  parts: { appointments: AppointmentsRepository; holds: HoldsRepository },
  uow: UnitOfWork,
  slotIds: readonly string[],
  now: Date,
  actor: string,
) {
  await parts.appointments.lockOfRunOutHoldsOnSlots(slotIds, now);
  const expired = await parts.holds.expireRunOutOnSlots(slotIds, now);
  for (const hold of expired) {
    const cancelled = await parts.appointments.cancelUnpaidOfHold(hold.id);
    uow.emit({ type: BookingEvent.HoldExpired, aggregateType: 'hold', aggregateId: hold.id, actor, payload: { slotId: hold.slot_id, appointmentId: cancelled[0]?.id ?? null } });
  }
  return expired;
}
