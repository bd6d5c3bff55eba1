import { nationOfPostcode } from '../../postcodes/postcode-nation.rules.js';
import { Inject, Injectable } from '@nestjs/common';
import { render } from '@react-email/render';
import { createElement } from 'react';
import type { Config } from '../../../config/config.js';
import { CONFIG } from '../../../config/config.module.js';
import { Clock } from '../../../shared/clock/clock.js';
import { QueueRegistry } from '../../../shared/queues/queue-registry.js';
import { JobName, QueueName } from '../../../shared/queues/queue-names.js';
import type { EventJob, EventJobHandler, JobOutcome } from '../../../shared/queues/job-handler.js';
import { DomainEventsRepository } from '../../../shared/outbox/domain-events.repository.js';
import { BookingEvent } from '../../booking/booking.events.js';
import { AppointmentMail, ManageTokens } from '../../booking/index.js';
import {
  type BookingMail,
  bookingMoney,
  isLiveBooking,
  londonDateTextIn,
  londonTimeText,
  manageLinkLabel,
  mailHost,
  manageUrl,
  practiceAddress,
  updateContent,
  type UpdateKind,
} from '../services/booking-mail.js';
import { BookingMailRepository } from '../repositories/booking-mail.repository.js';
import { bookingCalendar } from '../services/calendar.js';
import { MAILER, type Mailer, type MailAttachment } from '../services/mailer.js';
import { patientStateOf } from '../../booking/rules/patient-state.rules.js';
import { BookingUpdate, type BookingUpdateProps } from '../templates/booking-update.js';
import { bookingMailWords } from '../templates/booking-mail.words.js';

type Kind = UpdateKind;

/**
 * What the booking-update e-mails share: the appointment row, the manage link, the rendering,
 * sending under a deterministic Message-ID, and the `notification_sent` marker that makes a second
 * run of the same job send nothing (ADR 0006's at-least-once window with SMTP applies here too).
 */
