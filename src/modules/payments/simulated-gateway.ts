import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../../shared/errors/domain-error.js';
import { type PaymentGateway, type PaymentIntentView, PaymentRefusedError } from './payment-gateway.js';
import { SimulatedPaymentsRepository } from './simulated-payments.repository.js';
import { AUTHENTICATION_FAILED, cardOutcome } from './test-cards.js';
import { PaymentsErrorCode } from './payments.errors.js';

type IntentRow = NonNullable<Awaited<ReturnType<SimulatedPaymentsRepository['findIntent']>>>;

/** How long an authorisation can be captured, as Stripe gives a customer-initiated card payment; then it lapses. */
export const SIMULATED_AUTHORISATION_DAYS = 7;

const view = (r: IntentRow): PaymentIntentView => ({
  id: r.id,
  clientSecret: r.client_secret,
  status: r.status,
  amountPence: r.amount_pence,
  lastError: r.last_error,
  // Like a customer-initiated card authorisation: 7 days to capture.
  captureBefore: r.status === 'requires_capture' ? new Date(new Date(r.created_at).getTime() + SIMULATED_AUTHORISATION_DAYS * 86400_000) : null,
  amountCapturedPence: r.amount_captured_pence,
  cancellationReason: r.cancellation_reason,
});

/** The portal's challenge, as Stripe's `next_action` tells Stripe.js to show the bank's 3-D Secure page. */
const THREE_D_SECURE = { type: 'three_d_secure_challenge' } as const;

/** What a simulated card step or challenge answers: the intent, and the card's refusal or the next action. */
export type SimulatedConfirmation = PaymentIntentView & { error?: { code: string; message: string }; nextAction?: typeof THREE_D_SECURE };

/**
 * The embedded default gateway: Stripe's PaymentIntent state machine, driven by Stripe's test card
 * numbers, stored in PostgreSQL so every api and worker copy sees the same intents. Every transition
 * is a compare-and-set; create is idempotent by key, like Stripe's Idempotency-Key. It stands for an
 * outside service: call it outside a unit of work (as every caller does), or its writes would join
 * (and roll back with) the caller's transaction, which Stripe's never do.
 */
@Injectable()
export class SimulatedGateway implements PaymentGateway {
  readonly provider = 'simulated' as const;
  /** `capture_count` counts captures that reached the "bank" and `amount_captured_pence` what they took (tests prove exactly one per appointment). */
  constructor(private readonly intents: SimulatedPaymentsRepository) {}

  async createIntent(input: Parameters<PaymentGateway['createIntent']>[0]): Promise<PaymentIntentView> {
    const id = `pi_sim_${randomBytes(12).toString('hex')}`;
    const secret = `${id}_secret_${randomBytes(12).toString('hex')}`;
    await this.intents.createIntentOnce({ id, clientSecret: secret, ...input });
    const row = await this.intents.findIntentByIdempotencyKey(input.idempotencyKey);
    if (!row) throw new Error('The simulated intent was neither created nor found.');
    return view(row);
  }

  async retrieve(id: string): Promise<PaymentIntentView> {
    await this.intents.lapseIfExpired(id, SIMULATED_AUTHORISATION_DAYS);
    const row = await this.intents.findIntent(id);
    if (!row) throw new NotFoundError('No such payment.', PaymentsErrorCode.PaymentNotFound);
    return view(row);
  }

  /**
   * The card step (what Stripe.js does in the browser): succeeds, records the card's refusal, or
   * (a 3-D Secure test card) leaves the intent waiting for the patient's bank, with the next action
   * the portal takes: the challenge.
   */
  async confirmWithCard(clientSecret: string, cardNumber: string): Promise<SimulatedConfirmation> {
    const outcome = cardOutcome(cardNumber);
    const from = ['requires_payment_method', 'requires_action'] as const;
    if (outcome.outcome === 'success') {
      const row = await this.intents.authorise(clientSecret, from);
      if (row) return view(row);
    } else if (outcome.outcome === 'authenticate') {
      const row = await this.intents.requireAuthentication(clientSecret);
      if (row) return { ...view(row), nextAction: THREE_D_SECURE };
    } else {
      const row = await this.intents.refuse(clientSecret, outcome.message, from);
      if (row) return { ...view(row), error: { code: outcome.code, message: outcome.message } };
    }
    return this.unchanged(clientSecret); // already paid or canceled: the same answer again
  }

  /**
   * The patient's answer to the challenge (what the bank's page does with Stripe): passed, the
   * payment goes through; failed, it is refused with Stripe's message and a new card may be tried.
   * Only an intent waiting for authentication changes; anything else is answered as it stands.
   */
  async authenticate(clientSecret: string, result: 'complete' | 'fail'): Promise<SimulatedConfirmation> {
    if (result === 'complete') {
      const row = await this.intents.authorise(clientSecret, ['requires_action']);
      if (row) return view(row);
    } else {
      const row = await this.intents.refuse(clientSecret, AUTHENTICATION_FAILED.message, ['requires_action']);
      if (row) return { ...view(row), error: { ...AUTHENTICATION_FAILED } };
    }
    return this.unchanged(clientSecret);
  }

  private async unchanged(clientSecret: string): Promise<SimulatedConfirmation> {
    const row = await this.intents.findIntentByClientSecret(clientSecret);
    if (!row) throw new NotFoundError('No such payment.', PaymentsErrorCode.PaymentNotFound);
    return { ...view(row), ...(row.status === 'requires_action' && { nextAction: THREE_D_SECURE }) };
  }

  /**
   * Captures once, the whole amount or the part asked for (the rest is released, as Stripe's
   * amount_to_capture does); an authorisation past its days has lapsed and cannot be captured. The
   * same key answers the first capture again (Stripe's Idempotency-Key); another key is refused.
   */
  async capture(id: string, idempotencyKey: string, amountPence?: number): Promise<PaymentIntentView> {
    const before = await this.retrieve(id);
    const amount = amountPence ?? before.amountPence;
    if (!Number.isInteger(amount) || amount <= 0 || amount > before.amountPence) {
      throw new PaymentRefusedError('The amount to capture must be more than nothing and at most the amount authorised.', 'amount_too_large');
    }
    const row = await this.intents.captureIntent(id, amount, idempotencyKey);
    if (row) return view(row);
    const current = await this.intents.findIntent(id);
    if (current?.status === 'succeeded' && current.capture_idempotency_key === idempotencyKey) return view(current);
    throw new PaymentRefusedError(`This payment cannot be captured (status ${current?.status ?? 'unknown'}).`, 'payment_intent_unexpected_state');
  }

  async cancel(id: string): Promise<PaymentIntentView> {
    await this.intents.lapseIfExpired(id, SIMULATED_AUTHORISATION_DAYS);
    const row = await this.intents.cancelIntent(id);
    return row ? view(row) : this.retrieve(id);
  }

  /** Like Stripe, a refund is made once per idempotency key, however often it is asked for. */
  async refund(id: string, amountPence: number, idempotencyKey: string): Promise<{ refundedPence: number }> {
    if (await this.intents.refundOnce(id, amountPence, idempotencyKey)) return { refundedPence: amountPence };
    const earlier = await this.intents.findRefund(idempotencyKey, id);
    if (earlier) return { refundedPence: earlier.amount_pence };
    throw new PaymentRefusedError('Only what a payment captured can be refunded.', 'not_refundable');
  }
}
