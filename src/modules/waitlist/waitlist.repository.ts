import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { UnitOfWork } from '../../shared/outbox/transaction-runner.js';

/** What a join asks for: the lead form's fields, the outcode's point and the radius. */
export interface WaitlistDetails {
  email: string;
  name: string;
  phone: string;
  postcode: string;
  issue: string;
  outcode: string;
  latitude: number;
  longitude: number;
  radiusKm: number;
}

export interface PendingRequestRow {
  id: string;
  email: string;
  name: string;
  phone: string;
  postcode: string;
  issue: string;
  outcode: string;
  latitude: number;
  longitude: number;
  radius_km: number;
  consent_at: Date;
}

/** A pending request as its confirmation e-mail shows it, with the live place it would change (if any). */
export interface ConfirmationMailRow extends PendingRequestRow {
  mail_sent_at: Date | null;
  expires_at: Date;
  entry_id: string | null;
}

/**
 * The waitlist's double opt-in (security probe M4): pending requests, the per-recipient e-mail quota,
 * and turning a confirmed request into the live entry the offer run reads.
 */
@Injectable()
export class WaitlistRepository {
  constructor(private readonly orm: MikroORM) {}

  /**
   * Counts one confirmation e-mail to a recipient on a London day, unless `limit` are counted
   * already: one statement, so parallel joins cannot both take the last one. False when over.
   */
  async takeMailQuota(uow: UnitOfWork, recipientHash: string, day: string, limit: number): Promise<boolean> {
    const rows = await uow.execute(
      `INSERT INTO waitlist_mail_quota (recipient_hash, day, sent) VALUES (?, ?::date, 1)
       ON CONFLICT (recipient_hash, day) DO UPDATE SET sent = waitlist_mail_quota.sent + 1 WHERE waitlist_mail_quota.sent < ?
       RETURNING sent`,
      [recipientHash, day, limit],
    );
    return rows.length === 1;
  }

  /**
   * The address's pending request, replaced by the newest details under a new id (so the link of an
   * earlier e-mail no longer confirms details its reader never saw). The live entry is not touched.
   */
  async savePendingRequest(uow: UnitOfWork, d: WaitlistDetails, now: Date, expiresAt: Date): Promise<string> {
    const [row] = await uow.execute<{ id: string }[]>(
      `INSERT INTO waitlist_request (email, name, phone, postcode, issue, outcode, latitude, longitude, radius_km, consent_at, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?::timestamptz, ?::timestamptz, ?::timestamptz)
       ON CONFLICT (email) DO UPDATE SET id = excluded.id, name = excluded.name, phone = excluded.phone, postcode = excluded.postcode,
         issue = excluded.issue, outcode = excluded.outcode, latitude = excluded.latitude, longitude = excluded.longitude,
         radius_km = excluded.radius_km, consent_at = excluded.consent_at, created_at = excluded.created_at,
         expires_at = excluded.expires_at, mail_sent_at = NULL
       RETURNING id`,
      [d.email, d.name, d.phone, d.postcode, d.issue, d.outcode, d.latitude, d.longitude, d.radiusKm, now, now, expiresAt],
    );
    return row.id;
  }

  /** Uses a pending request once: deleted and returned if it has not expired; a second taker gets nothing. */
  async takePendingRequest(uow: UnitOfWork, id: string, now: Date): Promise<PendingRequestRow | undefined> {
    const [row] = await uow.execute<PendingRequestRow[]>(
      `DELETE FROM waitlist_request WHERE id = ? AND expires_at > ?::timestamptz
       RETURNING id, email, name, phone, postcode, issue, outcode, latitude, longitude, radius_km, consent_at`,
      [id, now],
    );
    return row;
  }

