import { AppointmentPaymentsRepository } from '../../modules/booking/repositories/appointment-payments.repository.js';
import { AppointmentsRepository } from '../../modules/booking/repositories/appointments.repository.js';
import { PatientAppointmentsRepository } from '../../modules/booking/repositories/patient-appointments.repository.js';
import { StaffAppointmentsRepository } from '../../modules/booking/repositories/staff-appointments.repository.js';
import { BookingSlotsRepository } from '../../modules/booking/repositories/booking-slots.repository.js';
import { HoldsRepository } from '../../modules/booking/repositories/holds.repository.js';
import { SimulatedPaymentsRepository } from '../../modules/payments/simulated-payments.repository.js';
import { WebhookEventsRepository } from '../../modules/payments/webhook-events.repository.js';
import { SearchRepository } from '../../modules/search/search.repository.js';
import type { ReviewedRepository } from './sql-review.js';

/**
 * The repositories whose SQL is checked in for review (issue: booking, search and payments).
 * `npm run sql:review` rewrites their files; test/integration/sql-review.spec.ts fails when stale.
 */
export const SQL_REVIEWED_REPOSITORIES: ReviewedRepository[] = [
  // booking
  { repository: HoldsRepository, create: (db) => new HoldsRepository(db), file: 'src/modules/booking/sql/holds.repository.sql' },
  { repository: BookingSlotsRepository, create: (db) => new BookingSlotsRepository(db), file: 'src/modules/booking/sql/booking-slots.repository.sql' },
  { repository: AppointmentsRepository, create: (db) => new AppointmentsRepository(db), file: 'src/modules/booking/sql/appointments.repository.sql' },
  {
    repository: AppointmentPaymentsRepository,
    create: (db) => new AppointmentPaymentsRepository(db),
    file: 'src/modules/booking/sql/appointment-payments.repository.sql',
  },
  {
    repository: PatientAppointmentsRepository,
    create: (db) => new PatientAppointmentsRepository(db),
    file: 'src/modules/booking/sql/patient-appointments.repository.sql',
  },
  {
    repository: StaffAppointmentsRepository,
    create: (db) => new StaffAppointmentsRepository(db),
    file: 'src/modules/booking/sql/staff-appointments.repository.sql',
  },
  // payments
  {
    repository: SimulatedPaymentsRepository,
    create: (db) => new SimulatedPaymentsRepository(db),
    file: 'src/modules/payments/sql/simulated-payments.repository.sql',
  },
  { repository: WebhookEventsRepository, create: (db) => new WebhookEventsRepository(db), file: 'src/modules/payments/sql/webhook-events.repository.sql' },
  // search
  { repository: SearchRepository, create: (db) => new SearchRepository(db), file: 'src/modules/search/sql/search.repository.sql' },
];
