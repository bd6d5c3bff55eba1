import { CompiledQuery } from 'kysely';
import { ClosuresRepository } from '../modules/availability/repositories/closures.repository.js';
import { AdminAppointmentsRepository } from '../modules/booking/repositories/admin-appointments.repository.js';
import { AppointmentMailRepository } from '../modules/booking/repositories/appointment-mail.repository.js';
import { AppointmentPaymentsRepository } from '../modules/booking/repositories/appointment-payments.repository.js';
import { AppointmentsRepository } from '../modules/booking/repositories/appointments.repository.js';
import { BookingSlotsRepository } from '../modules/booking/repositories/booking-slots.repository.js';
import { SlotSupplyRepository } from '../modules/booking/repositories/slot-supply.repository.js';
import { HoldsRepository } from '../modules/booking/repositories/holds.repository.js';
import { PatientAppointmentsRepository } from '../modules/booking/repositories/patient-appointments.repository.js';
import { StaffAppointmentsRepository } from '../modules/booking/repositories/staff-appointments.repository.js';
import { BookingPersonalDataRepository } from '../modules/booking/repositories/personal-data.repository.js';
import { IdentityPersonalDataRepository } from '../modules/identity/repositories/personal-data.repository.js';
import { MailPersonalDataRepository } from '../modules/notifications/repositories/personal-data.repository.js';
import { SmsPersonalDataRepository } from '../modules/sms/repositories/personal-data.repository.js';
import { WaitlistPersonalDataRepository } from '../modules/waitlist/repositories/personal-data.repository.js';
import { AccountMailRepository } from '../modules/notifications/repositories/account-mail.repository.js';
import { BookingMailRepository } from '../modules/notifications/repositories/booking-mail.repository.js';
import { InvitationsRepository } from '../modules/invitations/invitations.repository.js';
import { DevInboxRepository } from '../modules/notifications/repositories/dev-inbox.repository.js';
import { PostcodesRepository } from '../modules/postcodes/postcodes.repository.js';
import { PracticesRepository } from '../modules/practices/practices.repository.js';
import { SimulatedPaymentsRepository } from '../modules/payments/simulated-payments.repository.js';
import { WebhookEventsRepository } from '../modules/payments/webhook-events.repository.js';
import { SearchRepository } from '../modules/search/repositories/search.repository.js';
import { SecondFactorRepository } from '../modules/identity/repositories/second-factor.repository.js';
import { SessionsRepository } from '../modules/identity/repositories/sessions.repository.js';
import { SignInLinksRepository } from '../modules/identity/repositories/sign-in-links.repository.js';
import { UsersRepository } from '../modules/identity/repositories/users.repository.js';
import { DevSmsRepository } from '../modules/sms/repositories/dev-sms.repository.js';
import { ShortLinksRepository } from '../modules/sms/repositories/short-links.repository.js';
import { SmsRepository } from '../modules/sms/repositories/sms.repository.js';
import { StaffRepository } from '../modules/staff/staff.repository.js';
import { WaitlistDailyRepository } from '../modules/waitlist/repositories/waitlist-daily.repository.js';
import { WaitlistEntriesRepository } from '../modules/waitlist/repositories/waitlist-entries.repository.js';
import { WaitlistOffersRepository } from '../modules/waitlist/repositories/waitlist-offers.repository.js';
import { WaitlistRepository } from '../modules/waitlist/repositories/waitlist.repository.js';
import { SiteSettingsRepository } from '../modules/site/site-settings.repository.js';
import type { Clock } from '../shared/clock/clock.js';
import { HealthRepository } from '../shared/health/health.repository.js';
import { MetricsRepository } from '../shared/metrics/metrics.repository.js';
import { DomainEventsRepository } from '../shared/outbox/domain-events.repository.js';
import { DatabaseAdminRepository } from '../shared/db/database-admin.repository.js';
import type { Db } from '../shared/db/db.js';
import { DUMMY } from '../shared/db/generate-sql.js';
import type { ReviewedRepository } from '../shared/db/sql-review.js';

/** A repository built on a Db alone, its SQL checked in at `file`. */
const onDb = <T extends object>(repository: new (db: Db) => T, file: string): ReviewedRepository => ({ repository, create: (db) => new repository(db), file });

/**
 * Every repository of src/modules and src/shared, its SQL checked in for review beside its module
 * (`<module>/sql/<name>.repository.sql`). `npm run sql:review` rewrites the files;
 * test/integration/architecture/sql-review.spec.ts fails when one is stale, or when a repository or a public
 * method of one has none.
 */
