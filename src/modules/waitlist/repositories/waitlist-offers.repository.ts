import { Injectable } from '@nestjs/common';
import { type NotNull, sql } from 'kysely';
import { Db } from '../../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../../shared/db/generate-sql.js';
import { bookableSlotAt } from '../../booking/index.js';

/**
 * Offers of freed slots (`waitlist_offer`): at most one live (`sent`) offer per slot and per entry,
 * decided by the partial unique indexes; every status change is one compare-and-set. Also the reads
 * of the slots and practices an offer is about (the availability and practices contexts own those
 * tables and have no such reads).
 */
@Injectable()
export class WaitlistOffersRepository {
  constructor(private readonly db: Db) {}

  /**
   * A practice's slots starting in (now, before) that a patient could take now (booking's
   * `bookableSlotAt`: open, or held by a hold that has run out) and that nobody holds a live offer
   * for, soonest first.
   */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.instant, new Date('2026-01-15T00:00:00Z'), 20] })
  async openSlotsWithoutLiveOffer(practiceId: string, now: Date, before: Date, limit: number) {
    return this.db.kysely
      .selectFrom('slot as s')
      .select('s.id')
      .where('s.practice_id', '=', practiceId)
      .where(bookableSlotAt(now, 's'))
      .where('s.starts_at', '>', now.toISOString())
      .where('s.starts_at', '<', before.toISOString())
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('waitlist_offer as o')
              .select(sql.lit(1).as('one'))
              .whereRef('o.slot_id', '=', 's.id')
              .where('o.status', '=', 'sent'),
          ),
        ),
      )
      .orderBy('s.starts_at')
      .orderBy('s.id')
      .limit(limit)
      .execute();
  }

  /** Who has been offered these slots before, whatever became of the offer (nobody is offered one slot twice). */
  @GenerateSql({ params: [[DUMMY.uuid]] })
  async earlierOffers(slotIds: readonly string[]) {
    if (slotIds.length === 0) return [];
    return this.db.kysely
      .selectFrom('waitlist_offer')
      .select(['entry_id', 'slot_id'])
      .where('entry_id', 'is not', null)
      .where('slot_id', 'in', slotIds)
      .$narrowType<{ entry_id: NotNull }>()
      .execute();
  }

  /** A live offer, unless the slot or the entry has one already (the partial unique indexes): its id, or undefined. */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.uuid, DUMMY.uuid, DUMMY.instant] })
  async insertOffer(entryId: string, slotId: string, practiceId: string, expiresAt: Date): Promise<string | undefined> {
    const row = await this.db.kysely
      .insertInto('waitlist_offer')
      .values({ entry_id: entryId, slot_id: slotId, practice_id: practiceId, expires_at: expiresAt })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  /** sent → lapsed once its time has run out; the entry and the practice concerned, or undefined. */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.instant] })
  async lapseExpired(id: string, now: Date) {
    return this.db.kysely
      .updateTable('waitlist_offer')
      .set({ status: 'lapsed' })
      .where('id', '=', id)
      .where('status', '=', 'sent')
      .where('expires_at', '<=', now.toISOString())
      .returning(['entry_id', 'practice_id'])
      .executeTakeFirst();
  }

  /** An entry's live offer (if any) lapses, so its slot goes to the next patient; returns the practices concerned. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async releaseLiveOffer(entryId: string): Promise<string[]> {
    const rows = await this.db.kysely
      .updateTable('waitlist_offer')
      .set({ status: 'lapsed' })
      .where('entry_id', '=', entryId)
      .where('status', '=', 'sent')
      .returning('practice_id')
      .execute();
    return rows.map((r) => r.practice_id);
  }

  /** sent → claimed while its time runs: one opener wins; the entry, slot and practice, or undefined. */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.instant] })
  async claim(id: string, now: Date) {
    return this.db.kysely
      .updateTable('waitlist_offer')
      .set({ status: 'claimed', claimed_at: sql<string>`now()` })
      .where('id', '=', id)
      .where('status', '=', 'sent')
      .where('expires_at', '>', now.toISOString())
      .returning(['entry_id', 'slot_id', 'practice_id'])
      .$narrowType<{ entry_id: NotNull }>()
      .executeTakeFirst();
  }

  /** Why a claim failed: the offer's status and deadline (undefined when there is no such offer). */
  @GenerateSql({ params: [DUMMY.uuid] })
  async offerState(id: string) {
    return this.db.kysely.selectFrom('waitlist_offer').select(['status', 'expires_at']).where('id', '=', id).executeTakeFirst();
  }

  /** A claimed offer whose slot went to someone else first: claimed → refused. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async refuseClaimed(id: string): Promise<void> {
    await this.db.kysely.updateTable('waitlist_offer').set({ status: 'refused' }).where('id', '=', id).where('status', '=', 'claimed').execute();
  }

  /** The practice a freed slot belongs to (none when the slot is gone). */
  @GenerateSql({ params: [DUMMY.uuid] })
  async practiceOfSlot(slotId: string): Promise<string[]> {
    const rows = await this.db.kysely.selectFrom('slot').select('practice_id').where('id', '=', slotId).execute();
    return rows.map((r) => r.practice_id);
  }

  /** The claimed slot's times, for the answer. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async slotTimes(slotId: string) {
    return this.db.kysely.selectFrom('slot').select(['id', 'starts_at', 'ends_at']).where('id', '=', slotId).executeTakeFirstOrThrow();
  }

  /** The claimed slot's practice, as the answer shows it. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async practiceCard(practiceId: string) {
    return this.db.kysely
      .selectFrom('practice')
      .select(['id', 'name', 'address_line1', 'address_line2', 'city', 'postcode', 'phone', 'email', 'website', 'services', 'opening_hours', 'latitude', 'longitude'])
      .where('id', '=', practiceId)
      .executeTakeFirstOrThrow();
  }

  /** Active practices with a location: those a new entry's radius may reach. */
  @GenerateSql({ params: [] })
  async locatedPractices() {
    return this.db.kysely
      .selectFrom('practice')
      .select(['id', 'latitude', 'longitude'])
      .where('archived_at', 'is', null)
      .where('latitude', 'is not', null)
      .$narrowType<{ latitude: NotNull }>()
      .execute();
  }

  /** What the offer e-mail reads: the offer, its patient's address, the slot's time, the practice. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async findOfferMail(offerId: string) {
    return this.db.kysely
      .selectFrom('waitlist_offer as o')
      .innerJoin('waitlist_entry as e', 'e.id', 'o.entry_id')
      .innerJoin('slot as s', 's.id', 'o.slot_id')
      .innerJoin('practice as p', 'p.id', 'o.practice_id')
      .select([
        'o.id',
        'o.status',
        'o.mail_sent_at',
        'o.expires_at',
        // The entry's own id: equal to o.entry_id through the inner join, and never null.
        'e.id as entry_id',
        'e.email',
        's.starts_at',
        'p.name as practice_name',
        'p.address_line1',
        'p.address_line2',
        'p.city',
        'p.postcode',
      ])
      .where('o.id', '=', offerId)
      .executeTakeFirst();
  }

  /** Compare-and-set: the offer e-mail is marked sent once. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async markOfferMailSent(offerId: string): Promise<void> {
    await this.db.kysely.updateTable('waitlist_offer').set({ mail_sent_at: sql<string>`now()` }).where('id', '=', offerId).where('mail_sent_at', 'is', null).execute();
  }
}
