import { api } from '../../../shared/api-client';

/** What the simulated card step answers: the intent, the card's refusal, or the bank's check (3-D Secure) to show. */
export interface SimulatedConfirmation {
  paymentIntentId: string;
  status: string;
  error?: { code: string; message: string };
  nextAction?: { type: 'three_d_secure_challenge' };
}

/** POST /api/simulated-payments/confirm: the simulated gateway's card step (no Stripe keys configured). */
export const confirmSimulatedCard = (clientSecret: string, cardNumber: string, expiry: string, cvc: string) =>
  api.post<SimulatedConfirmation>('/api/simulated-payments/confirm', { clientSecret, cardNumber, expiry, cvc });
