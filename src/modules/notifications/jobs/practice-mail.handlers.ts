import { Inject, Injectable } from '@nestjs/common';
import { render } from '@react-email/render';
import { createElement } from 'react';
import type { Config } from '../../../config/config.js';
import { CONFIG } from '../../../config/config.module.js';
import { JobName, QueueName } from '../../../shared/queues/queue-names.js';
import type { EventJob, EventJobHandler, JobOutcome } from '../../../shared/queues/job-handler.js';
import type { BookingEvent } from '../../booking/booking.events.js';
import { type BookingMail, londonDateText, londonTimeText, mailHost } from '../services/booking-mail.js';
import { BookingMailRepository, type NotificationKind } from '../repositories/booking-mail.repository.js';
import { MAILER, type Mailer } from '../services/mailer.js';
import { PracticeBooking, type PracticeBookingProps } from '../templates/practice-booking.js';
import { PRACTICE_LANGUAGE_LINE } from '../templates/booking-mail.words.js';
import { BOOKED_FOR_TEXTS } from '../../booking/booking.constants.js';
import { AppointmentMail } from '../../booking/index.js';

type PracticeKind = Extract<NotificationKind, `practice-${string}`>;

/** "Tuesday 24 November 2026 at 10:00" on the London clock. */
const when = (instant: Date) => `${londonDateText(instant)} at ${londonTimeText(instant)}`;

/**
 * The practice's e-mails (/register promises "you receive each booking straight away"): to the
 * practice's own address, under a deterministic Message-ID, marked in `notification_sent` so a job
 * that runs again sends nothing (ADR 0006's at-least-once window with SMTP applies). The subject
 * names only the time and the reference; the patient's name, phone and described problem are in the
 * body, for the practice that will treat them, and never in a log line or a job. They are in English
 * whatever the patient's language, and say when the patient booked in Welsh.
 */
@Injectable()
export class PracticeMail {
  constructor(
    private readonly bookings: BookingMailRepository,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  messageId(key: string) {
    return `<${key}@${mailHost(this.config)}>`;
  }

  alreadySent(messageId: string): Promise<boolean> {
    return this.bookings.isUpdateSent(messageId);
  }

  async send(a: BookingMail, kind: PracticeKind, messageId: string, subject: string, content: Pick<PracticeBookingProps, 'preview' | 'heading' | 'lines'>, startsAt: Date) {
    // The patient, and who booked when that is someone else (a parent or guardian comes with a child).
    const patient = a.booked_for_name === null ? a.patient_name : BOOKED_FOR_TEXTS.patientLine(a.booked_for_name, a.booked_for_under_16 === true, a.patient_name);
    // Always English; one more line when the patient booked in another language.
    const language = PRACTICE_LANGUAGE_LINE[a.locale];
    const props: PracticeBookingProps = {
      ...content,
      lines: language ? [...content.lines, language] : content.lines,
      practice_name: a.practice_name,
      details: [
        { label: 'Patient', value: patient },
        { label: a.booked_for_name === null ? 'Phone' : BOOKED_FOR_TEXTS.bookerPhoneLabel, value: a.patient_phone },
        { label: 'Date', value: londonDateText(startsAt) },
        { label: 'Time', value: londonTimeText(startsAt) },
        { label: 'Booking reference', value: a.reference },
        { label: 'Problem described', value: a.patient_issue.trim() || 'Not given' },
      ],
    };
    const element = createElement(PracticeBooking, props);
    const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
    await this.mailer.send({ messageId, to: a.practice_email, subject: `${subject} (${a.reference})`, html, text });
    await this.bookings.markUpdateSent(messageId, a.id, kind);
  }
}

/** The events routed to SendPracticeBookingHandler (event-routes.ts). */
type SendPracticeBookingEvents = typeof BookingEvent.AppointmentBooked;

/** `email` queue, `AppointmentBooked`: the practice hears of the new booking, once. */
@Injectable()
export class SendPracticeBookingHandler implements EventJobHandler<SendPracticeBookingEvents> {
  readonly queue = QueueName.Email;
  readonly name = JobName.SendPracticeBooking;