  /**
   * The confirmed request becomes the address's live entry: a new one takes the request's id (the
   * leave link in the confirmation e-mail names it); an existing one keeps its id, status and any
   * live offer, and takes the new details and a fresh window.
   */
  async confirmEntry(uow: UnitOfWork, r: PendingRequestRow, confirmedAt: Date, expiresAt: Date): Promise<string> {
    const [row] = await uow.execute<{ id: string }[]>(
      `INSERT INTO waitlist_entry (id, email, name, phone, postcode, issue, outcode, latitude, longitude, radius_km, consent_at, created_at, expires_at, request_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::timestamptz, ?::timestamptz, ?::timestamptz, ?)
       ON CONFLICT (email) DO UPDATE SET name = excluded.name, phone = excluded.phone, postcode = excluded.postcode, issue = excluded.issue,
         outcode = excluded.outcode, latitude = excluded.latitude, longitude = excluded.longitude, radius_km = excluded.radius_km,
         consent_at = excluded.consent_at, expires_at = excluded.expires_at, request_id = excluded.request_id
       RETURNING id`,
      [r.id, r.email, r.name, r.phone, r.postcode, r.issue, r.outcode, r.latitude, r.longitude, r.radius_km, confirmedAt, confirmedAt, expiresAt, r.id],
    );
    return row.id;
  }

  /** Why a confirmation link found nothing to confirm: used already, expired (not yet swept), or gone (replaced or swept). */
  async requestOutcome(id: string): Promise<'confirmed' | 'expired' | 'gone'> {
    const [row] = await this.orm.em.fork().execute<{ confirmed: boolean; pending: boolean }[]>(
      `SELECT EXISTS (SELECT 1 FROM waitlist_entry WHERE request_id = ?) AS confirmed, EXISTS (SELECT 1 FROM waitlist_request WHERE id = ?) AS pending`,
      [id, id],
    );
    return row.confirmed ? 'confirmed' : row.pending ? 'expired' : 'gone';
  }

  /** An entry's live offer (if any) lapses, so its slot goes to the next patient; returns the practices concerned. */
  async releaseLiveOffer(uow: UnitOfWork, entryId: string): Promise<string[]> {
    const rows = await uow.execute<{ practice_id: string }[]>(`UPDATE waitlist_offer SET status = 'lapsed' WHERE entry_id = ? AND status = 'sent' RETURNING practice_id`, [entryId]);
    return rows.map((r) => r.practice_id);
  }

  /** Deletes a live entry; its address when there was one. */
  async deleteEntry(uow: UnitOfWork, id: string): Promise<string | undefined> {
    const [row] = await uow.execute<{ email: string }[]>('DELETE FROM waitlist_entry WHERE id = ? RETURNING email', [id]);
    return row?.email;
  }

  /** Leaving deletes any pending request too: the one the link names, and the leaving entry's address's. */
  async deletePendingRequests(uow: UnitOfWork, id: string, email: string | null): Promise<number> {
    const rows = await uow.execute('DELETE FROM waitlist_request WHERE id = ? OR email = ? RETURNING id', [id, email]);
    return rows.length;
  }

  /** Pending requests whose link has run out: the details go (the 15-minute sweep). */
  async deleteExpiredRequests(now: Date): Promise<number> {
    const rows = await this.orm.em.fork().execute('DELETE FROM waitlist_request WHERE expires_at <= ?::timestamptz RETURNING id', [now]);
    return rows.length;
  }

  /** Quota rows of days before `day` count nothing any more. */
  async deleteMailQuotasBefore(day: string): Promise<number> {
    const rows = await this.orm.em.fork().execute('DELETE FROM waitlist_mail_quota WHERE day < ?::date RETURNING day', [day]);
    return rows.length;
  }

  /** The confirmation e-mail's content: the pending request and the address's live entry, if any. */
  async confirmationMail(id: string): Promise<ConfirmationMailRow | undefined> {
    const [row] = await this.orm.em.fork().execute<ConfirmationMailRow[]>(
      `SELECT r.id, r.email, r.name, r.phone, r.postcode, r.issue, r.outcode, r.latitude, r.longitude, r.radius_km, r.consent_at,
              r.mail_sent_at, r.expires_at, e.id AS entry_id
         FROM waitlist_request r LEFT JOIN waitlist_entry e ON e.email = r.email
        WHERE r.id = ?`,
      [id],
    );
    return row;
  }

  /** The confirmation e-mail's sent-marker (the job may run twice; the mail goes once). */
  async markConfirmationMailSent(id: string): Promise<void> {
    await this.orm.em.fork().execute('UPDATE waitlist_request SET mail_sent_at = now() WHERE id = ? AND mail_sent_at IS NULL', [id]);
  }
}
