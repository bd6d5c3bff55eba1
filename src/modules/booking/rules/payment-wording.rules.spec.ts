import { isBooking, PAYMENT_STATUSES, paymentWording, poundsText } from './payment-wording.rules.js';

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

  it('says refunded with the amount: half before the practice was instructed, the whole fee when the practice cancelled', () => {
    expect(paymentWording({ paymentStatus: 'refunded', appointmentStatus: 'cancelled', feePence: FEE, refundedPence: 1950, refundDuePence: 1950 })).toEqual({
      label: '£19.50 refunded',
      sentence: '£19.50 (half of the £39 booking fee) has been refunded to your card.',
      text: '£19.50 refunded to your card.',
    });
    expect(paymentWording({ paymentStatus: 'refunded', appointmentStatus: 'cancelled', feePence: FEE, refundedPence: 3900, refundDuePence: 3900 })).toEqual({
      label: '£39 refunded',
      sentence: 'Your £39 booking fee has been refunded in full to your card.',
      text: '£39 refunded to your card.',
    });
    // Another part than half says part, with both amounts.
    expect(paymentWording({ paymentStatus: 'refunded', appointmentStatus: 'cancelled', feePence: FEE, refundedPence: 1000 }).sentence).toBe(
      '£10 (part of the £39 booking fee) has been refunded to your card.',
    );
  });

  it('says a refund a cancellation decided is being refunded, with the amount, before the payment queue has done it', () => {
    expect(paymentWording({ paymentStatus: 'authorized', appointmentStatus: 'cancelled', feePence: FEE, refundDuePence: 1950 })).toEqual({
      label: '£19.50 being refunded',
      sentence: '£19.50 (half of the £39 booking fee) is being refunded to your card.',
      text: '£19.50 will be refunded to your card.',
    });
    expect(paymentWording({ paymentStatus: 'completed', appointmentStatus: 'cancelled', feePence: FEE, refundDuePence: 3900 }).sentence).toBe(
      'Your £39 booking fee is being refunded in full to your card.',
    );
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
        const w = paymentWording({ paymentStatus, appointmentStatus, feePence: FEE, refundDuePence: appointmentStatus === 'cancelled' ? 1950 : null });
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
