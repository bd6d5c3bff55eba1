import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Db } from '../../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../../shared/db/generate-sql.js';
import type { SmsStatus, SmsTemplate } from '../sms.constants.js';

export interface NewSms {
  messageKey: string;
  template: SmsTemplate;
  appointmentId: string | null;
  toPhone: string;
  body: string;
}

/** The state's rank in SQL, as smsStatusRank: a state only moves to a higher rank. */
const rank = sql<number>`(CASE status WHEN 'sending' THEN 0 WHEN 'sent' THEN 1 ELSE 2 END)`;

/**
 * Texts (`sms_message`) and what they need: the claim before sending and its compare-and-set
 * transitions, status receipts, opt-outs and what a booking or offer text says.
 */
@Injectable()
export class SmsRepository {
  constructor(private readonly db: Db) {}

  // ---- what a text says ----

  /** One appointment with its practice: what a booking text needs (never the patient's issue). */
  @GenerateSql({ params: [DUMMY.uuid] })
  async findBookingText(appointmentId: string) {
    return this.db.kysely
      .selectFrom('appointment as a')
      .innerJoin('practice as p', 'p.id', 'a.practice_id')
      .select([
        'a.id',
        'a.reference',
        'a.status',
        'a.starts_at',
        'a.patient_phone',
        // Only to name the 111 service of the patient's nation; never put in a text.
        'a.patient_postcode',
        'a.texts_declined',
        'a.refund_due_pence',
        'a.payment_status',
        'a.amount_pence',
        'a.refunded_pence',
        'a.captured_pence',
        'a.released_pence',
        'a.authorized_at',
        'a.cancelled_by',
        'a.cancellation_reason',
        'a.anonymised_at',
        // The language the patient booked in: the text speaks it.
        'a.locale',
        'p.name as practice_name',
        'p.address_line1',
        'p.address_line2',
        'p.city',
        'p.postcode',
      ])
      .where('a.id', '=', appointmentId)
      .executeTakeFirst();
  }

  /** One waitlist offer with its patient's number, the slot and the practice. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async findOfferText(offerId: string) {
    return this.db.kysely
      .selectFrom('waitlist_offer as o')
      .innerJoin('waitlist_entry as e', 'e.id', 'o.entry_id')
      .innerJoin('slot as s', 's.id', 'o.slot_id')
      .innerJoin('practice as p', 'p.id', 'o.practice_id')
      .select(['o.id', 'o.status', 'o.expires_at', 'e.id as entry_id', 'e.phone', 'e.expires_at as entry_expires_at', 's.starts_at', 'p.name as practice_name'])
      .where('o.id', '=', offerId)
      .executeTakeFirst();
  }

  // ---- the claim and its transitions ----

  @GenerateSql({ params: ['booking-confirmed:00000000'] })
  async findByKey(messageKey: string) {
    return this.db.kysely.selectFrom('sms_message').selectAll().where('message_key', '=', messageKey).executeTakeFirst();
  }

  /** Records the text before the provider is called (once per key): answers the row, new or the one already there. */
  @GenerateSql({ params: [{ messageKey: 'booking-confirmed:00000000', template: 'booking-confirmed', appointmentId: DUMMY.uuid, toPhone: '+447700900982', body: 'Booked.' }] })
  async claim(m: NewSms) {
    await this.db.kysely
      .insertInto('sms_message')
      .values({ message_key: m.messageKey, template: m.template, appointment_id: m.appointmentId, to_phone: m.toPhone, body: m.body })
      .onConflict((oc) => oc.column('message_key').doNothing())
      .execute();
    return (await this.findByKey(m.messageKey))!;
  }

  /**
   * Locks a claimed, unsent text for this transaction, or answers undefined when it is sent already
   * or another worker holds it (SKIP LOCKED): one sender at a time, and a killed worker's lock goes
   * with its connection.
   */
  @GenerateSql({ params: ['booking-confirmed:00000000'] })
  async lockUnsent(messageKey: string) {
    return this.db.kysely
      .selectFrom('sms_message')
      .selectAll()
      .where('message_key', '=', messageKey)
      .where('status', '=', 'sending')
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
  }

