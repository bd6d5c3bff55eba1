import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { Clock } from '../../shared/clock/clock.js';
import { ConflictError, DomainError, NotFoundError } from '../../shared/errors/domain-error.js';
import { TransactionRunner } from '../../shared/outbox/transaction-runner.js';
import { checkUkPhone } from '../search/phone.rules.js';
import { SiteSettingsService } from '../site/site-settings.service.js';
import { BOOKING_MESSAGES } from './booking.constants.js';
import { BookingRepository, type HoldAllowanceKeys } from './booking.repository.js';
import { clientNetwork, holdAllowanceExceeded } from './booking.rules.js';
import { holdClientKey, newHoldToken, sha256 } from './booking-tokens.js';

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
    private readonly booking: BookingRepository,
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
          await this.booking.lockHoldAllowance(uow, keys);
          const live = await this.booking.countLiveHolds(uow, keys, now);
          const limits = { perClient: this.config.HOLD_LIMIT_PER_CLIENT, perPhone: this.config.HOLD_LIMIT_PER_PHONE };
          if (holdAllowanceExceeded(live, limits)) throw new DomainError(BOOKING_MESSAGES.tooManyHolds, 'too_many_holds', 429);
        }
        // Lock order everywhere in booking: appointment, then hold, then slot (no deadlocks).
        await uow.execute(
          `SELECT a.id FROM appointment a JOIN hold h ON h.id = a.hold_id
            WHERE h.slot_id = ? AND h.status = 'active' AND h.expires_at <= ?::timestamptz FOR UPDATE OF a`,
          [slotId, now],
        );
        const stale = await uow.execute<{ id: string }[]>(
          `UPDATE hold SET status = 'expired', updated_at = now()
            WHERE slot_id = ? AND status = 'active' AND expires_at <= ?::timestamptz RETURNING id`,
          [slotId, now],
        );
        for (const s of stale) {
          const cancelled = await uow.execute<{ id: string; payment_intent_id: string | null }[]>(
            `UPDATE appointment SET status = 'cancelled', cancelled_at = now(), updated_at = now()
              WHERE hold_id = ? AND status = 'pending' RETURNING id, payment_intent_id`,
            [s.id],
          );
          uow.emit({ type: 'HoldExpired', aggregateType: 'hold', aggregateId: s.id, actor: 'system', payload: { slotId, appointmentId: cancelled[0]?.id ?? null } });
        }
        const rows = await uow.execute<{ hold_id: string; practice_id: string }[]>(
          `WITH h AS (
             INSERT INTO hold (slot_id, practice_id, expires_at, patient_name, patient_phone, patient_postcode, patient_issue, token_hash, client_key, patient_phone_e164)
             SELECT s.id, s.practice_id, ?::timestamptz, ?, ?, ?, ?, ?, ?, ? FROM slot s WHERE s.id = ?
             RETURNING id, slot_id, practice_id, expires_at)
           UPDATE slot s SET status = 'held', hold_id = h.id, hold_expires_at = h.expires_at, updated_at = now()
             FROM h
            WHERE s.id = h.slot_id AND s.starts_at > ?::timestamptz
              AND (s.status = 'open' OR (s.status = 'held' AND s.hold_expires_at <= ?::timestamptz))
           RETURNING h.id AS hold_id, h.practice_id`,
          [expiresAt, patient.name, phone.ok ? phone.national : patient.phone, patient.postcode, patient.issue, sha256(holdToken), keys.clientKey, keys.phoneE164, slotId, now, now],
        );
        if (!rows.length) {
          const exists = await uow.execute('SELECT 1 FROM slot WHERE id = ?', [slotId]);
          if (!exists.length) throw new NotFoundError(BOOKING_MESSAGES.slotNoLongerAvailable, 'slot_not_found');
          throw new ConflictError(BOOKING_MESSAGES.slotTaken, 'slot_taken');
        }
        uow.emit({
          type: 'SlotHeld',
          aggregateType: 'hold',
          aggregateId: rows[0].hold_id,
          actor: 'patient',
          payload: { slotId, practiceId: rows[0].practice_id, expiresAt: expiresAt.toISOString() },
        });
        return { holdId: rows[0].hold_id, holdToken, expiresAt: expiresAt.toISOString() };
      });
    } catch (error) {
      // A concurrent hold committed first: the unique index on live holds refused ours.
      const e = error as { code?: string; name?: string };
      if (e.code === '23505' || e.name === 'UniqueConstraintViolationException') throw new ConflictError(BOOKING_MESSAGES.slotTaken, 'slot_taken');
      throw error;
    }
  }
}
