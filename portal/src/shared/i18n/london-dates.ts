import type { I18n } from '@lingui/core';
import { londonClock, londonHhMm } from '../london-clock';
import { type Message, say } from './i18n';

/**
 * Dates and times on the London clock in the patient's language (ADR 0049, item 5). The numbers come
 * from the London clock (london-clock.ts); the day and month names and the order of the parts come
 * from the catalog. Chromium has no Welsh date data (`Intl.DateTimeFormat('cy')` answers in US
 * English), so a Welsh date formatted by the browser would be English and would differ from the
 * prerendered page it hydrates.
 */
/** By `LondonClock.weekday` (0 = Sunday). */
const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const MONTH_KEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;

const WEEKDAY: Message = /*i18n*/ {
  id: 'date.weekday',
  message: '{weekday, select, mon {Monday} tue {Tuesday} wed {Wednesday} thu {Thursday} fri {Friday} sat {Saturday} other {Sunday}}',
};
const WEEKDAY_SHORT: Message = /*i18n*/ {
  id: 'date.weekday.short',
  message: '{weekday, select, mon {Mon} tue {Tue} wed {Wed} thu {Thu} fri {Fri} sat {Sat} other {Sun}}',
};
const MONTH: Message = /*i18n*/ {
  id: 'date.month',
  message:
    '{month, select, jan {January} feb {February} mar {March} apr {April} may {May} jun {June} jul {July} aug {August} sep {September} oct {October} nov {November} other {December}}',
};
const MONTH_SHORT: Message = /*i18n*/ {
  id: 'date.month.short',
  message: '{month, select, jan {Jan} feb {Feb} mar {Mar} apr {Apr} may {May} jun {Jun} jul {Jul} aug {Aug} sep {Sept} oct {Oct} nov {Nov} other {Dec}}',
};
/** "Sunday 28 March 2027" */
const DATE_LONG: Message = /*i18n*/ { id: 'date.long', message: '{weekday} {day} {month} {year}' };
/** "Sunday 28 March" */
const DATE_DAY_MONTH: Message = /*i18n*/ { id: 'date.dayMonth', message: '{weekday} {day} {month}' };
/** "Thu 1 Jul, 09:30" */
const DATE_SLOT_SHORT: Message = /*i18n*/ { id: 'date.slotShort', message: '{weekday} {day} {month}, {time}' };
/** "Today, Monday 1 March" */
const DATE_TODAY: Message = /*i18n*/ { id: 'date.today', message: 'Today, {date}' };

/** The instant's date and time on the London clock, as numbers and catalog keys (london-clock.ts: no `Intl`). */
function londonParts(instant: Date) {
  const clock = londonClock(instant);
  return {
    weekday: WEEKDAY_KEYS[clock.weekday],
    month: MONTH_KEYS[clock.month - 1],
    day: String(clock.day),
    year: String(clock.year),
    time: londonHhMm(clock),
  };
}

type Names = { weekday: Record<string, string>; weekdayShort: Record<string, string>; month: Record<string, string>; monthShort: Record<string, string> };

/**
 * The day and month names in the translator's language, said once each: a date list is 14 dates,
 * and a name said through its select message each time was most of the list's first render. Kept
 * until the translator changes (a catalog loaded, another language).
 */
const namesByTranslator = new WeakMap<I18n, Names>();

function names(i18n: I18n): Names {
  let found = namesByTranslator.get(i18n);
  if (!found) {
    const each = (keys: readonly string[], message: Message, name: string) => Object.fromEntries(keys.map((key) => [key, say(i18n, message, { [name]: key })]));
    found = {
      weekday: each(WEEKDAY_KEYS, WEEKDAY, 'weekday'),
      weekdayShort: each(WEEKDAY_KEYS, WEEKDAY_SHORT, 'weekday'),
      month: each(MONTH_KEYS, MONTH, 'month'),
      monthShort: each(MONTH_KEYS, MONTH_SHORT, 'month'),
    };
    namesByTranslator.set(i18n, found);
    const forget = i18n.on('change', () => {
      namesByTranslator.delete(i18n);
      forget();
    });
  }
  return found;
}

/** "Sunday 28 March 2027" / "Dydd Sul 28 Mawrth 2027". */
export function londonDateLong(i18n: I18n, instant: Date): string {
  const p = londonParts(instant);
  const n = names(i18n);
  return say(i18n, DATE_LONG, { weekday: n.weekday[p.weekday], day: p.day, month: n.month[p.month], year: p.year });
}

/** "Sunday 28 March" / "Dydd Sul 28 Mawrth". */
export function londonDayMonth(i18n: I18n, instant: Date): string {
  const p = londonParts(instant);
  const n = names(i18n);
  return say(i18n, DATE_DAY_MONTH, { weekday: n.weekday[p.weekday], day: p.day, month: n.month[p.month] });
}

/** "Thu 1 Jul, 09:30" / "Iau 1 Gorff, 09:30": a time to choose. */
export function londonSlotShort(i18n: I18n, instant: Date): string {
  const p = londonParts(instant);
  const n = names(i18n);
  return say(i18n, DATE_SLOT_SHORT, { weekday: n.weekdayShort[p.weekday], day: p.day, month: n.monthShort[p.month], time: p.time });
}

/** "09:30": the 24-hour clock in both languages. */
export function londonTime(instant: Date): string {
  return londonParts(instant).time;
}

/** "Today, Monday 1 March" / "Heddiw, Dydd Llun 1 Mawrth": the first of a list of dates. */
export function londonToday(i18n: I18n, instant: Date): string {
  return say(i18n, DATE_TODAY, { date: londonDayMonth(i18n, instant) });
}
