import { useCallback, useEffect, useRef, useState } from 'react';
import { BOOKING_MESSAGES } from '@contexts/booking/booking.constants';
import { BOOKING_MESSAGES_CY } from '@contexts/booking/booking.cy.constants';
import type { Words } from '@contexts/site/languages.constants';
import { ApiError } from '../../../shared/api-client';
import type { Locale } from '../../../shared/i18n/locales';
import type { CheckoutResult } from '../api/checkout';
import { recordPayment } from '../api/record-payment';

/** What the patient is told after the card step: paid (go on), or why not. */
export type PaymentOutcome = { paid: true } | { paid: false; message: string };

/**
 * The booking's messages in each language: the api's texts and their Welsh mirror (the staff's
 * confirm messages have no Welsh, and are not said to a patient).
 */
export const BOOKING_MESSAGES_IN: Words<Omit<typeof BOOKING_MESSAGES, 'confirmSuccess' | 'confirmFailed'>> = {
  'en-GB': BOOKING_MESSAGES,
  cy: BOOKING_MESSAGES_CY,
};

/**
 * After the browser's card step (and any check with the bank), the server asks the gateway for the
 * real status and records it; what it says decides. Not paid: the card's own message when the
 * browser has one, else the recorded reason, else the spec's payment text (in `locale`); a check with
 * the bank left unanswered (still pending) says nothing was taken. The card's own message is the
 * gateway's (Stripe's), in English whatever the page's language: Stripe has no Welsh.
 */
export async function settlePayment(session: CheckoutResult, browserMessage: string | undefined, locale: Locale): Promise<PaymentOutcome> {
  const M = BOOKING_MESSAGES_IN[locale];
  const recorded = await recordPayment(session);
  if (recorded.paymentStatus === 'authorized' || recorded.paymentStatus === 'completed') return { paid: true };
  if (recorded.paymentStatus === 'pending') return { paid: false, message: M.authenticationAbandoned };
  // A payment cancelled without a card's reason is recorded with the spec's English text: said in the page's language.
  const reason = recorded.paymentError === BOOKING_MESSAGES.paymentFailed ? undefined : recorded.paymentError;
  return { paid: false, message: browserMessage ?? reason ?? M.paymentFailed };
}

/** A failed call of the card step, in `locale`: the slot went to someone else (409), the server's reason, or the spec's payment text. */
export function paymentFailureText(e: unknown, locale: Locale): string {
  const M = BOOKING_MESSAGES_IN[locale];
  if (e instanceof ApiError && e.status === 409) return M.slotTaken;
  return e instanceof ApiError ? e.message : M.paymentFailed;
}

/**
 * An error message that takes focus and is scrolled into view each time it is shown (a declined
 * card, twice in a row, is announced twice): wherever the page was, the patient sees why.
 */
export function useAlert() {
  const [alert, setAlert] = useState<{ message: string; shown: number }>();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!alert) return;
    ref.current?.focus();
    ref.current?.scrollIntoView?.({ block: 'center' });
  }, [alert]);
  const show = useCallback((message: string) => setAlert((a) => ({ message, shown: (a?.shown ?? 0) + 1 })), []);
  const clear = useCallback(() => setAlert(undefined), []);
  return { message: alert?.message, ref, show, clear };
}
