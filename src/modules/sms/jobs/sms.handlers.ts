import { nationOfPostcode } from '../../postcodes/postcode-nation.rules.js';
import { Inject, Injectable } from '@nestjs/common';
import type { Config } from '../../../config/config.js';
import { CONFIG } from '../../../config/config.module.js';
import { DEFAULT_LOCALE, type Locale } from '../../site/languages.constants.js';
import { messageLocale, pathInLocale } from '../../site/rules/language.rules.js';
import type { Job } from 'bullmq';
import { Clock } from '../../../shared/clock/clock.js';
import { type EventJobData, JobName, QueueName } from '../../../shared/queues/queue-names.js';
import type { EventJob, EventJobHandler, JobOutcome } from '../../../shared/queues/job-handler.js';
import type { BookingEvent } from '../../booking/booking.events.js';
import type { WaitlistEvent } from '../../waitlist/waitlist.events.js';
import { MANAGE_LINK_DAYS } from '../../booking/booking.constants.js';
import { isBooking, type MoneyFacts, moneyFactsOf } from '../../booking/rules/payment-wording.rules.js';
import { ManageTokens } from '../../booking/index.js';
import { WaitlistTokens } from '../../waitlist/index.js';
import type { SmsTemplate } from '../sms.constants.js';
import { type BookingTextFacts, phoneHash, renderText, textableNumber } from '../rules/sms.rules.js';
import { SmsRepository } from '../repositories/sms.repository.js';
import { SmsDelivery } from '../services/sms-delivery.js';
import { ShortLinks } from '../services/short-links.js';

type BookingText = NonNullable<Awaited<ReturnType<SmsRepository['findBookingText']>>>;
const address = (a: BookingText) => [a.address_line1, a.address_line2, a.city, a.postcode].filter(Boolean).join(', ');
/** A live booking: never an attempt whose payment held no money (ADR 0035), whatever event asks. */
const live = (a: BookingText) =>
  (a.status === 'pending' || a.status === 'confirmed') && isBooking({ status: a.status, paymentStatus: a.payment_status, authorizedAt: a.authorized_at });
/** Where the fee stands, for paymentWording. */
const moneyOf = (a: BookingText): MoneyFacts => moneyFactsOf(a);

/**
 * What every booking text shares: who may get it (a mobile number, texts not declined at the payment
 * step, no STOP from the number), the short manage link, and the delivery. Each text is written in
 * the appointment's language as it stands when the text goes.
 */
@Injectable()
export class BookingTexts {
  constructor(
    readonly sms: SmsRepository,
    private readonly delivery: SmsDelivery,
    private readonly links: ShortLinks,
    private readonly manageTokens: ManageTokens,
    private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: Pick<Config, 'WELSH_PAGES'>,
  ) {}

  /** The appointment as a text tells it, its `locale` the one to write in: English while Welsh is not offered. */
  async bookingText(appointmentId: string) {
    const a = await this.sms.findBookingText(appointmentId);
    return a && { ...a, locale: messageLocale(a.locale, this.config.WELSH_PAGES === 'on') };
  }

  /** Why this appointment gets no text, or its E.164 number. */
  async recipient(a: BookingText): Promise<{ to: string } | { skip: string }> {
    if (a.anonymised_at) return { skip: 'anonymised' };
    if (a.texts_declined) return { skip: 'the patient declined texts' };
    const number = textableNumber(a.patient_phone);
    if (!number.ok) return { skip: number.reason === 'landline' ? 'not a mobile number' : 'no valid number' };
    if (await this.sms.isOptedOut(phoneHash(number.e164))) return { skip: 'the number replied STOP' };
    return { to: number.e164 };
  }

  /** The manage page in the booking's language: a Welsh text opens the Welsh page. */
  async manageLink(appointmentId: string, locale: Locale = DEFAULT_LOCALE): Promise<string> {
    const now = this.clock.now();
    const token = await this.manageTokens.issue(appointmentId, now, MANAGE_LINK_DAYS);
    return this.links.create(pathInLocale(`/appointments/manage?token=${encodeURIComponent(token)}`, locale), new Date(now.getTime() + MANAGE_LINK_DAYS * 86_400_000));
  }

  async facts(a: BookingText): Promise<BookingTextFacts> {
    return { practiceName: a.practice_name, address: address(a), startsAt: new Date(a.starts_at), reference: a.reference, link: await this.manageLink(a.id, a.locale), payment: moneyOf(a) };
  }

  async send(job: Job<EventJobData>, a: BookingText, template: SmsTemplate, messageKey: string, body: () => Promise<string>): Promise<JobOutcome> {
    const who = await this.recipient(a);
    if ('skip' in who) return this.skip({ messageKey, template, appointmentId: a.id }, who.skip);
    return this.delivery.deliver(job, { messageKey, template, appointmentId: a.id, to: who.to, body });
  }

