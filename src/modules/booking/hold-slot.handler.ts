import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { Clock } from '../../shared/clock/clock.js';
import { ConflictError, DomainError, NotFoundError } from '../../shared/errors/domain-error.js';
import { TransactionRunner } from '../../shared/outbox/transaction-runner.js';
import { checkUkPhone } from '../search/phone.rules.js';
import { SiteSettingsService } from '../site/site-settings.service.js';
import { AppointmentsRepository } from './appointments.repository.js';
import { BOOKING_MESSAGES } from './booking.constants.js';
import { clientNetwork, holdAllowanceExceeded } from './booking.rules.js';
import { BookingSlotsRepository } from './booking-slots.repository.js';
import { holdClientKey, newHoldToken, sha256 } from './booking-tokens.js';
import { type HoldAllowanceKeys, HoldsRepository } from './holds.repository.js';

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
 * Takes a slot for HOLD_MINUTES. The slot changes hands in ONE conditional UPDATE (open, or held by a
 * hold that has expired); the partial unique index on live holds makes the database refuse a second
 * live hold whatever the timing. A stale expired hold is expired (and its unpaid appointment
 * cancelled) in the same transaction. Never read-then-write.
 *
 * Slot squatting (security probe M2): a client network keeps at most HOLD_LIMIT_PER_CLIENT live holds
 * and a phone number HOLD_LIMIT_PER_PHONE. Decided in the same transaction: advisory locks on both
 * keys, then the count, then the slot, so parallel requests of one patient queue up and the limit holds.
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
    try {
      return await this.tx.run(async (uow) => {
        if (client) {
          await this.holds.lockHoldAllowance(keys);
          const live = await this.holds.countLiveHolds(keys, now);
          const limits = { perClient: this.config.HOLD_LIMIT_PER_CLIENT, perPhone: this.config.HOLD_LIMIT_PER_PHONE };
          if (holdAllowanceExceeded(live, limits)) throw new DomainError(BOOKING_MESSAGES.tooManyHolds, 'too_many_holds', 429);
        }
        // Lock order everywhere in booking: appointment, then hold, then slot (no deadlocks).
        await this.appointments.lockOfRunOutHoldsOnSlot(slotId, now);
        const stale = await this.holds.expireStaleHoldsOnSlot(slotId, now);
        for (const s of stale) {
          const cancelled = await this.appointments.cancelUnpaidOfHold(s.id);
          uow.emit({ type: 'HoldExpired', aggregateType: 'hold', aggregateId: s.id, actor: 'system', payload: { slotId, appointmentId: cancelled[0]?.id ?? null } });
        }
        const taken = await this.slots.takeSlotForHold(
          {
            slotId,
            expiresAt,
            patientName: patient.name,
            patientPhone: phone.ok ? phone.national : patient.phone,
            patientPostcode: patient.postcode,
            patientIssue: patient.issue,
            tokenHash: sha256(holdToken),
            clientKey: keys.clientKey,
            patientPhoneE164: keys.phoneE164,
          },
          now,
        );
        if (!taken) {
          // Throwing also rolls back the hold row the statement inserted.
          if (!(await this.slots.findSlot(slotId))) throw new NotFoundError(BOOKING_MESSAGES.slotNoLongerAvailable, 'slot_not_found');
          throw new ConflictError(BOOKING_MESSAGES.slotTaken, 'slot_taken');
        }
        uow.emit({
          type: 'SlotHeld',
          aggregateType: 'hold',
          aggregateId: taken.hold_id,
          actor: 'patient',
          payload: { slotId, practiceId: taken.practice_id, expiresAt: expiresAt.toISOString() },
        });
        return { holdId: taken.hold_id, holdToken, expiresAt: expiresAt.toISOString() };
      });
    } catch (error) {
      // A concurrent hold committed first: the unique index on live holds refused ours.
      const e = error as { code?: string; name?: string };
      if (e.code === '23505' || e.name === 'UniqueConstraintViolationException') throw new ConflictError(BOOKING_MESSAGES.slotTaken, 'slot_taken');
      throw error;
    }
  }
}
