import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Config } from '../../../config/config.js';
import { CONFIG } from '../../../config/config.module.js';
import { Clock } from '../../../shared/clock/clock.js';
import { ConflictError, ValidationError } from '../../../shared/errors/domain-error.js';
import { TransactionRunner } from '../../../shared/outbox/transaction-runner.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../payments/index.js';
import { SiteSettingsService } from '../../site/index.js';
import { AppointmentsRepository } from '../repositories/appointments.repository.js';
import { BOOKING_CURRENCY, BOOKING_FEE_PENCE, BOOKING_MESSAGES } from '../booking.constants.js';
import { emailProblem, newReference, paymentIntentMetadata } from '../rules/booking.rules.js';
import { plainMailbox } from '../../notifications/rules/mailbox.rules.js';
import { BookingTokens, sha256 } from '../services/booking-tokens.js';
import { type BookedFor, bookedForOf, bookedForProblems, type CheckoutConsent, checkoutConsent, consentProblems } from '../rules/checkout-consent.rules.js';
import { HoldsRepository } from '../repositories/holds.repository.js';
import { BookingEvent } from '../booking.events.js';
import { BookingErrorCode } from '../booking.errors.js';
import { DEFAULT_LOCALE, type Locale } from '../../site/languages.constants.js';
import { messageLocale } from '../../site/rules/language.rules.js';

export interface CheckoutResult {
  appointmentId: string;
  reference: string;
  clientSecret: string;
  amountPence: number;
  accessToken: string;
  paymentIntentId: string;
}

export class CheckoutCommand extends Command<CheckoutResult> {
  constructor(
    readonly holdId: string,
    readonly holdToken: string,
    readonly email: unknown,
    readonly userId: string | null,
    /**
     * The payment step's two required boxes, each the boolean true, and who the appointment
     * is for: `patient` absent is the person booking; a patient under 16 needs `guardian` true.
     */
    readonly consent: { acceptTerms: unknown; over16: unknown; patient?: unknown; guardian?: unknown },
    /** The patient may get texts (the payment step's checkbox unticked). */
    readonly textMessages = true,
    /** The language the patient booked in: their e-mails, texts and calendar file speak it (English while Welsh is off). */
    readonly locale: Locale = DEFAULT_LOCALE,
  ) {
    super();
  }
}

/**
 * Creates the appointment (pending / pending, £39) for a live hold and its PaymentIntent with
 * idempotency key = hold id. One appointment per hold (a unique column), so two checkouts of one
 * hold give the same appointment, intent and access token. The appointment records the Booking
 * Terms version accepted, the Clock's time and the 16-or-over confirmation, who the appointment is
 * for when not the person booking (with the guardian's confirmation for a child under 16) and the
 * language booked in; a repeated checkout inserts nothing, so the first consent, patient and language stand.
 */
