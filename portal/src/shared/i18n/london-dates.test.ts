import { describe, expect, it } from 'vitest';
import { messages as cyMessages } from './locales/cy.po';
import { messages as enMessages } from './locales/en-GB.po';
import { formatDateLong, formatSlotShort, formatTime, londonDateOptions } from '../format';
import { createI18n } from './i18n';
import { londonDateLong, londonDayMonth, londonSlotShort, londonTime, londonToday } from './london-dates';

const english = createI18n('en-GB', enMessages);
const welsh = createI18n('cy', cyMessages);

/** Every day of 2027 at noon and at 23:30 UTC (the next day in London in summer), both clock changes included. */
const instants = Array.from({ length: 365 }, (_, i) => [new Date(Date.UTC(2027, 0, 1 + i, 12)), new Date(Date.UTC(2027, 0, 1 + i, 23, 30))]).flat();

/** Node has Welsh date data (Chromium has not): the reference for the catalog's words, commas aside. */
const nodeWelsh = (options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat('cy', { ...options, timeZone: 'Europe/London' });
  return (d: Date) => format.format(d).replace(/,/g, '');
};

describe('London dates in the patient language', () => {
  it('writes English exactly as the portal always has', () => {
    for (const d of instants) {
      expect(londonDateLong(english, d)).toBe(formatDateLong(d));
      expect(londonSlotShort(english, d)).toBe(formatSlotShort(d));
      expect(londonTime(d)).toBe(formatTime(d));
    }
    const [today, tomorrow] = londonDateOptions(2, new Date('2027-03-28T00:30:00Z'));
    expect(londonToday(english, new Date('2027-03-28T00:30:00Z'))).toBe(today.label);
    expect(londonDayMonth(english, new Date('2027-03-29T12:00:00Z'))).toBe(tomorrow.label);
  });

  it('writes Welsh with the words Node’s CLDR data has, for every day of a year', () => {
    const long = nodeWelsh({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const dayMonth = nodeWelsh({ weekday: 'long', day: 'numeric', month: 'long' });
    const short = nodeWelsh({ weekday: 'short', day: 'numeric', month: 'short' });
    for (const d of instants) {
      expect(londonDateLong(welsh, d)).toBe(long(d));
      expect(londonDayMonth(welsh, d)).toBe(dayMonth(d));
      expect(londonSlotShort(welsh, d)).toBe(`${short(d)}, ${formatTime(d)}`);
    }
  });

  it('reads the London clock, not the machine’s, across the clock changes', () => {
    expect(londonDateLong(welsh, new Date('2027-03-28T00:30:00Z'))).toBe('Dydd Sul 28 Mawrth 2027');
    expect(londonSlotShort(welsh, new Date('2027-06-30T23:30:00Z'))).toBe('Iau 1 Gorff, 00:30');
    expect(londonSlotShort(welsh, new Date('2027-12-31T23:30:00Z'))).toBe('Gwen 31 Rhag, 23:30');
    expect(londonToday(welsh, new Date('2027-03-01T09:00:00Z'))).toBe('Heddiw, Dydd Llun 1 Mawrth');
  });

  it('names the days and months in the translator’s language of the moment, after a switch or a new catalog', () => {
    const switching = createI18n('en-GB', enMessages);
    switching.load('cy', cyMessages);
    const monday = new Date('2027-03-01T09:00:00Z');
    expect(londonDayMonth(switching, monday)).toBe('Monday 1 March');
    switching.activate('cy');
    expect(londonDayMonth(switching, monday)).toBe('Dydd Llun 1 Mawrth');
    switching.load('cy', { 'date.weekday': ['Llun!'] });
    expect(londonDayMonth(switching, monday)).toBe('Llun! 1 Mawrth');
  });
});
