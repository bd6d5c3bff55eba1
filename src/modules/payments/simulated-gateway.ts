import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../shared/errors/domain-error.js';
import { type IntentStatus, type PaymentGateway, type PaymentIntentView, PaymentRefusedError } from './payment-gateway.js';
import { cardOutcome } from './test-cards.js';

interface IntentRow {
  id: string;
  client_secret: string;
  status: IntentStatus;
  amount_pence: number;
  last_error: string | null;
  created_at: Date;
  capture_method: 'manual' | 'automatic';
}

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
 * is a compare-and-set; create is idempotent by key, like Stripe's Idempotency-Key.
 */
@Injectable()
export class SimulatedGateway implements PaymentGateway {
  readonly provider = 'simulated' as const;
  /** Counts captures that reached the "bank" (tests prove exactly one per appointment). */
  constructor(private readonly orm: MikroORM) {}

  private get em() {
    return this.orm.em.fork();
  }

  async createIntent(input: Parameters<PaymentGateway['createIntent']>[0]): Promise<PaymentIntentView> {
    const id = `pi_sim_${randomBytes(12).toString('hex')}`;
    const secret = `${id}_secret_${randomBytes(12).toString('hex')}`;
    await this.em.execute(
      `INSERT INTO simulated_payment_intent (id, client_secret, idempotency_key, amount_pence, currency, capture_method, status, metadata)
       VALUES (?, ?, ?, ?, ?, ?, 'requires_payment_method', ?::jsonb) ON CONFLICT (idempotency_key) DO NOTHING`,
      [id, secret, input.idempotencyKey, input.amountPence, input.currency, input.captureMethod, JSON.stringify(input.metadata)],
    );
    const [row] = await this.em.execute<IntentRow[]>('SELECT * FROM simulated_payment_intent WHERE idempotency_key = ?', [input.idempotencyKey]);
    return view(row);
  }

  async retrieve(id: string): Promise<PaymentIntentView> {
    const [row] = await this.em.execute<IntentRow[]>('SELECT * FROM simulated_payment_intent WHERE id = ?', [id]);
    if (!row) throw new NotFoundError('No such payment.', 'payment_not_found');
    return view(row);
  }

  /** The card step (what Stripe.js does in the browser): succeeds or records the card's refusal. */
  async confirmWithCard(clientSecret: string, cardNumber: string): Promise<PaymentIntentView & { error?: { code: string; message: string } }> {
    const outcome = cardOutcome(cardNumber);
    if (outcome.outcome === 'success') {
      const rows = await this.em.execute<IntentRow[]>(
        `UPDATE simulated_payment_intent
            SET status = CASE WHEN capture_method = 'manual' THEN 'requires_capture' ELSE 'succeeded' END,
                capture_count = capture_count + CASE WHEN capture_method = 'manual' THEN 0 ELSE 1 END,
                last_error = NULL, updated_at = now()
          WHERE client_secret = ? AND status = 'requires_payment_method' RETURNING *`,
        [clientSecret],
      );
      if (rows[0]) return view(rows[0]);
    } else {
      const rows = await this.em.execute<IntentRow[]>(
        `UPDATE simulated_payment_intent SET last_error = ?, updated_at = now()
          WHERE client_secret = ? AND status = 'requires_payment_method' RETURNING *`,
        [outcome.message, clientSecret],
      );
      if (rows[0]) return { ...view(rows[0]), error: { code: outcome.code, message: outcome.message } };
    }
    const [row] = await this.em.execute<IntentRow[]>('SELECT * FROM simulated_payment_intent WHERE client_secret = ?', [clientSecret]);
    if (!row) throw new NotFoundError('No such payment.', 'payment_not_found');
    return view(row); // already confirmed or canceled: the same answer again
  }

  async capture(id: string): Promise<PaymentIntentView> {
    const rows = await this.em.execute<IntentRow[]>(
      `UPDATE simulated_payment_intent SET status = 'succeeded', capture_count = capture_count + 1, updated_at = now()
        WHERE id = ? AND status = 'requires_capture' RETURNING *`,
      [id],
    );
    if (rows[0]) return view(rows[0]);
    const current = await this.retrieve(id);
    if (current.status === 'succeeded') return current; // captured before: idempotent
    throw new PaymentRefusedError(`This payment cannot be captured (status ${current.status}).`, 'not_capturable');
  }

  async cancel(id: string): Promise<PaymentIntentView> {
    const rows = await this.em.execute<IntentRow[]>(
      `UPDATE simulated_payment_intent SET status = 'canceled', updated_at = now()
        WHERE id = ? AND status IN ('requires_payment_method', 'requires_capture', 'requires_confirmation') RETURNING *`,
      [id],
    );
    return rows[0] ? view(rows[0]) : this.retrieve(id);
  }

  /** Like Stripe, a refund is made once per idempotency key, however often it is asked for. */
  async refund(id: string, amountPence: number, idempotencyKey: string): Promise<{ refundedPence: number }> {
    const rows = await this.em.execute<{ amount_refunded_pence: number }[]>(
      `WITH r AS (
         INSERT INTO simulated_refund (idempotency_key, intent_id, amount_pence)
         SELECT ?, i.id, ? FROM simulated_payment_intent i WHERE i.id = ? AND i.status = 'succeeded'
         ON CONFLICT (idempotency_key) DO NOTHING RETURNING intent_id, amount_pence)
       UPDATE simulated_payment_intent i SET amount_refunded_pence = least(i.amount_pence, i.amount_refunded_pence + r.amount_pence), updated_at = now()
         FROM r WHERE i.id = r.intent_id RETURNING i.amount_refunded_pence`,
      [idempotencyKey, amountPence, id],
    );
    if (rows[0]) return { refundedPence: amountPence };
    const [earlier] = await this.em.execute<{ amount_pence: number }[]>('SELECT amount_pence FROM simulated_refund WHERE idempotency_key = ? AND intent_id = ?', [idempotencyKey, id]);
    if (earlier) return { refundedPence: earlier.amount_pence };
    throw new PaymentRefusedError('Only a captured payment can be refunded.', 'not_refundable');
  }
}
