import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Config } from '../../../config/config.js';
import { CONFIG } from '../../../config/config.module.js';
import { Clock } from '../../../shared/clock/clock.js';
import { ConflictError, DomainError } from '../../../shared/errors/domain-error.js';
import type { DomainEventInput } from '../../../shared/outbox/domain-event.js';
import { TransactionRunner, type UnitOfWork } from '../../../shared/outbox/transaction-runner.js';
import { checkUkPhone } from '../../search/rules/phone.rules.js';
import { SiteSettingsService } from '../../site/index.js';
import { AppointmentsRepository } from '../repositories/appointments.repository.js';
import { isBookableSlot } from '../rules/bookable-slot.rules.js';
import { BOOKING_MESSAGES } from '../booking.constants.js';
import { clientNetwork } from '../rules/booking.rules.js';
import { BookingSlotsRepository, type NewHold } from '../repositories/booking-slots.repository.js';
import { holdClientKey, newHoldToken, sha256 } from '../services/booking-tokens.js';
import { type HoldAllowanceKeys, type HoldLimits, HoldsRepository } from '../repositories/holds.repository.js';
import { expireHolds } from '../services/expire-holds.js';
import { SlotClaims } from '../services/slot-claims.js';
import { SlotStateReader } from '../services/slot-state-reader.js';
import { SlotsSeenTaken } from '../services/slots-seen-taken.js';
import { BookingEvent } from '../booking.events.js';
import { BookingErrorCode, slotNotFound, slotTaken } from '../booking.errors.js';

/** A refusal that means the slot is someone's: requests waiting on the same claim are refused too. */
const isSlotTaken = (error: unknown) => error instanceof ConflictError && error.code === BookingErrorCode.SlotTaken;

const tooManyHolds = () => new DomainError(BOOKING_MESSAGES.tooManyHolds, BookingErrorCode.TooManyHolds, 429);

/** The SlotHeld event of a new hold; the statement that claims an open slot fills in its practice. */
const slotHeld = (holdId: string, hold: NewHold, practiceId?: string): DomainEventInput => ({
  type: BookingEvent.SlotHeld,
  aggregateType: 'hold',
  aggregateId: holdId,
  actor: 'patient',
  payload: { slotId: hold.slotId, ...(practiceId && { practiceId }), expiresAt: hold.expiresAt.toISOString() },
});

/** A concurrent hold committed first: the partial unique index on live holds refused ours (409). */
async function refusedByLiveHoldIndex<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const e = error as { code?: string; name?: string };
    if (e.code === '23505' || e.name === 'UniqueConstraintViolationException') throw slotTaken();
    throw error;
  }
}

export interface Patient {
  name: string;
  phone: string;
  postcode: string;
  issue: string;
}

export class HoldSlotCommand extends Command<{ holdId: string; holdToken: string; expiresAt: string }> {
  constructor(
    readonly slotId: string,
    readonly patient: Patient,
    /**
     * The patient's client, for a hold asked for over HTTP: it counts against the client's and the
     * phone's live-hold limits and is refused past them. Absent for a hold the system offered (a
     * waitlist offer being claimed): single-use and made by us, so it is never refused for the
     * limits, but it counts towards the phone's allowance for the holds that follow.
     */
    readonly client?: { ip: string },
  ) {
    super();
  }
}

/**
 * Takes a slot for HOLD_MINUTES. A slot already taken is refused with one read before any
 * transaction (the losers of a race fail fast and write nothing). An open slot changes hands in ONE
 * statement with no transaction of our own: the limits below, the slot's conditional UPDATE, the
 * hold row and its SlotHeld event (`BookingSlotsRepository.holdOpenSlot`, ADR 0034). A slot that is
 * not open that instant goes to a transaction: busy, one more try; held by a hold that ran out, taken
 * from it, that hold expired and its unpaid appointment cancelled. The partial unique index on live
 * holds makes the database refuse a second live hold whatever the timing. Never read-then-write.
 *
 * Slot squatting: a client network keeps at most HOLD_LIMIT_PER_CLIENT live holds,
 * of them HOLD_LIMIT_PER_PHONE for one phone number, and a phone number at most
 * HOLD_LIMIT_PER_PHONE_ALL_CLIENTS from every client together. The per-phone limit counts only the
 * client's own holds: the number is never verified, so a stranger who knows it must not be able to
 * use up its owner's allowance. Decided in the same statement or transaction as the claim:
 * advisory locks on both keys, then the count, then the slot, so parallel requests of one patient
 * queue up and the limits hold.
 */