  /** sending → sent with the provider's id; false when it had moved on already. */
  @GenerateSql({ params: ['booking-confirmed:00000000', 'twilio', 'SM0001', 'sent'] })
  async markSent(messageKey: string, provider: string, sid: string, status: SmsStatus): Promise<boolean> {
    const r = await this.db.kysely
      .updateTable('sms_message')
      .set({ status, provider, provider_sid: sid, sent_at: sql<string>`now()`, updated_at: sql<string>`now()`, error: null })
      .where('message_key', '=', messageKey)
      .where('status', '=', 'sending')
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  /** sending → failed when no try is left (or the provider refused it for good). */
  @GenerateSql({ params: ['booking-confirmed:00000000', 'Unreachable number'] })
  async markFailed(messageKey: string, error: string) {
    return this.db.kysely
      .updateTable('sms_message')
      .set({ status: 'failed', error, updated_at: sql<string>`now()` })
      .where('message_key', '=', messageKey)
      .where('status', '=', 'sending')
      .returning(['id', 'appointment_id', 'template'])
      .executeTakeFirst();
  }

  /**
   * A status callback's state, only forward (a report older than the one recorded changes nothing).
   * Found by our id (in the callback URL) or the provider's; answers the row when it moved.
   */
  @GenerateSql(
    { name: 'by our id or the provider\'s', params: [{ id: DUMMY.uuid, sid: 'SM0001' }, 'delivered', 2, null] },
    { name: 'by the provider\'s id', params: [{ sid: 'SM0001' }, 'failed', 2, 'Carrier violation'] },
  )
  async advanceStatus(ref: { id?: string; sid: string }, status: SmsStatus, rankOfStatus: number, error: string | null) {
    return this.db.kysely
      .updateTable('sms_message')
      .set({ status, error, provider_sid: ref.sid, updated_at: sql<string>`now()` })
      .where((eb) => (ref.id ? eb.or([eb('id', '=', ref.id), eb('provider_sid', '=', ref.sid)]) : eb('provider_sid', '=', ref.sid)))
      .where(rank, '<', rankOfStatus)
      .where((eb) => eb.or([eb('provider_sid', 'is', null), eb('provider_sid', '=', ref.sid)]))
      .returning(['id', 'appointment_id', 'template', 'status'])
      .executeTakeFirst();
  }

  /** A callback (provider id + state) or an inbound message seen for the first time: true; a replay: false. */
  @GenerateSql({ params: ['SM0001', 'delivered'] })
  async recordReceipt(providerSid: string, status: string): Promise<boolean> {
    const row = await this.db.kysely
      .insertInto('sms_receipt')
      .values({ provider_sid: providerSid, status })
      .onConflict((oc) => oc.columns(['provider_sid', 'status']).doNothing())
      .returning('provider_sid')
      .executeTakeFirst();
    return row !== undefined;
  }

  // ---- opt-outs ----

  @GenerateSql({ params: ['phone-hash'] })
  async optOut(phoneHash: string): Promise<boolean> {
    const row = await this.db.kysely
      .insertInto('sms_opt_out')
      .values({ phone_hash: phoneHash })
      .onConflict((oc) => oc.column('phone_hash').doNothing())
      .returning('phone_hash')
      .executeTakeFirst();
    return row !== undefined;
  }

  @GenerateSql({ params: ['phone-hash'] })
  async optIn(phoneHash: string): Promise<boolean> {
    const r = await this.db.kysely.deleteFrom('sms_opt_out').where('phone_hash', '=', phoneHash).executeTakeFirst();
    return r.numDeletedRows > 0n;
  }

  @GenerateSql({ params: ['phone-hash'] })
  async isOptedOut(phoneHash: string): Promise<boolean> {
    const row = await this.db.kysely.selectFrom('sms_opt_out').select('phone_hash').where('phone_hash', '=', phoneHash).executeTakeFirst();
    return row !== undefined;
  }

  @GenerateSql({ params: [['phone-hash-1', 'phone-hash-2']] })
  async optedOutAmong(phoneHashes: readonly string[]): Promise<Set<string>> {
    if (phoneHashes.length === 0) return new Set();
    const rows = await this.db.kysely.selectFrom('sms_opt_out').select('phone_hash').where('phone_hash', 'in', [...new Set(phoneHashes)]).execute();
    return new Set(rows.map((r) => r.phone_hash));
  }

  // ---- the admin's view ----

  /** The latest text of one template per appointment (the list shows the confirmation's). */
  @GenerateSql({ params: [[DUMMY.uuid], 'booking-confirmed'] })
  async latestOfTemplate(appointmentIds: readonly string[], template: SmsTemplate) {
    if (appointmentIds.length === 0) return [];
    return this.db.kysely
      .selectFrom('sms_message')
      .distinctOn('appointment_id')
      .select(['appointment_id', 'status'])
      .where('appointment_id', 'in', [...appointmentIds])
      .where('template', '=', template)
      .orderBy('appointment_id')
      .orderBy('created_at', 'desc')
      .execute();
  }

  /** Texts of the last 24 hours by state (the sms_messages metric). */
  @GenerateSql({ params: [] })
  async countsLastDay() {
    return this.db.kysely
      .selectFrom('sms_message')
      .select(['status', sql<number>`count(*)::int`.as('n')])
      .where('created_at', '>', sql<string>`now() - interval '1 day'`)
      .groupBy('status')
      .execute();
  }
}
