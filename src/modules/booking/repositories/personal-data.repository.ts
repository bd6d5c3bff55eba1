import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Db } from '../../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../../shared/db/generate-sql.js';
import { outcodeOf, phoneKeyOf } from '../../../shared/db/personal-data.js';
import { ANONYMISED_NAME } from '../../privacy/privacy.constants.js';

/**
 * The patient's data in booking's tables as the data-protection model asks for it (ADR 0021): the
 * retention sweeps (set-based, oldest first, a batch at a time, skipping rows another transaction
 * holds: a booking in progress is never waited on) and a subject-access request's part.
 */
@Injectable()
export class BookingPersonalDataRepository {
  constructor(private readonly db: Db) {}

  /**
   * Anonymises appointments that ended before `cutoff`: the patient's name, phone, e-mail,
   * issue and the reason they were given for a cancellation go (and the name of the patient someone else booked for, while whether that patient was
   * under 16 stays, as the age confirmations do), the postcode keeps its district, the link to an
   * account and the access token go.
   * Reference, practice, times, statuses and money stay (the business and accounting record).
   */
  @GenerateSql({ params: [DUMMY.instant, 500] })
  async anonymiseAppointments(cutoff: Date, limit: number): Promise<number> {
    const rows = await this.db.kysely
      .with('due', (db) =>
        db
          .selectFrom('appointment')
          .select('id')
          .where('anonymised_at', 'is', null)
          .where('ends_at', '<', cutoff.toISOString())
          .orderBy('ends_at')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .updateTable('appointment as a')
      .set({
        patient_name: ANONYMISED_NAME,
        patient_phone: '',
        patient_email: '',
        patient_issue: '',
        patient_postcode: outcodeOf('a.patient_postcode'),
        // Null stays null: "the person booking was the patient" is no one's name.
        booked_for_name: sql<string | null>`CASE WHEN a.booked_for_name IS NULL THEN NULL ELSE ${ANONYMISED_NAME} END`,
        patient_user_id: null,
        access_token_hash: null,
        email_error: null,
        // Typed for the patient by an admin or the practice: it may name them or their health.
        cancellation_reason: null,
        anonymised_at: sql<string>`now()`,
        updated_at: sql<string>`now()`,
      })
      .from('due')
      .whereRef('a.id', '=', 'due.id')
      .returning('a.id')
      .execute();
    return rows.length;
  }

  /**
   * Anonymises holds that ran out before `cutoff` and whose appointment (if any) is anonymised
   * already, so a hold never outlives or undercuts its appointment's retention.
   */
  @GenerateSql({ params: [DUMMY.instant, 500] })
  async anonymiseHolds(cutoff: Date, limit: number): Promise<number> {
    const rows = await this.db.kysely
      .with('due', (db) =>
        db
          .selectFrom('hold as h')
          .select('h.id')
          .where('h.anonymised_at', 'is', null)
          .where('h.expires_at', '<', cutoff.toISOString())
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('appointment as a')
                  .select(sql.lit(1).as('one'))
                  .whereRef('a.hold_id', '=', 'h.id')
                  .where('a.anonymised_at', 'is', null),
              ),
            ),
          )
          .orderBy('h.expires_at')
          .limit(limit)
          .forUpdate('h')
          .skipLocked(),
      )
      .updateTable('hold as h')
      .set({
        patient_name: ANONYMISED_NAME,
        patient_phone: '',
        patient_issue: '',
        patient_postcode: outcodeOf('h.patient_postcode'),
        token_hash: null,
        client_key: null,
        patient_phone_e164: null,
        anonymised_at: sql<string>`now()`,
        updated_at: sql<string>`now()`,
      })
      .from('due')
      .whereRef('h.id', '=', 'due.id')
      .returning('h.id')
      .execute();
    return rows.length;
  }

  /**
   * One person's appointments, with their practice's name and address: by e-mail (case-insensitive),
   * by the account (`userId`), and by phone (`phoneKey`) when given.
   */
  @GenerateSql(
    { name: 'by e-mail', params: [DUMMY.email] },
    { name: 'by e-mail, account and phone', params: [DUMMY.email, DUMMY.uuid, '7700900982'] },
  )
  async appointmentsOf(email: string, userId?: string, phone?: string) {
    return this.db.kysely
      .selectFrom('appointment as a')
      .innerJoin('practice as p', 'p.id', 'a.practice_id')
      .selectAll('a')
      .select([
        'p.name as practice_name',
        'p.address_line1 as practice_address_line1',
        'p.address_line2 as practice_address_line2',
        'p.city as practice_city',
        'p.postcode as practice_postcode',
        'p.phone as practice_phone',
        'p.email as practice_email',
      ])
      .where((eb) =>
        eb.or([
          eb(eb.fn<string>('lower', ['a.patient_email']), '=', eb.fn<string>('lower', [eb.val(email)])),
          ...(userId ? [eb('a.patient_user_id', '=', userId)] : []),
          ...(phone ? [eb(phoneKeyOf('a.patient_phone'), '=', phone)] : []),
        ]),
      )
      .orderBy('a.created_at')
      .execute();
  }

  /** Holds by id (those of the person's appointments) and by phone (`phoneKey`: holds that never reached checkout). */
  @GenerateSql({ name: 'by id', params: [[DUMMY.uuid]] }, { name: 'by id and phone', params: [[DUMMY.uuid], '7700900982'] })
  async holdsOf(holdIds: readonly string[], phone?: string) {
    return this.db.kysely
      .selectFrom('hold as h')
      .selectAll('h')
      .where((eb) => eb.or([eb('h.id', '=', sql<string>`ANY(${holdIds}::uuid[])`), ...(phone ? [eb(phoneKeyOf('h.patient_phone'), '=', phone)] : [])]))
      .orderBy('h.created_at')
      .execute();
  }
}
