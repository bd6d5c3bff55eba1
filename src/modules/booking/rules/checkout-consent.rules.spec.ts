import { BOOKED_FOR_MESSAGES, BOOKED_FOR_TEXTS, BOOKING_TERMS_DATE, BOOKING_TERMS_VERSION, CHECKOUT_CONSENT_MESSAGES } from '../booking.constants.js';
import { bookedForOf, bookedForProblems, checkoutConsent, consentProblems } from './checkout-consent.rules.js';

describe('checkout consent rules', () => {
  it('accepts only the boolean true for both', () => {
    expect(consentProblems(true, true)).toEqual({});
  });

  it.each([undefined, null, false, 'true', 1, {}, []])('refuses %p for each field, with its own message', (value) => {
    expect(consentProblems(value, true)).toEqual({ acceptTerms: CHECKOUT_CONSENT_MESSAGES.acceptTermsRequired });
    expect(consentProblems(true, value)).toEqual({ over16: CHECKOUT_CONSENT_MESSAGES.over16Required });
    expect(consentProblems(value, value)).toEqual({ acceptTerms: CHECKOUT_CONSENT_MESSAGES.acceptTermsRequired, over16: CHECKOUT_CONSENT_MESSAGES.over16Required });
  });

  it('records the current terms version at the time given', () => {
    const now = new Date('2026-11-28T10:03:00Z');
    expect(checkoutConsent(now)).toEqual({ termsVersion: BOOKING_TERMS_VERSION, acceptedAt: now, over16Confirmed: true, guardianConfirmed: false });
  });

  it("records the guardian's confirmation only for a patient under 16", () => {
    const now = new Date('2026-11-28T10:03:00Z');
    expect(checkoutConsent(now, { name: 'Sam Jones', under16: true })).toMatchObject({ over16Confirmed: true, guardianConfirmed: true });
    expect(checkoutConsent(now, { name: 'Alex Jones', under16: false })).toMatchObject({ over16Confirmed: true, guardianConfirmed: false });
    expect(checkoutConsent(now, null)).toMatchObject({ guardianConfirmed: false });
  });

  it("shows the version's own date on the terms page (the two constants agree)", () => {
    const asDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${BOOKING_TERMS_VERSION}T00:00:00Z`));
    expect(BOOKING_TERMS_DATE).toBe(asDate);
  });
});

describe('who the appointment is for', () => {
  const { nameRequired, nameTooLong, under16Required, guardianRequired, patientInvalid } = BOOKED_FOR_MESSAGES;

  it('takes no patient as the person booking, whatever `guardian` says', () => {
    expect(bookedForProblems(undefined, undefined)).toEqual({});
    expect(bookedForProblems(undefined, 'yes')).toEqual({});
    expect(bookedForOf(undefined)).toBeNull();
  });

  it('accepts a name and under16, trimmed; a child needs the guardian box (the boolean true)', () => {
    expect(bookedForProblems({ name: '  Sam Jones ', under16: true }, true)).toEqual({});
    expect(bookedForOf({ name: '  Sam Jones ', under16: true })).toEqual({ name: 'Sam Jones', under16: true });
    expect(bookedForProblems({ name: 'Alex Jones', under16: false }, undefined)).toEqual({});
    expect(bookedForOf({ name: 'Alex Jones', under16: false })).toEqual({ name: 'Alex Jones', under16: false });
    for (const guardian of [undefined, false, 'true', 1, null]) {
      expect(bookedForProblems({ name: 'Sam Jones', under16: true }, guardian)).toEqual({ guardian: guardianRequired });
    }
  });

  it.each([
    ['no name', { under16: false }, { 'patient.name': nameRequired }],
    ['a blank name', { name: '   ', under16: false }, { 'patient.name': nameRequired }],
    ['a name that is not text', { name: 42, under16: false }, { 'patient.name': nameRequired }],
    ['a name too long', { name: 'x'.repeat(121), under16: false }, { 'patient.name': nameTooLong }],
    ['no age answer', { name: 'Sam Jones' }, { 'patient.under16': under16Required }],
    ['an age answer as text', { name: 'Sam Jones', under16: 'yes' }, { 'patient.under16': under16Required }],
    ['neither', {}, { 'patient.name': nameRequired, 'patient.under16': under16Required }],
  ])('names the field for %s', (_case, patient, fields) => {
    expect(bookedForProblems(patient, true)).toEqual(fields);
  });

  it('takes a name of exactly 120 characters', () => {
    expect(bookedForProblems({ name: 'x'.repeat(120), under16: false }, undefined)).toEqual({});
  });

  it.each([null, 'Sam Jones', [], ['Sam Jones', true], { name: 'Sam Jones', under16: true, dateOfBirth: '2014-03-01' }])('refuses %p as a patient: a name and under16, nothing else', (patient) => {
    expect(bookedForProblems(patient, true)).toEqual({ patient: patientInvalid });
  });
});

describe('the words about who the appointment is for', () => {
  it("tell the practice who the patient is and who booked", () => {
    expect(BOOKED_FOR_TEXTS.patientLine('Sam Jones', true, 'Sarah Jones')).toBe('Sam Jones (under 16), booked by Sarah Jones, parent or guardian, who will come with them');
    expect(BOOKED_FOR_TEXTS.patientLine('Alex Jones', false, 'Sarah Jones')).toBe('Alex Jones, booked by Sarah Jones');
    expect(BOOKED_FOR_TEXTS.bookedBy('Sarah Jones', true)).toBe('Booked by Sarah Jones, parent or guardian, who will come with them');
    expect(BOOKED_FOR_TEXTS.patient('Sam Jones', true)).toBe('Sam Jones (under 16)');
    expect(BOOKED_FOR_TEXTS.appointmentFor('Alex Jones', false)).toBe('This appointment is for Alex Jones.');
  });
});
