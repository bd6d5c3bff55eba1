/** The service's calendar is London's: every date a patient or practice sees, every day boundary. */
export const LONDON_TZ = 'Europe/London';
/**
 * London dates a client may send (slots, the availability editor, closures): from a year before
 * the clock's today to two years after. Anything further is a mistake, and years beyond 9999 or
 * before 0000 break calendar arithmetic.
 */
export const DATE_WINDOW_YEARS = { back: 1, ahead: 2 } as const;
export const DATE_MESSAGES = {
  format: 'Dates are written as yyyy-MM-dd.',
  outsideWindow: (from: string, to: string) => `Choose a date from ${from} to ${to}.`,
} as const;
