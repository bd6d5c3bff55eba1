import { Injectable } from '@nestjs/common';
import { Db } from '../../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../../shared/db/generate-sql.js';

/** Appointments as the patient sees them: one with its practice (confirmation and manage pages), and My Appointments. */
@Injectable()
export class PatientAppointmentsRepository {
  constructor(private readonly db: Db) {}

  /** One appointment with its practice's name, address and phone (the patient's and admin's view). */
  @GenerateSql({ params: [DUMMY.uuid] })
  async findWithPractice(id: string) {
    return this.db.kysely
      .selectFrom('appointment as a')
      .innerJoin('practice as p', 'p.id', 'a.practice_id')
      .selectAll('a')
      .select(['p.name as practice_name', 'p.address_line1', 'p.address_line2', 'p.city', 'p.postcode', 'p.phone as practice_phone', 'p.latitude', 'p.longitude'])
      .where('a.id', '=', id)
      .executeTakeFirst();
  }

  /**
   * A signed-in patient's live bookings that have not ended, by their account or their e-mail,
   * soonest first. Only bookings (`isBooking`): money was held or taken for it once (authorized_at),
   * or its payment is on its way; a checkout whose payment is pending or failed is an attempt, and
   * the patient never sees it listed (ADR 0035).
   */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.email, DUMMY.instant] })
  async upcomingForPatient(userId: string, email: string, now: Date) {
    return this.patientBookings(userId, email)
      .where('a.ends_at', '>', now.toISOString())
      .where('a.status', 'in', ['pending', 'confirmed'])
      .where((eb) => eb.or([eb('a.authorized_at', 'is not', null), eb('a.payment_status', 'in', ['authorized', 'processing', 'completed'])]))
      .orderBy('a.starts_at')
      .orderBy('a.id')
      .execute();
  }

  /**
   * The same patient's cancelled and past bookings, latest first, at most `limit`: what happened,
   * and to the money, stays in view after a cancellation. Only bookings (money held or taken once:
   * authorized_at), never an attempt that was let go or ran out unpaid.
   */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.email, DUMMY.instant, 50] })
  async pastForPatient(userId: string, email: string, now: Date, limit: number) {
    return this.patientBookings(userId, email)
      .where('a.authorized_at', 'is not', null)
      .where((eb) => eb.or([eb('a.status', 'in', ['cancelled', 'completed']), eb('a.ends_at', '<=', now.toISOString())]))
      .orderBy('a.starts_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(limit)
      .execute();
  }

  /** A patient's appointments, by their account or their e-mail, with what My Appointments shows of each. */
  private patientBookings(userId: string, email: string) {
    return this.db.kysely
      .selectFrom('appointment as a')
      .innerJoin('practice as p', 'p.id', 'a.practice_id')
      .select([
        'a.id',
        'a.reference',
        'a.starts_at',
        'a.ends_at',
        'a.practice_id',
        'p.name as practice_name',
        'a.service',
        'a.status',
        'a.payment_status',
        'a.patient_name',
        'a.amount_pence',
        'a.refunded_pence',
        'a.refund_due_pence',
        'a.captured_pence',
        'a.released_pence',
        // The state in the patient's words (patient-state.ts): the outcome, who cancelled, moves, texts.
        'a.outcome',
        'a.cancelled_by',
        'a.cancellation_reason',
        'a.rescheduled_count',
        'a.texts_declined',
        'a.patient_phone',
      ])
      .where((eb) => eb.or([eb('a.patient_user_id', '=', userId), eb(eb.fn('lower', ['a.patient_email']), '=', eb.fn('lower', [eb.val(email)]))]));
  }
}