@CommandHandler(CheckoutCommand)
export class CheckoutHandler implements ICommandHandler<CheckoutCommand> {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    private readonly site: SiteSettingsService,
    private readonly tokens: BookingTokens,
    private readonly holds: HoldsRepository,
    private readonly appointments: AppointmentsRepository,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async execute({ holdId, holdToken, email, userId, consent, textMessages, locale }: CheckoutCommand): Promise<CheckoutResult> {
    const problem = emailProblem(email);
    const fields = {
      ...(problem && { email: problem }),
      ...consentProblems(consent.acceptTerms, consent.over16),
      ...bookedForProblems(consent.patient, consent.guardian),
    };
    const first = Object.values(fields)[0];
    if (first) throw new ValidationError(first, fields);
    // The mailbox as the rule gives it (an internationalised domain in ASCII): what is stored is what is sent.
    const patientEmail = plainMailbox(email)!;
    const now = this.clock.now();
    const settings = await this.site.getOrUnprotected();
    const bookedFor = bookedForOf(consent.patient);
    // While Welsh is off a booking is stored English, whatever was asked: no unreviewed clinical Welsh reaches it.
    const stored = messageLocale(locale, this.config.WELSH_PAGES === 'on');
    const appointment = await this.createOrFindAppointment(holdId, holdToken, patientEmail, userId, textMessages, checkoutConsent(now, bookedFor), bookedFor, stored);

    const intent = await this.gateway.createIntent({
      amountPence: BOOKING_FEE_PENCE,
      currency: BOOKING_CURRENCY,
      captureMethod: settings?.useImmediatePaymentProcessing ? 'automatic' : 'manual',
      idempotencyKey: `hold-${holdId}`,
      metadata: paymentIntentMetadata(appointment),
    });
    const accessTokenHash = sha256(await this.tokens.accessToken(appointment.id));
    await this.tx.run(() => this.appointments.attachPayment(appointment.id, intent.id, accessTokenHash));
    return {
      appointmentId: appointment.id,
      reference: appointment.reference,
      clientSecret: intent.clientSecret,
      amountPence: BOOKING_FEE_PENCE,
      accessToken: await this.tokens.accessToken(appointment.id),
      paymentIntentId: intent.id,
    };
  }
  /**
   * The hold's appointment, created once. Concurrent checkouts of one hold queue on its row lock and
   * the later ones find the first one's appointment; should one still meet a unique index (the slot's
   * one live appointment) because another committed first, it is asked once more and finds that one.
   */
  private async createOrFindAppointment(holdId: string, holdToken: string, patientEmail: string, userId: string | null, textMessages: boolean, consent: CheckoutConsent, bookedFor: BookedFor | null, locale: Locale) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.createOrFindOnce(holdId, holdToken, patientEmail, userId, textMessages, consent, bookedFor, locale);
      } catch (error) {
        const e = error as { code?: string; name?: string };
        const duplicate = e.code === '23505' || e.name === 'UniqueConstraintViolationException';
        if (!duplicate || attempt >= 2) throw error;
      }
    }
  }

  private createOrFindOnce(holdId: string, holdToken: string, patientEmail: string, userId: string | null, textMessages: boolean, consent: CheckoutConsent, bookedFor: BookedFor | null, locale: Locale) {
    return this.tx.run(async (uow) => {
      const hold = await this.holds.lockLiveHoldForCheckout(holdId, sha256(holdToken), consent.acceptedAt);
      if (!hold) {
        const existing = await this.appointments.findLiveOfHoldToken(holdId, sha256(holdToken));
        if (existing) return existing;
        throw new ConflictError(BOOKING_MESSAGES.slotNoLongerAvailable, BookingErrorCode.HoldExpired);
      }
      const inserted = await this.appointments.createForHold({
        reference: newReference(),
        holdId,
        slotId: hold.slot_id,
        patientName: hold.patient_name,
        patientPhone: hold.patient_phone,
        patientPostcode: hold.patient_postcode,
        patientIssue: hold.patient_issue,
        patientEmail,
        patientUserId: userId,
        paymentProvider: this.gateway.provider,
        amountPence: BOOKING_FEE_PENCE,
        currency: BOOKING_CURRENCY,
        termsVersion: consent.termsVersion,
        termsAcceptedAt: consent.acceptedAt,
        over16Confirmed: consent.over16Confirmed,
        bookedFor,
        guardianConfirmed: consent.guardianConfirmed,
        locale,
      });
      if (inserted) {
        if (!textMessages) await this.appointments.declineTexts(inserted.id);
        uow.emit({ type: BookingEvent.AppointmentCreated, aggregateType: 'appointment', aggregateId: inserted.id, actor: 'patient', payload: { holdId, practiceId: hold.practice_id } });
        return inserted;
      }
      const existing = await this.appointments.findOfHold(holdId);
      if (!existing) throw new ConflictError(BOOKING_MESSAGES.slotNoLongerAvailable, BookingErrorCode.HoldExpired);
      return existing;
    });
  }
}
