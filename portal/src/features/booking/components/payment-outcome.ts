import { useCallback, useEffect, useRef, useState } from 'react';
import { BOOKING_MESSAGES } from '@contexts/booking/booking.constants';
import { ApiError } from '../../../shared/api-client';
import type { CheckoutResult } from '../api/checkout';
import { recordPayment } from '../api/record-payment';

/** What the patient is told after the card step: paid (go on), or why not. */
export type PaymentOutcome = { paid: true } | { paid: false; message: string };

/**
 * After the browser's card step (and any check with the bank), the server asks the gateway for the
 * real status and records it; what it says decides. Not paid: the card's own message when the
 * browser has one, else the recorded reason, else the spec's payment text; a check with the bank
 * left unanswered (still pending) says nothing was taken.
 */
export async function settlePayment(session: CheckoutResult, browserMessage?: string): Promise<PaymentOutcome> {
  const recorded = await recordPayment(session);
  if (recorded.paymentStatus === 'authorized' || recorded.paymentStatus === 'completed') return { paid: true };
  if (recorded.paymentStatus === 'pending') return { paid: false, message: BOOKING_MESSAGES.authenticationAbandoned };
  return { paid: false, message: browserMessage ?? recorded.paymentError ?? BOOKING_MESSAGES.paymentFailed };
}

/** A failed call of the card step: the slot went to someone else (409), the server's reason, or the spec's payment text. */
export function paymentFailureText(e: unknown): string {
  if (e instanceof ApiError && e.status === 409) return BOOKING_MESSAGES.slotTaken;
  return e instanceof ApiError ? e.message : BOOKING_MESSAGES.paymentFailed;
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
