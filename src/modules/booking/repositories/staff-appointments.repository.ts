import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Db } from '../../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../../shared/db/generate-sql.js';

/**
 * Appointments as a practice's staff see and record them (ADR 0030): the practice of an appointment,
 * the day's list and the calendar feed, and the visit's outcome (once, by compare-and-set).
 */
@Injectable()
export class StaffAppointmentsRepository {
  constructor(private readonly db: Db) {}

  /** The practice of an appointment (it never changes after booking): staff routes check it before acting. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async practiceOf(id: string) {
    const row = await this.db.kysely.selectFrom('appointment').select('practice_id').where('id', '=', id).executeTakeFirst();
    return row?.practice_id;
  }

  /** Where an appointment stands for an outcome (why a compare-and-set found nothing to change). */
  @GenerateSql({ params: [DUMMY.uuid] })
  async findOutcomeState(id: string) {
    return this.db.kysely.selectFrom('appointment').select(['practice_id', 'status', 'outcome', 'starts_at']).where('id', '=', id).executeTakeFirst();
  }

  /**
   * A confirmed appointment of the practice that has started → attended or no_show, ONCE: one
   * compare-and-set on `outcome IS NULL` (two staff at once: one wins, the other changes nothing).
   */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.uuid, 'attended', DUMMY.uuid, DUMMY.instant] })
  async recordVisitOutcome(id: string, practiceId: string, outcome: 'attended' | 'no_show', actorId: string, now: Date) {
    return this.db.kysely
      .updateTable('appointment')
      .set({ outcome, outcome_at: now, outcome_by: actorId, updated_at: sql<string>`now()` })
      .where('id', '=', id)
      .where('practice_id', '=', practiceId)
      .where('status', '=', 'confirmed')
      .where('outcome', 'is', null)
      .where('starts_at', '<=', now.toISOString())
      .returning(['id', 'payment_status'])
      .executeTakeFirst();
  }

  /** The outcome of a practice's cancellation, once, on the appointment that cancellation just moved. */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.uuid, DUMMY.instant] })
  async recordPracticeCancellationOutcome(id: string, actorId: string, now: Date): Promise<boolean> {
    const row = await this.db.kysely
      .updateTable('appointment')
      .set({ outcome: 'cancelled_by_practice', outcome_at: now, outcome_by: actorId, updated_at: sql<string>`now()` })
      .where('id', '=', id)
      .where('status', '=', 'cancelled')
      .where('cancelled_by', '=', 'practice')
      .where('outcome', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * A practice's appointments starting in [from, to), soonest first: those with money held or taken
   * (an unpaid pending one is a checkout in progress, not a booking) and those cancelled.
   */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.instant, DUMMY.instant, 500] })
  async listForPractice(practiceId: string, from: Date, to: Date, limit: number) {
    return this.db.kysely
      .selectFrom('appointment as a')
      .leftJoin('operative as o', 'o.id', 'a.operative_id')
      .select([
        'a.id',
        'a.reference',
        'a.starts_at',
        'a.ends_at',
        'a.patient_name',
        'a.patient_phone',
        'a.patient_issue',
        'a.booked_for_name',
        'a.booked_for_under_16',
        'a.service',
        'a.status',
        'a.payment_status',
        'a.cancelled_by',
        'a.outcome',
        'o.display_name as operative_name',
      ])
      .where('a.practice_id', '=', practiceId)
      .where('a.starts_at', '>=', from.toISOString())
      .where('a.starts_at', '<', to.toISOString())
      .where((eb) => eb.or([eb('a.status', '<>', 'pending'), eb('a.payment_status', 'in', ['authorized', 'completed', 'processing'])]))
      .orderBy('a.starts_at')
      .orderBy('a.id')
      .limit(limit)
      .execute();
  }

  /**
   * A practice's live bookings starting in [from, to), for its calendar feed: no patient contact or
   * health details are read at all, only the reference and the name (the feed shows the first name of
   * the patient, who is the person booking unless they booked for someone else).
   */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.instant, DUMMY.instant, 1000] })
  async feedForPractice(practiceId: string, from: Date, to: Date, limit: number) {
    return this.db.kysely
      .selectFrom('appointment as a')
      .leftJoin('operative as o', 'o.id', 'a.operative_id')
      .select(['a.id', 'a.reference', 'a.starts_at', 'a.ends_at', 'a.patient_name', 'a.booked_for_name', 'a.status', 'a.rescheduled_count', 'o.display_name as operative_name'])
      .where('a.practice_id', '=', practiceId)
      .where('a.starts_at', '>=', from.toISOString())
      .where('a.starts_at', '<', to.toISOString())
      .where((eb) =>
        eb.or([eb('a.status', '=', 'confirmed'), eb.and([eb('a.status', '=', 'pending'), eb('a.payment_status', 'in', ['authorized', 'completed', 'processing'])])]),
      )
      .orderBy('a.starts_at')
      .limit(limit)
      .execute();
  }

  /** How many visits were attended (the home page's "people helped", with the configured history). */
  @GenerateSql({ params: [] })
  async countAttended(): Promise<number> {
    const row = await this.db.kysely
      .selectFrom('appointment')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('outcome', '=', 'attended')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
