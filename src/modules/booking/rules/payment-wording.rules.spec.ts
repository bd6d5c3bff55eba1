import { APPOINTMENT_STATUSES, isBooking, type MoneyFacts, moneyFactsOf, PAYMENT_STATUSES, paymentWording, poundsText } from './payment-wording.rules.js';

const FEE = 3900;
const HELD = 'The £39 booking fee is held on your card, not taken yet: it is taken when we confirm your appointment with the practice.';

describe(paymentWording.name, () => {
  it('says held (not taken) for an authorised fee, and taken when we confirm', () => {
    expect(paymentWording({ paymentStatus: 'authorized', feePence: FEE })).toEqual({
      label: '£39 held, taken when we confirm',
      sentence: HELD,
      text: '£39 fee held, taken when we confirm.',
    });
    // Whatever the mode says now: an authorised fee is held (the switch may have moved since booking).
    expect(paymentWording({ paymentStatus: 'authorized', feePence: FEE, captureMode: 'immediate' }).sentence).toBe(HELD);
  });

  it('says paid once the fee is taken: immediate mode, or after a capture', () => {
    for (const appointmentStatus of ['pending', 'confirmed'] as const) {
      expect(paymentWording({ paymentStatus: 'completed', appointmentStatus, feePence: FEE })).toEqual({ label: '£39 paid', sentence: 'You have paid the £39 booking fee.', text: '£39 fee paid.' });
    }
  });

  it('says the held fee is being taken once the appointment is confirmed, until the capture lands', () => {
    const taking = { label: '£39 being taken', sentence: 'The £39 booking fee held on your card is now being taken, as your appointment is confirmed.', text: '£39 fee now being taken.' };
    expect(paymentWording({ paymentStatus: 'authorized', appointmentStatus: 'confirmed', feePence: FEE })).toEqual(taking);
    expect(paymentWording({ paymentStatus: 'processing', appointmentStatus: 'confirmed', feePence: FEE })).toEqual(taking);
    expect(paymentWording({ paymentStatus: 'processing', captureMode: 'authorisation', feePence: FEE })).toEqual(taking);
  });

  it('says a payment still being processed is in progress (immediate mode or mode unknown)', () => {
    for (const captureMode of ['immediate', undefined] as const) {
      expect(paymentWording({ paymentStatus: 'processing', captureMode, feePence: FEE })).toEqual({
        label: '£39 payment in progress',
        sentence: 'Your payment of the £39 booking fee is being processed.',
        text: '£39 fee payment in progress.',
      });
    }
  });

  it('says a held fee cancelled before the practice was instructed is taken in part and the rest released: will, then has', () => {
    expect(paymentWording({ paymentStatus: 'authorized', appointmentStatus: 'cancelled', feePence: FEE, refundDuePence: 1950 })).toEqual({
      label: 'Keeping £19.50, releasing £19.50',
      sentence: 'We will take £19.50 of the £39 held on your card and release the rest.',
      text: "We'll take £19.50 of £39 held, release rest.",
    });
    expect(paymentWording({ paymentStatus: 'part_captured', appointmentStatus: 'cancelled', feePence: FEE, refundDuePence: 1950, capturedPence: 1950, releasedPence: 1950 })).toEqual({
      label: '£19.50 kept, £19.50 released',
      sentence: 'We have taken £19.50 of the £39 held on your card and released the rest.',
      text: 'We took £19.50 of £39 held, released rest.',
    });
    // An odd fee: the rule rounds what goes back down, so the part kept is the larger; each said as it is.
    expect(paymentWording({ paymentStatus: 'part_captured', appointmentStatus: 'cancelled', feePence: 3901, capturedPence: 1951, releasedPence: 1950 }).label).toBe('£19.51 kept, £19.50 released');
  });

  it('says a paid fee cancelled before the practice was instructed is refunded in part: are refunding, then have refunded', () => {
    expect(paymentWording({ paymentStatus: 'completed', appointmentStatus: 'cancelled', feePence: FEE, refundDuePence: 1950 })).toEqual({
      label: '£19.50 being refunded',
      sentence: 'We are refunding £19.50 of the £39 you paid.',
      text: 'Refunding £19.50 of the £39 you paid.',
    });
    expect(paymentWording({ paymentStatus: 'refunded', appointmentStatus: 'cancelled', feePence: FEE, refundedPence: 1950, refundDuePence: 1950, capturedPence: 3900 })).toEqual({
      label: '£19.50 refunded',
      sentence: 'We have refunded £19.50 of the £39 you paid.',
      text: 'Refunded £19.50 of the £39 you paid.',
    });
  });

  it('says all of it goes back when the practice cancels: a held fee released, a paid one refunded in full', () => {
    expect(paymentWording({ paymentStatus: 'authorized', appointmentStatus: 'cancelled', feePence: FEE, refundDuePence: 3900 })).toEqual({
      label: '£39 being released',
      sentence: 'We are releasing the £39 held on your card: nothing will be taken.',
      text: 'The £39 held on your card is being released.',
    });
    expect(paymentWording({ paymentStatus: 'released', appointmentStatus: 'cancelled', feePence: FEE, refundDuePence: 3900, releasedPence: 3900 })).toEqual({
      label: '£39 released, nothing taken',
      sentence: 'We have released the £39 held on your card: nothing was taken.',
      text: 'The £39 held on your card was released.',
    });
    expect(paymentWording({ paymentStatus: 'completed', appointmentStatus: 'cancelled', feePence: FEE, refundDuePence: 3900 })).toEqual({
      label: '£39 being refunded',
      sentence: 'We are refunding the £39 you paid, in full.',
      text: 'Refunding the £39 you paid in full.',
    });
    expect(paymentWording({ paymentStatus: 'refunded', appointmentStatus: 'cancelled', feePence: FEE, refundedPence: 3900, refundDuePence: 3900 })).toEqual({
      label: '£39 refunded',
      sentence: 'We have refunded the £39 you paid, in full.',
      text: 'Refunded the £39 you paid in full.',
    });
  });

  it('says a booking that ran out or was paid too late gets all of it back: released if held, refunded if taken', () => {
    expect(paymentWording({ paymentStatus: 'authorized', appointmentStatus: 'cancelled', feePence: FEE }).sentence).toBe('We are releasing the £39 held on your card: nothing will be taken.');
    expect(paymentWording({ paymentStatus: 'completed', appointmentStatus: 'cancelled', feePence: FEE }).sentence).toBe('We are refunding the £39 you paid, in full.');
  });

  it('says nothing was taken when the authorisation lapsed, whatever happened to the appointment', () => {
    for (const appointmentStatus of APPOINTMENT_STATUSES) {
      expect(paymentWording({ paymentStatus: 'lapsed', appointmentStatus, feePence: FEE, refundDuePence: appointmentStatus === 'cancelled' ? 0 : null })).toEqual({
        label: 'Hold lapsed, nothing taken',
        sentence: 'Nothing was taken: the hold of £39 on your card lapsed before we took it.',
        text: 'The £39 hold lapsed: nothing was taken.',
      });
    }
  });

  it('never says refunded for a fee that was only held, in any state of a cancellation', () => {
    const held: MoneyFacts[] = [
      { paymentStatus: 'authorized', appointmentStatus: 'cancelled', feePence: FEE, refundDuePence: 1950 },
      { paymentStatus: 'authorized', appointmentStatus: 'cancelled', feePence: FEE, refundDuePence: 3900 },
      { paymentStatus: 'authorized', appointmentStatus: 'cancelled', feePence: FEE },
      { paymentStatus: 'part_captured', appointmentStatus: 'cancelled', feePence: FEE, refundDuePence: 1950, capturedPence: 1950, releasedPence: 1950 },
      { paymentStatus: 'released', appointmentStatus: 'cancelled', feePence: FEE, refundDuePence: 3900, releasedPence: 3900 },
      { paymentStatus: 'lapsed', appointmentStatus: 'cancelled', feePence: FEE, refundDuePence: 0 },
    ];
    for (const facts of held) {
      const w = paymentWording(facts);
      for (const words of [w.label, w.sentence, w.text]) expect(words).not.toMatch(/refund/i);
    }
  });

  it('says the fee is kept when the patient cancelled after the practice was instructed', () => {
    for (const paymentStatus of ['authorized', 'completed'] as const) {
      expect(paymentWording({ paymentStatus, appointmentStatus: 'cancelled', feePence: FEE, refundDuePence: 0 })).toEqual({
        label: '£39 not refundable',
        sentence: 'The practice had already been instructed, so the £39 booking fee is not refundable.',
        text: 'The booking fee is not refundable.',
      });
    }
  });

  it('says nothing was taken for a pending or failed payment, and nothing to refund once cancelled', () => {
    expect(paymentWording({ paymentStatus: 'failed', feePence: FEE })).toEqual({
      label: 'Payment failed',
      sentence: 'We could not take the £39 booking fee from your card, so nothing has been taken.',
      text: 'Payment failed: nothing was taken.',
    });
    expect(paymentWording({ paymentStatus: 'pending', feePence: FEE }).sentence).toBe('Nothing has been taken from your card for the £39 booking fee yet.');
    for (const paymentStatus of ['pending', 'failed'] as const) {
      expect(paymentWording({ paymentStatus, appointmentStatus: 'cancelled', feePence: FEE, refundDuePence: 0 }).sentence).toBe(
        'No payment was taken for this booking, so there is nothing to refund.',
      );
    }
  });

  it('never claims paid or held before the status is known', () => {
    const unknown = paymentWording({ paymentStatus: undefined, feePence: FEE });
    expect(unknown.sentence).toBe('Your card has been accepted for the £39 booking fee.');
    expect(unknown.sentence).not.toMatch(/paid|held/);
  });

  it('has words for every status in every appointment status, each a full sentence, and a text in plain GSM characters', () => {
    for (const paymentStatus of PAYMENT_STATUSES) {
      for (const appointmentStatus of ['pending', 'confirmed', 'cancelled', 'completed'] as const) {
        const w = paymentWording({ paymentStatus, appointmentStatus, feePence: FEE, refundDuePence: appointmentStatus === 'cancelled' ? 1950 : null, capturedPence: 1950, releasedPence: 1950 });
        expect(w.label.length).toBeGreaterThan(0);
        expect(w.label.length).toBeLessThanOrEqual(32);
        expect(w.sentence).toMatch(/^[A-Z£].*\.$/);
        expect(w.text.length).toBeLessThanOrEqual(45);
        expect(w.text).toMatch(/^[\x20-\x7e£]+$/);
      }
    }
  });

  it('says paid only when the fee was taken, and held only while it is held', () => {
    for (const paymentStatus of PAYMENT_STATUSES) {
      const w = paymentWording({ paymentStatus, feePence: FEE });
      expect(/paid the/.test(w.sentence)).toBe(paymentStatus === 'completed');
      expect(/is held on your card/.test(w.sentence)).toBe(paymentStatus === 'authorized');
    }
  });
});

