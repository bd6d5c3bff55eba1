import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Db } from '../../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../../shared/db/generate-sql.js';

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

/** A pending request as `takePendingRequest` hands it on to the live entry. */
export type PendingRequest = NonNullable<Awaited<ReturnType<WaitlistRepository['takePendingRequest']>>>;

/** An example join for the reviewed SQL. */
const DETAILS: WaitlistDetails = {
  email: DUMMY.email,
  name: 'Pat Patient',
  phone: '07700 900982',
  postcode: 'EH6 6AA',
  issue: 'Toothache',
  outcode: 'EH6',
  latitude: 55.97,
  longitude: -3.17,
  radiusKm: 20,
};

/**
 * The waitlist's double opt-in, the pending-request aggregate: requests waiting
 * for their e-mailed link, and the per-recipient e-mail quota. (The live entries, the offers and the
 * daily figures have their own repositories; the e-mail handlers read the confirmation through this one.)
 */
@Injectable()
export class WaitlistRepository {
  constructor(private readonly db: Db) {}

  /**
   * Counts one confirmation e-mail to a recipient on a London day, unless `limit` are counted
   * already: one statement, so parallel joins cannot both take the last one. False when over.
   */
  @GenerateSql({ params: ['recipient-hash', DUMMY.date, 3] })
  async takeMailQuota(recipientHash: string, day: string, limit: number): Promise<boolean> {
    const row = await this.db.kysely
      .insertInto('waitlist_mail_quota')
      .values({ recipient_hash: recipientHash, day, sent: 1 })
      .onConflict((oc) =>
        oc
          .columns(['recipient_hash', 'day'])
          .doUpdateSet((eb) => ({ sent: eb('waitlist_mail_quota.sent', '+', 1) }))
          .where('waitlist_mail_quota.sent', '<', limit),
      )
      .returning('sent')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The address's pending request, replaced by the newest details under a new id (so the link of an
   * earlier e-mail no longer confirms details its reader never saw). The live entry is not touched.
   */
  @GenerateSql({ params: [DETAILS, DUMMY.instant, new Date('2026-01-02T09:00:00Z')] })
  async savePendingRequest(d: WaitlistDetails, now: Date, expiresAt: Date): Promise<string> {
    const row = await this.db.kysely
      .insertInto('waitlist_request')
      .values({
        email: d.email,
        name: d.name,
        phone: d.phone,
        postcode: d.postcode,
        issue: d.issue,
        outcode: d.outcode,
        latitude: d.latitude,
        longitude: d.longitude,
        radius_km: d.radiusKm,
        consent_at: now,
        created_at: now,
        expires_at: expiresAt,
      })
      .onConflict((oc) =>
        oc.column('email').doUpdateSet((eb) => ({
          id: eb.ref('excluded.id'),
          name: eb.ref('excluded.name'),
          phone: eb.ref('excluded.phone'),
          postcode: eb.ref('excluded.postcode'),
          issue: eb.ref('excluded.issue'),
          outcode: eb.ref('excluded.outcode'),
          latitude: eb.ref('excluded.latitude'),
          longitude: eb.ref('excluded.longitude'),
          radius_km: eb.ref('excluded.radius_km'),
          consent_at: eb.ref('excluded.consent_at'),
          created_at: eb.ref('excluded.created_at'),
          expires_at: eb.ref('excluded.expires_at'),
          mail_sent_at: null,
        })),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Uses a pending request once: deleted and returned if it has not expired; a second taker gets nothing. */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.instant] })
  async takePendingRequest(id: string, now: Date) {
    return this.db.kysely
      .deleteFrom('waitlist_request')
      .where('id', '=', id)
      .where('expires_at', '>', now.toISOString())
      .returning(['id', 'email', 'name', 'phone', 'postcode', 'issue', 'outcode', 'latitude', 'longitude', 'radius_km', 'consent_at'])
      .executeTakeFirst();
  }

  /** Why a confirmation link found nothing to confirm: used already, expired (not yet swept), or gone (replaced or swept). */
  @GenerateSql({ params: [DUMMY.uuid] })
  async requestOutcome(id: string): Promise<'confirmed' | 'expired' | 'gone'> {
    const row = await this.db.kysely
      .selectNoFrom((eb) => [
        eb.exists(eb.selectFrom('waitlist_entry').select(sql.lit(1).as('one')).where('request_id', '=', id)).as('confirmed'),
        eb.exists(eb.selectFrom('waitlist_request').select(sql.lit(1).as('one')).where('id', '=', id)).as('pending'),
      ])
      .executeTakeFirstOrThrow();
    return row.confirmed ? 'confirmed' : row.pending ? 'expired' : 'gone';
  }

  /** Leaving deletes any pending request too: the one the link names, and the leaving entry's address's. */
  @GenerateSql({ name: 'by id', params: [DUMMY.uuid, null] }, { name: 'by id or e-mail', params: [DUMMY.uuid, DUMMY.email] })
  async deletePendingRequests(id: string, email: string | null): Promise<number> {
    const rows = await this.db.kysely
      .deleteFrom('waitlist_request')
      .where((eb) => (email === null ? eb('id', '=', id) : eb.or([eb('id', '=', id), eb('email', '=', email)])))
      .returning('id')
      .execute();
    return rows.length;
  }

  /** Pending requests whose link has run out: the details go (the 15-minute sweep). */
  @GenerateSql({ params: [DUMMY.instant] })
  async deleteExpiredRequests(now: Date): Promise<number> {
    const rows = await this.db.kysely.deleteFrom('waitlist_request').where('expires_at', '<=', now.toISOString()).returning('id').execute();
    return rows.length;
  }

  /** Quota rows of days before `day` count nothing any more. */
  @GenerateSql({ params: [DUMMY.date] })
  async deleteMailQuotasBefore(day: string): Promise<number> {
    const rows = await this.db.kysely.deleteFrom('waitlist_mail_quota').where('day', '<', day).returning('day').execute();
    return rows.length;
  }

  /** The confirmation e-mail's content: the pending request and the address's live entry, if any. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async confirmationMail(id: string) {
    return this.db.kysely
      .selectFrom('waitlist_request as r')
      .leftJoin('waitlist_entry as e', 'e.email', 'r.email')
      .select([
        'r.id',
        'r.email',
        'r.name',
        'r.phone',
        'r.postcode',
        'r.issue',
        'r.outcode',
        'r.latitude',
        'r.longitude',
        'r.radius_km',
        'r.consent_at',
        'r.mail_sent_at',
        'r.expires_at',
        'e.id as entry_id',
      ])
      .where('r.id', '=', id)
      .executeTakeFirst();
  }

  /** The confirmation e-mail's sent-marker (the job may run twice; the mail goes once). */
  @GenerateSql({ params: [DUMMY.uuid] })
  async markConfirmationMailSent(id: string): Promise<void> {
    await this.db.kysely
      .updateTable('waitlist_request')
      .set({ mail_sent_at: sql<string>`now()` })
      .where('id', '=', id)
      .where('mail_sent_at', 'is', null)
      .execute();
  }
}
