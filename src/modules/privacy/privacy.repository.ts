import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { UnitOfWork } from '../../shared/outbox/transaction-runner.js';
import { ANONYMISED_NAME } from './privacy.constants.js';
import { OUTCODE_SQL, PHONE_KEY_SQL } from './privacy.rules.js';

type Row = Record<string, unknown>;

/** Columns never exported: credentials and token hashes identify nothing for the patient and only help an attacker. */
const SECRET_COLUMN = /hash|secret|token/i;
const withoutSecrets = (row: Row): Row =>
  Object.fromEntries(Object.entries(row).filter(([k]) => !SECRET_COLUMN.test(k)));

/**
 * Reads and sweeps of patient data across the tables that hold it (appointment, hold, the dev inbox,
 * sign-in links; the waitlist, which deletes its own entries after 14 days and its unconfirmed
 * requests after 24 hours, is read for exports, its expired requests deleted here as a backstop), for
 * the retention job and subject-access exports. Sweeps are set-based, oldest first, a batch at a
 * time, skipping rows another transaction holds (a booking in progress is never waited on).
 */
@Injectable()
export class PrivacyRepository {
  constructor(private readonly orm: MikroORM) {}

  /**
   * Anonymises appointments that ended before `cutoff`: the patient's name, phone, e-mail and
   * issue go, the postcode keeps its district, the link to an account and the access token go.
   * Reference, practice, times, statuses and money stay (the business and accounting record).
   */
  async anonymiseAppointments(uow: UnitOfWork, cutoff: Date, limit: number): Promise<number> {
    const rows = await uow.execute<{ id: string }[]>(
      `WITH due AS (
         SELECT id FROM appointment WHERE anonymised_at IS NULL AND ends_at < ?::timestamptz
          ORDER BY ends_at LIMIT ? FOR UPDATE SKIP LOCKED)
       UPDATE appointment a SET
              patient_name = ?, patient_phone = '', patient_email = '', patient_issue = '',
              patient_postcode = ${OUTCODE_SQL('a.patient_postcode')},
              patient_user_id = NULL, access_token_hash = NULL, email_error = NULL,
              anonymised_at = now(), updated_at = now()
         FROM due WHERE a.id = due.id
       RETURNING a.id`,
      [cutoff, limit, ANONYMISED_NAME],
    );
    return rows.length;
  }

  /**
   * Anonymises holds that ran out before `cutoff` and whose appointment (if any) is anonymised
   * already, so a hold never outlives or undercuts its appointment's retention.
   */
  async anonymiseHolds(uow: UnitOfWork, cutoff: Date, limit: number): Promise<number> {
    const rows = await uow.execute<{ id: string }[]>(
      `WITH due AS (
         SELECT h.id FROM hold h
          WHERE h.anonymised_at IS NULL AND h.expires_at < ?::timestamptz
            AND NOT EXISTS (SELECT 1 FROM appointment a WHERE a.hold_id = h.id AND a.anonymised_at IS NULL)
          ORDER BY h.expires_at LIMIT ? FOR UPDATE OF h SKIP LOCKED)
       UPDATE hold h SET
              patient_name = ?, patient_phone = '', patient_issue = '',
              patient_postcode = ${OUTCODE_SQL('h.patient_postcode')},
              token_hash = NULL, client_key = NULL, patient_phone_e164 = NULL, anonymised_at = now(), updated_at = now()
         FROM due WHERE h.id = due.id
       RETURNING h.id`,
      [cutoff, limit, ANONYMISED_NAME],
    );
    return rows.length;
  }

  /** Deletes dev-inbox copies of e-mails sent before `cutoff` (they hold names, addresses and times). */
  async deleteDevMail(uow: UnitOfWork, cutoff: Date, limit: number): Promise<number> {
    const rows = await uow.execute<{ id: string }[]>(
      `DELETE FROM dev_mail WHERE id IN (
         SELECT id FROM dev_mail WHERE sent_at < ?::timestamptz ORDER BY id LIMIT ? FOR UPDATE SKIP LOCKED)
       RETURNING id`,
      [cutoff, limit],
    );
    return rows.length;
  }

  /** Deletes sign-in links (each holds an e-mail address) that expired before `before`. */
  async deleteSignInLinks(uow: UnitOfWork, before: Date, limit: number): Promise<number> {
    const rows = await uow.execute<{ id: string }[]>(
      `DELETE FROM sign_in_link WHERE id IN (
         SELECT id FROM sign_in_link WHERE expires_at < ?::timestamptz ORDER BY expires_at LIMIT ? FOR UPDATE SKIP LOCKED)
       RETURNING id`,
      [before, limit],
    );
    return rows.length;
  }

  /**
   * Deletes unconfirmed waitlist requests (the lead form's fields) whose link expired before `before`:
   * the waitlist sweeps them every 15 minutes, and this keeps them from outliving a stopped scheduler.
   */
  async deleteWaitlistRequests(uow: UnitOfWork, before: Date, limit: number): Promise<number> {
    const rows = await uow.execute<{ id: string }[]>(
      `DELETE FROM waitlist_request WHERE id IN (
         SELECT id FROM waitlist_request WHERE expires_at < ?::timestamptz ORDER BY expires_at LIMIT ? FOR UPDATE SKIP LOCKED)
       RETURNING id`,
      [before, limit],
    );
    return rows.length;
  }

