import type { UnitOfWork } from '../../../shared/outbox/transaction-runner.js';
import type { AppointmentsRepository } from '../repositories/appointments.repository.js';
import type { BookingSlotsRepository } from '../repositories/booking-slots.repository.js';
import type { HoldsRepository } from '../repositories/holds.repository.js';
import { BookingEvent } from '../booking.events.js';

/**
 * Which holds run out: the one whose expiry job came (its slot reopens here), or those on slots the
 * caller is about to take or block (the caller moves the slots on itself).
 */
export type RunOutHolds = { holdId: string } | { onSlots: readonly string[] };

/**
 * Expires holds whose time has run out, in the caller's transaction: booking's lock order (their
 * appointments, then the holds, then the slots), each hold leaving `active` by a compare-and-set (so
 * an extension or a payment that came first wins), an unpaid appointment of each cancelled and
 * `HoldExpired` recorded (its routes cancel the payment intent and tell the waitlist). The one place
 * holds run out: the expiry job (`ExpireHoldHandler`) and a slot taken or blocked after its hold ran
 * out but before its job came (which then finds the hold expired and does nothing). Answers the
 * holds expired, each with its slot.
 */
export async function expireHolds(
  parts: { appointments: AppointmentsRepository; holds: HoldsRepository; slots: BookingSlotsRepository },
  uow: UnitOfWork,
  which: RunOutHolds,
  now: Date,
  actor: string,
) {
  let expired: Array<{ id: string; slot_id: string }>;
  if ('holdId' in which) {
    await parts.appointments.lockOfHold(which.holdId);
    const hold = await parts.holds.expireIfRunOut(which.holdId, now);
    expired = hold ? [{ id: which.holdId, slot_id: hold.slot_id }] : [];
    // Nobody is taking this slot: it opens again.
    if (hold) await parts.slots.releaseSlotOfHold(hold.slot_id, which.holdId);
  } else {
    await parts.appointments.lockOfRunOutHoldsOnSlots(which.onSlots, now);
    expired = await parts.holds.expireRunOutOnSlots(which.onSlots, now);
  }
  for (const hold of expired) {
    const cancelled = await parts.appointments.cancelUnpaidOfHold(hold.id);
    uow.emit({ type: BookingEvent.HoldExpired, aggregateType: 'hold', aggregateId: hold.id, actor, payload: { slotId: hold.slot_id, appointmentId: cancelled[0]?.id ?? null } });
  }
  return expired;
}
