import { Injectable } from '@nestjs/common';
import { type ExpressionBuilder, sql } from 'kysely';
import { Db } from '../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../shared/db/generate-sql.js';

/** A new hold's row, as `takeSlotForHold` writes it. */
export interface NewHold {
  slotId: string;
  expiresAt: Date;
  patientName: string;
  patientPhone: string;
  patientPostcode: string;
  patientIssue: string;
  tokenHash: string;
  clientKey: string | null;
  patientPhoneE164: string | null;
}

const NEW_HOLD: NewHold = {
  slotId: DUMMY.uuid,
  expiresAt: DUMMY.instant,
  patientName: 'Pat Patient',
  patientPhone: '07700 900982',
  patientPostcode: 'SW1A 1AA',
  patientIssue: 'Toothache',
  tokenHash: DUMMY.text,
  clientKey: DUMMY.text,
  patientPhoneE164: '+447700900982',
};

/** The columns a new hold row takes from its NewHold, after its slot and practice. */
const NEW_HOLD_COLUMNS = [
  'expires_at',
  'patient_name',
  'patient_phone',
  'patient_postcode',
  'patient_issue',
  'token_hash',
  'client_key',
  'patient_phone_e164',
] as const;

/** A new hold's values for NEW_HOLD_COLUMNS, as bound parameters of an INSERT … SELECT. */
function newHoldValues<DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, hold: NewHold) {
  return [
    sql<string>`${hold.expiresAt}::timestamptz`.as('expires_at'),
    eb.val(hold.patientName).as('patient_name'),
    eb.val(hold.patientPhone).as('patient_phone'),
    eb.val(hold.patientPostcode).as('patient_postcode'),
    eb.val(hold.patientIssue).as('patient_issue'),
    eb.val(hold.tokenHash).as('token_hash'),
    eb.val(hold.clientKey).as('client_key'),
    eb.val(hold.patientPhoneE164).as('patient_phone_e164'),
  ] as const;
}

/**
 * Booking's compare-and-sets on the `slot` table (availability owns the table; taking, booking and
 * releasing a slot is booking's transition). Each is ONE conditional statement: never read-then-write.
 */
