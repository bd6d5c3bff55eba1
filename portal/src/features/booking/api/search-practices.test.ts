import { describe, expect, it } from 'vitest';
import { SEARCH_MESSAGES_CY } from '@contexts/search/search.cy.constants';
import { ApiError } from '../../../shared/api-client';
import { availabilityStateFrom, issueText, type SearchResponse, searchFailureMessage, validateLeadForm } from './search-practices';

const form = { name: 'Ann', phone: '07700 900982', postcode: 'SW1A 1AA', issue: '' };
const answer: SearchResponse = {
  radiusKm: 20,
  approximate: false,
  nation: 'england' as const,
  location: { lat: 51.5, lng: -0.1 },
  nearestPractice: null,
  date: null,
  slots: [],
  sortedPractices: [],
  alternatives: [],
  screening: 'proof-of-the-search',
};
const practices = Array.from({ length: 7 }, (_, i) => ({ id: String(i) })) as unknown as SearchResponse['sortedPractices'];

describe(availabilityStateFrom.name, () => {
  it('leads on when a practice was found, with the whole answer and at most five practices', () => {
    const res = { ...answer, nearestPractice: practices[0], sortedPractices: practices };
    const state = availabilityStateFrom(form, res);
    expect(state).toEqual({ formData: form, nearestPractice: practices[0], sortedPractices: practices.slice(0, 5), search: res, searchedAt: expect.any(Number) });
  });

  it('leads on to the no-availability panel when nothing was found and the server says why', () => {
    const res = { ...answer, message: 'No available appointments found within 20km. Try increasing the search distance.' };
    expect(availabilityStateFrom(form, res)).toMatchObject({ nearestPractice: null, search: res });
  });

  it('stays on the form when there is neither a practice nor a message', () => {
    expect(availabilityStateFrom(form, answer)).toBeUndefined();
  });
});

describe(validateLeadForm.name, () => {
  it('accepts a complete form (the issue is optional)', async () => {
    expect(await validateLeadForm(form)).toEqual({});
  });

  it('requires name, phone and postcode with clear messages', async () => {
    expect(await validateLeadForm({ name: ' ', phone: '', postcode: '  ', issue: '' })).toEqual({
      name: 'Enter your name',
      phone: 'Enter your phone number',
      postcode: 'Please enter your postcode to find the nearest practice.',
    });
  });

  it('refuses a phone number the api would refuse, with the same rule and message', async () => {
    const message = 'Please enter a valid UK phone number, like 07700 900 982.';
    expect((await validateLeadForm({ ...form, phone: 'call me' })).phone).toBe(message);
    expect((await validateLeadForm({ ...form, phone: '0' })).phone).toBe(message);
    expect((await validateLeadForm({ ...form, phone: '+1 202 555 0123' })).phone).toBe(message);
    expect((await validateLeadForm({ ...form, phone: '+44 7700 900982' })).phone).toBeUndefined();
    expect((await validateLeadForm({ ...form, phone: '0117 496 0123' })).phone).toBeUndefined();
  });
});

describe(`${validateLeadForm.name} in Welsh`, () => {
  it("refuses each field in the words it is given, the phone rule's refusals by their code", async () => {
    expect(await validateLeadForm({ name: ' ', phone: '', postcode: '  ', issue: '' }, SEARCH_MESSAGES_CY)).toEqual({
      name: SEARCH_MESSAGES_CY.nameRequired,
      phone: SEARCH_MESSAGES_CY.phoneRequired,
      postcode: SEARCH_MESSAGES_CY.postcodeRequired,
    });
    expect((await validateLeadForm({ ...form, phone: 'ffoniwch fi' }, SEARCH_MESSAGES_CY)).phone).toBe(SEARCH_MESSAGES_CY.phoneInvalid);
    expect(await validateLeadForm(form, SEARCH_MESSAGES_CY)).toEqual({});
  });

  it("falls back to the Welsh, and keeps the server's own refusal (the api answers in the page's language)", () => {
    expect(searchFailureMessage(new ApiError(500, { message: 'Something went wrong' }, true), SEARCH_MESSAGES_CY)).toBe(SEARCH_MESSAGES_CY.failed);
    expect(searchFailureMessage(new ApiError(400, { message: SEARCH_MESSAGES_CY.postcodeInvalid }, true), SEARCH_MESSAGES_CY)).toBe(SEARCH_MESSAGES_CY.postcodeInvalid);
  });
});

describe(searchFailureMessage.name, () => {
  it("uses the server's message for a refused request", () => {
    expect(searchFailureMessage(new ApiError(400, { message: 'Please enter a valid UK postcode.' }, true))).toBe('Please enter a valid UK postcode.');
  });

  it('falls back to the spec text for server failures, network errors and anything else', () => {
    const fallback = 'Failed to find nearest practice. Please try again.';
    expect(searchFailureMessage(new ApiError(500, { message: 'Something went wrong' }, true))).toBe(fallback);
    expect(searchFailureMessage(new ApiError(0, { message: 'offline' }, false))).toBe(fallback);
    expect(searchFailureMessage(new ApiError(400, { message: 'Request failed (400).' }, false))).toBe(fallback);
    expect(searchFailureMessage(new Error('boom'))).toBe(fallback);
  });
});

describe(issueText.name, () => {
  it('says a knocked-out adult tooth first, then what the patient typed, within the field\'s limit', () => {
    expect(issueText('  Fell over ')).toBe('Fell over');
    expect(issueText('Fell over', 'knocked_out_tooth')).toBe('Knocked-out adult tooth. Fell over');
    expect(issueText('', 'knocked_out_tooth')).toBe('Knocked-out adult tooth');
    expect(issueText('x'.repeat(1000), 'knocked_out_tooth')).toHaveLength(1000);
  });

  it('carries the knocked-out tooth into the availability page\'s state', () => {
    const res = { ...answer, nearestPractice: practices[0] };
    expect(availabilityStateFrom(form, res, 'knocked_out_tooth')).toMatchObject({ urgentIssue: 'knocked_out_tooth' });
    expect(availabilityStateFrom(form, res)).not.toHaveProperty('urgentIssue');
  });
});