describe(moneyFactsOf.name, () => {
  it('reads every money column of a row, so each channel words it from the same facts', () => {
    expect(
      moneyFactsOf({ payment_status: 'part_captured', status: 'cancelled', amount_pence: FEE, refunded_pence: 0, refund_due_pence: 1950, captured_pence: 1950, released_pence: 1950 }),
    ).toEqual({ paymentStatus: 'part_captured', appointmentStatus: 'cancelled', feePence: FEE, refundedPence: 0, refundDuePence: 1950, capturedPence: 1950, releasedPence: 1950 });
  });
});

describe(isBooking.name, () => {
  it('is a booking once money was held or taken, whatever happened since', () => {
    for (const paymentStatus of PAYMENT_STATUSES) {
      for (const status of ['pending', 'confirmed', 'cancelled', 'completed'] as const) {
        expect(isBooking({ status, paymentStatus, authorizedAt: '2026-11-27T10:00:00Z' })).toBe(true);
      }
    }
  });
  it('is a live checkout whose payment is held, taken or on its way', () => {
    expect(isBooking({ status: 'pending', paymentStatus: 'processing', authorizedAt: null })).toBe(true);
    expect(isBooking({ status: 'pending', paymentStatus: 'authorized', authorizedAt: null })).toBe(true);
  });
  it('is never an attempt whose payment is pending or failed, nor a payment that came after its slot was lost', () => {
    expect(isBooking({ status: 'pending', paymentStatus: 'failed', authorizedAt: null })).toBe(false);
    expect(isBooking({ status: 'pending', paymentStatus: 'pending', authorizedAt: null })).toBe(false);
    expect(isBooking({ status: 'cancelled', paymentStatus: 'failed', authorizedAt: null })).toBe(false);
    expect(isBooking({ status: 'cancelled', paymentStatus: 'authorized', authorizedAt: null })).toBe(false);
    expect(isBooking({ status: 'cancelled', paymentStatus: 'refunded', authorizedAt: null })).toBe(false);
  });
});

describe(poundsText.name, () => {
  it('writes whole pounds without pence and others with two places', () => {
    expect([3900, 1950, 1000, 5].map(poundsText)).toEqual(['£39', '£19.50', '£10', '£0.05']);
  });
});
