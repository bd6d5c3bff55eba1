import { nationOfPostcode } from '../../postcodes/postcode-nation.rules.js';
import { Inject, Injectable } from '@nestjs/common';
import { render } from '@react-email/render';
import type { Job } from 'bullmq';
import { createElement } from 'react';
import type { Config } from '../../../config/config.js';
import { CONFIG } from '../../../config/config.module.js';
import { type EventJobData, JobName, QueueName } from '../../../shared/queues/queue-names.js';
import type { EventJob, EventJobHandler, JobOutcome } from '../../../shared/queues/job-handler.js';
import type { BookingEvent } from '../../booking/booking.events.js';
import { Clock } from '../../../shared/clock/clock.js';
import { AppointmentMail, ManageTokens } from '../../booking/index.js';
import { type BookingMail, bookingMoney, isLiveBooking, londonDateTextIn, londonTimeText, mailHost, manageUrl, practiceAddress } from '../services/booking-mail.js';
import { bookingCalendar } from '../services/calendar.js';
import { MAILER, type Mailer } from '../services/mailer.js';
import { directionsUrl } from '../../practices/directions.rules.js';
import { isBooking } from '../../booking/rules/payment-wording.rules.js';
import { patientStateOf } from '../../booking/rules/patient-state.rules.js';
import { BookingConfirmation } from '../templates/booking-confirmation.js';
import { bookingMailWords } from '../templates/booking-mail.words.js';

/**
 * The confirmation e-mail itself: rendered, sent under the caller's deterministic Message-ID, and
 * marked sent through booking (`AppointmentMail`) with a compare-and-set that also checks the
 * address is still the one it went to (`email_changes`). With SMTP, a worker killed between the provider accepting the message and the
 * marker leaves a window in which a retry sends again with the same Message-ID (ADR 0006).
 */
@Injectable()
export class ConfirmationMail {
  constructor(
    private readonly appointments: AppointmentMail,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CONFIG) private readonly config: Config,
    private readonly manageTokens: ManageTokens,
    private readonly clock: Clock,
  ) {}

  async deliver(job: Job<EventJobData>, a: BookingMail, key: string): Promise<JobOutcome> {
    const start = new Date(a.starts_at);
    // The language the patient booked in, read from the appointment as the e-mail goes.
    const locale = a.locale;
    const manage = manageUrl(this.config, await this.manageTokens.issue(a.id, this.clock.now()), a.locale);
    const money = bookingMoney(a, locale);
    const props = {
      to_name: a.patient_name,
      appointment_date: londonDateTextIn(locale, start),
      appointment_time: londonTimeText(start),
      practice_name: a.practice_name,
      practice_address: practiceAddress(a),
      practice_phone: a.phone,
      patient_name: a.patient_name,
      patient_phone: a.patient_phone,
      patient_postcode: a.patient_postcode,
      patient_issue: a.patient_issue,
      appointment_id: a.id,
      reference: a.reference,
      // Held (authorisation mode) or paid (immediate mode), as the page says: never "paid" for a fee only held.
      payment_statement: money.sentence,
      manage_url: manage,
      nation: nationOfPostcode(a.patient_postcode) ?? null,
      state: patientStateOf(a, this.clock.now(), locale),
      booked_for: a.booked_for_name === null ? null : { name: a.booked_for_name, under16: a.booked_for_under_16 === true },
      locale,
      directions_url: directionsUrl({ latitude: a.latitude === null ? null : Number(a.latitude), longitude: a.longitude === null ? null : Number(a.longitude), address: practiceAddress(a) }),
    };
    const element = createElement(BookingConfirmation, props);
    const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
    const host = mailHost(this.config);
    try {
      const sent = await this.mailer.send({
        messageId: `<${key}@${host}>`,
        to: a.patient_email,
        subject: bookingMailWords(locale).confirmation.subject(props.appointment_date, props.appointment_time, a.reference),
        html,
        text,
        attachments: [
          bookingCalendar({
            appointmentId: a.id,
            reference: a.reference,
            startsAt: start,
            endsAt: new Date(a.ends_at),
            practiceName: a.practice_name,
            practiceAddress: props.practice_address,
            practicePhone: a.phone,
            manageUrl: manage,
            payment: money.sentence,
            sequence: a.rescheduled_count,
            state: props.state,
            host,
            locale,
          }),
        ],
      });
      await this.appointments.confirmationSent(a.id, sent.messageId, a.email_changes);
      return { status: 'done', detail: { duplicate: sent.duplicate } };
    } catch (error) {
      const attemptsLeft = (job.opts.attempts ?? 1) - job.attemptsMade - 1;
      if (attemptsLeft <= 0) {
        await this.appointments.confirmationFailed(a.id, (error as Error).message.slice(0, 500), a.email_changes);
      }
      throw error;
    }
  }
}

/** The events routed to SendConfirmationHandler (event-routes.ts). */
type SendConfirmationEvents = typeof BookingEvent.AppointmentBooked;

/**
 * `email` queue, `AppointmentBooked`: the confirmation e-mail, exactly once per appointment. The
 * Message-ID is derived from the appointment, the dev inbox stores a Message-ID once, and the
 * appointment's e-mail status moves to sent with a compare-and-set; a run after that is skipped.
 * Once the patient has corrected the address, the job of that change sends instead.
 */
@Injectable()
export class SendConfirmationHandler implements EventJobHandler<SendConfirmationEvents> {
  readonly queue = QueueName.Email;
  readonly name = JobName.SendConfirmation;

  constructor(
    private readonly appointments: AppointmentMail,
    private readonly mail: ConfirmationMail,
  ) {}

  async handle(job: EventJob<SendConfirmationEvents>): Promise<JobOutcome> {
    const a = await this.appointments.forMail(job.data.aggregateId);
    if (!a) return { status: 'skipped', reason: 'appointment gone' };
    if (!isBooking({ status: a.status, paymentStatus: a.payment_status, authorizedAt: a.authorized_at })) return { status: 'skipped', reason: 'not a booking' };
    if (a.email_status === 'sent') return { status: 'skipped', reason: 'already sent' };
    if (a.email_changes > 0) return { status: 'skipped', reason: 'address corrected: its own job sends' };
    return this.mail.deliver(job, a, `confirmation-${a.id}`);
  }
}

/** The events routed to ResendConfirmationHandler (event-routes.ts). */
type ResendConfirmationEvents = typeof BookingEvent.ConfirmationEmailChanged;

/**
 * `email` queue, `ConfirmationEmailChanged`: the confirmation again, to the corrected address, once
 * per change. A job for an older change sends nothing (the newest change's job does), nor does one
 * that finds the confirmation already sent to this address.
 */
@Injectable()
export class ResendConfirmationHandler implements EventJobHandler<ResendConfirmationEvents> {
  readonly queue = QueueName.Email;
  readonly name = JobName.ResendConfirmation;

  constructor(
    private readonly appointments: AppointmentMail,
    private readonly mail: ConfirmationMail,
  ) {}

  async handle(job: EventJob<ResendConfirmationEvents>): Promise<JobOutcome> {
    const a = await this.appointments.forMail(job.data.aggregateId);
    if (!a || !isLiveBooking(a)) return { status: 'skipped', reason: 'not live' };
    const change = job.data.payload.change;
    if (a.email_changes !== change) return { status: 'skipped', reason: 'superseded by a later change' };
    if (a.email_status === 'sent') return { status: 'skipped', reason: 'already sent' };
    return this.mail.deliver(job, a, `confirmation-${a.id}-${change}`);
  }
}
