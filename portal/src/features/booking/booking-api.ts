import { api, apiRequest, type RequestOptions } from '../../shared/api-client';
import { PAYMENT_CALL_TIMEOUT, PAYMENT_CALL_TIMEOUT_MS } from './payment-messages';
import type { SlotView } from './search-api';

export interface HoldResult {
  holdId: string;
  holdToken: string;
  expiresAt: string;
}
export interface CheckoutResult {
  appointmentId: string;
  reference: string;
  clientSecret: string;
  amountPence: number;
  accessToken: string;
  paymentIntentId: string;
}
export interface AppointmentView {
  id: string;
  reference: string;
  status: string;
  paymentStatus: string;
  paymentError: string | null;
  emailStatus: 'pending' | 'queued' | 'sent' | 'failed';
  startTime: string;
  endTime: string;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export const getSlots = (practiceId: string, date: string) => api.get<{ date: string; slots: SlotView[] }>(`/api/practices/${practiceId}/slots?date=${date}`);
export const getNextAvailable = (practiceId: string) => api.get<{ date: string; slot: SlotView }>(`/api/practices/${practiceId}/next-available?days=7`);
export const holdSlot = (slotId: string, patient: { name: string; phone: string; postcode: string; issue: string }, robotToken?: string) =>
  api.post<HoldResult>('/api/holds', { slotId, patient, ...(robotToken ? { robotToken } : {}) });

const withAuth = <T,>(method: string, url: string, token: string, body?: unknown, options: RequestOptions = {}): Promise<T> =>
  apiRequest<T>(method, url, body, { ...options, headers: bearer(token) });
export const extendHold = (hold: HoldResult) => withAuth<{ expiresAt: string }>('POST', `/api/holds/${hold.holdId}/extend`, hold.holdToken, {});
/** The payment step's two required boxes (issue #29): the api refuses a checkout unless both are true. */
export interface CheckoutConsent {
  acceptTerms: boolean;
  over16: boolean;
}
/** Creates the payment intent: the spec's payment call, with its 70 s client time limit. */
/** `textMessages: false` is the payment step's "Don't send me text messages" (texts are on by default). */
export const checkout = (hold: HoldResult, email: string, consent: CheckoutConsent, textMessages = true) =>
  withAuth<CheckoutResult>(
    'POST',
    `/api/holds/${hold.holdId}/checkout`,
    hold.holdToken,
    { email, textMessages, acceptTerms: consent.acceptTerms, over16: consent.over16 },
    { timeoutMs: PAYMENT_CALL_TIMEOUT_MS, timeoutMessage: PAYMENT_CALL_TIMEOUT },
  );
/** Lets the patient's hold go (Back): the slot is open again at once, an unpaid checkout of it cancelled. */
export const releaseHold = (hold: HoldResult) => withAuth<void>('DELETE', `/api/holds/${hold.holdId}`, hold.holdToken);

/** What the simulated card step answers: the intent, the card's refusal, or the bank's check (3-D Secure) to show. */
export interface SimulatedConfirmation {
  paymentIntentId: string;
  status: string;
  error?: { code: string; message: string };
  nextAction?: { type: 'three_d_secure_challenge' };
}
export const confirmSimulatedCard = (clientSecret: string, cardNumber: string, expiry: string, cvc: string) =>
  api.post<SimulatedConfirmation>('/api/simulated-payments/confirm', { clientSecret, cardNumber, expiry, cvc });
/** The patient's answer to the simulated bank's check, as the bank's page gives it to Stripe. */
export const answerSimulatedChallenge = (clientSecret: string, result: 'complete' | 'fail') =>
  api.post<SimulatedConfirmation>('/api/simulated-payments/authenticate', { clientSecret, result });
export const recordPayment = (c: CheckoutResult) =>
  withAuth<{ status: string; paymentStatus: string; paymentError: string | null }>('POST', `/api/appointments/${c.appointmentId}/payment`, c.accessToken, { paymentIntentId: c.paymentIntentId });
export const getAppointment = (id: string, accessToken: string) => withAuth<AppointmentView>('GET', `/api/appointments/${id}`, accessToken);