  /** This job sends no text after all; a claim an earlier try left is closed (SmsDelivery.withdraw). */
  skip(text: { messageKey: string; template: SmsTemplate; appointmentId: string }, reason: string): Promise<JobOutcome> {
    return this.delivery.withdraw(text, reason);
  }
}

/** The events routed to SendBookingTextHandler (event-routes.ts). */
type SendBookingTextEvents = typeof BookingEvent.AppointmentBooked;

/** `sms` queue, `AppointmentBooked`: the booking text (practice, time, address, short manage link), once per appointment. */
@Injectable()
export class SendBookingTextHandler implements EventJobHandler<SendBookingTextEvents> {
  readonly queue = QueueName.Sms;
  readonly name = JobName.SendBookingText;
  constructor(private readonly texts: BookingTexts) {}

  async handle(job: EventJob<SendBookingTextEvents>): Promise<JobOutcome> {
    const messageKey = `booking-confirmed:${job.data.aggregateId}`;
    const a = await this.texts.bookingText(job.data.aggregateId);
    if (!a || !live(a)) return this.texts.skip({ messageKey, template: 'booking-confirmed', appointmentId: job.data.aggregateId }, 'the appointment is no longer booked');
    return this.texts.send(job, a, 'booking-confirmed', messageKey, async () => renderText({ template: 'booking-confirmed', facts: await this.texts.facts(a) }, a.locale));
  }
}

/** The events routed to SendPracticeConfirmedTextHandler (event-routes.ts). */
type SendPracticeConfirmedTextEvents = typeof BookingEvent.AppointmentConfirmed;

/**
 * `sms` queue, `AppointmentConfirmed`: "Confirmed by the practice", once per appointment: the booking
 * text and page promise a text when the practice confirms, so one goes.
 */
@Injectable()
export class SendPracticeConfirmedTextHandler implements EventJobHandler<SendPracticeConfirmedTextEvents> {
  readonly queue = QueueName.Sms;
  readonly name = JobName.SendPracticeConfirmedText;
  constructor(private readonly texts: BookingTexts) {}

  async handle(job: EventJob<SendPracticeConfirmedTextEvents>): Promise<JobOutcome> {
    const messageKey = `practice-confirmed:${job.data.aggregateId}`;
    const a = await this.texts.bookingText(job.data.aggregateId);
    if (!a || !live(a) || a.status !== 'confirmed') return this.texts.skip({ messageKey, template: 'practice-confirmed', appointmentId: job.data.aggregateId }, 'the appointment is not confirmed');
    return this.texts.send(job, a, 'practice-confirmed', messageKey, async () => renderText({ template: 'practice-confirmed', facts: await this.texts.facts(a) }, a.locale));
  }
}

/** The events routed to SendReminderTextHandler (event-routes.ts). */
type SendReminderTextEvents = typeof BookingEvent.ReminderScheduled;

/**
 * `sms` queue, `ReminderScheduled` (the e-mail reminder's event and delay): the reminder text, only
 * for the time the booking still has, once per time.
 */
@Injectable()
export class SendReminderTextHandler implements EventJobHandler<SendReminderTextEvents> {
  readonly queue = QueueName.Sms;
  readonly name = JobName.SendReminderText;
  constructor(private readonly texts: BookingTexts) {}

  async handle(job: EventJob<SendReminderTextEvents>): Promise<JobOutcome> {
    // One reminder per time: the time this job was scheduled for (its event's).
    const messageKey = `reminder:${job.data.aggregateId}:${Date.parse(job.data.payload.startsAt)}`;
    const text = { messageKey, template: 'reminder', appointmentId: job.data.aggregateId } as const;
    const a = await this.texts.bookingText(job.data.aggregateId);
    if (!a || !live(a)) return this.texts.skip(text, 'the appointment is no longer booked');
    if (job.data.payload.startsAt !== new Date(a.starts_at).toISOString()) return this.texts.skip(text, 'appointment moved');
    return this.texts.send(job, a, 'reminder', messageKey, async () => renderText({ template: 'reminder', facts: await this.texts.facts(a) }, a.locale));
  }
}

/** The events routed to SendRescheduledTextHandler (event-routes.ts). */
type SendRescheduledTextEvents = typeof BookingEvent.AppointmentRescheduled;

/** `sms` queue, `AppointmentRescheduled`: the new time, once per move. */
@Injectable()
export class SendRescheduledTextHandler implements EventJobHandler<SendRescheduledTextEvents> {
  readonly queue = QueueName.Sms;
  readonly name = JobName.SendRescheduledText;
  constructor(private readonly texts: BookingTexts) {}