@Injectable()
export class BookingUpdateMail {
  constructor(
    private readonly bookings: BookingMailRepository,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CONFIG) private readonly config: Config,
    private readonly manageTokens: ManageTokens,
    private readonly clock: Clock,
    private readonly queues: QueueRegistry,
    private readonly events: DomainEventsRepository,
  ) {}

  messageId(key: string) {
    return `<${key}@${mailHost(this.config)}>`;
  }

  async alreadySent(messageId: string): Promise<boolean> {
    return this.bookings.isUpdateSent(messageId);
  }

  /** Reminder jobs for a time the booking no longer has (or all, when it is cancelled) are removed. */
  async removeStaleReminders(appointmentId: string, keepStartsAt: string | null): Promise<number> {
    // The ids of the delayed reminder jobs are those of the appointment's ReminderScheduled events.
    const events = await this.events.ofAggregates([['appointment', appointmentId]], [BookingEvent.ReminderScheduled]);
    const queue = this.queues.get(QueueName.Email);
    let removed = 0;
    for (const e of events) {
      if (keepStartsAt !== null && e.payload.startsAt === keepStartsAt) continue;
      const job = await queue.getJob(e.id);
      if (job && (await job.isDelayed())) {
        await job.remove();
        removed += 1;
      }
    }
    return removed;
  }

  /** What the e-mail of `kind` says of `a`, in its language, its state named as every channel names it, now. */
  content(kind: UpdateKind, a: BookingMail) {
    return updateContent(kind, a, patientStateOf(a, this.clock.now(), a.locale), a.locale);
  }

  /** The subject of the e-mail of `kind` about `a`, in its language (the reference is added when it goes). */
  subject(kind: UpdateKind, a: BookingMail): string {
    const words = bookingMailWords(a.locale);
    const start = new Date(a.starts_at);
    switch (kind) {
      case 'cancellation':
        return words.cancellation.subject;
      case 'reschedule':
        return words.reschedule.subject(londonDateTextIn(a.locale, start), londonTimeText(start));
      case 'reminder':
        return words.reminder.subject(londonTimeText(start));
      case 'confirmed':
        return words.confirmed.subject;
    }
  }

  async send(a: BookingMail, kind: Kind, messageId: string, subject: string, content: Pick<BookingUpdateProps, 'preview' | 'heading' | 'lines'>, withManageLink: boolean) {
    const start = new Date(a.starts_at);
    // The language the patient booked in, read from the appointment as the e-mail goes.
    const locale = a.locale;
    const manage = withManageLink ? manageUrl(this.config, await this.manageTokens.issue(a.id, this.clock.now()), a.locale) : undefined;
    const props: BookingUpdateProps = {
      ...content,
      to_name: a.patient_name,
      appointment_date: londonDateTextIn(locale, start),
      appointment_time: londonTimeText(start),
      practice_name: a.practice_name,
      practice_address: practiceAddress(a),
      practice_phone: a.phone,
      reference: a.reference,
      manage_url: manage,
      manage_label: manage ? manageLinkLabel(kind, locale) : undefined,
      urgent_care: { nation: nationOfPostcode(a.patient_postcode) ?? null, after: kind === 'cancellation' ? 'cancelled' : 'booked' },
      booked_for: a.booked_for_name === null ? null : { name: a.booked_for_name, under16: a.booked_for_under_16 === true },
      locale,
    };
    const state = patientStateOf(a, this.clock.now(), locale);
    const calendar: MailAttachment = bookingCalendar({
      appointmentId: a.id,
      reference: a.reference,
      startsAt: start,
      endsAt: new Date(a.ends_at),
      practiceName: a.practice_name,
      practiceAddress: props.practice_address,
      practicePhone: a.phone,
      manageUrl: manage ?? this.config.PUBLIC_URL,
      payment: bookingMoney(a, locale).sentence,
      sequence: a.rescheduled_count + (kind === 'cancellation' ? 1 : 0),
      cancelled: kind === 'cancellation',
      state,
      host: mailHost(this.config),
      locale,
    });
    const element = createElement(BookingUpdate, props);
    const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
    await this.mailer.send({ messageId, to: a.patient_email, subject: `${subject} (${a.reference})`, html, text, attachments: kind === 'reminder' || kind === 'confirmed' ? [] : [calendar] });
    await this.bookings.markUpdateSent(messageId, a.id, kind);
  }
}

/** The events routed to SendCancellationHandler (event-routes.ts). */
type SendCancellationEvents = typeof BookingEvent.AppointmentCancelled;

/**
 * `email` queue, `AppointmentCancelled`: says so, with what happens to the fee, and drops the
 * reminder. The manage link comes too: it opens the cancelled booking and where its fee stands now
 * (part kept and the rest released, refunded), a way back after the e-mail's moment.
 */
@Injectable()
export class SendCancellationHandler implements EventJobHandler<SendCancellationEvents> {
  readonly queue = QueueName.Email;
  readonly name = JobName.SendCancellation;

  constructor(
    private readonly mail: BookingUpdateMail,
    private readonly appointments: AppointmentMail,
  ) {}

  async handle(job: EventJob<SendCancellationEvents>): Promise<JobOutcome> {
    const a = await this.appointments.forMail(job.data.aggregateId);
    if (!a || a.status !== 'cancelled') return { status: 'skipped', reason: 'not cancelled' };
    await this.mail.removeStaleReminders(a.id, null);
    const messageId = this.mail.messageId(`cancellation-${a.id}`);
    if (await this.mail.alreadySent(messageId)) return { status: 'skipped', reason: 'already sent' };
    await this.mail.send(a, 'cancellation', messageId, this.mail.subject('cancellation', a), this.mail.content('cancellation', a), true);
    return { status: 'done' };
  }
}

/** The events routed to SendRescheduledHandler (event-routes.ts). */
type SendRescheduledEvents = typeof BookingEvent.AppointmentRescheduled;

