import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Db } from '../../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../../shared/db/generate-sql.js';
import type { PendingRequest } from './waitlist.repository.js';

/** An example request for the reviewed SQL. */
const REQUEST: PendingRequest = {
  id: DUMMY.uuid,
  email: DUMMY.email,
  name: 'Pat Patient',
  phone: '07700 900982',
  postcode: 'EH6 6AA',
  issue: 'Toothache',
  outcode: 'EH6',
  latitude: 55.97,
  longitude: -3.17,
  radius_km: 20,
  consent_at: '2026-01-01 09:00:00+00',
};

/**
 * The live places on the waitlist (`waitlist_entry`): one per address, 14 days, `waiting` or
 * `offered` (holding one live offer). Status changes are compare-and-sets on the row.
 */
@Injectable()
export class WaitlistEntriesRepository {
  constructor(private readonly db: Db) {}

  /**
   * The confirmed request becomes the address's live entry: a new one takes the request's id (the
   * leave link in the confirmation e-mail names it); an existing one keeps its id, status and any
   * live offer, and takes the new details and a fresh window.
   */
  @GenerateSql({ params: [REQUEST, DUMMY.instant, new Date('2026-01-15T09:00:00Z')] })
  async confirmEntry(r: PendingRequest, confirmedAt: Date, expiresAt: Date): Promise<string> {
    const row = await this.db.kysely
      .insertInto('waitlist_entry')
      .values({
        id: r.id,
        email: r.email,
        name: r.name,
        phone: r.phone,
        postcode: r.postcode,
        issue: r.issue,
        outcode: r.outcode,
        latitude: r.latitude,
        longitude: r.longitude,
        radius_km: r.radius_km,
        consent_at: confirmedAt,
        created_at: confirmedAt,
        expires_at: expiresAt,
        request_id: r.id,
      })
      .onConflict((oc) =>
        oc.column('email').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          phone: eb.ref('excluded.phone'),
          postcode: eb.ref('excluded.postcode'),
          issue: eb.ref('excluded.issue'),
          outcode: eb.ref('excluded.outcode'),
          latitude: eb.ref('excluded.latitude'),
          longitude: eb.ref('excluded.longitude'),
          radius_km: eb.ref('excluded.radius_km'),
          consent_at: eb.ref('excluded.consent_at'),
          expires_at: eb.ref('excluded.expires_at'),
          request_id: eb.ref('excluded.request_id'),
        })),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * Locks the entry for the rest of the transaction: an offer run that has marked it offered is waited
   * for (its offer then shows), and one that comes later waits and finds it gone.
   */
  @GenerateSql({ params: [DUMMY.uuid] })
  async lockEntry(id: string): Promise<boolean> {
    const row = await this.db.kysely.selectFrom('waitlist_entry').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
    return row !== undefined;
  }

  /** Deletes a live entry; its address when there was one. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async deleteEntry(id: string): Promise<string | undefined> {
    const row = await this.db.kysely.deleteFrom('waitlist_entry').where('id', '=', id).returning('email').executeTakeFirst();
    return row?.email;
  }

  /** Waiting entries whose 14 days have ended (an entry with a live offer goes when its offer lapses). */
  @GenerateSql({ params: [DUMMY.instant] })
  async deleteExpiredEntries(now: Date): Promise<number> {
    const rows = await this.db.kysely
      .deleteFrom('waitlist_entry')
      .where('status', '=', 'waiting')
      .where('expires_at', '<=', now.toISOString())
      .returning('id')
      .execute();
    return rows.length;
  }

  /** Everyone waiting now, with where they are and how far they would travel (the offer run ranks them). */
  @GenerateSql({ params: [DUMMY.instant] })
  async waitingEntries(now: Date) {
    return this.db.kysely
      .selectFrom('waitlist_entry')
      .select(['id', 'latitude', 'longitude', 'radius_km', 'created_at', 'expires_at'])
      .where('status', '=', 'waiting')
      .where('expires_at', '>', now.toISOString())
      .execute();
  }

  /** Where an entry is and how far it would travel (which practices its first offer run asks). */
  @GenerateSql({ params: [DUMMY.uuid] })
  async reachOf(id: string) {
    return this.db.kysely.selectFrom('waitlist_entry').select(['latitude', 'longitude', 'radius_km']).where('id', '=', id).executeTakeFirst();
  }

  /** An offer is being made: waiting → offered, unless the entry left, expired or holds an offer already. Its outcode, or undefined. */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.instant] })
  async markOffered(id: string, now: Date): Promise<string | undefined> {
    const row = await this.db.kysely
      .updateTable('waitlist_entry')
      .set({ status: 'offered' })
      .where('id', '=', id)
      .where('status', '=', 'waiting')
      .where('expires_at', '>', now.toISOString())
      .returning('outcode')
      .executeTakeFirst();
    return row?.outcode;
  }

  /** The entry's offer ended without a booking (lapsed, refused, or never inserted): offered → waiting. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async returnToWaiting(id: string): Promise<void> {
    await this.db.kysely.updateTable('waitlist_entry').set({ status: 'waiting' }).where('id', '=', id).where('status', '=', 'offered').execute();
  }

  /** The patient's details a claimed offer holds the slot with, and the address the answer shows. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async patientOf(id: string) {
    return this.db.kysely
      .selectFrom('waitlist_entry')
      .select(['name', 'phone', 'postcode', 'issue', 'outcode', 'email'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Live entries per postcode area, most first (the admin's figures). */
  @GenerateSql({ params: [DUMMY.instant] })
  async waitingPerArea(now: Date) {
    return this.db.kysely
      .selectFrom('waitlist_entry')
      .select([sql<string>`substring(outcode from '^[A-Z]+')`.as('area'), sql<number>`count(*)::int`.as('waiting')])
      .where('expires_at', '>', now.toISOString())
      .groupBy(sql`1`)
      .orderBy(sql`2`, 'desc')
      .orderBy(sql`1`)
      .execute();
  }
}
