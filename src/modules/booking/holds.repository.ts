import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Db } from '../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../shared/db/generate-sql.js';

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

const KEYS: HoldAllowanceKeys = { clientKey: 'client-key', phoneE164: '+447700900982' };

/** The `hold` table: a slot taken for a patient while they pay. */
@Injectable()
export class HoldsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Serialises the hold requests of one client and of one phone until the transaction ends, so the
   * count that follows sees every hold of that patient committed before, and none can slip in
   * between the count and the insert. Every hold transaction takes them first (client, then phone)
   * and before any row lock, so they cannot deadlock with each other or with the row locks.
   */
  @GenerateSql({ params: [KEYS] })
  async lockHoldAllowance(keys: HoldAllowanceKeys): Promise<void> {
    // One statement for both locks (one round trip less for every hold): the target list is
    // evaluated in order, client then phone, the same order in every transaction.
    const locks = [
      ...(keys.clientKey ? [sql<void>`pg_advisory_xact_lock(${ALLOWANCE_LOCK_NAMESPACE.client}::int, hashtext(${keys.clientKey}::text))`.as('client_locked')] : []),
      ...(keys.phoneE164 ? [sql<void>`pg_advisory_xact_lock(${ALLOWANCE_LOCK_NAMESPACE.phone}::int, hashtext(${keys.phoneE164}::text))`.as('phone_locked')] : []),
    ];
    if (locks.length > 0) await this.db.kysely.selectNoFrom(locks).execute();
  }

  /**
   * Live holds (active and not run out at `now`) of one client and of one phone, on the partial
   * indexes of live holds. Its own statement after the locks: under READ COMMITTED a statement's
   * snapshot is taken when it starts, so a count in the locking statement could miss the hold that
   * the lock waited for.
   */
  @GenerateSql({ params: [KEYS, DUMMY.instant] })
  async countLiveHolds(keys: HoldAllowanceKeys, now: Date): Promise<{ byClient: number; byPhone: number }> {
    const row = await this.db.kysely
      .selectNoFrom((eb) => [
        eb
          .selectFrom('hold')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('client_key', '=', keys.clientKey)
          .where('status', '=', 'active')
          .where('expires_at', '>', now.toISOString())
          .as('by_client'),
        eb
          .selectFrom('hold')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('patient_phone_e164', '=', keys.phoneE164)
          .where('status', '=', 'active')
          .where('expires_at', '>', now.toISOString())
          .as('by_phone'),
      ])
      .executeTakeFirstOrThrow();
    return { byClient: row.by_client ?? 0, byPhone: row.by_phone ?? 0 };
  }

  /** Active holds on a slot whose time has run out become expired; answers their ids. */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.instant] })
  async expireStaleHoldsOnSlot(slotId: string, now: Date) {
    return this.db.kysely
      .updateTable('hold')
      .set({ status: 'expired', updated_at: sql<string>`now()` })
      .where('slot_id', '=', slotId)
      .where('status', '=', 'active')
      .where('expires_at', '<=', now.toISOString())
      .returning('id')
      .execute();
  }

  /**
   * The expiry job's compare-and-set: only an active hold whose time has passed, so an extension or
   * a payment that came first wins. Answers the slot, or nothing when the hold moved on.
   */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.instant] })
  async expireIfRunOut(holdId: string, now: Date) {
    return this.db.kysely
      .updateTable('hold')
      .set({ status: 'expired', updated_at: sql<string>`now()` })
      .where('id', '=', holdId)
      .where('status', '=', 'active')
      .where('expires_at', '<=', now.toISOString())
      .returning('slot_id')
      .executeTakeFirst();
  }

  /** Adds `minutes` once (extensions 0 → 1) to a live hold whose token matches; nothing otherwise. */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.text, 10, DUMMY.instant] })
  async extendOnce(holdId: string, tokenHash: string, minutes: number, now: Date) {
    return this.db.kysely
      .updateTable('hold')
      .set((eb) => ({
        expires_at: sql<string>`expires_at + make_interval(mins => ${minutes}::int)`,
        extensions: eb('extensions', '+', 1),
        updated_at: sql<string>`now()`,
      }))
      .where('id', '=', holdId)
      .where('token_hash', '=', tokenHash)
      .where('status', '=', 'active')
      .where('extensions', '=', 0)
      .where('expires_at', '>', now.toISOString())
      .returning(['expires_at', 'slot_id'])
      .executeTakeFirst();
  }

  /** A live hold whose token matches, locked until the checkout's transaction ends. */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.text, DUMMY.instant] })
  async lockLiveHoldForCheckout(holdId: string, tokenHash: string, now: Date) {
    return this.db.kysely
      .selectFrom('hold')
      .select(['id', 'slot_id', 'practice_id', 'patient_name', 'patient_phone', 'patient_postcode', 'patient_issue'])
      .where('id', '=', holdId)
      .where('token_hash', '=', tokenHash)
      .where('status', '=', 'active')
      .where('expires_at', '>', now.toISOString())
      .forUpdate()
      .executeTakeFirst();
  }

  /**
   * The patient lets their hold go (Back, or another time chosen): active → released, once, only
   * with its token. Answers the slot, or nothing when the hold is not active (or not theirs). A hold
   * that ran out but was not yet expired by its job is released all the same: the slot opens sooner.
   */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.text] })
  async release(holdId: string, tokenHash: string) {
    return this.db.kysely
      .updateTable('hold')
      .set({ status: 'released', updated_at: sql<string>`now()` })
      .where('id', '=', holdId)
      .where('token_hash', '=', tokenHash)
      .where('status', '=', 'active')
      .returning('slot_id')
      .executeTakeFirst();
  }

  /** Where a hold stands, for the holder of its token only (nothing for an unknown hold or a wrong token). */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.text] })
  async findStatusOfToken(holdId: string, tokenHash: string) {
    return this.db.kysely.selectFrom('hold').select('status').where('id', '=', holdId).where('token_hash', '=', tokenHash).executeTakeFirst();
  }

  /** The hold becomes an appointment's, once (compare-and-set from active). */
  @GenerateSql({ params: [DUMMY.uuid] })
  async convert(holdId: string): Promise<boolean> {
    const row = await this.db.kysely
      .updateTable('hold')
      .set({ status: 'converted', updated_at: sql<string>`now()` })
      .where('id', '=', holdId)
      .where('status', '=', 'active')
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }
}
