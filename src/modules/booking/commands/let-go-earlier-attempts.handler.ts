import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ConflictError } from '../../../shared/errors/domain-error.js';
import { TransactionRunner } from '../../../shared/outbox/transaction-runner.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../payments/index.js';
import { AppointmentsRepository } from '../repositories/appointments.repository.js';
import { sameAttemptPatient } from '../rules/booking.rules.js';
import { BookingSlotsRepository } from '../repositories/booking-slots.repository.js';
import { HoldsRepository } from '../repositories/holds.repository.js';
import { AppointmentAppeared, MONEY_MOVING, releaseInTransaction } from './release-hold.handler.js';
import { BookingErrorCode } from '../booking.errors.js';

/** How many earlier attempts were let go, and how many were left because money was moving. */
export interface LetGoResult {
  released: number;
  kept: number;
}

export class LetGoEarlierAttemptsCommand extends Command<LetGoResult> {
  constructor(
    /** The hold of the booking the patient has just made (money held or taken). */
    readonly bookedHoldId: string,
  ) {
    super();
  }
}

/**
 * One booking per attempt (ADR 0035): once a patient's payment books a time, any
 * earlier attempt of theirs still live (its card declined or its bank check abandoned, then the
 * browser's Back, a new tab or the lead form again) is let go exactly as the page's Back lets it go:
 * its hold released, its slot open again at once, its unpaid appointment cancelled, and
 * `HoldReleased` (reason `patient-started-again`) cancels its payment intent and tells the waitlist.
 * "The same patient" is the same client network (the holds' `client_key`), the same phone number and
 * the same name (whatever the case and spaces) and, once the earlier attempt reached the checkout,
 * the same answer to who the appointment is for. A number and a name are not proof: a stranger who
 * knows them, booking from elsewhere, never lets the patient's attempt go; an attempt
 * of the patient's own left on another network just runs out with its hold. A
 * parent booking for two children from one phone (their own name in the lead form, each child's at the
 * checkout) gives two patients, and each attempt stays (`sameAttemptPatient`).
 *
 * Why at the booking and not at the new hold: until the retry is paid, the first attempt is still
 * the patient's best chance (its card form still works on its live hold if the retry's card fails
 * too, or the patient goes back to the first tab), and a new hold must never cost them the old one.
 * Once they have a booking, the earlier attempt can only confuse ("Pending" twice) and keeps a
 * time from another patient in pain.
 *
 * An attempt whose money is held, taken or on its way (recorded, or at the gateway) is never let go:
 * the patient paid in another tab, and that booking stands. Each release is the release's own
 * transaction and compare-and-sets, so a payment recorded at the same moment either wins (the
 * release rolls back) or comes after and is returned (the orphaned-payment path).
 */
@CommandHandler(LetGoEarlierAttemptsCommand)
export class LetGoEarlierAttemptsHandler implements ICommandHandler<LetGoEarlierAttemptsCommand> {
  private readonly logger = new Logger('LetGoEarlierAttempts');

  constructor(
    private readonly tx: TransactionRunner,
    private readonly holds: HoldsRepository,
    private readonly appointments: AppointmentsRepository,
    private readonly slots: BookingSlotsRepository,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  async execute({ bookedHoldId }: LetGoEarlierAttemptsCommand): Promise<LetGoResult> {
    const result: LetGoResult = { released: 0, kept: 0 };
    const earlier = (await this.holds.otherLiveHoldsOnPhoneOf(bookedHoldId)).filter((h) =>
      sameAttemptPatient(
        { name: h.patient_name, checkedOut: h.appointment_id !== null, bookedFor: h.booked_for_name ?? null },
        { name: h.own_name, bookedFor: h.own_booked_for_name ?? null },
      ),
    );
    for (const attempt of earlier) {
      if (attempt.payment_status && attempt.payment_status !== 'pending' && attempt.payment_status !== 'failed') {
        result.kept += 1;
        continue;
      }
      // A card authorised in another tab is not recorded until that tab reports it: ask the gateway.
      if (attempt.payment_intent_id && MONEY_MOVING.has((await this.gateway.retrieve(attempt.payment_intent_id)).status)) {
        result.kept += 1;
        continue;
      }
      if (await this.release(attempt.id)) result.released += 1;
      else result.kept += 1;
    }
    if (result.released || result.kept) this.logger.log(`Earlier attempts of a patient: ${result.released} let go, ${result.kept} kept`);
    return result;
  }

  /** One attempt let go in its own transaction; false when it moved on meanwhile (paid, expired, released). */
  private async release(holdId: string): Promise<boolean> {
    const parts = { holds: this.holds, appointments: this.appointments, slots: this.slots };
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.tx.run((uow) =>
          releaseInTransaction(parts, uow, holdId, () => this.holds.releaseEarlierAttempt(holdId), { actor: 'system', reason: 'patient-started-again' }),
        );
      } catch (error) {
        if (error instanceof ConflictError && error.code === BookingErrorCode.HoldPaid) return false;
        if (!(error instanceof AppointmentAppeared) || attempt >= 3) throw error;
      }
    }
  }
}
