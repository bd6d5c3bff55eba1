import { z } from 'zod';
import { INTENT_STATUSES } from './payment-gateway.js';

/*
 * What the simulated card step answers (ARCHITECTURE.md section 6), as zod schemas: the OpenAPI
 * document is made from them and the controller's answer type is inferred from them.
 */

/** The intent after the card step or the challenge: the card's refusal, or the challenge to show. */
export const simulatedConfirmationSchema = z.object({
  paymentIntentId: z.string(),
  /** Stripe's PaymentIntent status. */
  status: z.enum(INTENT_STATUSES),
  /** The card's refusal, in Stripe's words (a declined card, a failed 3-D Secure check). */
  error: z.object({ code: z.string(), message: z.string() }).optional(),
  /** A 3-D Secure card: the intent waits for the patient's bank. */
  nextAction: z.object({ type: z.literal('three_d_secure_challenge') }).optional(),
});
export type SimulatedConfirmationAnswer = z.infer<typeof simulatedConfirmationSchema>;