export const SQL_REVIEWED_REPOSITORIES: ReviewedRepository[] = [
  // availability
  onDb(ClosuresRepository, 'src/modules/availability/sql/closures.repository.sql'),
  // booking
  onDb(HoldsRepository, 'src/modules/booking/sql/holds.repository.sql'),
  onDb(BookingSlotsRepository, 'src/modules/booking/sql/booking-slots.repository.sql'),
  onDb(SlotSupplyRepository, 'src/modules/booking/sql/slot-supply.repository.sql'),
  onDb(AppointmentsRepository, 'src/modules/booking/sql/appointments.repository.sql'),
  onDb(AppointmentMailRepository, 'src/modules/booking/sql/appointment-mail.repository.sql'),
  onDb(AppointmentPaymentsRepository, 'src/modules/booking/sql/appointment-payments.repository.sql'),
  onDb(PatientAppointmentsRepository, 'src/modules/booking/sql/patient-appointments.repository.sql'),
  onDb(StaffAppointmentsRepository, 'src/modules/booking/sql/staff-appointments.repository.sql'),
  onDb(AdminAppointmentsRepository, 'src/modules/booking/sql/admin-appointments.repository.sql'),
  onDb(BookingPersonalDataRepository, 'src/modules/booking/sql/personal-data.repository.sql'),
  // identity
  onDb(UsersRepository, 'src/modules/identity/sql/users.repository.sql'),
  {
    repository: SessionsRepository,
    // Sessions read the Clock for their windows: a fixed one for the examples.
    create: (db) => new SessionsRepository(db, { now: () => DUMMY.instant } as Clock),
    file: 'src/modules/identity/sql/sessions.repository.sql',
  },
  onDb(SecondFactorRepository, 'src/modules/identity/sql/second-factor.repository.sql'),
  onDb(SignInLinksRepository, 'src/modules/identity/sql/sign-in-links.repository.sql'),
  onDb(IdentityPersonalDataRepository, 'src/modules/identity/sql/personal-data.repository.sql'),
  // invitations
  onDb(InvitationsRepository, 'src/modules/invitations/sql/invitations.repository.sql'),
  // notifications
  onDb(BookingMailRepository, 'src/modules/notifications/sql/booking-mail.repository.sql'),
  onDb(DevInboxRepository, 'src/modules/notifications/sql/dev-inbox.repository.sql'),
  onDb(AccountMailRepository, 'src/modules/notifications/sql/account-mail.repository.sql'),
  onDb(MailPersonalDataRepository, 'src/modules/notifications/sql/personal-data.repository.sql'),
  // payments
  onDb(SimulatedPaymentsRepository, 'src/modules/payments/sql/simulated-payments.repository.sql'),
  onDb(WebhookEventsRepository, 'src/modules/payments/sql/webhook-events.repository.sql'),
  // postcodes
  onDb(PostcodesRepository, 'src/modules/postcodes/sql/postcodes.repository.sql'),
  // practices
  onDb(PracticesRepository, 'src/modules/practices/sql/practices.repository.sql'),
  // search
  onDb(SearchRepository, 'src/modules/search/sql/search.repository.sql'),
  // site
  onDb(SiteSettingsRepository, 'src/modules/site/sql/site-settings.repository.sql'),
  // sms
  onDb(SmsRepository, 'src/modules/sms/sql/sms.repository.sql'),
  onDb(ShortLinksRepository, 'src/modules/sms/sql/short-links.repository.sql'),
  onDb(DevSmsRepository, 'src/modules/sms/sql/dev-sms.repository.sql'),
  onDb(SmsPersonalDataRepository, 'src/modules/sms/sql/personal-data.repository.sql'),
  // staff
  onDb(StaffRepository, 'src/modules/staff/sql/staff.repository.sql'),
  // waitlist
  onDb(WaitlistRepository, 'src/modules/waitlist/sql/waitlist.repository.sql'),
  onDb(WaitlistEntriesRepository, 'src/modules/waitlist/sql/waitlist-entries.repository.sql'),
  onDb(WaitlistOffersRepository, 'src/modules/waitlist/sql/waitlist-offers.repository.sql'),
  onDb(WaitlistDailyRepository, 'src/modules/waitlist/sql/waitlist-daily.repository.sql'),
  onDb(WaitlistPersonalDataRepository, 'src/modules/waitlist/sql/personal-data.repository.sql'),
  // shared
  onDb(DomainEventsRepository, 'src/shared/outbox/sql/domain-events.repository.sql'),
  onDb(HealthRepository, 'src/shared/health/sql/health.repository.sql'),
  onDb(MetricsRepository, 'src/shared/metrics/sql/metrics.repository.sql'),
  {
    repository: DatabaseAdminRepository,
    // Its statements go to a plain pg client; here they are recorded through the review's Kysely.
    create: (db) =>
      new DatabaseAdminRepository({
        query: async (text, values) => {
          await db.kysely.executeQuery(CompiledQuery.raw(text, values ?? []));
          return { rowCount: 0 };
        },
      }),
    file: 'src/shared/db/sql/database-admin.repository.sql',
  },
];
