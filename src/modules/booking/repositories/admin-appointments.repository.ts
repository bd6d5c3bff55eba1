import { Injectable } from '@nestjs/common';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../shared/db/database.js';
import { Db, type RowOf } from '../../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../../shared/db/generate-sql.js';
import type { AppointmentCursor, AppointmentSearch } from '../rules/admin-appointments.rules.js';
import type { AppointmentStatus, PaymentStatus } from '../rules/booking.rules.js';

/** What the list item (adminListItem) is built from: the same columns for the list, the export and the page. */
const LIST_COLUMNS = [
  'a.id',
  'a.reference',
  'a.patient_name',
  'a.patient_email',
  'a.patient_phone',
  'a.patient_issue',
  'a.practice_id',
  'p.name as practice_name',
  'a.starts_at',
  'a.ends_at',
  'a.service',
  'a.status',
  'a.payment_status',
  'a.payment_error',
  'a.email_status',
  'a.created_at',
  'a.confirmed_at',
  'a.cancelled_at',
  'a.cancelled_by',
  'a.cancellation_reason',
  'a.refund_due_pence',
  'a.refunded_pence',
  'a.captured_pence',
  'a.released_pence',
  'a.amount_pence',
  'a.authorized_at',
  'a.capture_before',
  'a.texts_declined',
  // Who the appointment is for, when not the person booking (patient_name and the contact columns).
  'a.booked_for_name',
  'a.booked_for_under_16',
] as const;

/** The admin's reads of appointments with their practice, selecting LIST_COLUMNS: the list, the export and the page add to it. */
const listQuery = (db: Kysely<Database>) => db.selectFrom('appointment as a').innerJoin('practice as p', 'p.id', 'a.practice_id').select(LIST_COLUMNS);

/**
 * An appointment as the admin's reads return it (what `adminListItem` builds the list item from):
 * LIST_COLUMNS typed by Kysely from the entities, never by hand (timestamps as PostgreSQL's text).
 */
export type AdminAppointmentRow = RowOf<ReturnType<typeof listQuery>>;

/** The admin's filters, already validated and normalised (the controller's zod schema). */
export interface AppointmentFilters {
  search?: AppointmentSearch;
  practiceId?: string;
  /** Appointments starting at or after this instant (the London day's start). */
  startsFrom?: Date;
  /** …and before this one (the end day's end). */
  startsBefore?: Date;
  status?: AppointmentStatus;
  paymentStatus?: PaymentStatus;
}

/**
 * The admin's reads of appointments at scale (ADR 0031): keyset pages newest first, each
 * search one index lookup, and each booking's story from the event log.
 */
@Injectable()
export class AdminAppointmentsRepository {
  constructor(private readonly db: Db) {}

  /**
   * One page of appointments, newest first by (created_at, id), after the cursor's row. Asks for one
   * row more than `limit` so the caller knows whether another page follows.
   */
  @GenerateSql(
    { name: 'first page, no filter', params: [{}, undefined, 50] },
    { name: 'a reference', params: [{ search: { kind: 'reference', reference: 'ED-ABC234' } }, undefined, 50] },
    { name: 'an e-mail', params: [{ search: { kind: 'email', email: DUMMY.email } }, undefined, 50] },
    { name: 'a phone', params: [{ search: { kind: 'phone', nationalDigits: '07700900982' } }, undefined, 50] },
    {
      name: 'a name, practice, dates, statuses, next page',
      params: [
        { search: { kind: 'name', pattern: '%pat%' }, practiceId: DUMMY.uuid, startsFrom: DUMMY.instant, startsBefore: new Date('2026-01-08T00:00:00Z'), status: 'pending', paymentStatus: 'authorized' },
        { createdAt: '2026-01-01 09:00:00.123456+00', id: DUMMY.uuid },
        50,
      ],
    },
  )
  async page(filters: AppointmentFilters, after: AppointmentCursor | undefined, limit: number) {
    const { search } = filters;
    return listQuery(this.db.kysely)
      .$if(search?.kind === 'reference', (qb) => qb.where('a.reference', '=', (search as { reference: string }).reference))
      .$if(search?.kind === 'email', (qb) => qb.where(sql<string>`lower(a.patient_email)`, '=', (search as { email: string }).email))
      .$if(search?.kind === 'phone', (qb) =>
        qb.where(sql<string>`regexp_replace(a.patient_phone, '[^0-9]', '', 'g')`, '=', (search as { nationalDigits: string }).nationalDigits),
      )
      // The person booking or the patient they booked for: each name has its trigram index.
      .$if(search?.kind === 'name', (qb) =>
        qb.where((eb) =>
          eb.or([
            eb(sql<string>`lower(a.patient_name)`, 'like', (search as { pattern: string }).pattern),
            eb(sql<string>`lower(a.booked_for_name)`, 'like', (search as { pattern: string }).pattern),
          ]),
        ),
      )
      .$if(filters.practiceId !== undefined, (qb) => qb.where('a.practice_id', '=', filters.practiceId!))
      .$if(filters.startsFrom !== undefined, (qb) => qb.where('a.starts_at', '>=', filters.startsFrom!.toISOString()))
      .$if(filters.startsBefore !== undefined, (qb) => qb.where('a.starts_at', '<', filters.startsBefore!.toISOString()))
      .$if(filters.status !== undefined, (qb) => qb.where('a.status', '=', filters.status!))
      .$if(filters.paymentStatus !== undefined, (qb) => qb.where('a.payment_status', '=', filters.paymentStatus!))
      .$if(after !== undefined, (qb) => qb.where(sql<boolean>`(a.created_at, a.id) < (${after!.createdAt}::timestamptz, ${after!.id}::uuid)`))
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(limit + 1)
      .execute();
  }

