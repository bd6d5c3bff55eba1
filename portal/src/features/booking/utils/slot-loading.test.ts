import { afterEach, describe, expect, it } from 'vitest';
import { appI18n, setLocale } from '../../../shared/i18n/app-i18n';
import { say } from '../../../shared/i18n/i18n';
import { noSlotsMessage, SLOT_LOAD_MESSAGES, slotLoadFailure } from './slot-loading';

const said = (message: Parameters<typeof say>[1]) => say(appI18n, message);

describe(slotLoadFailure.name, () => {
  const today = '2027-03-01';
  afterEach(() => setLocale('en-GB'));
  it('names today when the dropdown date is today, and "the selected date" for any other', () => {
    expect(said(slotLoadFailure('date', today, today))).toBe('Failed to check availability for today. Please try again.');
    expect(said(slotLoadFailure('date', '2027-03-02', today))).toBe('Failed to check availability for the selected date. Please try again.');
  });
  it('has the spec texts for a suggested date, a chosen practice and a refresh', () => {
    expect(said(slotLoadFailure('suggested', today, today))).toBe('Failed to check availability for the suggested date. Please try again.');
    expect(said(slotLoadFailure('practice', '2027-03-05', today))).toBe('Failed to check availability for the selected practice. Please try again.');
    expect(slotLoadFailure('refresh', '2027-03-05', today)).toBe(SLOT_LOAD_MESSAGES.refresh);
    expect(said(SLOT_LOAD_MESSAGES.refresh)).toBe('Failed to refresh available slots. Please try again.');
  });
  it('says them in Welsh on a Welsh page', () => {
    setLocale('cy');
    expect(said(slotLoadFailure('date', today, today))).toBe("Nid oedd modd gwirio'r argaeledd ar gyfer heddiw. Rhowch gynnig arall arni.");
    expect(said(SLOT_LOAD_MESSAGES.refresh)).toBe("Nid oedd modd diweddaru'r amseroedd sydd ar gael. Rhowch gynnig arall arni.");
  });
});

describe(noSlotsMessage.name, () => {
  it("uses the spec's own words for today and the long date otherwise", () => {
    expect(noSlotsMessage('2027-03-01', '2027-03-01')).toBe('No appointments available today. Please select a future date.');
    expect(noSlotsMessage('2027-03-02', '2027-03-01')).toBe('No appointments available on Tuesday 2 March 2027. Please select another date.');
  });
});
