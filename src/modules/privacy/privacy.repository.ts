import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Db } from '../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../shared/db/generate-sql.js';
import { ANONYMISED_NAME } from './privacy.constants.js';

/**
 * `phoneKey` (privacy.rules.ts) in SQL, for the stored numbers: the last 10 digits. The column is
 * given as a reference, never as text.
 */
const phoneKeyOf = (column: string) => sql<string>`right(regexp_replace(${sql.ref(column)}, '\\D', '', 'g'), 10)`;

/** `outcodeOf` (privacy.rules.ts) in SQL: the district of a postcode-shaped text, else ''. (`{0,1}` is the regex `?`.) */
const outcodeOf = (column: string) =>
  sql<string>`CASE WHEN upper(regexp_replace(${sql.ref(column)}, '[^A-Za-z0-9]', '', 'g')) ~ '^[A-Z]{1,2}[0-9][A-Z0-9]{0,1}[0-9][A-Z]{2}$'
        THEN left(upper(regexp_replace(${sql.ref(column)}, '[^A-Za-z0-9]', '', 'g')), -3) ELSE '' END`;

/** Columns never exported: credentials and token hashes identify nothing for the patient and only help an attacker. */
const SECRET_COLUMN = /hash|secret|token/i;
type SecretColumn = `${string}${'hash' | 'secret' | 'token'}${string}`;
type WithoutSecrets<Row> = { [K in keyof Row as K extends SecretColumn ? never : K]: Row[K] };

/** A row without its secret columns, whatever columns its table gains later (the type says which go). */
function withoutSecrets<Row extends object>(row: Row): WithoutSecrets<Row> {
  // Object.fromEntries cannot express the key filter in its type; WithoutSecrets is SECRET_COLUMN for snake_case names.
  return Object.fromEntries(Object.entries(row).filter(([k]) => !SECRET_COLUMN.test(k))) as WithoutSecrets<Row>;
}

/**
 * Reads and sweeps of patient data across the tables that hold it (appointment, hold, the dev inbox,
 * sign-in links; the waitlist, which deletes its own entries after 14 days and its unconfirmed
 * requests after 24 hours, is read for exports, its expired requests deleted here as a backstop), for
 * the retention job and subject-access exports: the data-protection model reads every context's
 * tables by design. Sweeps are set-based, oldest first, a batch at a time, skipping rows another
 * transaction holds (a booking in progress is never waited on); each runs on the caller's transaction.
 */
@Injectable()
export class PrivacyRepository {
  constructor(private readonly db: Db) {}