  /** The appointment a story is about (its hold links the events before checkout); nothing when there is none. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async timelineSubject(id: string) {
    return listQuery(this.db.kysely)
      .select(['a.hold_id', 'a.email_sent_at', 'a.email_error', 'a.updated_at'])
      // The consent given at checkout, shown on the page and as a line of the story.
      .select(['a.terms_version', 'a.terms_accepted_at', 'a.over_16_confirmed', 'a.guardian_confirmed'])
      .where('a.id', '=', id)
      .executeTakeFirst();
  }

  /** What an admin's cancellation would do to this appointment: its state, money and outcome; nothing when there is none. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async cancellationFacts(id: string) {
    return this.db.kysely
      .selectFrom('appointment')
      .select(['id', 'reference', 'status', 'payment_status', 'amount_pence', 'starts_at', 'outcome', 'refunded_pence', 'captured_pence', 'released_pence'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /**
   * The events of an appointment and of the hold it came from, oldest first (two ranges of
   * domain_event_aggregate_idx; a hold's events never name the appointment, which did not exist yet).
   */
  @GenerateSql({ name: 'with its hold', params: [DUMMY.uuid, DUMMY.uuid] }, { name: 'no hold', params: [DUMMY.uuid, null] })
  async timelineEvents(appointmentId: string, holdId: string | null) {
    return this.db.kysely
      .selectFrom('domain_event as e')
      .select(['e.id', 'e.type', 'e.payload', 'e.actor', 'e.occurred_at', 'e.seq'])
      .where((eb) =>
        eb.or([
          eb.and([eb('e.aggregate_type', '=', 'appointment'), eb('e.aggregate_id', '=', appointmentId)]),
          ...(holdId ? [eb.and([eb('e.aggregate_type', '=', 'hold'), eb('e.aggregate_id', '=', holdId)])] : []),
        ]),
      )
      .orderBy('e.seq')
      .limit(500)
      .execute();
  }

  /** The sent-markers of the appointment's e-mails after the confirmation (reminder, cancellation, …). */
  @GenerateSql({ params: [DUMMY.uuid] })
  async sentMails(appointmentId: string) {
    return this.db.kysely
      .selectFrom('notification_sent')
      .select(['message_id', 'kind', 'sent_at'])
      .where('appointment_id', '=', appointmentId)
      .orderBy('sent_at')
      .execute();
  }

  /** The names of the signed-in users who acted (admins and staff), for the story's "by". */
  @GenerateSql({ params: [[DUMMY.uuid]] })
  async usersByIds(ids: readonly string[]) {
    if (ids.length === 0) return [];
    return this.db.kysely.selectFrom('app_user').select(['id', 'email', 'display_name']).where('id', 'in', ids).execute();
  }
}