  /**
   * Everything held about one person, found by e-mail (case-insensitive: appointments, the account)
   * and optionally by phone (`phoneKey`: appointments and holds that never reached checkout).
   */
  async subjectData(email: string, phone?: string) {
    const em = this.orm.em.fork();
    const [account] = await em.execute<Row[]>(
      `SELECT id, email, display_name, role, disabled, created_at, updated_at, last_sign_in_at FROM app_user WHERE lower(email) = lower(?)`,
      [email],
    );
    const sessions = account
      ? await em.execute<Row[]>(
          `SELECT created_at, last_seen_at, idle_expires_at, absolute_expires_at, revoked_at FROM user_session WHERE user_id = ? ORDER BY created_at`,
          [account.id],
        )
      : [];
    const phoneFilter = phone ? `OR ${PHONE_KEY_SQL('a.patient_phone')} = ?` : '';
    const appointments = await em.execute<Row[]>(
      `SELECT a.*, p.name AS practice_name, p.address_line1 AS practice_address_line1, p.address_line2 AS practice_address_line2,
              p.city AS practice_city, p.postcode AS practice_postcode, p.phone AS practice_phone, p.email AS practice_email
         FROM appointment a JOIN practice p ON p.id = a.practice_id
        WHERE lower(a.patient_email) = lower(?) ${account ? 'OR a.patient_user_id = ?' : ''} ${phoneFilter}
        ORDER BY a.created_at`,
      [email, ...(account ? [account.id] : []), ...(phone ? [phone] : [])],
    );
    const holdIds = appointments.map((a) => a.hold_id).filter((id): id is string => typeof id === 'string');
    const holds = await em.execute<Row[]>(
      `SELECT h.* FROM hold h
        WHERE h.id IN (SELECT unnest(?::uuid[])) ${phone ? `OR ${PHONE_KEY_SQL('h.patient_phone')} = ?` : ''}
        ORDER BY h.created_at`,
      [`{${holdIds.join(',')}}`, ...(phone ? [phone] : [])],
    );
    const appointmentIds = appointments.map((a) => String(a.id));
    const emails = await em.execute<Row[]>(
      `SELECT message_id, to_address, subject, text_body, sent_at FROM dev_mail WHERE lower(to_address) = lower(?) ORDER BY sent_at`,
      [email],
    );
    const signInLinks = await em.execute<Row[]>(
      `SELECT created_at, expires_at, sent_at, used_at FROM sign_in_link WHERE email = lower(?) ORDER BY created_at`,
      [email],
    );
    const waitlist = await em.execute<Row[]>(
      `SELECT w.* FROM waitlist_entry w
        WHERE w.email = lower(?) ${phone ? `OR ${PHONE_KEY_SQL('w.phone')} = ?` : ''}
        ORDER BY w.created_at`,
      [email, ...(phone ? [phone] : [])],
    );
    const waitlistRequests = await em.execute<Row[]>(
      `SELECT r.id, r.email, r.name, r.phone, r.postcode, r.issue, r.outcode, r.radius_km, r.consent_at, r.mail_sent_at, r.created_at, r.expires_at
         FROM waitlist_request r
        WHERE r.email = lower(?) ${phone ? `OR ${PHONE_KEY_SQL('r.phone')} = ?` : ''}
        ORDER BY r.created_at`,
      [email, ...(phone ? [phone] : [])],
    );
    const waitlistOffers = await em.execute<Row[]>(
      `SELECT o.entry_id, o.slot_id, o.practice_id, o.status, o.expires_at, o.mail_sent_at, o.claimed_at, o.created_at
         FROM waitlist_offer o WHERE o.entry_id IN (SELECT unnest(?::uuid[])) ORDER BY o.created_at`,
      [`{${waitlist.map((w) => String(w.id)).join(',')}}`],
    );
    const notifications = await em.execute<Row[]>(
      `SELECT appointment_id, kind, message_id, sent_at FROM notification_sent WHERE appointment_id IN (SELECT unnest(?::uuid[])) ORDER BY sent_at`,
      [`{${appointmentIds.join(',')}}`],
    );
    const aggregates = [
      ...appointmentIds.map((id) => ['appointment', id]),
      ...holds.map((h) => ['hold', String(h.id)]),
      ...(account ? [['app_user', String(account.id)]] : []),
    ];
    const events = aggregates.length
      ? await em.execute<Row[]>(
          `SELECT e.type, e.aggregate_type, e.aggregate_id, e.actor, e.payload, e.occurred_at FROM domain_event e
             JOIN unnest(?::text[], ?::text[]) AS k(t, id) ON e.aggregate_type = k.t AND e.aggregate_id = k.id
            ORDER BY e.seq`,
          [`{${aggregates.map(([t]) => t).join(',')}}`, `{${aggregates.map(([, id]) => id).join(',')}}`],
        )
      : [];
    return {
      account: account ?? null,
      sessions,
      appointments: appointments.map(withoutSecrets),
      holds: holds.map(withoutSecrets),
      emails,
      notifications,
      signInLinks,
      waitlist: waitlist.map(withoutSecrets),
      waitlistRequests,
      waitlistOffers,
      events,
    };
  }
}
