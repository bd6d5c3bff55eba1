import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../shared/clock/clock.js';
import { ConflictError, ValidationError } from '../../shared/errors/domain-error.js';
import { TransactionRunner } from '../../shared/outbox/transaction-runner.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../payments/payment-gateway.js';
import { SiteSettingsService } from '../site/site-settings.service.js';
import { BOOKING_CURRENCY, BOOKING_FEE_PENCE, BOOKING_MESSAGES } from './booking.constants.js';
import { emailProblem, newReference } from './booking.rules.js';
import { BookingTokens, sha256 } from './booking-tokens.js';

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
  ) {
    super();
  }
}

/**
 * Creates the appointment (pending / pending, £39) for a live hold and its PaymentIntent with
 * idempotency key = hold id. One appointment per hold (a unique column), so two checkouts of one
 * hold give the same appointment, intent and access token.
 */
@CommandHandler(CheckoutCommand)
export class CheckoutHandler implements ICommandHandler<CheckoutCommand> {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    private readonly site: SiteSettingsService,
    private readonly tokens: BookingTokens,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  async execute({ holdId, holdToken, email, userId }: CheckoutCommand): Promise<CheckoutResult> {
    const problem = emailProblem(email);
    if (problem) throw new ValidationError(problem, { email: problem });
    const patientEmail = (email as string).trim();
    const now = this.clock.now();
    const settings = await this.site.getOrUnprotected();
    const appointment = await this.tx.run(async (uow) => {
      const [hold] = await uow.execute<{ id: string; slot_id: string; practice_id: string; patient_name: string; patient_phone: string; patient_postcode: string; patient_issue: string }[]>(
        `SELECT h.id, h.slot_id, h.practice_id, h.patient_name, h.patient_phone, h.patient_postcode, h.patient_issue
           FROM hold h WHERE h.id = ? AND h.token_hash = ? AND h.status = 'active' AND h.expires_at > ?::timestamptz FOR UPDATE`,
        [holdId, sha256(holdToken), now],
      );
      if (!hold) {
        const [existing] = await uow.execute<{ id: string; reference: string; payment_intent_id: string | null }[]>(
          `SELECT a.id, a.reference, a.payment_intent_id FROM appointment a JOIN hold h ON h.id = a.hold_id
            WHERE a.hold_id = ? AND h.token_hash = ? AND a.status <> 'cancelled'`,
          [holdId, sha256(holdToken)],
        );
        if (existing) return existing;
        throw new ConflictError(BOOKING_MESSAGES.slotNoLongerAvailable, 'hold_expired');
      }
      const inserted = await uow.execute<{ id: string; reference: string; payment_intent_id: string | null }[]>(
        `INSERT INTO appointment (reference, practice_id, operative_id, slot_id, hold_id, starts_at, ends_at,
                                  patient_name, patient_phone, patient_postcode, patient_issue, patient_email, patient_user_id,
                                  payment_provider, amount_pence, currency)
         SELECT ?, s.practice_id, s.operative_id, s.id, ?, s.starts_at, s.ends_at, ?, ?, ?, ?, ?, ?, ?, ?, ?
           FROM slot s WHERE s.id = ? AND s.hold_id = ?
         ON CONFLICT (hold_id) DO NOTHING
         RETURNING id, reference, payment_intent_id`,
        [newReference(), holdId, hold.patient_name, hold.patient_phone, hold.patient_postcode, hold.patient_issue, patientEmail, userId, this.gateway.provider, BOOKING_FEE_PENCE, BOOKING_CURRENCY, hold.slot_id, holdId],
      );
      if (inserted[0]) {
        uow.emit({ type: 'AppointmentCreated', aggregateType: 'appointment', aggregateId: inserted[0].id, actor: 'patient', payload: { holdId, practiceId: hold.practice_id } });
        return inserted[0];
      }
      const [existing] = await uow.execute<{ id: string; reference: string; payment_intent_id: string | null }[]>(
        'SELECT id, reference, payment_intent_id FROM appointment WHERE hold_id = ?',
        [holdId],
      );
      if (!existing) throw new ConflictError(BOOKING_MESSAGES.slotNoLongerAvailable, 'hold_expired');
      return existing;
    });

    const intent = await this.gateway.createIntent({
      amountPence: BOOKING_FEE_PENCE,
      currency: BOOKING_CURRENCY,
      captureMethod: settings?.useImmediatePaymentProcessing ? 'automatic' : 'manual',
      idempotencyKey: `hold-${holdId}`,
      metadata: { appointmentId: appointment.id, reference: appointment.reference },
    });
    await this.tx.run(async (uow) => {
      await uow.execute(
        `UPDATE appointment SET payment_intent_id = ?, access_token_hash = ?, updated_at = now() WHERE id = ? AND (payment_intent_id IS NULL OR payment_intent_id = ?)`,
        [intent.id, sha256(await this.tokens.accessToken(appointment.id)), appointment.id, intent.id],
      );
    });
    return {
      appointmentId: appointment.id,
      reference: appointment.reference,
      clientSecret: intent.clientSecret,
      amountPence: BOOKING_FEE_PENCE,
      accessToken: await this.tokens.accessToken(appointment.id),
      paymentIntentId: intent.id,
    };
  }
}