/** `email` queue, `AppointmentRescheduled`: the new time with a new calendar file; the old reminder goes. */
@Injectable()
export class SendRescheduledHandler implements EventJobHandler<SendRescheduledEvents> {
  readonly queue = QueueName.Email;
  readonly name = JobName.SendRescheduled;

  constructor(
    private readonly mail: BookingUpdateMail,
    private readonly appointments: AppointmentMail,
  ) {}

  async handle(job: EventJob<SendRescheduledEvents>): Promise<JobOutcome> {
    const a = await this.appointments.forMail(job.data.aggregateId);
    if (!a || !isLiveBooking(a)) return { status: 'skipped', reason: 'not live' };
    const removed = await this.mail.removeStaleReminders(a.id, new Date(a.starts_at).toISOString());
    const messageId = this.mail.messageId(`reschedule-${job.data.eventId}`);
    if (await this.mail.alreadySent(messageId)) return { status: 'skipped', reason: 'already sent' };
    await this.mail.send(a, 'reschedule', messageId, this.mail.subject('reschedule', a), this.mail.content('reschedule', a), true);
    return { status: 'done', detail: { remindersRemoved: removed } };
  }
}

/** The events routed to SendReminderHandler (event-routes.ts). */
type SendReminderEvents = typeof BookingEvent.ReminderScheduled;

/**
 * `email` queue, delayed until REMINDER_MINUTES_BEFORE the appointment. Sends only for the time the
 * booking still has and only once (compare-and-set on reminder_sent_at).
 */
@Injectable()
export class SendReminderHandler implements EventJobHandler<SendReminderEvents> {
  readonly queue = QueueName.Email;
  readonly name = JobName.SendReminder;

  constructor(
    private readonly mail: BookingUpdateMail,
    private readonly appointments: AppointmentMail,
  ) {}

  async handle(job: EventJob<SendReminderEvents>): Promise<JobOutcome> {
    const a = await this.appointments.forMail(job.data.aggregateId);
    if (!a || !isLiveBooking(a)) return { status: 'skipped', reason: 'not live' };
    const startsAt = new Date(a.starts_at).toISOString();
    if (job.data.payload.startsAt !== startsAt) return { status: 'skipped', reason: 'appointment moved' };
    if (a.reminder_sent_at) return { status: 'skipped', reason: 'already sent' };
    const messageId = this.mail.messageId(`reminder-${a.id}-${Date.parse(startsAt)}`);
    if (!(await this.mail.alreadySent(messageId))) {
      await this.mail.send(a, 'reminder', messageId, this.mail.subject('reminder', a), this.mail.content('reminder', a), true);
    }
    await this.appointments.reminderSent(a.id, startsAt);
    return { status: 'done' };
  }
}

/** The events routed to SendAppointmentConfirmedHandler (event-routes.ts). */
type SendAppointmentConfirmedEvents = typeof BookingEvent.AppointmentConfirmed;

/**
 * `email` queue, `AppointmentConfirmed`: a short "your appointment is confirmed" to the patient,
 * once (`notification_sent` marker on a Message-ID derived from the appointment). Nothing when the
 * booking was cancelled before the job ran.
 */
@Injectable()
export class SendAppointmentConfirmedHandler implements EventJobHandler<SendAppointmentConfirmedEvents> {
  readonly queue = QueueName.Email;
  readonly name = JobName.SendAppointmentConfirmed;

  constructor(
    private readonly mail: BookingUpdateMail,
    private readonly appointments: AppointmentMail,
  ) {}

  async handle(job: EventJob<SendAppointmentConfirmedEvents>): Promise<JobOutcome> {
    const a = await this.appointments.forMail(job.data.aggregateId);
    if (!a || a.status !== 'confirmed') return { status: 'skipped', reason: 'not confirmed' };
    const messageId = this.mail.messageId(`confirmed-${a.id}`);
    if (await this.mail.alreadySent(messageId)) return { status: 'skipped', reason: 'already sent' };
    await this.mail.send(a, 'confirmed', messageId, this.mail.subject('confirmed', a), this.mail.content('confirmed', a), true);
    return { status: 'done' };
  }
}
