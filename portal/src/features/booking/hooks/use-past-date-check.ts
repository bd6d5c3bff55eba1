import { useEffect, useRef } from 'react';
import { londonToday } from '../../../shared/format';

/** How often an open results page checks whether its date has become past (besides on return to the tab). */
export const PAST_DATE_CHECK_MS = 30_000;

/** Today's London date when `date` is before it (a page left open over midnight), else undefined. */
export function replacementForPastDate(date: string, now: Date = new Date()): string | undefined {
  const today = londonToday(now);
  return date < today ? today : undefined;
}

/**
 * Spec 5: a past booking date is refused and today is shown instead. The date list never offers a
 * past date, but a page left open over midnight keeps yesterday's: checked when the page shows, when
 * the patient comes back to the tab, and every PAST_DATE_CHECK_MS while it is open.
 */
export function usePastDateCheck(enabled: boolean, date: string, onPast: (today: string) => void) {
  const latest = useRef(onPast);
  useEffect(() => {
    latest.current = onPast;
  });
  useEffect(() => {
    if (!enabled) return;
    const check = () => {
      const today = replacementForPastDate(date);
      if (today) latest.current(today);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    check();
    const timer = setInterval(check, PAST_DATE_CHECK_MS);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', check);
    };
  }, [enabled, date]);
}
