import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../../shared/errors/domain-error.js';
import { type PaymentGateway, type PaymentIntentView, PaymentRefusedError } from './payment-gateway.js';
import { SimulatedPaymentsRepository } from './simulated-payments.repository.js';
import { cardOutcome } from './test-cards.js';

type IntentRow = NonNullable<Awaited<ReturnType<SimulatedPaymentsRepository['findIntent']>>>;

const view = (r: IntentRow): PaymentIntentView => ({
  id: r.id,
  clientSecret: r.client_secret,
  status: r.status,
  amountPence: r.amount_pence,
  lastError: r.last_error,
  // Like a customer-initiated card authorisation: 7 days to capture.
  captureBefore: r.status === 'requires_capture' ? new Date(new Date(r.created_at).getTime() + 7 * 86400_000) : null,
});

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
  /** `capture_count` counts captures that reached the "bank" (tests prove exactly one per appointment). */
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
    const row = await this.intents.findIntent(id);
    if (!row) throw new NotFoundError('No such payment.', 'payment_not_found');
    return view(row);
  }

  /** The card step (what Stripe.js does in the browser): succeeds or records the card's refusal. */
  async confirmWithCard(clientSecret: string, cardNumber: string): Promise<PaymentIntentView & { error?: { code: string; message: string } }> {
    const outcome = cardOutcome(cardNumber);
    if (outcome.outcome === 'success') {
      const row = await this.intents.authoriseWithCard(clientSecret);
      if (row) return view(row);
    } else {
      const row = await this.intents.recordCardRefusal(clientSecret, outcome.message);
      if (row) return { ...view(row), error: { code: outcome.code, message: outcome.message } };
    }
    const row = await this.intents.findIntentByClientSecret(clientSecret);
    if (!row) throw new NotFoundError('No such payment.', 'payment_not_found');
    return view(row); // already confirmed or canceled: the same answer again
  }

  async capture(id: string): Promise<PaymentIntentView> {
    const row = await this.intents.captureIntent(id);
    if (row) return view(row);
    const current = await this.retrieve(id);
    if (current.status === 'succeeded') return current; // captured before: idempotent
    throw new PaymentRefusedError(`This payment cannot be captured (status ${current.status}).`, 'not_capturable');
  }

  async cancel(id: string): Promise<PaymentIntentView> {
    const row = await this.intents.cancelIntent(id);
    return row ? view(row) : this.retrieve(id);
  }

  /** Like Stripe, a refund is made once per idempotency key, however often it is asked for. */
  async refund(id: string, amountPence: number, idempotencyKey: string): Promise<{ refundedPence: number }> {
    if (await this.intents.refundOnce(id, amountPence, idempotencyKey)) return { refundedPence: amountPence };
    const earlier = await this.intents.findRefund(idempotencyKey, id);
    if (earlier) return { refundedPence: earlier.amount_pence };
    throw new PaymentRefusedError('Only a captured payment can be refunded.', 'not_refundable');
  }
}
