import { Inject, Injectable } from '@nestjs/common';
import { render } from '@react-email/render';
import type { Job } from 'bullmq';
import { createElement } from 'react';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { type EventJobData, JobName, QueueName } from '../../shared/queues/queue-names.js';
import type { JobHandler, JobOutcome } from '../../../workers/job-handler.js';
import { BOOKING_FEE_PENCE } from '../booking/booking.constants.js';
import { Clock } from '../../shared/clock/clock.js';
import { ManageTokens } from '../booking/manage-tokens.js';
import { londonDateText, londonTimeText, manageUrl, practiceAddress } from './booking-mail.js';
import { BookingMailRepository } from './booking-mail.repository.js';
import { bookingCalendar } from './calendar.js';
import { MAILER, type Mailer } from './mailer.js';
import { BookingConfirmation } from './templates/booking-confirmation.js';

/**
 * `email` queue: the confirmation e-mail, exactly once per appointment. The Message-ID is derived
 * from the appointment, the dev inbox stores a Message-ID once, and the appointment's e-mail status
 * moves to sent with a compare-and-set; a run after that is skipped. With SMTP, a worker killed
 * between the provider accepting the message and the status update leaves a window in which a
 * retry sends again with the same Message-ID (ADR 0006).
 */
@Injectable()
export class SendConfirmationHandler implements JobHandler {
  readonly queue = QueueName.Email;
  readonly name = JobName.SendConfirmation;

  constructor(
    private readonly bookings: BookingMailRepository,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CONFIG) private readonly config: Config,
    private readonly manageTokens: ManageTokens,
    private readonly clock: Clock,
  ) {}

  async handle(job: Job<EventJobData>): Promise<JobOutcome> {
    const a = await this.bookings.findBookingMail(job.data.aggregateId);
    if (!a) return { status: 'skipped', reason: 'appointment gone' };
    if (a.email_status === 'sent') return { status: 'skipped', reason: 'already sent' };
    const start = new Date(a.starts_at);
    const manage = manageUrl(this.config, await this.manageTokens.issue(a.id, this.clock.now()));
    const props = {
      to_name: a.patient_name,
      appointment_date: londonDateText(start),
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
      booking_fee: `£${BOOKING_FEE_PENCE / 100}`,
      manage_url: manage,
    };
    const element = createElement(BookingConfirmation, props);
    const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
    const host = new URL(this.config.PUBLIC_URL).hostname;
    try {
      const sent = await this.mailer.send({
        messageId: `<confirmation-${a.id}@${host}>`,
        to: a.patient_email,
        subject: `Appointment booked: ${props.appointment_date} at ${props.appointment_time} (${a.reference})`,
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
            sequence: a.rescheduled_count,
            host,
          }),
        ],
      });
      await this.bookings.markConfirmationSent(a.id, sent.messageId);
      return { status: 'done', detail: { duplicate: sent.duplicate } };
    } catch (error) {
      const attemptsLeft = (job.opts.attempts ?? 1) - job.attemptsMade - 1;
      if (attemptsLeft <= 0) {
        await this.bookings.markConfirmationFailed(a.id, (error as Error).message.slice(0, 500));
      }
      throw error;
    }
  }
}
