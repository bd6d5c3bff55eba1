import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NotFoundError } from '../../../shared/errors/domain-error.js';
import { TransactionRunner, type UnitOfWork } from '../../../shared/outbox/transaction-runner.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../payments/index.js';
import { AppointmentsRepository } from '../repositories/appointments.repository.js';
import { BOOKING_MESSAGES } from '../booking.constants.js';
import { isPaid, type PaymentStatus } from '../rules/booking.rules.js';
import { BookingSlotsRepository } from '../repositories/booking-slots.repository.js';
import { sha256 } from '../services/booking-tokens.js';
import { HoldsRepository } from '../repositories/holds.repository.js';
import { BookingEvent } from '../booking.events.js';
import { BookingErrorCode, holdPaid } from '../booking.errors.js';

export class ReleaseHoldCommand extends Command<void> {
  constructor(
    readonly holdId: string,
    readonly holdToken: string,
  ) {
    super();
  }
}

/** Gateway states in which money is held, taken or on its way: the booking must not be let go. */
export const MONEY_MOVING = new Set(['requires_capture', 'succeeded', 'processing']);
/** Recorded payment states that say the same. */
const moneyRecorded = (s: PaymentStatus) => isPaid(s) || s === 'processing';

/** A checkout committed between the release's first lock and its hold lock: start again, appointment first. */
export class AppointmentAppeared extends Error {}

/** Why a hold was let go, as HoldReleased says (absent: the patient's own Back). */
export type ReleaseReason = 'patient-started-again';

/**
 * The release's unit of work, shared by the patient's Back and the letting go of an earlier attempt
 * (LetGoEarlierAttemptsHandler): booking's lock order (appointment, then hold, then slot); the hold
 * leaves `active` by `take`'s compare-and-set; the slot opens, an unpaid appointment of the hold is
 * cancelled and `HoldReleased` is recorded, in the caller's transaction. Answers false when the hold
 * was no longer active (nothing changed). Throws hold_paid when money was recorded meanwhile and
 * AppointmentAppeared when a checkout committed between the two locks; either rolls it all back.
 */
export async function releaseInTransaction(
  parts: { holds: HoldsRepository; appointments: AppointmentsRepository; slots: BookingSlotsRepository },
  uow: UnitOfWork,
  holdId: string,
  take: () => Promise<{ slot_id: string } | undefined>,
  event: { actor: 'patient' | 'system'; reason?: ReleaseReason },
): Promise<boolean> {
  const appointment = await parts.appointments.lockOfHold(holdId);
  const released = await take();
  if (!released) return false;
  // Only a checkout (under the hold's lock, which we now have) creates the appointment of a hold.
  if (!appointment && (await parts.appointments.findOfHold(holdId))) throw new AppointmentAppeared();
  // Throwing rolls the release back: a payment on its way keeps its slot.
  if (appointment && moneyRecorded(appointment.payment_status)) throw holdPaid();
  await parts.slots.releaseSlotOfHold(released.slot_id, holdId);
  const cancelled = await parts.appointments.cancelUnpaidOfHold(holdId);
  uow.emit({
    type: BookingEvent.HoldReleased,
    aggregateType: 'hold',
    aggregateId: holdId,
    actor: event.actor,
    payload: { slotId: released.slot_id, appointmentId: cancelled[0]?.id ?? null, ...(event.reason && { reason: event.reason }) },
  });
  return true;
}

/**
 * The patient lets their hold go (Back, another time chosen): the slot is open again at once, an
 * unpaid appointment of the hold cancelled, and `HoldReleased` sends its payment intent to be
 * cancelled and tells the waitlist, as an expiry does. ONE transaction, booking's lock order
 * (appointment, then hold, then slot), and the hold leaves `active` by a compare-and-set, so a
 * release racing a checkout, a payment or the expiry job has one outcome: either the payment is
 * recorded first and the release refused (409), or the release is first and a payment arriving
 * after it finds the appointment cancelled and is returned (the orphaned-payment path).
 *
 * Releasing again, or a hold that expired meanwhile, answers the same (nothing left to release);
 * an unknown hold or a wrong token answers 404, like a hold that never was.
 */
@CommandHandler(ReleaseHoldCommand)
export class ReleaseHoldHandler implements ICommandHandler<ReleaseHoldCommand> {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly holds: HoldsRepository,
    private readonly appointments: AppointmentsRepository,
    private readonly slots: BookingSlotsRepository,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  async execute({ holdId, holdToken }: ReleaseHoldCommand): Promise<void> {
    const tokenHash = sha256(holdToken);
    await this.refuseIfPaidAtGateway(holdId, tokenHash);
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.releaseOnce(holdId, tokenHash);
      } catch (error) {
        if (!(error instanceof AppointmentAppeared) || attempt >= 3) throw error;
      }
    }
  }

  /**
   * A card authorised in the browser is not recorded until the portal (or the webhook) reports it:
   * ask the gateway, outside any transaction (it stands for an outside service), so a patient whose
   * payment went through is told so rather than having it released. The transaction still decides.
   */
  private async refuseIfPaidAtGateway(holdId: string, tokenHash: string) {
    const appointment = await this.appointments.findLiveOfHoldToken(holdId, tokenHash);
    if (!appointment?.payment_intent_id) return;
    const intent = await this.gateway.retrieve(appointment.payment_intent_id);
    if (MONEY_MOVING.has(intent.status)) throw holdPaid();
  }

  private releaseOnce(holdId: string, tokenHash: string) {
    return this.tx.run(async (uow) => {
      const parts = { holds: this.holds, appointments: this.appointments, slots: this.slots };
      const released = await releaseInTransaction(parts, uow, holdId, () => this.holds.release(holdId, tokenHash), { actor: 'patient' });
      if (released) return;
      const hold = await this.holds.findStatusOfToken(holdId, tokenHash);
      if (!hold) throw new NotFoundError(BOOKING_MESSAGES.holdNotFound, BookingErrorCode.HoldNotFound);
      if (hold.status === 'converted') throw holdPaid();
      // Released before, or expired: the slot is no longer this hold's.
    });
  }
}
