import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { Clock } from '../../shared/clock/clock.js';
import { ConflictError, NotFoundError } from '../../shared/errors/domain-error.js';
import { TransactionRunner } from '../../shared/outbox/transaction-runner.js';
import { BOOKING_MESSAGES } from './booking.constants.js';
import { newHoldToken, sha256 } from './booking-tokens.js';

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
  ) {
    super();
  }
}

/**
 * Takes a slot for HOLD_MINUTES. The slot changes hands in ONE conditional UPDATE (open, or held by a
 * hold that has expired); the partial unique index on live holds makes the database refuse a second
 * live hold whatever the timing. A stale expired hold is expired (and its unpaid appointment
 * cancelled) in the same transaction. Never read-then-write.
 */
@CommandHandler(HoldSlotCommand)
export class HoldSlotHandler implements ICommandHandler<HoldSlotCommand> {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async execute({ slotId, patient }: HoldSlotCommand) {
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + this.config.HOLD_MINUTES * 60_000);
    const holdToken = newHoldToken();
    try {
      return await this.tx.run(async (uow) => {
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
             INSERT INTO hold (slot_id, practice_id, expires_at, patient_name, patient_phone, patient_postcode, patient_issue, token_hash)
             SELECT s.id, s.practice_id, ?::timestamptz, ?, ?, ?, ?, ? FROM slot s WHERE s.id = ?
             RETURNING id, slot_id, practice_id, expires_at)
           UPDATE slot s SET status = 'held', hold_id = h.id, hold_expires_at = h.expires_at, updated_at = now()
             FROM h
            WHERE s.id = h.slot_id AND s.starts_at > ?::timestamptz
              AND (s.status = 'open' OR (s.status = 'held' AND s.hold_expires_at <= ?::timestamptz))
           RETURNING h.id AS hold_id, h.practice_id`,
          [expiresAt, patient.name, patient.phone, patient.postcode, patient.issue, sha256(holdToken), slotId, now, now],
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
