import { Injectable } from '@nestjs/common';
import { type Selectable, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { toLondonIso } from '../../shared/clock/clock.js';
import type { Database } from '../../shared/db/database.js';
import { Db } from '../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../shared/db/generate-sql.js';
import { jsonb } from '../../shared/db/jsonb.js';
import { DEFAULT_OPENING_HOURS } from '../availability/availability.constants.js';
import { bookableSlotAt } from '../booking/index.js';
import type { ListedPractice, PracticeInput, PracticeView } from './practices.schemas.js';

/** The columns of a practice that its JSON shape shows. */
const PRACTICE_COLUMNS = [
  'practice.id',
  'practice.name',
  'practice.address_line1',
  'practice.address_line2',
  'practice.city',
  'practice.postcode',
  'practice.latitude',
  'practice.longitude',
  'practice.phone',
  'practice.email',
  'practice.website',
  'practice.services',
  'practice.opening_hours',
  'practice.created_at',
  'practice.updated_at',
] as const;

type PracticeRow = Pick<Selectable<Database['practice']>, (typeof PRACTICE_COLUMNS)[number] extends `practice.${infer C}` ? C & keyof Database['practice'] : never>;

/** A practice to write: the admin form's fields, with coordinates resolved. */
export type PracticeToWrite = PracticeInput & { latitude: number | null; longitude: number | null };

/** The one JSON shape of a practice (admin list, public details, search results). */
export function toPracticeView(r: PracticeRow): PracticeView {
  return {
    id: r.id,
    name: r.name,
    address: { line1: r.address_line1, line2: r.address_line2, city: r.city, postcode: r.postcode },
    phone: r.phone,
    email: r.email,
    website: r.website,
    services: r.services ?? [],
    openingHours: r.opening_hours,
    latitude: r.latitude === null ? null : Number(r.latitude),
    longitude: r.longitude === null ? null : Number(r.longitude),
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

/** A practice of the admin's list: the view with its operatives and next bookable slot. */
function toListedPractice(
  r: PracticeRow & { slot_id: string | null; slot_starts_at: string | null; slot_ends_at: string | null; operatives: Array<{ id: string; displayName: string; email: string | null }> },
): ListedPractice {
  return {
    ...toPracticeView(r),
    operatives: r.operatives,
    nextAvailable:
      r.slot_id && r.slot_starts_at && r.slot_ends_at
        ? { id: r.slot_id, startTime: toLondonIso(new Date(r.slot_starts_at)), endTime: toLondonIso(new Date(r.slot_ends_at)) }
        : null,
  };
}

const columnsOf = (p: PracticeToWrite) => ({
  name: p.name,
  address_line1: p.addressLine1,
  address_line2: p.addressLine2,
  city: p.city,
  postcode: p.postcode,
  latitude: p.latitude,
  longitude: p.longitude,
  phone: p.phone,
  email: p.email,
  website: p.website,
  services: p.services,
  opening_hours: jsonb(p.openingHours),
});

/** An example practice for the reviewed SQL. */
const PRACTICE: PracticeToWrite = {
  name: 'Example Dental',
  addressLine1: '1 High Street',
  addressLine2: null,
  city: 'London',
  postcode: 'SW1A 1AA',
  phone: '020 7946 0000',
  email: 'practice@example.org',
  website: null,
  latitude: 51.501,
  longitude: -0.141,
  services: ['Emergency care'],
  openingHours: DEFAULT_OPENING_HOURS,
};
const FORTNIGHT_ON = new Date('2026-01-15T00:00:00Z');

@Injectable()
export class PracticesRepository {
  constructor(private readonly db: Db) {}

  /** An active (not archived) practice; undefined when there is none or it is archived. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async find(id: string) {
    return this.db.kysely
      .selectFrom('practice')
      .select(PRACTICE_COLUMNS)
      .where('practice.id', '=', id)
      .where('practice.archived_at', 'is', null)
      .executeTakeFirst();
  }

  /**
   * Whether the practice exists and is not archived. `forUpdate` also locks its row for the rest of
   * the transaction: a hold or an appointment referring to it then waits (its foreign key needs the row).
   */
  @GenerateSql({ name: 'a read', params: [DUMMY.uuid] }, { name: 'its row locked', params: [DUMMY.uuid, { forUpdate: true }] })
  async isActive(id: string, { forUpdate = false } = {}): Promise<boolean> {
    const row = await this.db.kysely
      .selectFrom('practice')
      .select('practice.id')
      .where('practice.id', '=', id)
      .where('practice.archived_at', 'is', null)
      .$if(forUpdate, (qb) => qb.forUpdate())
      .executeTakeFirst();
    return row !== undefined;
  }

  @GenerateSql({ params: [DUMMY.uuid, DUMMY.uuid] })
  async hasOperative(practiceId: string, operativeId: string): Promise<boolean> {
    const row = await this.db.kysely
      .selectFrom('operative')
      .select('operative.id')
      .where('operative.id', '=', operativeId)
      .where('operative.practice_id', '=', practiceId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Every active practice with its operatives and its first bookable slot in (now, to), in ONE
   * query (a LATERAL join per practice on the bookable-slot index), never a query per practice.
   */
  @GenerateSql({ params: [DUMMY.instant, FORTNIGHT_ON] })
  async listWithNextAvailable(now: Date, to: Date) {
    const rows = await this.withNextAvailable(now, to).orderBy('practice.name').orderBy('practice.id').execute();
    return rows.map(toListedPractice);
  }

  /**
   * One page of active practices by (name, id) after `after`, searched by name, city or postcode
   * (case-insensitive substring; a postcode also without its space), with the same operatives and
   * next slot as the whole list. Asks for one row more than `limit` so the caller knows whether
   * another page follows.
   */
  @GenerateSql(
    { name: 'first page', params: [DUMMY.instant, FORTNIGHT_ON, { limit: 25 }] },
    { name: 'searched, next page', params: [DUMMY.instant, FORTNIGHT_ON, { pattern: '%leith%', postcodePattern: '%EH6%', after: { name: 'Example Dental', id: DUMMY.uuid }, limit: 25 }] },
  )
  async pageWithNextAvailable(now: Date, to: Date, page: { pattern?: string; postcodePattern?: string; after?: { name: string; id: string }; limit: number }) {
    const rows = await this.withNextAvailable(now, to)
      .$if(page.pattern !== undefined, (qb) =>
        qb.where((eb) =>
          eb.or([
            eb(sql<string>`lower(practice.name)`, 'like', page.pattern!),
            eb(sql<string>`lower(practice.city)`, 'like', page.pattern!),
            eb(sql<string>`replace(upper(practice.postcode), ' ', '')`, 'like', page.postcodePattern ?? page.pattern!),
          ]),
        ),
      )
      .$if(page.after !== undefined, (qb) => qb.where(sql<boolean>`(practice.name, practice.id) > (${page.after!.name}, ${page.after!.id}::uuid)`))
      .orderBy('practice.name')
      .orderBy('practice.id')
      .limit(page.limit + 1)
      .execute();
    return rows.map(toListedPractice);
  }

  private withNextAvailable(now: Date, to: Date) {
    return this.db.kysely
      .selectFrom('practice')
      .leftJoinLateral(
        (db) =>
          db
            .selectFrom('slot')
            .select(['slot.id', 'slot.starts_at', 'slot.ends_at'])
            .whereRef('slot.practice_id', '=', 'practice.id')
            .where(bookableSlotAt(now))
            .where('slot.starts_at', '>', now.toISOString())
            .where('slot.starts_at', '<', to.toISOString())
            .orderBy('slot.starts_at')
            .limit(1)
            .as('next_slot'),
        (join) => join.onTrue(),
      )
      .select(PRACTICE_COLUMNS)
      .select(['next_slot.id as slot_id', 'next_slot.starts_at as slot_starts_at', 'next_slot.ends_at as slot_ends_at'])
      .select((eb) =>
        jsonArrayFrom(
          eb
            .selectFrom('operative')
            .select(['operative.id', 'operative.display_name as displayName', 'operative.email'])
            .whereRef('operative.practice_id', '=', 'practice.id')
            .orderBy('operative.display_name'),
        ).as('operatives'),
      )
      .where('practice.archived_at', 'is', null);
  }

  /**
   * Inserts practices as one multi-row statement, in the given order (PostgreSQL returns the rows
   * of a VALUES insert in order). A sample whose key exists already is skipped (ON CONFLICT).
   */
  @GenerateSql({ params: [[PRACTICE, { ...PRACTICE, sampleKey: 'sample-1' }]] })
  async insertPractices(practices: ReadonlyArray<PracticeToWrite & { sampleKey?: string }>) {
    if (practices.length === 0) return [];
    return this.db.kysely
      .insertInto('practice')
      .values(practices.map((p) => ({ ...columnsOf(p), sample_key: p.sampleKey ?? null })))
      .onConflict((oc) => oc.column('sample_key').doNothing())
      .returning([...PRACTICE_COLUMNS, 'practice.sample_key'])
      .execute();
  }

  /** Replaces an active practice's fields; undefined when there is no such active practice. */
  @GenerateSql({ params: [DUMMY.uuid, PRACTICE] })
  async updateActive(id: string, p: PracticeToWrite) {
    return this.db.kysely
      .updateTable('practice')
      .set({ ...columnsOf(p), updated_at: sql<string>`now()` })
      .where('practice.id', '=', id)
      .where('practice.archived_at', 'is', null)
      .returning(PRACTICE_COLUMNS)
      .executeTakeFirst();
  }

  /** Archives the practice when it has history (an appointment or a hold, kept for the record). */
  @GenerateSql({ params: [DUMMY.uuid] })
  async archiveIfItHasHistory(id: string): Promise<boolean> {
    const row = await this.db.kysely
      .updateTable('practice')
      .set({ archived_at: sql<string>`now()`, updated_at: sql<string>`now()` })
      .where('practice.id', '=', id)
      .where((eb) =>
        eb.or([
          eb.exists(eb.selectFrom('appointment').select('appointment.id').whereRef('appointment.practice_id', '=', 'practice.id')),
          eb.exists(eb.selectFrom('hold').select('hold.id').whereRef('hold.practice_id', '=', 'practice.id')),
        ]),
      )
      .returning('practice.id')
      .executeTakeFirst();
    return row !== undefined;
  }

  @GenerateSql({ params: [DUMMY.uuid] })
  async delete(id: string) {
    await this.db.kysely.deleteFrom('practice').where('practice.id', '=', id).execute();
  }

  @GenerateSql({ params: [DUMMY.uuid] })
  async operatives(practiceId: string) {
    return this.db.kysely
      .selectFrom('operative')
      .select(['operative.id', 'operative.display_name as displayName', 'operative.email', 'operative.created_at as createdAt'])
      .where('operative.practice_id', '=', practiceId)
      .orderBy('operative.display_name')
      .orderBy('operative.id')
      .execute();
  }

  /**
   * Adds operatives in one statement (arrays unnested side by side), each only to an active
   * practice: one whose practice is missing or archived is not added.
   */
  @GenerateSql({ params: [[{ practiceId: DUMMY.uuid, displayName: 'Dr Example', email: null }]] })
  async insertOperatives(operatives: ReadonlyArray<{ practiceId: string; displayName: string; email: string | null }>) {
    if (operatives.length === 0) return [];
    const given = this.db.kysely
      .selectNoFrom([
        sql<string>`unnest(${operatives.map((o) => o.practiceId)}::uuid[])`.as('practice_id'),
        sql<string>`unnest(${operatives.map((o) => o.displayName)}::text[])`.as('display_name'),
        sql<string | null>`unnest(${operatives.map((o) => o.email)}::text[])`.as('email'),
      ])
      .as('given');
    return this.db.kysely
      .insertInto('operative')
      .columns(['practice_id', 'display_name', 'email'])
      .expression(
        this.db.kysely
          .selectFrom(given)
          .innerJoin('practice', 'practice.id', 'given.practice_id')
          .select(['practice.id', 'given.display_name', 'given.email'])
          .where('practice.archived_at', 'is', null),
      )
      .returning(['operative.id', 'operative.practice_id', 'operative.display_name as displayName', 'operative.email'])
      .execute();
  }
}
