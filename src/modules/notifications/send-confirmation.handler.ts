import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
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
import { manageUrl } from './booking-mail.js';
import { bookingCalendar } from './calendar.js';
import { MAILER, type Mailer } from './mailer.js';
import { BookingConfirmation } from './templates/booking-confirmation.js';

interface Row {
  id: string;
  reference: string;
  starts_at: Date;
  ends_at: Date;
  rescheduled_count: number;
  patient_name: string;
  patient_phone: string;
  patient_postcode: string;
  patient_issue: string;
  patient_email: string;
  email_status: string;
  practice_name: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  postcode: string;
  phone: string;
}

const TZ = 'Europe/London';

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
    private readonly orm: MikroORM,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CONFIG) private readonly config: Config,
    private readonly manageTokens: ManageTokens,
    private readonly clock: Clock,
  ) {}

  async handle(job: Job<EventJobData>): Promise<JobOutcome> {
    const em = this.orm.em.fork();
    const [a] = await em.execute<Row[]>(
      `SELECT a.id, a.reference, a.starts_at, a.ends_at, a.rescheduled_count, a.patient_name, a.patient_phone, a.patient_postcode, a.patient_issue, a.patient_email,
              a.email_status, p.name AS practice_name, p.address_line1, p.address_line2, p.city, p.postcode, p.phone
         FROM appointment a JOIN practice p ON p.id = a.practice_id WHERE a.id = ?`,
      [job.data.aggregateId],
    );
    if (!a) return { status: 'skipped', reason: 'appointment gone' };
    if (a.email_status === 'sent') return { status: 'skipped', reason: 'already sent' };
    const start = new Date(a.starts_at);
    const manage = manageUrl(this.config, await this.manageTokens.issue(a.id, this.clock.now()));
    const props = {
      to_name: a.patient_name,
      appointment_date: new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: TZ }).format(start).replace(',', ''),
      appointment_time: new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: TZ }).format(start),
      practice_name: a.practice_name,
      practice_address: [a.address_line1, a.address_line2, a.city, a.postcode].filter(Boolean).join(', '),
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
      await em.execute(
        `UPDATE appointment SET email_status = 'sent', email_message_id = ?, email_sent_at = now(), email_error = NULL, updated_at = now()
          WHERE id = ? AND email_status <> 'sent'`,
        [sent.messageId, a.id],
      );
      return { status: 'done', detail: { duplicate: sent.duplicate } };
    } catch (error) {
      const attemptsLeft = (job.opts.attempts ?? 1) - job.attemptsMade - 1;
      if (attemptsLeft <= 0) {
        await em.execute(`UPDATE appointment SET email_status = 'failed', email_error = ?, updated_at = now() WHERE id = ? AND email_status <> 'sent'`, [
          (error as Error).message.slice(0, 500),
          a.id,
        ]);
      }
      throw error;
    }
  }
}
