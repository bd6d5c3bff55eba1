import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
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
          .columns([
            'slot_id',
            'practice_id',
            'expires_at',
            'patient_name',
            'patient_phone',
            'patient_postcode',
            'patient_issue',
            'token_hash',
            'client_key',
            'patient_phone_e164',
          ])
          .expression((eb) =>
            eb
              .selectFrom('slot as s')
              .select([
                's.id',
                's.practice_id',
                sql<string>`${hold.expiresAt}::timestamptz`.as('expires_at'),
                eb.val(hold.patientName).as('patient_name'),
                eb.val(hold.patientPhone).as('patient_phone'),
                eb.val(hold.patientPostcode).as('patient_postcode'),
                eb.val(hold.patientIssue).as('patient_issue'),
                eb.val(hold.tokenHash).as('token_hash'),
                eb.val(hold.clientKey).as('client_key'),
                eb.val(hold.patientPhoneE164).as('patient_phone_e164'),
              ])
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
   * An OPEN slot that has not started changes to held in one conditional UPDATE. The row is taken
   * `FOR NO KEY UPDATE SKIP LOCKED`: while another transaction is changing it (another patient claiming it,
   * or its hold being released), nothing comes back at once instead of waiting behind it — the
   * caller tells the two apart by the slot's committed state (`HoldSlotHandler.take`). The hold row
   * (`holdId`) follows in the same transaction (the foreign key is deferred); the partial unique
   * index on live holds still has the last word.
   */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.uuid, DUMMY.instant, DUMMY.instant] })
  async claimOpenSlot(slotId: string, holdId: string, expiresAt: Date, now: Date) {
    return this.db.kysely
      .updateTable('slot')
      .set({ status: 'held', hold_id: holdId, hold_expires_at: expiresAt, updated_at: sql<string>`now()` })
      .where('id', '=', (eb) =>
        eb
          .selectFrom('slot')
          .select('id')
          .where('id', '=', slotId)
          .where('status', '=', 'open')
          .where('starts_at', '>', now.toISOString())
          // The lock the UPDATE itself takes: a row merely referenced by a foreign key being
          // inserted (KEY SHARE) is not busy.
          .forNoKeyUpdate()
          .skipLocked(),
      )
      .returning(['practice_id'])
      .executeTakeFirst();
  }

  /** The hold of a slot just claimed by `claimOpenSlot` (same transaction). */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.uuid, NEW_HOLD] })
  async insertClaimedHold(holdId: string, practiceId: string, hold: NewHold) {
    await this.db.kysely
      .insertInto('hold')
      .values({
        id: holdId,
        slot_id: hold.slotId,
        practice_id: practiceId,
        expires_at: hold.expiresAt,
        patient_name: hold.patientName,
        patient_phone: hold.patientPhone,
        patient_postcode: hold.patientPostcode,
        patient_issue: hold.patientIssue,
        token_hash: hold.tokenHash,
        client_key: hold.clientKey,
        patient_phone_e164: hold.patientPhoneE164,
      })
      .execute();
  }

  /** Where a slot stands now (committed state): to refuse a taken slot before any transaction, and to tell why a claim failed. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async slotState(slotId: string) {
    return this.db.kysely.selectFrom('slot').select(['status', 'hold_expires_at']).where('id', '=', slotId).executeTakeFirst();
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
