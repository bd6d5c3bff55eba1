import { Injectable } from '@nestjs/common';
import type { UnitOfWork } from '../../shared/outbox/transaction-runner.js';

/** Who a new hold is counted against: the client's key (booking-tokens `holdClientKey`) and the phone in E.164. */
export interface HoldAllowanceKeys {
  clientKey: string | null;
  phoneE164: string | null;
}

/**
 * The first of the two int4 advisory-lock keys, one namespace per kind of allowance key (the second
 * is the key's hashtext), so a client's lock and a phone's lock never meet. A hash collision only
 * makes two unrelated patients wait for each other's hold for a moment; the count stays exact.
 */
const ALLOWANCE_LOCK_NAMESPACE = { client: 7_201_001, phone: 7_201_002 } as const;

/** Booking's SQL that is not a single handler's own (ARCHITECTURE.md rule 9). */
@Injectable()
export class BookingRepository {
  /**
   * Serialises the hold requests of one client and of one phone until the transaction ends, so the
   * count that follows sees every hold of that patient committed before, and none can slip in
   * between the count and the insert. Every hold transaction takes them first (client, then phone)
   * and before any row lock, so they cannot deadlock with each other or with the row locks.
   */
  async lockHoldAllowance(uow: UnitOfWork, keys: HoldAllowanceKeys): Promise<void> {
    if (keys.clientKey)
      await uow.execute('SELECT pg_advisory_xact_lock(?, hashtext(?))', [
        ALLOWANCE_LOCK_NAMESPACE.client,
        keys.clientKey,
      ]);
    if (keys.phoneE164)
      await uow.execute('SELECT pg_advisory_xact_lock(?, hashtext(?))', [
        ALLOWANCE_LOCK_NAMESPACE.phone,
        keys.phoneE164,
      ]);
  }

  /**
   * Live holds (active and not run out at `now`) of one client and of one phone, on the partial
   * indexes of live holds. Its own statement after the locks: under READ COMMITTED a statement's
   * snapshot is taken when it starts, so a count in the locking statement could miss the hold that
   * the lock waited for.
   */
  async countLiveHolds(
    uow: UnitOfWork,
    keys: HoldAllowanceKeys,
    now: Date,
  ): Promise<{ byClient: number; byPhone: number }> {
    const [row] = await uow.execute<{ by_client: number; by_phone: number }[]>(
      `SELECT (SELECT count(*)::int FROM hold WHERE client_key = ? AND status = 'active' AND expires_at > ?::timestamptz) AS by_client,
              (SELECT count(*)::int FROM hold WHERE patient_phone_e164 = ? AND status = 'active' AND expires_at > ?::timestamptz) AS by_phone`,
      [keys.clientKey, now, keys.phoneE164, now],
    );
    return { byClient: row.by_client, byPhone: row.by_phone };
  }
}
