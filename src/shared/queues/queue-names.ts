import type { JobsOptions } from 'bullmq';
import type { DomainEventMap, DomainEventName, NoPayload } from '../outbox/domain-event.js';

/** The queues of ARCHITECTURE.md section 1. Names are stable: Bull Board and ops runbooks use them. */
export enum QueueName {
  Geocode = 'geocode',
  Email = 'email',
  Payment = 'payment',
  Hold = 'hold',
  /** Offers freed slots to waiting patients. */
  Waitlist = 'waitlist',
  /** Text messages to patients. */
  Sms = 'sms',
}

export const ALL_QUEUES: readonly QueueName[] = Object.values(QueueName);

/** Job names per queue; a processor refuses (and fails loudly on) a name it does not know. */
export const JobName = {
  // geocode
  WarmPostcode: 'warm-postcode',
  // email
  SendConfirmation: 'send-confirmation',
  SendCancellation: 'send-cancellation',
  SendRescheduled: 'send-rescheduled',
  /** Delayed until the reminder time (REMINDER_MINUTES_BEFORE the appointment). */
  SendReminder: 'send-reminder',
  /** Passwordless sign-in for patients. */
  SendSignInLink: 'send-sign-in-link',
  /** An invitation to the back office: its one-time link, once per send. */
  SendInvitation: 'send-invitation',
  /** A notice to an account's owner of a change to how it signs in (enrolment, a reset, a new device…). */
  SendAccountNotice: 'send-account-notice',
  /** The waitlist's double opt-in: the link that confirms a join. */
  SendWaitlistConfirmation: 'send-waitlist-confirmation',
  SendWaitlistOffer: 'send-waitlist-offer',
  /** The confirmation again, to the address the patient corrected (once per change). */
  ResendConfirmation: 'resend-confirmation',
  /** The patient's short "your appointment is confirmed" after the admin confirms. */
  SendAppointmentConfirmed: 'send-appointment-confirmed',
  /** The practice hears of each booking, move and cancellation. */
  SendPracticeBooking: 'send-practice-booking',
  SendPracticeReschedule: 'send-practice-reschedule',
  SendPracticeCancellation: 'send-practice-cancellation',
  // payment
  CapturePayment: 'capture-payment',
  CancelPayment: 'cancel-payment',
  /** A patient's cancellation: the refund rule's amount, once. */
  RefundCancellation: 'refund-cancellation',
  /** Scheduled hourly: flags authorisations close to lapsing. */
  FlagLapseRisk: 'flag-lapse-risk',
  /** Scheduled daily: anonymises patient data past RETENTION_DAYS (src/modules/privacy). */
  AnonymisePatientData: 'anonymise-patient-data',
  // waitlist
  OfferOpenSlots: 'offer-open-slots',
  /** Delayed until an offer's time to open it has run out. */
  LapseWaitlistOffer: 'lapse-waitlist-offer',
  /** Scheduled every 15 minutes: deletes entries whose 14 days have ended and unconfirmed requests past their link. */
  SweepWaitlist: 'sweep-waitlist',
  // sms
  SendBookingText: 'send-booking-text',
  SendPracticeConfirmedText: 'send-practice-confirmed-text',
  /** Delayed like the e-mail reminder (ReminderScheduled). */
  SendReminderText: 'send-reminder-text',
  SendRescheduledText: 'send-rescheduled-text',
  SendCancellationText: 'send-cancellation-text',
  SendWaitlistOfferText: 'send-waitlist-offer-text',
  // hold
  ExpireHold: 'expire-hold',
  /** Ops probe: proves outbox → relay → queue → worker end to end (bench, smoke checks). */
  Probe: 'probe',
} as const;
export type JobName = (typeof JobName)[keyof typeof JobName];

/**
 * A job made from a domain event by the relay (one per route of event-routes.ts). Discriminated by
 * `type`: a handler typed with the events it consumes (`EventJobData<'A' | 'B'>`) reads their
 * payloads as declared in their `<module>.events.ts`. Payloads carry ids only: no patient data in Redis.
 */
export type EventJobData<K extends DomainEventName = DomainEventName> = {
  [N in K]: {
    eventId: string;
    type: N;
    aggregateId: string;
    payload: DomainEventMap[N];
    occurredAt: string;
  };
}[K];

/** The type of a job a BullMQ job scheduler starts on a timer: no event behind it. */
export const SCHEDULED_JOB = 'schedule';

/** The data of a scheduled job (a sweep, a retention run): it names no event and carries nothing. */
export interface ScheduledJobData {
  eventId: 'scheduler';
  type: typeof SCHEDULED_JOB;
  aggregateId: string;
  payload: NoPayload;
  occurredAt: '';
}

/** The data a job scheduler gives every run of a scheduled job (`aggregateId` says whose it is). */
export const scheduledJobData = (aggregateId: string): ScheduledJobData => ({ eventId: 'scheduler', type: SCHEDULED_JOB, aggregateId, payload: {}, occurredAt: '' });

/** What a job carries: an event's data, or a scheduler's. */
export type JobData = EventJobData | ScheduledJobData;

/**
 * Retries with exponential back-off (2 s, 4 s, 8 s … about 8.5 minutes in all), then the job stays
 * failed (visible on Bull Board and in metrics), never silently dropped. Completed jobs are kept for
 * a day so a re-published event id is still deduplicated by BullMQ while the PostgreSQL markers remain
 * the real guarantee.
 */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 9,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 24 * 60 * 60, count: 50_000 },
  removeOnFail: { age: 30 * 24 * 60 * 60 },
};