@CommandHandler(HoldSlotCommand)
export class HoldSlotHandler implements ICommandHandler<HoldSlotCommand> {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    private readonly holds: HoldsRepository,
    private readonly appointments: AppointmentsRepository,
    private readonly slots: BookingSlotsRepository,
    private readonly site: SiteSettingsService,
    private readonly claims: SlotClaims,
    private readonly slotStates: SlotStateReader,
    private readonly seenTaken: SlotsSeenTaken,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async execute({ slotId, patient, client }: HoldSlotCommand) {
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + this.config.HOLD_MINUTES * 60_000);
    const holdToken = newHoldToken();
    // Stored as the national format ("07700 900982"): one way of writing it for admins and e-mails.
    // A number that does not read (a waitlist entry from before the rule) is kept as it was, uncounted.
    const phone = checkUkPhone(patient.phone);
    const keys: HoldAllowanceKeys = {
      clientKey: client ? holdClientKey((await this.site.get()).signingSecret, clientNetwork(client.ip)) : null,
      phoneE164: phone.ok ? phone.e164 : null,
    };
    // Under contention most requests are for a slot already taken: a request for a slot this process
    // is claiming this instant waits for that claim and, if it took the slot, is refused having read
    // nothing; others are refused with one read (batched), before any lock or write (the `holds`
    // bench: 1,000 requests on 50 slots). The claim statement still decides for every request past these.
    return this.claims.claim(
      slotId,
      () => this.claim(slotId, patient, client, { now, expiresAt, holdToken, phone, keys }),
      isSlotTaken,
      () => slotTaken(),
    );
  }

  private async claim(
    slotId: string,
    patient: Patient,
    client: { ip: string } | undefined,
    { now, expiresAt, holdToken, phone, keys }: { now: Date; expiresAt: Date; holdToken: string; phone: ReturnType<typeof checkUkPhone>; keys: HoldAllowanceKeys },
  ) {
    // A slot seen taken lately starts with the batched refusal read; any other with the claim itself.
    const readFirst = this.seenTaken.has(slotId);
    if (readFirst) await this.refuseIfTaken(slotId, now);
    const hold: NewHold = {
      slotId,
      expiresAt,
      patientName: patient.name,
      patientPhone: phone.ok ? phone.national : patient.phone,
      patientPostcode: patient.postcode,
      patientIssue: patient.issue,
      tokenHash: sha256(holdToken),
      clientKey: keys.clientKey,
      patientPhoneE164: keys.phoneE164,
    };
    const limits: HoldLimits | null = client
      ? { perClient: this.config.HOLD_LIMIT_PER_CLIENT, perPhone: this.config.HOLD_LIMIT_PER_PHONE, perPhoneAllClients: this.config.HOLD_LIMIT_PER_PHONE_ALL_CLIENTS }
      : null;
    const holdId = randomUUID();
    const answer = { holdId, holdToken, expiresAt: expiresAt.toISOString() };
    return refusedByLiveHoldIndex(async () => {
      // An open slot: limits, claim, hold row and event in one statement, no transaction of our own.
      // A deadlock (PostgreSQL chose this statement to give way; nothing was written) goes to the
      // transaction below, as a busy slot does.
      const fast = await this.slots.holdOpenSlot(holdId, hold, now, limits, slotHeld(holdId, hold)).catch((error: { code?: string }) => {
        if (error.code === '40P01') return { outcome: 'not_open' } as const;
        throw error;
      });
      if (fast.outcome === 'claimed') {
        this.seenTaken.add(slotId);
        return answer;
      }
      if (fast.outcome === 'too_many_holds') throw tooManyHolds();
      if (!readFirst) await this.refuseIfTaken(slotId, now);
      // Not open this instant (busy, or held by a hold that ran out): the transaction decides.
      return this.tx.run(async (uow) => {
        if (limits && (await this.holds.holdAllowanceExceeded(keys, now, limits))) throw tooManyHolds();
        await this.take(holdId, hold, now, uow);
        return answer;
      });
    });
  }

  private async refuseIfTaken(slotId: string, now: Date) {
    const state = await this.slotStates.read(slotId);
    if (!state) throw slotNotFound();
    if (!isBookableSlot({ status: state.status, holdExpiresAt: state.hold_expires_at }, now)) {
      this.seenTaken.add(slotId);
      throw slotTaken();
    }
  }

  /**
   * An open slot is claimed; a slot held by a hold that ran out is taken from it. A claim that finds
   * the slot's row busy gets nothing back at once; the slot's committed state then says why:
   * - still open: another patient is claiming it this instant — one more try (it may have been a
   *   release that has just committed), then 409, without waiting behind the other transaction;
   * - held by a hold that ran out (its expiry or release in flight): taken from that hold, waiting
   *   for it in the lock order appointment → hold → slot;
   * - held, booked or blocked: 409; gone: 404.
   */
  private async take(holdId: string, hold: NewHold, now: Date, uow: UnitOfWork): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const claimed = await this.slots.holdOpenSlot(holdId, hold, now, null, slotHeld(holdId, hold));
      if (claimed.outcome === 'claimed') return;
      const state = await this.slots.slotState(hold.slotId);
      if (!state) throw slotNotFound();
      if (state.status === 'open' && attempt < 2) continue;
      const runOut = state.status !== 'open' && isBookableSlot({ status: state.status, holdExpiresAt: state.hold_expires_at }, now);
      if (!runOut) throw slotTaken();
      const taken = await this.takeFromRunOutHold(holdId, hold, now, uow);
      uow.emit(slotHeld(holdId, hold, taken.practice_id));
      return;
    }
  }

  /** A slot held by a hold that ran out: that hold expired (its unpaid appointment cancelled) and the slot taken, in this transaction. */
  private async takeFromRunOutHold(holdId: string, hold: NewHold, now: Date, uow: UnitOfWork) {
    // Lock order everywhere in booking: appointment, then hold, then slot (no deadlocks).
    await expireHolds({ appointments: this.appointments, holds: this.holds, slots: this.slots }, uow, { onSlots: [hold.slotId] }, now, 'system');
    const taken = await this.slots.takeSlotForHold(holdId, hold, now);
    // Nothing taken: throwing also rolls back the hold row the statement inserted.
    if (!taken) throw slotTaken();
    return taken;
  }
}