  /**
   * Anonymises appointments that ended before `cutoff`: the patient's name, phone, e-mail,
   * issue and the reason they were given for a cancellation go (and the name of the patient someone else booked for, while whether that patient was
   * under 16 stays, as the age confirmations do), the postcode keeps its district, the link to an
   * account and the access token go.
   * Reference, practice, times, statuses and money stay (the business and accounting record).
   */
  @GenerateSql({ params: [DUMMY.instant, 500] })
  async anonymiseAppointments(cutoff: Date, limit: number): Promise<number> {
    const rows = await this.db.kysely
      .with('due', (db) =>
        db
          .selectFrom('appointment')
          .select('id')
          .where('anonymised_at', 'is', null)
          .where('ends_at', '<', cutoff.toISOString())
          .orderBy('ends_at')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .updateTable('appointment as a')
      .set({
        patient_name: ANONYMISED_NAME,
        patient_phone: '',
        patient_email: '',
        patient_issue: '',
        patient_postcode: outcodeOf('a.patient_postcode'),
        // Null stays null: "the person booking was the patient" is no one's name.
        booked_for_name: sql<string | null>`CASE WHEN a.booked_for_name IS NULL THEN NULL ELSE ${ANONYMISED_NAME} END`,
        patient_user_id: null,
        access_token_hash: null,
        email_error: null,
        // Typed for the patient by an admin or the practice: it may name them or their health.
        cancellation_reason: null,
        anonymised_at: sql<string>`now()`,
        updated_at: sql<string>`now()`,
      })
      .from('due')
      .whereRef('a.id', '=', 'due.id')
      .returning('a.id')
      .execute();
    return rows.length;
  }

  /**
   * Anonymises holds that ran out before `cutoff` and whose appointment (if any) is anonymised
   * already, so a hold never outlives or undercuts its appointment's retention.
   */
  @GenerateSql({ params: [DUMMY.instant, 500] })
  async anonymiseHolds(cutoff: Date, limit: number): Promise<number> {
    const rows = await this.db.kysely
      .with('due', (db) =>
        db
          .selectFrom('hold as h')
          .select('h.id')
          .where('h.anonymised_at', 'is', null)
          .where('h.expires_at', '<', cutoff.toISOString())
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('appointment as a')
                  .select(sql.lit(1).as('one'))
                  .whereRef('a.hold_id', '=', 'h.id')
                  .where('a.anonymised_at', 'is', null),
              ),
            ),
          )
          .orderBy('h.expires_at')
          .limit(limit)
          .forUpdate('h')
          .skipLocked(),
      )
      .updateTable('hold as h')
      .set({
        patient_name: ANONYMISED_NAME,
        patient_phone: '',
        patient_issue: '',
        patient_postcode: outcodeOf('h.patient_postcode'),
        token_hash: null,
        client_key: null,
        patient_phone_e164: null,
        anonymised_at: sql<string>`now()`,
        updated_at: sql<string>`now()`,
      })
      .from('due')
      .whereRef('h.id', '=', 'due.id')
      .returning('h.id')
      .execute();
    return rows.length;
  }

  /** Deletes dev-inbox copies of e-mails sent before `cutoff` (they hold names, addresses and times). */
  @GenerateSql({ params: [DUMMY.instant, 500] })
  async deleteDevMail(cutoff: Date, limit: number): Promise<number> {
    const rows = await this.db.kysely
      .deleteFrom('dev_mail')
      .where('id', 'in', (eb) =>
        eb.selectFrom('dev_mail').select('id').where('sent_at', '<', cutoff.toISOString()).orderBy('id').limit(limit).forUpdate().skipLocked(),
      )
      .returning('id')
      .execute();
    return rows.length;
  }

  /**
   * Deletes texts created before `cutoff` (issue 21): the record of each (a phone number, a time and
   * a practice) and the dev outbox's copy.
   */
  @GenerateSql({ params: [DUMMY.instant, 500] })
  async deleteTexts(cutoff: Date, limit: number): Promise<number> {
    const texts = await this.db.kysely
      .deleteFrom('sms_message')
      .where('id', 'in', (eb) =>
        eb.selectFrom('sms_message').select('id').where('created_at', '<', cutoff.toISOString()).orderBy('created_at').limit(limit).forUpdate().skipLocked(),
      )
      .returning('id')
      .execute();
    const copies = await this.db.kysely
      .deleteFrom('dev_sms')
      .where('id', 'in', (eb) => eb.selectFrom('dev_sms').select('id').where('sent_at', '<', cutoff.toISOString()).orderBy('id').limit(limit).forUpdate().skipLocked())
      .returning('id')
      .execute();
    // The record of callbacks seen (message ids only), kept as long as the texts they were about.
    await this.db.kysely
      .deleteFrom('sms_receipt')
      .where(sql<boolean>`(provider_sid, status) IN (SELECT provider_sid, status FROM sms_receipt WHERE received_at < ${cutoff.toISOString()}::timestamptz LIMIT ${limit} FOR UPDATE SKIP LOCKED)`)
      .execute();
    return Math.max(texts.length, copies.length);
  }

  /** Deletes short links that expired before `before` (each stands for a manage, claim or leave link). */
  @GenerateSql({ params: [DUMMY.instant, 500] })
  async deleteShortLinks(before: Date, limit: number): Promise<number> {
    const rows = await this.db.kysely
      .deleteFrom('short_link')
      .where('code', 'in', (eb) =>
        eb.selectFrom('short_link').select('code').where('expires_at', '<', before.toISOString()).orderBy('expires_at').limit(limit).forUpdate().skipLocked(),
      )
      .returning('code')
      .execute();
    return rows.length;
  }

  /** Deletes sign-in links (each holds an e-mail address) that expired before `before`. */
  @GenerateSql({ params: [DUMMY.instant, 500] })
  async deleteSignInLinks(before: Date, limit: number): Promise<number> {
    const rows = await this.db.kysely
      .deleteFrom('sign_in_link')
      .where('id', 'in', (eb) =>
        eb.selectFrom('sign_in_link').select('id').where('expires_at', '<', before.toISOString()).orderBy('expires_at').limit(limit).forUpdate().skipLocked(),
      )
      .returning('id')
      .execute();
    return rows.length;
  }

  /**
   * Deletes unconfirmed waitlist requests (the lead form's fields) whose link expired before `before`:
   * the waitlist sweeps them every 15 minutes, and this keeps them from outliving a stopped scheduler.
   */
  @GenerateSql({ params: [DUMMY.instant, 500] })
  async deleteWaitlistRequests(before: Date, limit: number): Promise<number> {
    const rows = await this.db.kysely
      .deleteFrom('waitlist_request')
      .where('id', 'in', (eb) =>
        eb.selectFrom('waitlist_request').select('id').where('expires_at', '<', before.toISOString()).orderBy('expires_at').limit(limit).forUpdate().skipLocked(),
      )
      .returning('id')
      .execute();
    return rows.length;
  }

  /**
   * Everything held about one person, found by e-mail (case-insensitive: appointments, the account)
   * and optionally by phone (`phoneKey`: appointments and holds that never reached checkout).
   */
  @GenerateSql({ name: 'by e-mail', params: [DUMMY.email] }, { name: 'by e-mail and phone', params: [DUMMY.email, '07700 900982'] })
  async subjectData(email: string, phone?: string) {
    const db = this.db.kysely;
    const account = await db
      .selectFrom('app_user')
      .select(['id', 'email', 'display_name', 'role', 'disabled', 'created_at', 'updated_at', 'last_sign_in_at'])
      .where((eb) => eb(eb.fn<string>('lower', ['email']), '=', eb.fn<string>('lower', [eb.val(email)])))
      .executeTakeFirst();
    const sessions = account
      ? await db
          .selectFrom('user_session')
          .select(['created_at', 'last_seen_at', 'idle_expires_at', 'absolute_expires_at', 'revoked_at'])
          .where('user_id', '=', account.id)
          .orderBy('created_at')
          .execute()
      : [];
    const appointments = await db
      .selectFrom('appointment as a')
      .innerJoin('practice as p', 'p.id', 'a.practice_id')
      .selectAll('a')
      .select([
        'p.name as practice_name',
        'p.address_line1 as practice_address_line1',
        'p.address_line2 as practice_address_line2',
        'p.city as practice_city',
        'p.postcode as practice_postcode',
        'p.phone as practice_phone',
        'p.email as practice_email',
      ])
      .where((eb) =>
        eb.or([
          eb(eb.fn<string>('lower', ['a.patient_email']), '=', eb.fn<string>('lower', [eb.val(email)])),
          ...(account ? [eb('a.patient_user_id', '=', account.id)] : []),
          ...(phone ? [eb(phoneKeyOf('a.patient_phone'), '=', phone)] : []),
        ]),
      )
      .orderBy('a.created_at')
      .execute();
    const holdIds = appointments.map((a) => a.hold_id).filter((id) => id !== null);
    const holds = await db
      .selectFrom('hold as h')
      .selectAll('h')
      .where((eb) => eb.or([eb('h.id', '=', sql<string>`ANY(${holdIds}::uuid[])`), ...(phone ? [eb(phoneKeyOf('h.patient_phone'), '=', phone)] : [])]))
      .orderBy('h.created_at')
      .execute();
    const appointmentIds = appointments.map((a) => a.id);
    const emails = await db
      .selectFrom('dev_mail')
      .select(['message_id', 'to_address', 'subject', 'text_body', 'sent_at'])
      .where((eb) => eb(eb.fn<string>('lower', ['to_address']), '=', eb.fn<string>('lower', [eb.val(email)])))
      .orderBy('sent_at')
      .execute();
    const signInLinks = await db
      .selectFrom('sign_in_link')
      .select(['created_at', 'expires_at', 'sent_at', 'used_at'])
      .where((eb) => eb('email', '=', eb.fn<string>('lower', [eb.val(email)])))
      .orderBy('created_at')
      .execute();
    const waitlist = await db
      .selectFrom('waitlist_entry as w')
      .selectAll('w')
      .where((eb) => eb.or([eb('w.email', '=', eb.fn<string>('lower', [eb.val(email)])), ...(phone ? [eb(phoneKeyOf('w.phone'), '=', phone)] : [])]))
      .orderBy('w.created_at')
      .execute();
    const waitlistRequests = await db
      .selectFrom('waitlist_request as r')
      .select(['r.id', 'r.email', 'r.name', 'r.phone', 'r.postcode', 'r.issue', 'r.outcode', 'r.radius_km', 'r.consent_at', 'r.mail_sent_at', 'r.created_at', 'r.expires_at'])
      .where((eb) => eb.or([eb('r.email', '=', eb.fn<string>('lower', [eb.val(email)])), ...(phone ? [eb(phoneKeyOf('r.phone'), '=', phone)] : [])]))
      .orderBy('r.created_at')
      .execute();
    const waitlistOffers = await db
      .selectFrom('waitlist_offer as o')
      .select(['o.entry_id', 'o.slot_id', 'o.practice_id', 'o.status', 'o.expires_at', 'o.mail_sent_at', 'o.claimed_at', 'o.created_at'])
      .where('o.entry_id', '=', sql<string>`ANY(${waitlist.map((w) => w.id)}::uuid[])`)
      .orderBy('o.created_at')
      .execute();
    const notifications = await db
      .selectFrom('notification_sent')
      .select(['appointment_id', 'kind', 'message_id', 'sent_at'])
      .where('appointment_id', '=', sql<string>`ANY(${appointmentIds}::uuid[])`)
      .orderBy('sent_at')
      .execute();
    // Texts of the patient's bookings (issue 21): number, words, state.
    const texts = await db
      .selectFrom('sms_message')
      .select(['appointment_id', 'template', 'to_phone', 'body', 'status', 'created_at', 'sent_at'])
      .where('appointment_id', '=', sql<string>`ANY(${appointmentIds}::uuid[])`)
      .orderBy('created_at')
      .execute();
    const aggregates = [
      ...appointmentIds.map((id) => ['appointment', id] as const),
      ...holds.map((h) => ['hold', h.id] as const),
      ...(account ? [['app_user', account.id] as const] : []),
    ];
    const events = aggregates.length
      ? await db
          .selectFrom('domain_event as e')
          .select(['e.type', 'e.aggregate_type', 'e.aggregate_id', 'e.actor', 'e.payload', 'e.occurred_at'])
          .where(({ eb, refTuple, tuple }) =>
            eb(
              refTuple('e.aggregate_type', 'e.aggregate_id'),
              'in',
              aggregates.map(([type, id]) => tuple(type, id)),
            ),
          )
          .orderBy('e.seq')
          .execute()
      : [];
    return {
      account: account ?? null,
      sessions,
      appointments: appointments.map(withoutSecrets),
      holds: holds.map(withoutSecrets),
      emails,
      notifications,
      texts,
      signInLinks,
      waitlist: waitlist.map(withoutSecrets),
      waitlistRequests,
      waitlistOffers,
      events,
    };
  }
}
