import { Injectable } from '@nestjs/common';
import { expressionBuilder, sql } from 'kysely';
import type { Database } from '../../../shared/db/database.js';
import { Db } from '../../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../../shared/db/generate-sql.js';
import type { ClosureReason } from '../availability.constants.js';

/** A closure to write: whole London dates, and the instants they cover (`during`). */
export interface ClosureToWrite {
  practiceId: string;
  operativeId: string | null;
  startsOn: string;
  endsOn: string;
  from: Date;
  to: Date;
  reason: ClosureReason;
  note: string | null;
  createdBy: string;
}

/** The slot lies in the closure: same practice (and operative when it names one), times overlapping. */
function slotInsideClosure() {
  const eb = expressionBuilder<Database, 'slot' | 'closure'>();
  return eb.and([
    eb('slot.practice_id', '=', eb.ref('closure.practice_id')),
    eb.or([eb('closure.operative_id', 'is', null), eb('slot.operative_id', '=', eb.ref('closure.operative_id'))]),
    sql<boolean>`tstzrange(${eb.ref('slot.starts_at')}, ${eb.ref('slot.ends_at')}) && ${eb.ref('closure.during')}`,
  ]);
}

/** Closures of practices or operatives; the `slot_respects_closures` trigger keeps them closed. */
@Injectable()
export class ClosuresRepository {
  constructor(private readonly db: Db) {}

  /** Inserts closures in one statement; one whose scope and dates exist already is skipped. Answers the new ids. */
  @GenerateSql({ params: [[{ practiceId: DUMMY.uuid, operativeId: null, startsOn: DUMMY.date, endsOn: DUMMY.date, from: DUMMY.instant, to: new Date('2026-01-02T00:00:00Z'), reason: 'holiday', note: null, createdBy: DUMMY.uuid }]] })
  async insertClosures(closures: readonly ClosureToWrite[]): Promise<string[]> {
    if (closures.length === 0) return [];
    const rows = await this.db.kysely
      .insertInto('closure')
      .values(
        closures.map((c) => ({
          practice_id: c.practiceId,
          operative_id: c.operativeId,
          starts_on: c.startsOn,
          ends_on: c.endsOn,
          during: sql<string>`tstzrange(${c.from.toISOString()}::timestamptz, ${c.to.toISOString()}::timestamptz)`,
          reason: c.reason,
          note: c.note,
          created_by: c.createdBy,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .returning('closure.id')
      .execute();
    return rows.map((r) => r.id);
  }

  /** Closures with their practice's name and operative's name. */
  private closureViews() {
    return this.db.kysely
      .selectFrom('closure')
      .innerJoin('practice', 'practice.id', 'closure.practice_id')
      .leftJoin('operative', 'operative.id', 'closure.operative_id')
      .select([
        'closure.id',
        'closure.practice_id',
        'practice.name as practice_name',
        'closure.operative_id',
        'operative.display_name as operative_name',
        sql<string>`to_char(${sql.ref('closure.starts_on')}, 'YYYY-MM-DD')`.as('starts_on'),
        sql<string>`to_char(${sql.ref('closure.ends_on')}, 'YYYY-MM-DD')`.as('ends_on'),
        'closure.reason',
        'closure.note',
        'closure.created_at',
      ])
      .orderBy('closure.starts_on')
      .orderBy('practice.name');
  }

  @GenerateSql({ params: [[DUMMY.uuid]] })
  async closuresByIds(ids: readonly string[]) {
    if (ids.length === 0) return [];
    return this.closureViews().where('closure.id', 'in', ids).execute();
  }

  /** Closures ending on or after a London date, of one practice or of all. */
  @GenerateSql({ name: 'every practice', params: [DUMMY.date] }, { name: 'one practice', params: [DUMMY.date, DUMMY.uuid] })
  async closuresEndingFrom(date: string, practiceId?: string) {
    let query = this.closureViews().where('closure.ends_on', '>=', date);
    if (practiceId !== undefined) query = query.where('closure.practice_id', '=', practiceId);
    return query.execute();
  }

  /**
   * The open and held slots inside the closures: those a closure makes unavailable, as far as no
   * patient has them when booking blocks them (BlockBookableSlotsCommand decides on each row).
   */
  @GenerateSql({ params: [[DUMMY.uuid]] })
  async openOrHeldSlotsInside(closureIds: readonly string[]): Promise<string[]> {
    if (closureIds.length === 0) return [];
    const rows = await this.db.kysely
      .selectFrom('slot')
      .innerJoin('closure', (join) => join.on('closure.id', 'in', closureIds))
      // Once each, though closures of one practice may overlap.
      .select('slot.id')
      .distinct()
      .where(slotInsideClosure())
      .where('slot.status', 'in', ['open', 'held'])
      .execute();
    return rows.map((r) => r.id);
  }

  /** Held and booked slots inside each closure (with the appointment, if any), by start time. */
  @GenerateSql({ params: [[DUMMY.uuid]] })
  async takenSlotsInside(closureIds: readonly string[]) {
    if (closureIds.length === 0) return [];
    return this.db.kysely
      .selectFrom('slot')
      .innerJoin('closure', (join) => join.on('closure.id', 'in', closureIds))
      .leftJoin('appointment', 'appointment.id', 'slot.appointment_id')
      .select([
        'closure.id as closure_id',
        'slot.id as slot_id',
        'slot.starts_at',
        'slot.status',
        'appointment.id as appointment_id',
        'appointment.reference',
        'appointment.patient_name',
        'appointment.payment_status',
        'appointment.status as appointment_status',
      ])
      .where(slotInsideClosure())
      .where('slot.status', 'in', ['held', 'booked'])
      .orderBy('slot.starts_at')
      .execute();
  }

  /** Deletes a closure (of that practice, when given: a staff route); answers its practice, or undefined when there was none. */
  @GenerateSql({ name: 'by an admin', params: [DUMMY.uuid] }, { name: 'by practice staff', params: [DUMMY.uuid, DUMMY.uuid] })
  async deleteClosure(id: string, practiceId?: string) {
    const one = this.db.kysely.deleteFrom('closure').where('closure.id', '=', id);
    return (practiceId === undefined ? one : one.where('closure.practice_id', '=', practiceId)).returning('closure.practice_id').executeTakeFirst();
  }
}
