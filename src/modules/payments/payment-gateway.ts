/** The PaymentGateway port (ARCHITECTURE.md rule 5): Stripe's PaymentIntent states, in pence. */
export const INTENT_STATUSES = ['requires_payment_method', 'requires_confirmation', 'requires_action', 'requires_capture', 'processing', 'succeeded', 'canceled'] as const;
export type IntentStatus = (typeof INTENT_STATUSES)[number];

export interface PaymentIntentView {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  amountPence: number;
  /** The card's refusal, when the last attempt failed (Stripe's last_payment_error.message). */
  lastError: string | null;
  /** When an authorisation lapses if not captured (Stripe's capture_before), when known. */
  captureBefore: Date | null;
  /** What a capture took from the card (Stripe's amount_received): 0 until captured, the part asked for after a partial capture. */
  amountCapturedPence: number;
  /** Why a canceled intent was canceled (Stripe's cancellation_reason): `automatic` when an uncaptured authorisation lapsed. */
  cancellationReason: string | null;
}

export interface PaymentGateway {
  readonly provider: 'stripe' | 'simulated';
  createIntent(input: {
    amountPence: number;
    currency: string;
    captureMethod: 'manual' | 'automatic';
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<PaymentIntentView>;
  retrieve(id: string): Promise<PaymentIntentView>;
  /**
   * Captures an authorisation: the whole amount, or `amountPence` of it (the rest is released at
   * once, as Stripe's amount_to_capture does). A repeated key answers the first capture again.
   */
  capture(id: string, idempotencyKey: string, amountPence?: number): Promise<PaymentIntentView>;
  cancel(id: string, idempotencyKey: string): Promise<PaymentIntentView>;
  refund(id: string, amountPence: number, idempotencyKey: string): Promise<{ refundedPence: number }>;
}

export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');

/** A refusal the gateway will give again however often we retry (declined card, canceled intent). */
export class PaymentRefusedError extends Error {
  constructor(message: string, readonly code: string) {
    super(message);
    this.name = 'PaymentRefusedError';
  }
}
