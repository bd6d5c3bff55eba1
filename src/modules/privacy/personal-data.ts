import { Injectable } from '@nestjs/common';
import type { Db } from '../../shared/db/db.js';
import { DomainEventsRepository } from '../../shared/outbox/domain-events.repository.js';
import { BookingPersonalData } from '../booking/index.js';
import { IdentityPersonalData } from '../identity/index.js';
import { MailPersonalData } from '../notifications/index.js';
import { SmsPersonalData } from '../sms/index.js';
import { WaitlistPersonalData } from '../waitlist/index.js';

/** Columns never exported: credentials and token hashes identify nothing for the patient and only help an attacker. */
const SECRET_COLUMN = /hash|secret|token/i;
type SecretColumn = `${string}${'hash' | 'secret' | 'token'}${string}`;
type WithoutSecrets<Row> = { [K in keyof Row as K extends SecretColumn ? never : K]: Row[K] };

/** A row without its secret columns, whatever columns its table gains later (the type says which go). */
function withoutSecrets<Row extends object>(row: Row): WithoutSecrets<Row> {
  // Object.fromEntries cannot express the key filter in its type; WithoutSecrets is SECRET_COLUMN for snake_case names.
  return Object.fromEntries(Object.entries(row).filter(([k]) => !SECRET_COLUMN.test(k))) as WithoutSecrets<Row>;
}

/**
 * The patient data of every context that holds some, asked of each owner (privacy owns no table):
 * the retention job's sweeps, each run by the owner of its table on the caller's transaction, and
 * one person's data for a subject-access export. Every owner's part needs the database only.
 */
@Injectable()
export class PersonalData {
  constructor(
    private readonly identity: IdentityPersonalData,
    private readonly booking: BookingPersonalData,
    private readonly mail: MailPersonalData,
    private readonly sms: SmsPersonalData,
    private readonly waitlist: WaitlistPersonalData,
    private readonly events: DomainEventsRepository,
  ) {}

  /** Built on a Db alone (the command line, tests): every owner's part needs nothing else. */
  static on(db: Db): PersonalData {
    return new PersonalData(
      new IdentityPersonalData(db),
      new BookingPersonalData(db),
      new MailPersonalData(db),
      new SmsPersonalData(db),
      new WaitlistPersonalData(db),
      new DomainEventsRepository(db),
    );
  }

  /** One batch of each sweep (at most `limit` rows each): what is past `cutoff`, and links past `linksBefore` or `now`. */
  async sweep(cutoff: Date, linksBefore: Date, now: Date, limit: number) {
    return {
      appointments: await this.booking.anonymiseAppointments(cutoff, limit),
      holds: await this.booking.anonymiseHolds(cutoff, limit),
      mails: await this.mail.deleteDevMail(cutoff, limit),
      signInLinks: await this.identity.deleteSignInLinks(linksBefore, limit),
      waitlistRequests: await this.waitlist.deleteExpiredRequests(now, limit),
      // Texts: as old as the appointments, and short links once the link they stood for has run out.
      texts: await this.sms.deleteTexts(cutoff, limit),
      shortLinks: await this.sms.deleteShortLinks(now, limit),
    };
  }

  /**
   * Everything held about one person, found by e-mail (case-insensitive: appointments, the account)
   * and optionally by phone (`phoneKey`: appointments and holds that never reached checkout, the waitlist).
   */
  async ofSubject(email: string, phone?: string) {
    const { account, sessions, signInLinks } = await this.identity.ofSubject(email);
    const { appointments, holds } = await this.booking.ofSubject({ email, userId: account?.id, phone });
    const appointmentIds = appointments.map((a) => a.id);
    const { emails, notifications } = await this.mail.ofSubject(email, appointmentIds);
    const texts = await this.sms.textsFor(appointmentIds);
    const { waitlist, waitlistRequests, waitlistOffers } = await this.waitlist.ofSubject(email, phone);
    const aggregates = [
      ...appointmentIds.map((id) => ['appointment', id] as const),
      ...holds.map((h) => ['hold', h.id] as const),
      ...(account ? [['app_user', account.id] as const] : []),
    ];
    const events = (await this.events.ofAggregates(aggregates)).map((e) => ({
      type: e.type,
      aggregate_type: e.aggregate_type,
      aggregate_id: e.aggregate_id,
      actor: e.actor,
      payload: e.payload,
      occurred_at: e.occurred_at,
    }));
    return {
      account,
      sessions,
      appointments: appointments.map(withoutSecrets),
      holds: holds.map(withoutSecrets),
      emails,
      notifications,
      texts,
      signInLinks,
      waitlist: waitlist.map(withoutSecrets),
      waitlistRequests,
      waitlistOffers,
      events,
    };
  }
}
