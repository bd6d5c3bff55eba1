import { defineEntity, p } from '@mikro-orm/postgresql';

/** The simulated gateway's PaymentIntents, kept in PostgreSQL so every api and worker copy agrees. */
export const SimulatedPaymentIntent = defineEntity({
  name: 'SimulatedPaymentIntent',
  tableName: 'simulated_payment_intent',
  checks: [
    { name: 'simulated_payment_intent_amount_pence_check', expression: 'amount_pence > 0' },
    // Only a captured intent has taken money, never more than it held; a refund never exceeds what was taken.
    {
      name: 'simulated_payment_intent_captured_check',
      expression:
        "(amount_captured_pence >= 0) AND (amount_captured_pence <= amount_pence) AND (amount_refunded_pence <= amount_captured_pence) AND ((status = 'succeeded'::text) = (amount_captured_pence > 0))",
    },
  ],
  properties: {
    id: p.text().primary(),
    clientSecret: p.text().unique('simulated_payment_intent_client_secret_key'),
    idempotencyKey: p.text().unique('simulated_payment_intent_idempotency_key_key'),
    amountPence: p.integer(),
    currency: p.text(),
    captureMethod: p.enum(['manual', 'automatic'] as const),
    status: p.enum(['requires_payment_method', 'requires_action', 'requires_capture', 'processing', 'succeeded', 'canceled'] as const),
    lastError: p.text().nullable(),
    amountRefundedPence: p.integer().default(0),
    captureCount: p.integer().default(0),
    /** What the capture took (Stripe's amount_received): the whole amount, or the part asked for. */
    amountCapturedPence: p.integer().default(0),
    /** The capture's idempotency key: the same key answers the first capture again, another is refused. */
    captureIdempotencyKey: p.text().nullable(),
    /** Why the intent was cancelled, as Stripe says it (`automatic`: the authorisation lapsed). */
    cancellationReason: p.text().nullable(),
    metadata: p.json<Record<string, string>>().columnType('jsonb').defaultRaw("'{}'::jsonb"),
    createdAt: p.datetime().defaultRaw('now()'),
    updatedAt: p.datetime().defaultRaw('now()'),
  },
});

/** The simulated gateway's refunds, one per idempotency key (as Stripe keeps them). */
export const SimulatedRefund = defineEntity({
  name: 'SimulatedRefund',
  tableName: 'simulated_refund',
  checks: [{ name: 'simulated_refund_amount_pence_check', expression: 'amount_pence > 0' }],
  properties: {
    idempotencyKey: p.text().primary(),
    intent: () => p.manyToOne(SimulatedPaymentIntent).mapToPk().deleteRule('cascade').foreignKeyName('simulated_refund_intent_id_fkey'),
    amountPence: p.integer(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});

/** Stripe webhook events already handled (by event id). */
export const ProcessedWebhookEvent = defineEntity({
  name: 'ProcessedWebhookEvent',
  tableName: 'processed_webhook_event',
  properties: {
    id: p.text().primary(),
    type: p.text(),
    receivedAt: p.datetime().defaultRaw('now()'),
  },
});
