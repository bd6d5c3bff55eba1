import { api } from '../../../shared/api-client';
import type { ApiAnswer, ApiBody } from '../../../shared/api/types';

/** What the simulated card step answers: the intent, the card's refusal, or the bank's check (3-D Secure) to show. */
export type SimulatedConfirmation = ApiAnswer<'/api/simulated-payments/confirm', 'post'>;
/** The patient's answer to the simulated bank's check (POST /api/simulated-payments/authenticate's body). */
export type SimulatedAnswer = ApiBody<'/api/simulated-payments/authenticate', 'post'>;

/** POST /api/simulated-payments/confirm: the simulated gateway's card step (no Stripe keys configured). */
export const confirmSimulatedCard = (clientSecret: string, cardNumber: string, expiry: string, cvc: string) =>
  api.post<SimulatedConfirmation>('/api/simulated-payments/confirm', {
    clientSecret,
    cardNumber,
    expiry,
    cvc,
  } satisfies ApiBody<'/api/simulated-payments/confirm', 'post'>);
