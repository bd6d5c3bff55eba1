/** The codes of the payments' refusals on the wire (the gateway's decline codes are Stripe's, in test-cards.ts). */
export const PaymentsErrorCode = {
  PaymentNotFound: 'payment_not_found',
} as const;
export type PaymentsErrorCode = (typeof PaymentsErrorCode)[keyof typeof PaymentsErrorCode];

declare module '../../shared/errors/domain-error.js' {
  interface ContextErrorCodes {
    payments: PaymentsErrorCode;
  }
}
