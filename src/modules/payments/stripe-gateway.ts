import Stripe from 'stripe';
import type { Config } from '../../config/config.js';
import { type IntentStatus, type PaymentGateway, type PaymentIntentView, PaymentRefusedError } from './payment-gateway.js';

/** Stripe PaymentIntents through the official SDK; every call that changes money carries an idempotency key. */
export class StripeGateway implements PaymentGateway {
  readonly provider = 'stripe' as const;
  readonly stripe: Stripe;

  constructor(config: Config) {
    const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : undefined;
    this.stripe = new Stripe(config.STRIPE_SECRET_KEY!, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(base && { host: base.hostname, port: Number(base.port || 80), protocol: base.protocol.replace(':', '') as 'http' | 'https' }),
    });
  }

  private view(pi: Stripe.PaymentIntent): PaymentIntentView {
    const charge = typeof pi.latest_charge === 'object' && pi.latest_charge ? pi.latest_charge : undefined;
    const captureBefore = charge?.payment_method_details?.card?.capture_before;
    return {
      id: pi.id,
      clientSecret: pi.client_secret ?? '',
      status: pi.status as IntentStatus,
      amountPence: pi.amount,
      lastError: pi.last_payment_error?.message ?? null,
      captureBefore: captureBefore ? new Date(captureBefore * 1000) : null,
      amountCapturedPence: pi.amount_received ?? 0,
      cancellationReason: pi.cancellation_reason ?? null,
    };
  }

  private refused(error: unknown): never {
    const e = error as { type?: string; code?: string; message?: string };
    if (e?.type === 'StripeCardError' || e?.type === 'StripeInvalidRequestError') {
      throw new PaymentRefusedError(e.message ?? 'The payment was refused.', e.code ?? 'refused');
    }
    throw error;
  }

  /**
   * Wallets (Apple Pay, Google Pay) and cards, each paid and authenticated (3-D Secure) on the page:
   * no payment method that leaves it for a redirect, whose return would find the booking's state gone.
   */
  async createIntent(input: Parameters<PaymentGateway['createIntent']>[0]) {
    const pi = await this.stripe.paymentIntents
      .create(
        { amount: input.amountPence, currency: input.currency, capture_method: input.captureMethod, metadata: input.metadata, automatic_payment_methods: { enabled: true, allow_redirects: 'never' } },
        { idempotencyKey: input.idempotencyKey },
      )
      .catch((e) => this.refused(e));
    return this.view(pi);
  }

  async retrieve(id: string) {
    return this.view(await this.stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }));
  }

  /** `amount_to_capture` only for a part: Stripe captures the whole amount_capturable without it and releases the rest with it. */
  async capture(id: string, idempotencyKey: string, amountPence?: number) {
    const params = amountPence === undefined ? {} : { amount_to_capture: amountPence };
    return this.view(await this.stripe.paymentIntents.capture(id, params, { idempotencyKey }).catch((e) => this.refused(e)));
  }

  async cancel(id: string, idempotencyKey: string) {
    return this.view(await this.stripe.paymentIntents.cancel(id, {}, { idempotencyKey }).catch((e) => this.refused(e)));
  }

  async refund(id: string, amountPence: number, idempotencyKey: string) {
    const refund = await this.stripe.refunds.create({ payment_intent: id, amount: amountPence }, { idempotencyKey }).catch((e) => this.refused(e));
    return { refundedPence: refund.amount };
  }
}
