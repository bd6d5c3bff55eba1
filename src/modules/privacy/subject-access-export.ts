import { Injectable } from '@nestjs/common';
import { Clock } from '../../shared/clock/clock.js';
import { TransactionRunner } from '../../shared/outbox/transaction-runner.js';
import { PersonalData } from './personal-data.js';
import { phoneKey } from './privacy.rules.js';
import { PrivacyEvent } from './privacy.events.js';

export const SUBJECT_ACCESS_NOTES = [
  'Card details are held by the payment provider (Stripe, or the simulated gateway in test systems), never by us; each appointment lists its paymentIntentId so the provider can be asked for its records.',
  'Copies of e-mails are kept only by the development inbox; with a real mail provider (SMTP) we keep the Message-ID and send time of each e-mail, listed under notifications and on each appointment.',
  'Server logs hold no patient data by design (names, phone numbers, e-mail addresses, postcodes and issues are redacted).',
  'Passwords are stored only as one-way hashes and are not part of this export; sign-in sessions are listed without their tokens.',
  'Records past the retention period are anonymised: such appointments show the name "Anonymised" and only the postcode district.',
  'Each appointment records the consent given when booking: the version of the Booking Terms accepted (terms_version), when (terms_accepted_at) and the confirmation of being 16 or over (over_16_confirmed); booked_before_consent marks bookings made before the booking form asked for it.',
  'An appointment booked for someone else keeps the person who booked as patient_name, patient_phone and patient_email (we contact them), the patient as booked_for_name with whether they are under 16 (booked_for_under_16), and, for a child under 16, the confirmation of the person booking that they are the parent or guardian (guardian_confirmed). Both are found by the e-mail or phone of the person who booked.',
  "Each appointment records the language its e-mails and texts are written in (locale: en-GB for English, cy for Welsh), chosen when booking and changeable from the booking's page.",
];

export interface SubjectAccessRequest {
  email: string;
  /** Also finds holds and appointments by phone number (holds that never reached checkout have no e-mail). */
  phone?: string;
  /** Who runs the export (recorded in the audit trail). */
  actor: string;
}

/**
 * A subject-access request (UK GDPR Article 15): everything held about one person, as one JSON
 * document, found by e-mail and optionally by phone. Records a `SubjectAccessExported` audit event
 * (who ran it, how many records; never whose data).
 */
@Injectable()
export class SubjectAccessExport {
  constructor(
    private readonly data: PersonalData,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async export(request: SubjectAccessRequest) {
    const email = request.email.trim();
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new RangeError('A valid e-mail address is required.');
    const phone = request.phone === undefined ? undefined : phoneKey(request.phone);
    if (phone === '') throw new RangeError('The phone number is too short to search by.');
    const data = await this.data.ofSubject(email, phone);
    const counts = {
      account: data.account ? 1 : 0,
      appointments: data.appointments.length,
      holds: data.holds.length,
      emails: data.emails.length,
      signInLinks: data.signInLinks.length,
      waitlist: data.waitlist.length,
      waitlistRequests: data.waitlistRequests.length,
      events: data.events.length,
    };
    await this.tx.run(async (uow) => {
      uow.emit({
        type: PrivacyEvent.SubjectAccessExported,
        aggregateType: 'privacy',
        aggregateId: 'subject-access',
        actor: request.actor,
        payload: { byPhone: Boolean(phone), ...counts },
      });
    });
    return {
      kind: 'subject-access-export',
      exportedAt: this.clock.now().toISOString(),
      searchedBy: { email, ...(request.phone !== undefined && { phone: request.phone }) },
      counts,
      ...data,
      notes: SUBJECT_ACCESS_NOTES,
    };
  }
}
