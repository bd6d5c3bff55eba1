import { describe, expect, it } from 'vitest';
import type { AdminAppointment } from '../api/admin';
import { canCancel, canConfirm, confirmRefusal, notBookedReason, shownPaymentStatus } from './appointment-rules';

describe('canConfirm', () => {
  it.each([
    ['pending', 'authorized', true],
    ['pending', 'completed', true],
    ['pending', 'pending', false],
    ['pending', 'processing', false],
    ['pending', 'failed', false],
    ['pending', 'refunded', false],
    ['pending', 'lapsed', false],
    ['confirmed', 'authorized', false],
    ['cancelled', 'authorized', false],
  ] satisfies Array<[AdminAppointment['status'], AdminAppointment['paymentStatus'], boolean]>)('a %s booking with payment %s: %s, as the server decides', (status, paymentStatus, expected) => {
    expect(canConfirm({ status, paymentStatus })).toBe(expected);
  });
});

describe('confirmRefusal', () => {
  it('says why a pending booking cannot be confirmed, and nothing when it can', () => {
    expect(confirmRefusal({ status: 'pending', paymentStatus: 'failed' })).toBe('Not confirmable: the payment failed, so there is nothing to capture.');
    expect(confirmRefusal({ status: 'pending', paymentStatus: 'pending' })).toBe('Not confirmable yet: the patient has not paid.');
    expect(confirmRefusal({ status: 'pending', paymentStatus: 'lapsed' })).toBe('Not confirmable: the card authorisation lapsed, so nothing can be taken. Contact the patient.');
    expect(confirmRefusal({ status: 'pending', paymentStatus: 'authorized' })).toBeUndefined();
    expect(confirmRefusal({ status: 'confirmed', paymentStatus: 'completed' })).toBeUndefined();
  });
});

describe('shownPaymentStatus', () => {
  it('shows a confirmed booking whose fee is still authorised as processing (the capture is queued)', () => {
    expect(shownPaymentStatus({ status: 'confirmed', paymentStatus: 'authorized' })).toBe('processing');
    expect(shownPaymentStatus({ status: 'pending', paymentStatus: 'authorized' })).toBe('authorized');
    expect(shownPaymentStatus({ status: 'confirmed', paymentStatus: 'completed' })).toBe('completed');
  });
});

describe('notBookedReason', () => {
  it('names why a checkout is not a booking, and nothing for a booking', () => {
    expect(notBookedReason({ booked: false, bookingState: 'payment-failed' })).toBe('Payment failed');
    expect(notBookedReason({ booked: false, bookingState: 'not-paid' })).toBe('Card step not finished');
    expect(notBookedReason({ booked: false, bookingState: 'payment-returned' })).toBe('Paid after the time was lost: money returned');
    expect(notBookedReason({ booked: true, bookingState: 'booked' })).toBeUndefined();
  });
});

describe('canCancel', () => {
  const now = new Date('2027-06-09T11:00:00Z');
  const later = '2027-06-10T09:00:00+01:00';
  it.each([
    ['pending', 'authorized', later, true],
    ['confirmed', 'completed', later, true],
    ['confirmed', 'processing', later, true],
    ['pending', 'lapsed', later, true],
    ['pending', 'pending', later, false],
    ['pending', 'failed', later, false],
    ['cancelled', 'released', later, false],
    ['completed', 'completed', later, false],
    ['pending', 'authorized', '2027-06-09T11:00:00Z', false],
  ] satisfies Array<[AdminAppointment['status'], AdminAppointment['paymentStatus'], string, boolean]>)('a %s booking with payment %s starting %s: %s', (status, paymentStatus, startTime, expected) => {
    expect(canCancel({ status, paymentStatus, startTime }, now)).toBe(expected);
  });
  it('never offers it for an attempt that booked nothing', () => {
    expect(canCancel({ status: 'pending', paymentStatus: 'authorized', startTime: later, booked: false }, now)).toBe(false);
  });
});