  constructor(
    private readonly mail: PracticeMail,
    private readonly appointments: AppointmentMail,
  ) {}

  async handle(job: EventJob<SendPracticeBookingEvents>): Promise<JobOutcome> {
    const a = await this.appointments.forMail(job.data.aggregateId);
    if (!a) return { status: 'skipped', reason: 'appointment gone' };
    const messageId = this.mail.messageId(`practice-booking-${a.id}`);
    if (await this.mail.alreadySent(messageId)) return { status: 'skipped', reason: 'already sent' };
    const start = new Date(a.starts_at);
    await this.mail.send(
      a,
      'practice-booking',
      messageId,
      `New booking: ${when(start)}`,
      {
        preview: `A patient has booked ${when(start)}`,
        heading: 'New emergency booking',
        lines: [`A patient has booked an emergency appointment with you for ${when(start)}. Their details are below.`],
      },
      start,
    );
    return { status: 'done' };
  }
}

/** The events routed to SendPracticeRescheduleHandler (event-routes.ts). */
type SendPracticeRescheduleEvents = typeof BookingEvent.AppointmentRescheduled;

/** `email` queue, `AppointmentRescheduled`: the practice hears of each move (from, to), once per move. */
@Injectable()
export class SendPracticeRescheduleHandler implements EventJobHandler<SendPracticeRescheduleEvents> {
  readonly queue = QueueName.Email;
  readonly name = JobName.SendPracticeReschedule;

  constructor(
    private readonly mail: PracticeMail,
    private readonly appointments: AppointmentMail,
  ) {}

  async handle(job: EventJob<SendPracticeRescheduleEvents>): Promise<JobOutcome> {
    const a = await this.appointments.forMail(job.data.aggregateId);
    if (!a) return { status: 'skipped', reason: 'appointment gone' };
    const messageId = this.mail.messageId(`practice-reschedule-${job.data.eventId}`);
    if (await this.mail.alreadySent(messageId)) return { status: 'skipped', reason: 'already sent' };
    // The move as it happened (the event's times), even if the booking moved again since.
    const from = new Date(job.data.payload.from);
    const to = new Date(job.data.payload.to);
    await this.mail.send(
      a,
      'practice-reschedule',
      messageId,
      `Booking moved to ${when(to)}`,
      {
        preview: `A booking has moved to ${when(to)}`,
        heading: 'A booking has moved',
        lines: [`The patient below has moved their appointment from ${when(from)} to ${when(to)}. The earlier time is free again.`],
      },
      to,
    );
    return { status: 'done' };
  }
}

/** The events routed to SendPracticeCancellationHandler (event-routes.ts). */
type SendPracticeCancellationEvents = typeof BookingEvent.AppointmentCancelled;

/** `email` queue, `AppointmentCancelled`: the practice hears the booking is off, once. */
@Injectable()
export class SendPracticeCancellationHandler implements EventJobHandler<SendPracticeCancellationEvents> {
  readonly queue = QueueName.Email;
  readonly name = JobName.SendPracticeCancellation;

  constructor(
    private readonly mail: PracticeMail,
    private readonly appointments: AppointmentMail,
  ) {}

  async handle(job: EventJob<SendPracticeCancellationEvents>): Promise<JobOutcome> {
    const a = await this.appointments.forMail(job.data.aggregateId);
    if (!a || a.status !== 'cancelled') return { status: 'skipped', reason: 'not cancelled' };
    const messageId = this.mail.messageId(`practice-cancellation-${a.id}`);
    if (await this.mail.alreadySent(messageId)) return { status: 'skipped', reason: 'already sent' };
    const start = new Date(a.starts_at);
    const by = a.cancelled_by === 'admin' ? 'We have cancelled' : a.cancelled_by === 'practice' ? 'Your practice has cancelled' : 'The patient has cancelled';
    await this.mail.send(
      a,
      'practice-cancellation',
      messageId,
      `Booking cancelled: ${when(start)}`,
      {
        preview: `The booking for ${when(start)} is cancelled`,
        heading: 'A booking is cancelled',
        lines: [`${by} the appointment below for ${when(start)}. Please do not expect the patient.`],
      },
      start,
    );
    return { status: 'done' };
  }
}