  async handle(job: EventJob<SendRescheduledTextEvents>): Promise<JobOutcome> {
    const messageKey = `rescheduled:${job.data.eventId}`;
    const a = await this.texts.bookingText(job.data.aggregateId);
    if (!a || !live(a)) return this.texts.skip({ messageKey, template: 'rescheduled', appointmentId: job.data.aggregateId }, 'the appointment is no longer booked');
    return this.texts.send(job, a, 'rescheduled', messageKey, async () => renderText({ template: 'rescheduled', facts: await this.texts.facts(a) }, a.locale));
  }
}

/** The events routed to SendCancellationTextHandler (event-routes.ts). */
type SendCancellationTextEvents = typeof BookingEvent.AppointmentCancelled;

/**
 * `sms` queue, `AppointmentCancelled`: says so, with where the fee stands (as the e-mail does) and
 * the short manage link (the cancelled booking and its fee, read-only), once.
 */
@Injectable()
export class SendCancellationTextHandler implements EventJobHandler<SendCancellationTextEvents> {
  readonly queue = QueueName.Sms;
  readonly name = JobName.SendCancellationText;
  constructor(private readonly texts: BookingTexts) {}

  async handle(job: EventJob<SendCancellationTextEvents>): Promise<JobOutcome> {
    const a = await this.texts.bookingText(job.data.aggregateId);
    if (!a || a.status !== 'cancelled') return this.texts.skip({ messageKey: `cancelled:${job.data.aggregateId}`, template: 'cancelled', appointmentId: job.data.aggregateId }, 'the appointment is not cancelled');
    // What the refund rule gave (refund_due_pence), or what the payment queue has done since, in paymentWording's words.
    return this.texts.send(job, a, 'cancelled', `cancelled:${a.id}`, async () =>
      renderText(
        {
          template: 'cancelled',
          facts: {
            practiceName: a.practice_name,
            startsAt: new Date(a.starts_at),
            reference: a.reference,
            payment: moneyOf(a),
            link: await this.texts.manageLink(a.id, a.locale),
            byPractice: a.cancelled_by === 'admin' || a.cancelled_by === 'practice',
            // Only the words typed for the patient, never the issue or a name.
            reason: a.cancellation_reason,
            nation: nationOfPostcode(a.patient_postcode) ?? null,
          },
        },
        a.locale,
      ),
    );
  }
}

/** The events routed to SendWaitlistOfferTextHandler (event-routes.ts). */
type SendWaitlistOfferTextEvents = typeof WaitlistEvent.WaitlistOfferMade;

/** `sms` queue, `WaitlistOfferMade`: the freed slot, the claim link and its deadline, and the leave link; once per offer. */
@Injectable()
export class SendWaitlistOfferTextHandler implements EventJobHandler<SendWaitlistOfferTextEvents> {
  readonly queue = QueueName.Sms;
  readonly name = JobName.SendWaitlistOfferText;
  constructor(
    private readonly sms: SmsRepository,
    private readonly delivery: SmsDelivery,
    private readonly links: ShortLinks,
    private readonly tokens: WaitlistTokens,
    private readonly clock: Clock,
  ) {}

  async handle(job: EventJob<SendWaitlistOfferTextEvents>): Promise<JobOutcome> {
    const text = {
      messageKey: `waitlist-offer:${job.data.aggregateId}`,
      template: 'waitlist-offer',
      appointmentId: null,
      aggregate: { type: 'waitlist_offer', id: job.data.aggregateId },
    } as const;
    const o = await this.sms.findOfferText(job.data.aggregateId);
    if (!o || o.status !== 'sent') return this.delivery.withdraw(text, 'offer no longer live');
    const expiresAt = new Date(o.expires_at);
    if (expiresAt <= this.clock.now()) return this.delivery.withdraw(text, 'offer ran out before sending');
    const number = textableNumber(o.phone);
    if (!number.ok) return this.delivery.withdraw(text, number.reason === 'landline' ? 'not a mobile number' : 'no valid number');
    if (await this.sms.isOptedOut(phoneHash(number.e164))) return this.delivery.withdraw(text, 'the number replied STOP');
    return this.delivery.deliver(job, {
      ...text,
      to: number.e164,
      body: async () => {
        const claim = await this.links.create(`/waitlist/offer?token=${encodeURIComponent(await this.tokens.token('waitlist-offer', o.id))}`, expiresAt);
        const leave = await this.links.create(`/waitlist/leave?token=${encodeURIComponent(await this.tokens.token('waitlist-leave', o.entry_id))}`, new Date(o.entry_expires_at));
        // A waitlist place knows no language (it is not an appointment yet): English.
        return renderText({ template: 'waitlist-offer', facts: { practiceName: o.practice_name, startsAt: new Date(o.starts_at), expiresAt, claimLink: claim, leaveLink: leave } });
      },
    });
  }
}
