import { useMemo } from 'react';
import { formatDateLong } from '../format';
import { useI18n } from './app-i18n';
import { londonDateLong, londonDayMonth, londonToday } from './london-dates';

/**
 * Dates on the London clock in the page's language, the day and month names from the catalog (ADR
 * 0049, item 5), never the browser's `Intl` in Welsh. (Times need nothing: "09:30" in both languages,
 * and the tables' "05/01/2027" is numbers only: shared/format.)
 */
export function useLondonDates() {
  const i18n = useI18n();
  return useMemo(
    () => ({
      /** "Sunday 28 March 2027" / "Dydd Sul 28 Mawrth 2027"; an instant that is not a date as shared/format says it. */
      dateLong: (value: string) => {
        const instant = new Date(value);
        return Number.isNaN(instant.getTime()) ? formatDateLong(value) : londonDateLong(i18n, instant);
      },
      /**
       * A London date (yyyy-MM-dd) in a list of dates, as `londonDateOptions` words it: "Today, Monday 1
       * March" first, "Tuesday 2 March" after. Said at noon UTC, always on that London date.
       */
      dayOption: (date: string, first: boolean) => {
        const noon = new Date(`${date}T12:00:00Z`);
        return first ? londonToday(i18n, noon) : londonDayMonth(i18n, noon);
      },
    }),
    [i18n],
  );
}

/** "Sunday 28 March 2027" / "Dydd Sul 28 Mawrth 2027", in the page's language. */
export function useDateLong(): (value: string) => string {
  return useLondonDates().dateLong;
}