@Injectable()
export class BookingSlotsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Inserts the hold and takes its slot in ONE statement: the slot changes hands only if it starts
   * after `now` and is open, or held by a hold that ran out. Nothing comes back when it was not
   * taken; the hold row was inserted all the same, so the caller must refuse (throw), which rolls it
   * back. A second live hold on the slot is refused by `hold_one_active_per_slot` (23505).
   */
  @GenerateSql({ params: [NEW_HOLD, DUMMY.instant] })
  async takeSlotForHold(hold: NewHold, now: Date) {
    return this.db.kysely
      .with('h', (db) =>
        db
          .insertInto('hold')
          .columns(['slot_id', 'practice_id', ...NEW_HOLD_COLUMNS])
          .expression((eb) =>
            eb
              .selectFrom('slot as s')
              .select(['s.id', 's.practice_id', ...newHoldValues(eb, hold)])
              .where('s.id', '=', hold.slotId),
          )
          .returning(['id', 'slot_id', 'practice_id', 'expires_at']),
      )
      .updateTable('slot as s')
      .from('h')
      .set((eb) => ({
        status: 'held',
        hold_id: eb.ref('h.id'),
        hold_expires_at: eb.ref('h.expires_at'),
        updated_at: sql<string>`now()`,
      }))
      .whereRef('s.id', '=', 'h.slot_id')
      .where('s.starts_at', '>', now.toISOString())
      .where((eb) => eb.or([eb('s.status', '=', 'open'), eb.and([eb('s.status', '=', 'held'), eb('s.hold_expires_at', '<=', now.toISOString())])]))
      .returning(['h.id as hold_id', 'h.practice_id'])
      .executeTakeFirst();
  }

  /**
   * An OPEN slot that has not started changes to held and gets its hold row (`holdId`), in ONE
   * statement (one round trip for the winner of a rush). The slot row is taken `FOR NO KEY UPDATE SKIP
   * LOCKED`: while another transaction is changing it (another patient claiming it, or its hold being
   * released), nothing comes back at once instead of waiting behind it, and nothing is written — the
   * caller tells the two apart by the slot's committed state (`HoldSlotHandler.take`). The slot's
   * foreign key to its hold is deferred; the partial unique index on live holds has the last word.
   */
  @GenerateSql({ params: [DUMMY.uuid, NEW_HOLD, DUMMY.instant] })
  async claimOpenSlot(holdId: string, hold: NewHold, now: Date) {
    return this.db.kysely
      .with('claimed', (db) =>
        db
          .updateTable('slot')
          .set({ status: 'held', hold_id: holdId, hold_expires_at: hold.expiresAt, updated_at: sql<string>`now()` })
          .where('id', '=', (eb) =>
            eb
              .selectFrom('slot')
              .select('id')
              .where('id', '=', hold.slotId)
              .where('status', '=', 'open')
              .where('starts_at', '>', now.toISOString())
              // The lock the UPDATE itself takes: a row merely referenced by a foreign key being
              // inserted (KEY SHARE) is not busy.
              .forNoKeyUpdate()
              .skipLocked(),
          )
          .returning(['id', 'practice_id']),
      )
      .insertInto('hold')
      .columns(['id', 'slot_id', 'practice_id', ...NEW_HOLD_COLUMNS])
      .expression((eb) =>
        eb.selectFrom('claimed').select([sql<string>`${holdId}::uuid`.as('id'), 'claimed.id as slot_id', 'claimed.practice_id', ...newHoldValues(eb, hold)]),
      )
      .returning(['practice_id'])
      .executeTakeFirst();
  }

  /** Where a slot stands now (committed state): to refuse a taken slot before any transaction, and to tell why a claim failed. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async slotState(slotId: string) {
    return this.db.kysely.selectFrom('slot').select(['status', 'hold_expires_at']).where('id', '=', slotId).executeTakeFirst();
  }

  /** Where each of these slots stands now (committed state), one statement for them all; a slot that does not exist has no row. */
  @GenerateSql({ params: [[DUMMY.uuid]] })
  async slotStates(slotIds: readonly string[]) {
    return this.db.kysely
      .selectFrom('slot')
      .select(['id', 'status', 'hold_expires_at'])
      .where((eb) => eb('id', '=', eb.fn.any(sql<string[]>`${[...slotIds]}::uuid[]`)))
      .execute();
  }

  /** The slot's practice and start, or nothing when there is no such slot. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async findSlot(slotId: string) {
    return this.db.kysely.selectFrom('slot').select(['practice_id', 'starts_at']).where('id', '=', slotId).executeTakeFirst();
  }

  /** The slot follows its hold's new expiry (only while it is still that hold's). */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.uuid, DUMMY.instant] })
  async moveHoldExpiry(slotId: string, holdId: string, expiresAt: Date | string) {
    await this.db.kysely
      .updateTable('slot')
      .set({ hold_expires_at: expiresAt, updated_at: sql<string>`now()` })
      .where('id', '=', slotId)
      .where('hold_id', '=', holdId)
      .execute();
  }

  /** Held → booked for the appointment, only if the slot is still this hold's. */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.uuid, DUMMY.uuid] })
  async bookSlotOfHold(slotId: string, holdId: string, appointmentId: string): Promise<boolean> {
    const row = await this.db.kysely
      .updateTable('slot')
      .set({ status: 'booked', appointment_id: appointmentId, hold_id: null, hold_expires_at: null, updated_at: sql<string>`now()` })
      .where('id', '=', slotId)
      .where('hold_id', '=', holdId)
      .where('status', '=', 'held')
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Held → open, only if the slot is still this hold's. */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.uuid] })
  async releaseSlotOfHold(slotId: string, holdId: string) {
    await this.db.kysely
      .updateTable('slot')
      .set({ status: 'open', hold_id: null, hold_expires_at: null, updated_at: sql<string>`now()` })
      .where('id', '=', slotId)
      .where('hold_id', '=', holdId)
      .where('status', '=', 'held')
      .execute();
  }

  /**
   * Open → booked for an appointment that moves here (a reschedule): only an open slot of the same
   * practice that has not started, not one under someone's hold (even an expired one: its hold job
   * settles it). Answers the slot's times and operative, or nothing when it was not free.
   */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.uuid, DUMMY.uuid, DUMMY.instant] })
  async bookOpenSlot(slotId: string, appointmentId: string, practiceId: string, now: Date) {
    return this.db.kysely
      .updateTable('slot')
      .set({ status: 'booked', appointment_id: appointmentId, updated_at: sql<string>`now()` })
      .where('id', '=', slotId)
      .where('practice_id', '=', practiceId)
      .where('status', '=', 'open')
      .where('starts_at', '>', now.toISOString())
      .returning(['starts_at', 'ends_at', 'operative_id'])
      .executeTakeFirst();
  }

  /** Booked → open, only if the slot is still this appointment's (a cancellation or a reschedule). */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.uuid] })
  async releaseSlotOfAppointment(slotId: string, appointmentId: string) {
    await this.db.kysely
      .updateTable('slot')
      .set({ status: 'open', appointment_id: null, updated_at: sql<string>`now()` })
      .where('id', '=', slotId)
      .where('appointment_id', '=', appointmentId)
      .where('status', '=', 'booked')
      .execute();
  }
}
