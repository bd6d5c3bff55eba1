import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Db } from '../../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../../shared/db/generate-sql.js';

/** Who a new hold is counted against: the client's key (booking-tokens `holdClientKey`) and the phone in E.164. */
export interface HoldAllowanceKeys {
  clientKey: string | null;
  phoneE164: string | null;
}

/** How many live holds a client network may keep, of them for one phone, and one phone from every client together (config HOLD_LIMIT_PER_*). */
export interface HoldLimits {
  perClient: number;
  /** The client's own live holds on one phone: a stranger's holds on the number never count against its owner. */
  perPhone: number;
  /** Every client's live holds on one phone: the backstop against hoarding from many networks. */
  perPhoneAllClients: number;
}

const KEYS: HoldAllowanceKeys = { clientKey: 'client-key', phoneE164: '+447700900982' };

/** The `hold` table: a slot taken for a patient while they pay. */
@Injectable()
export class HoldsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Whether one more live hold would take this client, its holds on this phone, or this phone from
   * every client past a limit (HOLD_LIMIT_PER_*: the live holds, active and not run out at `now`,
   * already number the limit). The database function
   * `hold_allowance_exceeded` (its source: booking/sql/claim-open-slot.sql) first takes the client's, then the
   * phone's advisory lock until the transaction ends, so the hold requests of one patient queue up
   * and none can slip in between this count and the insert; then it counts on the partial indexes of
   * live holds with a snapshot taken after the locks (a statement of its own inside the function).
   * Every hold transaction calls it first, before any row lock, so it cannot deadlock with the row locks.
   */
  @GenerateSql({ params: [KEYS, DUMMY.instant, { perClient: 3, perPhone: 2, perPhoneAllClients: 5 }] })
  async holdAllowanceExceeded(keys: HoldAllowanceKeys, now: Date, limits: HoldLimits): Promise<boolean> {
    const row = await this.db.kysely
      .selectNoFrom(
        sql<boolean>`hold_allowance_exceeded(${keys.clientKey}::text, ${keys.phoneE164}::text, ${now.toISOString()}::timestamptz, ${limits.perClient}::int, ${limits.perPhone}::int, ${limits.perPhoneAllClients}::int)`.as('exceeded'),
      )
      .executeTakeFirstOrThrow();
    return row.exceeded;
  }

  /**
   * Active holds on these slots whose time has run out become expired (compare-and-set from active);
   * answers each with its slot.
   */
  @GenerateSql({ params: [[DUMMY.uuid], DUMMY.instant] })
  async expireRunOutOnSlots(slotIds: readonly string[], now: Date) {
    return this.db.kysely
      .updateTable('hold')
      .set({ status: 'expired', updated_at: sql<string>`now()` })
      .where((eb) => eb('slot_id', '=', eb.fn.any(sql<string[]>`${[...slotIds]}::uuid[]`)))
      .where('status', '=', 'active')
      .where('expires_at', '<=', now.toISOString())
      .returning(['id', 'slot_id'])
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

  /**
   * The other live attempts of the same client on the phone number of a hold (ADR 0035): the
   * active holds made with the same number (E.164) from the same client network (`client_key`), each
   * with the name it was made under, the name of the given hold, and its appointment's payment and
   * patient (`booked_for_name`) when it reached the checkout, beside the given hold's appointment's
   * patient. A number and a name are no proof of who holds them: a stranger's booking from another
   * network never finds the patient's attempts. Read on the live-holds-by-phone index (a
   * phone keeps at most HOLD_LIMIT_PER_PHONE_ALL_CLIENTS live holds); nothing for a hold without a
   * number or without a client (a claimed waitlist offer).
   */
  @GenerateSql({ params: [DUMMY.uuid] })
  async otherLiveHoldsOnPhoneOf(holdId: string) {
    return this.db.kysely
      .selectFrom('hold as mine')
      .innerJoin('hold as h', (join) => join.onRef('h.patient_phone_e164', '=', 'mine.patient_phone_e164').onRef('h.client_key', '=', 'mine.client_key'))
      .leftJoin('appointment as a', 'a.hold_id', 'h.id')
      .leftJoin('appointment as ma', 'ma.hold_id', 'mine.id')
      .select([
        'h.id',
        'h.patient_name',
        'mine.patient_name as own_name',
        'a.id as appointment_id',
        'a.payment_status',
        'a.payment_intent_id',
        'a.booked_for_name',
        'ma.booked_for_name as own_booked_for_name',
      ])
      .where('mine.id', '=', holdId)
      .where('h.status', '=', 'active')
      .where('h.id', '<>', holdId)
      .orderBy('h.created_at')
      .execute();
  }

  /**
   * An earlier attempt of a patient who has just booked is let go: active → released, once, without
   * its token (the caller found it by the patient's phone and name). Answers the slot, or nothing
   * when the hold is no longer active.
   */
  @GenerateSql({ params: [DUMMY.uuid] })
  async releaseEarlierAttempt(holdId: string) {
    return this.db.kysely
      .updateTable('hold')
      .set({ status: 'released', updated_at: sql<string>`now()` })
      .where('id', '=', holdId)
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
