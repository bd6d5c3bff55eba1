import { describe, expect, it } from 'vitest';
import { LEAD_SEARCH_START, leadSearchReducer } from './lead-search-state';

const NAME = 'Enter your name';
const SAFETY = 'Select if you have any of these, or none of these';

describe('leadSearchReducer', () => {
  it('starts idle, with nothing wrong', () => {
    expect(LEAD_SEARCH_START).toEqual({ status: 'idle', errors: {}, focusSummary: 0 });
  });

  it("shows the check's problems and asks for focus on the summary each time; a clean check clears them, with no focus", () => {
    const once = leadSearchReducer(LEAD_SEARCH_START, { type: 'checked', errors: { name: NAME }, safetyError: SAFETY });
    expect(once).toEqual({ status: 'idle', errors: { name: NAME }, safetyError: SAFETY, formError: undefined, focusSummary: 1 });
    const twice = leadSearchReducer(once, { type: 'checked', errors: {}, safetyError: SAFETY });
    expect(twice.focusSummary).toBe(2);
    const failed = leadSearchReducer(twice, { type: 'failed', errors: {}, message: 'No practices' });
    const clean = leadSearchReducer(failed, { type: 'checked', errors: {} });
    expect(clean).toEqual({ status: 'idle', errors: {}, safetyError: undefined, formError: undefined, focusSummary: 3 });
  });

  it('runs the search, and stops it with or without a failure to show', () => {
    const busy = leadSearchReducer(LEAD_SEARCH_START, { type: 'searching' });
    expect(busy.status).toBe('busy');
    expect(leadSearchReducer(busy, { type: 'stopped' })).toEqual(LEAD_SEARCH_START);
    const failed = leadSearchReducer(busy, { type: 'failed', errors: { postcode: 'Enter a real postcode' }, message: 'Please try again.' });
    expect(failed).toEqual({ status: 'idle', errors: { postcode: 'Enter a real postcode' }, formError: 'Please try again.', focusSummary: 1 });
  });

  it("clears the question's error once it is answered, and is the same state when there was none", () => {
    const refused = leadSearchReducer(LEAD_SEARCH_START, { type: 'checked', errors: { name: NAME }, safetyError: SAFETY });
    expect(leadSearchReducer(refused, { type: 'safetyAnswered' })).toEqual({ ...refused, safetyError: undefined });
    expect(leadSearchReducer(LEAD_SEARCH_START, { type: 'safetyAnswered' })).toBe(LEAD_SEARCH_START);
    expect(leadSearchReducer(LEAD_SEARCH_START, { type: 'stopped' })).toBe(LEAD_SEARCH_START);
  });
});
