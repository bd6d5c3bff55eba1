import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Db } from '../../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../../shared/db/generate-sql.js';
import { bookableSlotAt, takenSlotAt } from '../rules/bookable-slot.rules.js';

/** A slot to create: its start and end (availability plans them). */
export interface NewSlot {
  startsAt: Date;
  endsAt: Date;
}

/** Rows per insert: two array parameters each, however long the plan. */
const INSERT_CHUNK = 1000;

const SLOT_COLUMNS = ['slot.id', 'slot.practice_id', 'slot.operative_id', 'slot.starts_at', 'slot.ends_at', 'slot.status', 'slot.hold_expires_at'] as const;

/**
 * The slots' supply, as availability and practices ask for it through `SlotSupply`: open slots
 * created from a plan, a blocked one opened again, an archived practice's unused future ones removed,
 * and the reads of them the editor and the practice page need (ADR 0005: the editor writes rows,
 * never touching held or booked ones). The slot is booking's table (its life after creation is
 * holds and bookings), so booking writes it.
 */
@Injectable()
export class SlotSupplyRepository {
  constructor(private readonly db: Db) {}

  /** Bookable slots of a practice starting in [from, to), sorted. */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.instant, new Date('2026-01-02T00:00:00Z'), DUMMY.instant] })
  async bookable(practiceId: string, from: Date, to: Date, now: Date, limit = 500) {
    return this.db.kysely
      .selectFrom('slot')
      .select(SLOT_COLUMNS)
      .where('slot.practice_id', '=', practiceId)
      .where('slot.starts_at', '>=', from.toISOString())
      .where('slot.starts_at', '<', to.toISOString())
      .where(bookableSlotAt(now))
      .orderBy('slot.starts_at')
      .orderBy('slot.id')
      .limit(limit)
      .execute();
  }

  /** Every slot of one operative starting in [from, to), whatever its status (the editor's day). */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.instant, new Date('2026-01-02T00:00:00Z')] })
  async operativeDay(operativeId: string, from: Date, to: Date) {
    return this.db.kysely
      .selectFrom('slot')
      .select(SLOT_COLUMNS)
      .where('slot.operative_id', '=', operativeId)
      .where('slot.starts_at', '>=', from.toISOString())
      .where('slot.starts_at', '<', to.toISOString())
      .orderBy('slot.starts_at')
      .execute();
  }

  /**
   * Inserts planned slots set-based (two arrays unnested side by side, a thousand rows a statement).
   * A slot overlapping one the operative already has is skipped (the exclusion constraint, ON
   * CONFLICT DO NOTHING), never an error; so is one inside a closure (the trigger drops it).
   */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.uuid, [{ date: DUMMY.date, startsAt: DUMMY.instant, endsAt: new Date('2026-01-01T09:30:00Z') }]] })
  async insertOpen(practiceId: string, operativeId: string, slots: readonly NewSlot[]): Promise<number> {
    let created = 0;
    for (let i = 0; i < slots.length; i += INSERT_CHUNK) {
      const chunk = slots.slice(i, i + INSERT_CHUNK);
      const rows = await this.db.kysely
        .insertInto('slot')
        .columns(['practice_id', 'operative_id', 'starts_at', 'ends_at'])
        .expression(
          this.db.kysely.selectNoFrom([
            sql<string>`${practiceId}::uuid`.as('practice_id'),
            sql<string>`${operativeId}::uuid`.as('operative_id'),
            sql<string>`unnest(${chunk.map((s) => s.startsAt.toISOString())}::timestamptz[])`.as('starts_at'),
            sql<string>`unnest(${chunk.map((s) => s.endsAt.toISOString())}::timestamptz[])`.as('ends_at'),
          ]),
        )
        .onConflict((oc) => oc.doNothing())
        .returning('slot.id')
        .execute();
      created += rows.length;
    }
    return created;
  }

  /**
   * The same plan for every operative of the active sample practices, in ONE statement (their
   * operatives crossed with the plan's arrays): the first start's seed. Overlaps are skipped.
   */
  @GenerateSql({ params: [[{ date: DUMMY.date, startsAt: DUMMY.instant, endsAt: new Date('2026-01-01T09:30:00Z') }]] })
  async insertOpenForSamplePractices(slots: readonly NewSlot[]): Promise<number> {
    if (slots.length === 0) return 0;
    const plan = this.db.kysely
      .selectNoFrom([
        sql<string>`unnest(${slots.map((s) => s.startsAt.toISOString())}::timestamptz[])`.as('starts_at'),
        sql<string>`unnest(${slots.map((s) => s.endsAt.toISOString())}::timestamptz[])`.as('ends_at'),
      ])
      .as('plan');
    const rows = await this.db.kysely
      .insertInto('slot')
      .columns(['practice_id', 'operative_id', 'starts_at', 'ends_at'])
      .expression(
        this.db.kysely
          .selectFrom('operative')
          .innerJoin('practice', 'practice.id', 'operative.practice_id')
          .crossJoin(plan)
          .select(['operative.practice_id', 'operative.id', 'plan.starts_at', 'plan.ends_at'])
          .where('practice.sample_key', 'is not', null)
          .where('practice.archived_at', 'is', null),
      )
      .onConflict((oc) => oc.doNothing())
      .returning('slot.id')
      .execute();
    return rows.length;
  }

  /** The id of the operative's slot starting at `startsAt`, or nothing when there is none. */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.instant] })
  async slotAt(operativeId: string, startsAt: Date) {
    return this.db.kysely
      .selectFrom('slot')
      .select('slot.id')
      .where('slot.operative_id', '=', operativeId)
      .where('slot.starts_at', '=', startsAt.toISOString())
      .executeTakeFirst();
  }

  /** Opens a blocked slot again (compare-and-set from blocked). True when it changed the slot. */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.instant] })
  async openIfBlocked(operativeId: string, startsAt: Date): Promise<boolean> {
    const rows = await this.db.kysely
      .updateTable('slot')
      .set({ status: 'open', updated_at: sql<string>`now()` })
      .where('slot.operative_id', '=', operativeId)
      .where('slot.starts_at', '=', startsAt.toISOString())
      .where('slot.status', '=', 'blocked')
      .returning('slot.id')
      .execute();
    return rows.length > 0;
  }

  /**
   * Why a compare-and-set changed nothing: no such slot (undefined), or whether a patient has it
   * (booked, or held by a live hold).
   */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.instant, DUMMY.instant] })
  async isTakenByPatient(operativeId: string, startsAt: Date, now: Date): Promise<boolean | undefined> {
    const row = await this.db.kysely
      .selectFrom('slot')
      .select(takenSlotAt(now).as('taken'))
      .where('slot.operative_id', '=', operativeId)
      .where('slot.starts_at', '=', startsAt.toISOString())
      .executeTakeFirst();
    return row === undefined ? undefined : row.taken === true;
  }

  /** Upcoming slots of a practice a patient has (booked, or held by a live hold). */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.instant] })
  async countUpcomingTaken(practiceId: string, now: Date): Promise<number> {
    const row = await this.db.kysely
      .selectFrom('slot')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('slot.practice_id', '=', practiceId)
      .where('slot.starts_at', '>', now.toISOString())
      .where(takenSlotAt(now))
      .executeTakeFirstOrThrow();
    return row.n;
  }

  /** Future open or blocked slots of a practice no hold or appointment refers to (an archived practice's can never be booked). */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.instant] })
  async deleteUnusedFuture(practiceId: string, now: Date) {
    await this.db.kysely
      .deleteFrom('slot')
      .where('slot.practice_id', '=', practiceId)
      .where('slot.starts_at', '>', now.toISOString())
      .where('slot.status', 'in', ['open', 'blocked'])
      .where((eb) =>
        eb.and([
          eb.not(eb.exists(eb.selectFrom('hold').select('hold.id').whereRef('hold.slot_id', '=', 'slot.id'))),
          eb.not(eb.exists(eb.selectFrom('appointment').select('appointment.id').whereRef('appointment.slot_id', '=', 'slot.id'))),
        ]),
      )
      .execute();
  }
}
