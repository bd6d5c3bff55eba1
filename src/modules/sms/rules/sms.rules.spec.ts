import { type MoneyFacts, PAYMENT_STATUSES } from '../../booking/rules/payment-wording.rules.js';
import { paymentWordingCy } from '../../booking/rules/payment-wording.cy.rules.js';
import { appointmentStateWordingCy } from '../../booking/rules/appointment-state-wording.cy.rules.js';
import { URGENT_CARE_AFTER_CANCELLING_CY } from '../../search/clinical-safety.cy.constants.js';
import { SMS_MAX_SEGMENTS, SMS_TEMPLATES } from '../sms.constants.js';
import type { Nation } from '../../postcodes/postcodes.constants.js';
import {
  clip,
  gsm7Whole,
  fromTwilioStatus,
  newShortCode,
  phoneHash,
  renderText,
  replyIntent,
  SMS_CANCELLED_PRACTICE_NAME_MAX,
  smsDateTextCy,
  smsEncoding,
  smsStatusRank,
  type TextFacts,
  textableNumber,
  textFits,
  toGsm7,
} from './sms.rules.js';

describe('SMS encoding and segments', () => {
  it('counts GSM-7 septets: 160 in one part, 153 a part beyond', () => {
    expect(smsEncoding('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsEncoding('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
    expect(smsEncoding('a'.repeat(306))).toEqual({ encoding: 'GSM-7', units: 306, segments: 2 });
    expect(smsEncoding('a'.repeat(307)).segments).toBe(3);
  });
  it('counts extension characters (€ [ ] { } ~ ^ | \\) as two septets and never splits one across parts', () => {
    expect(smsEncoding('€').units).toBe(2);
    expect(smsEncoding('a'.repeat(159) + '€')).toMatchObject({ units: 161, segments: 2 });
    // 152 septets then an escape pair: it cannot start at 153, so it opens part two.
    expect(smsEncoding('a'.repeat(152) + '€' + 'a'.repeat(152)).segments).toBe(3);
    expect(smsEncoding('a'.repeat(151) + '€' + 'a'.repeat(153)).segments).toBe(2);
  });
  it('falls back to UCS-2 for anything outside the GSM alphabet: 70 code units, then 67 a part', () => {
    expect(smsEncoding('Café £5 ÄÖÜ ñ')).toMatchObject({ encoding: 'GSM-7' });
    expect(smsEncoding('it’s')).toMatchObject({ encoding: 'UCS-2', units: 4, segments: 1 });
    expect(smsEncoding('ł'.repeat(70)).segments).toBe(1);
    expect(smsEncoding('ł'.repeat(71)).segments).toBe(2);
    expect(smsEncoding('😀'.repeat(35)).segments).toBe(1); // 70 code units
    expect(smsEncoding('😀'.repeat(36)).segments).toBe(2);
  });
  it('turns typographic characters into GSM-7 and drops what has no GSM form', () => {
    expect(toGsm7('St Mary’s – “Smile” Clinic…')).toBe('St Mary\'s - "Smile" Clinic...');
    expect(toGsm7('Łódź Dental ✨')).toBe('odz Dental ');
    expect(toGsm7('Zoë’s Clinic, Brontë Street')).toBe("Zoe's Clinic, Bronte Street");
    expect(smsEncoding(toGsm7('naïve café façade')).encoding).toBe('GSM-7');
  });
  it('clips long text with an ellipsis', () => {
    expect(clip('short', 10)).toBe('short');
    expect(clip('a very long practice name indeed', 15)).toBe('a very long...');
    expect(clip('Supercalifragilistic', 10)).toBe('Superca...');
    expect(clip('St Mary & Co', 10)).toBe('St Mary...');
  });
});

describe('Patient numbers', () => {
  it('takes UK mobiles (and the drama block of examples) as E.164', () => {
    expect(textableNumber('07700 900982')).toEqual({ ok: true, e164: '+447700900982' });
    expect(textableNumber('+44 7911 123456')).toEqual({ ok: true, e164: '+447911123456' });
    expect(textableNumber('(07911) 123-456')).toEqual({ ok: true, e164: '+447911123456' });
  });
  it('sends no text to a landline, non-geographic or invalid number', () => {
    expect(textableNumber('020 7946 0000')).toEqual({ ok: false, reason: 'landline' });
    expect(textableNumber('0161 496 0000')).toEqual({ ok: false, reason: 'landline' });
    expect(textableNumber('0800 123 4567')).toEqual({ ok: false, reason: 'landline' });
    expect(textableNumber('not a number')).toEqual({ ok: false, reason: 'invalid' });
    expect(textableNumber('07700')).toEqual({ ok: false, reason: 'invalid' });
  });
  it('hashes a number for the opt-out list (same number, same key; no digits in it)', () => {
    expect(phoneHash('+447700900982')).toBe(phoneHash('+447700900982'));
    expect(phoneHash('+447700900982')).not.toBe(phoneHash('+447700900983'));
    expect(phoneHash('+447700900982')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('Replies and states', () => {
  it('reads STOP (and Twilio’s other opt-out words) and START, whatever the case and spacing', () => {
    for (const word of ['STOP', 'stop', ' Stop. ', 'UNSUBSCRIBE', 'cancel', 'end', 'quit', 'STOPALL']) expect(replyIntent(word)).toBe('stop');
    for (const word of ['START', 'unstop', 'Yes']) expect(replyIntent(word)).toBe('start');
    for (const word of ['stop texting me at night', 'Thanks', '']) expect(replyIntent(word)).toBeUndefined();
  });
  it('maps Twilio’s states to ours and only ever moves forward', () => {
    expect(['queued', 'sending', 'sent', 'accepted'].map(fromTwilioStatus)).toEqual(['sent', 'sent', 'sent', 'sent']);
    expect(fromTwilioStatus('delivered')).toBe('delivered');
    expect(['undelivered', 'failed'].map(fromTwilioStatus)).toEqual(['failed', 'failed']);
    expect(fromTwilioStatus('bogus')).toBeUndefined();
    expect(smsStatusRank('sending')).toBeLessThan(smsStatusRank('sent'));
    expect(smsStatusRank('sent')).toBeLessThan(smsStatusRank('delivered'));
    expect(smsStatusRank('delivered')).toBe(smsStatusRank('failed'));
  });
});

describe('Short codes', () => {
  it('are 12 base62 characters (≥ 64 bits) and unlike each other', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => newShortCode()));
    expect(codes.size).toBe(2000);
    for (const c of codes) expect(c).toMatch(/^[0-9A-Za-z]{12}$/);
    expect(12 * Math.log2(62)).toBeGreaterThanOrEqual(64);
  });
  it('draw uniformly: bytes ≥ 248 are discarded rather than folded in', () => {
    const bytes = Buffer.from([255, 250, 248, 0, 61, 62, 247, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
    // 255, 250 and 248 are skipped; 0 → '0', 61 → 'z', 62 → '0' (62 % 62), 247 → 'z' (247 % 62 = 61), then 1 … 8.
    expect(newShortCode(() => bytes)).toBe('0z0z12345678');
  });
});

describe('Every template, with the longest realistic inputs', () => {
  const issue = 'Severe throbbing pain, swelling and pus after an extraction; possible abscess, diabetic';
  const link = `https://emergency-dental-booking.example.co.uk/m/${'Z'.repeat(12)}`;
  const longName = 'The St Bartholomew’s & Royal Kensington Emergency Dental Surgery and Implant Centre (Out of Hours)';
  const longAddress = 'Flat 12b, Wellington House, 123–125 Upper Richmond Road West, East Sheen, Richmond upon Thames, SW14 8DS';
  // Wednesday 29 September: the longest date text; 23:45 as late as slots go.
  const startsAt = new Date('2027-09-29T22:45:00Z');
  const held: MoneyFacts = { paymentStatus: 'authorized', feePence: 3900 };
  const booking = { practiceName: longName, address: longAddress, startsAt, reference: 'ED-WWWWWW', link, payment: held };
  // The appointment row as the handlers read it has the issue in it; a template must not use it.
  const withHealth = <T extends object>(facts: T) => ({ ...facts, patientIssue: issue, issue, patient_issue: issue, patientName: 'Bartholomew Featherstonehaugh-Smythe' });
  // Every booking text in every state of the fee, a cancellation with each refund outcome.
  const states: MoneyFacts[] = [
    ...PAYMENT_STATUSES.map((paymentStatus) => ({ paymentStatus, feePence: 3900 })),
    { paymentStatus: 'authorized', appointmentStatus: 'confirmed', feePence: 3900 },
    { paymentStatus: 'refunded', feePence: 3900, refundedPence: 1950 },
  ];
  const cancellations: MoneyFacts[] = [
    { paymentStatus: 'completed', feePence: 3900, refundDuePence: 3900 },
    { paymentStatus: 'authorized', feePence: 3900, refundDuePence: 1950 },
    { paymentStatus: 'part_captured', feePence: 3900, refundDuePence: 1950, capturedPence: 1950, releasedPence: 1950 },
    { paymentStatus: 'completed', feePence: 3900, refundDuePence: 1950 },
    { paymentStatus: 'refunded', feePence: 3900, refundDuePence: 1950, refundedPence: 1950 },
    { paymentStatus: 'authorized', feePence: 3900, refundDuePence: 3900 },
    { paymentStatus: 'released', feePence: 3900, refundDuePence: 3900, releasedPence: 3900 },
    { paymentStatus: 'refunded', feePence: 3900, refundDuePence: 3900, refundedPence: 3900 },
    { paymentStatus: 'completed', feePence: 3900, refundDuePence: 0 },
    { paymentStatus: 'authorized', feePence: 3900, refundDuePence: null },
    { paymentStatus: 'lapsed', feePence: 3900, refundDuePence: 0 },
    { paymentStatus: 'pending', feePence: 3900, refundDuePence: 0 },
  ];
  // A name clipped to exactly the cancellation's limit (one long word): the longest a cancellation carries.
  const longWord = `${'Q'.repeat(SMS_CANCELLED_PRACTICE_NAME_MAX + 10)} Dental`;
  // The reasons an admin or the practice may type for the patient (at most 200 characters): none, a
  // short one said whole, the longest (too long: pointed to the link), the longest all in extension
  // characters, and one the GSM alphabet cannot say whole (pointed to the link).
  const reasons = [null, 'The dentist is unwell today.', 'W'.repeat(200), '€'.repeat(200), 'Dr Łukasz is unwell 🤒'];
  const every: TextFacts[] = [
    ...(['booking-confirmed', 'practice-confirmed', 'reminder', 'rescheduled'] as const).flatMap((template) => states.map((payment) => ({ template, facts: withHealth({ ...booking, payment }) }))),
    ...cancellations.flatMap((payment) =>
      // The longest 111 service's name (Wales's), and all three not known.
      ([true, false] as const).flatMap((byPractice) =>
        (['wales', null] as const).flatMap((nation) =>
          [longName, longWord].flatMap((practiceName) =>
            reasons.map((reason) => ({ template: 'cancelled' as const, facts: withHealth({ practiceName, startsAt, reference: 'ED-WWWWWW', payment, link, byPractice, nation, reason }) })),
          ),
        ),
      ),
    ),
    { template: 'waitlist-offer', facts: withHealth({ practiceName: longName, startsAt, expiresAt: new Date('2027-09-29T22:59:00Z'), claimLink: link, leaveLink: link }) },
  ];

  it('covers every template', () => {
    expect(new Set(every.map((e) => e.template))).toEqual(new Set(SMS_TEMPLATES));
  });

  it.each(every.map((e, i) => [`${e.template} #${i}`, e] as const))('%s: GSM-7, at most two segments, no health detail or name', (_name, input) => {
    const text = renderText(input);
    const encoding = smsEncoding(text);
    expect(encoding.encoding).toBe('GSM-7');
    expect(encoding.segments).toBeLessThanOrEqual(SMS_MAX_SEGMENTS);
    expect(textFits(text)).toBe(true);
    for (const word of ['pain', 'swelling', 'pus', 'abscess', 'diabetic', 'extraction', 'Bartholomew F', 'Featherstonehaugh']) expect(text).not.toContain(word);
    expect(text).toContain('Wed 29 Sept at 23:45');
    // Every patient text but the waitlist offer (its own two links) carries the short manage link, a cancellation's too.
    if (input.template !== 'waitlist-offer') expect(text).toContain(link);
  });

  it('gives a cancellation the short manage link, as the booking texts have it, before the urgent-care line', () => {
    const text = renderText({
      template: 'cancelled',
      facts: { practiceName: 'Smile Dental', startsAt, reference: 'ED-ABC234', payment: { paymentStatus: 'authorized', feePence: 3900, refundDuePence: 1950 }, link, byPractice: false, nation: 'england', reason: null },
    });
    expect(text).toBe(
      `Your dental appointment on Wed 29 Sept at 23:45 at Smile Dental is cancelled. Ref ED-ABC234. We'll take £19.50 of £39 held, release rest. Details: ${link} Need urgent dental care? Call NHS 111 on 111.`,
    );
    expect(textFits(text)).toBe(true);
  });

  it('says what the patient needs: practice, time, address, reference, the fee and the link', () => {
    const text = renderText({ template: 'booking-confirmed', facts: { practiceName: 'Smile Dental', address: '1 High St, London, SW1A 1AA', startsAt, reference: 'ED-ABC234', link, payment: held } });
    expect(text).toBe(
      `Booked, waiting for the practice to confirm: emergency dental appointment Wed 29 Sept at 23:45, Smile Dental, 1 High St, London, SW1A 1AA. Ref ED-ABC234. £39 fee held, taken when we confirm. Manage it: ${link}`,
    );
    expect(smsEncoding(text).segments).toBe(2);
    // When the practice confirms: the state's name first, and the fee as it stands for a confirmed booking.
    expect(renderText({ template: 'practice-confirmed', facts: { practiceName: 'Smile Dental', address: '1 High St, London, SW1A 1AA', startsAt, reference: 'ED-ABC234', link, payment: held } })).toBe(
      `Confirmed by the practice: emergency dental appointment Wed 29 Sept at 23:45, Smile Dental, 1 High St, London, SW1A 1AA. Ref ED-ABC234. £39 fee now being taken. Details: ${link}`,
    );
    const offer = renderText({ template: 'waitlist-offer', facts: { practiceName: 'Smile Dental', startsAt, expiresAt: new Date('2027-09-29T22:10:00Z'), claimLink: `${link}1`, leaveLink: `${link}2` } });
    expect(offer).toContain('It is yours until 23:10');
    expect(offer).toContain(`${link}1`);
    expect(offer).toContain(`${link}2`);
  });

  it('says the fee as every other channel does: held, paid, being taken, refunded with the amount, kept, nothing taken', () => {
    const small = { practiceName: 'Smile Dental', address: '1 High St, London, SW1A 1AA', startsAt, reference: 'ED-ABC234', link };
    const booked = (payment: MoneyFacts) => renderText({ template: 'booking-confirmed', facts: { ...small, payment } });
    expect(booked({ paymentStatus: 'authorized', feePence: 3900 })).toContain('. £39 fee held, taken when we confirm. Manage it');
    expect(booked({ paymentStatus: 'completed', feePence: 3900 })).toContain('. £39 fee paid. Manage it');
    expect(renderText({ template: 'reminder', facts: { ...small, payment: { paymentStatus: 'authorized', appointmentStatus: 'confirmed', feePence: 3900 } } })).toContain('£39 fee now being taken.');
    expect(renderText({ template: 'rescheduled', facts: { ...small, payment: { paymentStatus: 'completed', feePence: 3900 } } })).toContain('£39 fee paid.');
    const cancelled = (payment: MoneyFacts) =>
      renderText({ template: 'cancelled', facts: { practiceName: 'Smile Dental', startsAt, reference: 'ED-ABC234', payment, link, byPractice: false, nation: 'england', reason: null } }).replace(
        / Details: \S+ Need urgent dental care\? Call NHS 111 on 111\.$/,
        '',
      );
    // A held fee: part taken and the rest released, never "refunded"; a paid one: refunded, as it moves.
    expect(cancelled({ paymentStatus: 'authorized', feePence: 3900, refundDuePence: 1950 })).toMatch(/is cancelled\. Ref ED-ABC234\. We'll take £19\.50 of £39 held, release rest\.$/);
    expect(cancelled({ paymentStatus: 'part_captured', feePence: 3900, refundDuePence: 1950, capturedPence: 1950, releasedPence: 1950 })).toMatch(/\. We took £19\.50 of £39 held, released rest\.$/);
    expect(cancelled({ paymentStatus: 'completed', feePence: 3900, refundDuePence: 1950 })).toMatch(/\. Refunding £19\.50 of the £39 you paid\.$/);
    expect(cancelled({ paymentStatus: 'refunded', feePence: 3900, refundDuePence: 1950, refundedPence: 1950 })).toMatch(/\. Refunded £19\.50 of the £39 you paid\.$/);
    expect(cancelled({ paymentStatus: 'authorized', feePence: 3900, refundDuePence: 3900 })).toMatch(/\. The £39 held on your card is being released\.$/);
    expect(cancelled({ paymentStatus: 'completed', feePence: 3900, refundDuePence: 3900 })).toMatch(/\. Refunding the £39 you paid in full\.$/);
    expect(cancelled({ paymentStatus: 'completed', feePence: 3900, refundDuePence: 0 })).toMatch(/The booking fee is not refundable\.$/);
    expect(cancelled({ paymentStatus: 'lapsed', feePence: 3900, refundDuePence: 0 })).toMatch(/\. The £39 hold lapsed: nothing was taken\.$/);
    expect(cancelled({ paymentStatus: 'pending', feePence: 3900, refundDuePence: 0 })).toMatch(/No payment was taken\.$/);
    for (const held of [{ refundDuePence: 1950 }, { refundDuePence: 3900 }, { refundDuePence: null }]) {
      expect(cancelled({ paymentStatus: 'authorized', feePence: 3900, ...held })).not.toMatch(/refund/i);
    }
    // A text never says held and paid at once, nor paid for a fee only held.
    for (const paymentStatus of PAYMENT_STATUSES) {
      const t = booked({ paymentStatus, feePence: 3900 });
      expect(/fee paid/.test(t)).toBe(paymentStatus === 'completed');
      expect(/fee held/.test(t)).toBe(paymentStatus === 'authorized');
    }
  });
});

describe('A cancellation text says the reason typed for the patient, whole, or where to read it', () => {
  const startsAt = new Date('2027-09-29T22:45:00Z');
  const link = `https://emergency-dental-booking.example.co.uk/m/${'Z'.repeat(12)}`;
  const facts = { practiceName: 'Smile Dental', startsAt, reference: 'ED-ABC234', payment: { paymentStatus: 'authorized', feePence: 3900, refundDuePence: 3900 } as MoneyFacts, link, byPractice: true, nation: 'england' as const };
  const text = (reason: string | null, more: Partial<typeof facts> = {}) => renderText({ template: 'cancelled', facts: { ...facts, ...more, reason } });

  it('says a reason that fits after the cancellation, with a stop, and the ending stays the urgent-care line', () => {
    expect(text('The dentist is unwell today')).toBe(
      `The practice had to cancel your dental appointment on Wed 29 Sept at 23:45 at Smile Dental. Reason: The dentist is unwell today. Ref ED-ABC234. The £39 held on your card is being released. Details: ${link} Need urgent dental care? Call NHS 111 on 111.`,
    );
    expect(textFits(text('The dentist is unwell today'))).toBe(true);
    // A typographic apostrophe is said in its plain form, not as a reason to leave it out.
    expect(text('The surgery’s flooded!')).toContain(" Reason: The surgery's flooded! Ref ");
    // Line breaks and runs of spaces typed in the box are one space.
    expect(text('  The dentist\n is   unwell. ')).toContain(' Reason: The dentist is unwell. Ref ');
  });

  it('points to the link when the reason would not fit in two segments, and never cuts it', () => {
    const long = `${'The practice has had a burst pipe and the surgery is closed while it is repaired. '.repeat(2)}We are very sorry.`;
    const t = text(long);
    expect(t).not.toContain('burst pipe');
    expect(t).toContain(`. Reason and details: ${link} Need urgent dental care? Call NHS 111 on 111.`);
    expect(textFits(t)).toBe(true);
  });

  it('points to the link when the GSM alphabet cannot say the reason whole (it would change its words)', () => {
    for (const reason of ['Dr Łukasz is unwell', 'Closed today 🚧']) {
      const t = text(reason);
      expect(t).not.toContain('Reason:');
      expect(t).toContain(' Reason and details: ');
      expect(smsEncoding(t).encoding).toBe('GSM-7');
    }
    expect(gsm7Whole('The dentist’s “surgery” – closed')).toBe(true);
    expect(gsm7Whole('Dr Łukasz')).toBe(false);
  });

  it('says nothing of a reason when none was given (the patient cancelled)', () => {
    expect(text(null, { byPractice: false })).not.toMatch(/Reason/);
    expect(text('   ')).not.toMatch(/Reason/);
  });
});

describe("A cancellation text names the patient's own 111", () => {
  const startsAt = new Date('2027-09-29T13:00:00Z');
  const text = (nation: Nation | null) =>
    renderText({
      template: 'cancelled',
      facts: { practiceName: 'Smile Dental', startsAt, reference: 'ED-ABC234', payment: { paymentStatus: 'completed', feePence: 3900, refundDuePence: 3900 }, link: 'https://example.test/m/ABCDEFGHJKLM', byPractice: true, nation, reason: null },
    });

  it.each([
    ['england', 'Need urgent dental care? Call NHS 111 on 111.'],
    ['scotland', 'Need urgent dental care? Call NHS 24 on 111.'],
    ['wales', 'Need urgent dental care? Call NHS 111 Wales on 111.'],
    [null, 'Need urgent dental care? Call 111.'],
  ] as const)('%s', (nation, ending) => {
    expect(text(nation)).toMatch(new RegExp(`Refunding the £39 you paid in full\\. Details: https://example\\.test/m/ABCDEFGHJKLM ${ending.replace(/[?.]/g, '\\$&')}$`));
    expect(textFits(text(nation))).toBe(true);
  });
});

describe('Every template in Welsh, with the longest inputs the English allows', () => {
  const link = `https://emergency-dental-booking.example.co.uk/m/${'Z'.repeat(12)}`;
  const longName = 'The St Bartholomew’s & Royal Kensington Emergency Dental Surgery and Implant Centre (Out of Hours)';
  const longAddress = 'Flat 12b, Wellington House, 123–125 Upper Richmond Road West, East Sheen, Richmond upon Thames, SW14 8DS';
  // A Welsh practice: ŵ and ŷ are outside GSM-7.
  const welshName = 'Deintyddfa Tŷ Gwyn a Chanolfan Gofal Brys Bro Ŵyr a Llŷn, Gŵyr';
  const welshAddress = 'Uned 5, Tŷ’r Gŵydd, 123–125 Heol y Brenin Ŵyr, Pen-y-bont ar Ogwr, CF31 1AA';
  const startsAt = new Date('2027-09-29T22:45:00Z');
  const issue = 'Severe throbbing pain, swelling and pus after an extraction; possible abscess, diabetic';
  const withHealth = <T extends object>(facts: T) => ({ ...facts, patientIssue: issue, issue, patient_issue: issue, patientName: 'Bartholomew Featherstonehaugh-Smythe' });
  const states: MoneyFacts[] = [
    ...PAYMENT_STATUSES.map((paymentStatus) => ({ paymentStatus, feePence: 3900 })),
    { paymentStatus: 'authorized', appointmentStatus: 'confirmed', feePence: 3900 },
    { paymentStatus: 'refunded', feePence: 3900, refundedPence: 1950 },
  ];
  const cancellations: MoneyFacts[] = [
    { paymentStatus: 'completed', feePence: 3900, refundDuePence: 3900 },
    { paymentStatus: 'authorized', feePence: 3900, refundDuePence: 1950 },
    { paymentStatus: 'part_captured', feePence: 3900, refundDuePence: 1950, capturedPence: 1950, releasedPence: 1950 },
    { paymentStatus: 'completed', feePence: 3900, refundDuePence: 1950 },
    { paymentStatus: 'refunded', feePence: 3900, refundDuePence: 1950, refundedPence: 1950 },
    { paymentStatus: 'authorized', feePence: 3900, refundDuePence: 3900 },
    { paymentStatus: 'released', feePence: 3900, refundDuePence: 3900, releasedPence: 3900 },
    { paymentStatus: 'refunded', feePence: 3900, refundDuePence: 3900, refundedPence: 3900 },
    { paymentStatus: 'completed', feePence: 3900, refundDuePence: 0 },
    { paymentStatus: 'authorized', feePence: 3900, refundDuePence: null },
    { paymentStatus: 'lapsed', feePence: 3900, refundDuePence: 0 },
    { paymentStatus: 'pending', feePence: 3900, refundDuePence: 0 },
  ];
  const longWord = `${'Q'.repeat(SMS_CANCELLED_PRACTICE_NAME_MAX + 10)} Dental`;
  // As the English's, and reasons typed in Welsh: short (said whole) and the longest, all ŵ (at the link).
  const reasons = [null, 'The dentist is unwell today.', 'W'.repeat(200), '€'.repeat(200), 'Dr Łukasz is unwell 🤒', 'Mae’r deintydd yn sâl heddiw', 'ŵ'.repeat(200)];
  const places = [
    [longName, longAddress],
    [welshName, welshAddress],
  ] as const;
  const every: TextFacts[] = [
    ...(['booking-confirmed', 'practice-confirmed', 'reminder', 'rescheduled'] as const).flatMap((template) =>
      states.flatMap((payment) => places.map(([practiceName, address]) => ({ template, facts: withHealth({ practiceName, address, startsAt, reference: 'ED-WWWWWW', link, payment }) }))),
    ),
    ...cancellations.flatMap((payment) =>
      ([true, false] as const).flatMap((byPractice) =>
        (['wales', null] as const).flatMap((nation) =>
          [longName, longWord, welshName].flatMap((practiceName) =>
            reasons.map((reason) => ({ template: 'cancelled' as const, facts: withHealth({ practiceName, startsAt, reference: 'ED-WWWWWW', payment, link, byPractice, nation, reason }) })),
          ),
        ),
      ),
    ),
    ...[longName, welshName].map((practiceName) => ({
      template: 'waitlist-offer' as const,
      facts: withHealth({ practiceName, startsAt, expiresAt: new Date('2027-09-29T22:59:00Z'), claimLink: link, leaveLink: link }),
    })),
  ];

  it('covers every template', () => {
    expect(new Set(every.map((e) => e.template))).toEqual(new Set(SMS_TEMPLATES));
  });

  it.each(every.map((e, i) => [`${e.template} #${i}`, e] as const))('%s: at most two segments in its encoding, Welsh, no health detail or name', (_name, input) => {
    const text = renderText(input, 'cy');
    expect(smsEncoding(text).segments).toBeLessThanOrEqual(SMS_MAX_SEGMENTS);
    expect(textFits(text, 'cy')).toBe(true);
    for (const word of ['pain', 'swelling', 'pus', 'abscess', 'diabetic', 'extraction', 'Bartholomew F', 'Featherstonehaugh']) expect(text).not.toContain(word);
    // The Welsh date and time, never the English words around them.
    expect(text).toContain('Mer 29 Medi am 23:45');
    for (const english of ['appointment', ' fee ', 'Details', 'Manage it', 'Ref ', 'Reminder', 'cancelled', 'urgent', 'waitlist']) expect(text).not.toContain(english);
    if (input.template !== 'waitlist-offer') expect(text).toContain(link);
  });

  it('writes its own words in plain GSM letters, so only a name or a reason can make a text UCS-2', () => {
    const plainFacts = { practiceName: 'Smile Dental', address: '1 High St, Cardiff, CF10 1AA', startsAt, reference: 'ED-ABC234', link, payment: { paymentStatus: 'authorized', feePence: 3900 } as MoneyFacts };
    for (const template of ['booking-confirmed', 'practice-confirmed', 'reminder', 'rescheduled'] as const) expect(smsEncoding(renderText({ template, facts: plainFacts }, 'cy')).encoding).toBe('GSM-7');
    expect(
      renderText({ template: 'booking-confirmed', facts: plainFacts }, 'cy'),
    ).toBe(
      `Wedi'i archebu, yn aros i'r practis gadarnhau: apwyntiad deintyddol brys Mer 29 Medi am 23:45, Smile Dental, 1 High St, Cardiff, CF10 1AA. Cyfeirnod ED-ABC234. Ffi £39 wedi'i dal, cymerir wrth gadarnhau. Newid neu ganslo: ${link}`,
    );
  });

  it('takes only plain GSM words from the Welsh mirrors it reads (renderText makes the whole text GSM-7, which would strip an accent)', () => {
    for (const payment of [...states, ...cancellations, ...cancellations.map((c) => ({ ...c, appointmentStatus: 'cancelled' as const }))]) expect(gsm7Whole(paymentWordingCy(payment).text)).toBe(true);
    for (const nation of ['england', 'scotland', 'wales', null] as const) expect(gsm7Whole(URGENT_CARE_AFTER_CANCELLING_CY.text(nation))).toBe(true);
    for (const status of ['pending', 'confirmed'] as const) expect(gsm7Whole(appointmentStateWordingCy({ status }, { now: startsAt, texts: true }).label)).toBe(true);
  });

  it("names the patient's own 111 in Welsh after a cancellation, the clinical mirror's line whole", () => {
    const text = renderText(
      { template: 'cancelled', facts: { practiceName: 'Smile Dental', startsAt, reference: 'ED-ABC234', payment: { paymentStatus: 'completed', feePence: 3900, refundDuePence: 3900 }, link, byPractice: false, nation: 'wales', reason: null } },
      'cy',
    );
    expect(text).toBe(
      `Mae eich apwyntiad wedi'i ganslo: Mer 29 Medi am 23:45, Smile Dental. Cyfeirnod ED-ABC234. Wrthi'n ad-dalu'r £39 a daloch yn llawn. Manylion: ${link} Angen gofal deintyddol brys? Ffoniwch GIG 111 Cymru ar 111.`,
    );
  });

  it('says a Welsh name in GSM-7 as the English does, and a reason the GSM alphabet cannot say whole is behind the link', () => {
    const facts = { practiceName: 'Tŷ Gwyn', startsAt, reference: 'ED-ABC234', payment: { paymentStatus: 'pending', feePence: 3900, refundDuePence: 0 } as MoneyFacts, link, byPractice: true, nation: null };
    const text = renderText({ template: 'cancelled', facts: { ...facts, reason: 'Mae’r deintydd yn sâl heddiw' } }, 'cy');
    expect(text).toBe(
      `Bu'n rhaid i'r practis ganslo eich apwyntiad: Mer 29 Medi am 23:45, Ty Gwyn. Cyfeirnod ED-ABC234. Ni chymerwyd unrhyw daliad. Rheswm a manylion: ${link} Angen gofal deintyddol brys? Ffoniwch 111.`,
    );
    expect(smsEncoding(text).encoding).toBe('GSM-7');
    // One the GSM alphabet says whole is said, as typed (its apostrophe plain).
    expect(renderText({ template: 'cancelled', facts: { ...facts, reason: 'Mae’r deintydd yn wael heddiw' } }, 'cy')).toContain(" Ty Gwyn. Rheswm: Mae'r deintydd yn wael heddiw. Cyfeirnod ");
  });

  it('leaves the address to the link when a text would not fit with it', () => {
    const facts = { practiceName: longName, address: longAddress, startsAt, reference: 'ED-WWWWWW', link, payment: { paymentStatus: 'authorized', feePence: 3900 } as MoneyFacts };
    const text = renderText({ template: 'booking-confirmed', facts }, 'cy');
    expect(text).not.toContain('Wellington');
    expect(text).toContain(", The St Bartholomew's & Royal.... Cyfeirnod ED-WWWWWW.");
    // A practice of ordinary length keeps its address.
    expect(renderText({ template: 'booking-confirmed', facts: { ...facts, practiceName: 'Harley Street Emergency Dental', address: '58 Harley Street, London, W1G 9QB' } }, 'cy')).toContain(
      ', Harley Street Emergency Dental, 58 Harley Street, London, W1G 9QB. Cyfeirnod',
    );
  });

  it('accepts UCS-2 within two parts for a Welsh text only; an English text stays GSM-7', () => {
    expect(textFits('ŵ'.repeat(134), 'cy')).toBe(true);
    expect(textFits('ŵ'.repeat(135), 'cy')).toBe(false);
    expect(textFits('ŵ'.repeat(134))).toBe(false);
    expect(textFits('a'.repeat(306), 'cy')).toBe(true);
    expect(textFits('a'.repeat(307), 'cy')).toBe(false);
  });

  it('says the date in Welsh on the London clock', () => {
    expect(smsDateTextCy(new Date('2027-03-02T09:30:00Z'))).toBe('Maw 2 Mawrth');
    expect(smsDateTextCy(new Date('2027-07-04T23:30:00Z'))).toBe('Llun 5 Gorffennaf');
  });
});
