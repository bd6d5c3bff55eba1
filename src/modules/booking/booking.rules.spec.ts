import { emailProblem, newReference, paymentStatusFor, paymentStatusOnConfirm } from './booking.rules.js';

describe('booking rules', () => {
  it.each([
    [{ status: 'requires_capture', lastError: null }, 'authorized', null],
    [{ status: 'succeeded', lastError: null }, 'completed', null],
    [{ status: 'requires_payment_method', lastError: 'Your card was declined.' }, 'failed', 'Your card was declined.'],
    [{ status: 'processing', lastError: null }, 'processing', null],
    [{ status: 'requires_action', lastError: null }, 'processing', null],
  ] as const)('maps the intent %p to %s', (intent, paymentStatus, paymentError) => {
    expect(paymentStatusFor(intent)).toEqual({ paymentStatus, paymentError });
  });

  it('keeps an authorisation on confirm and otherwise moves to processing', () => {
    expect(paymentStatusOnConfirm('authorized')).toBe('authorized');
    expect(paymentStatusOnConfirm('completed')).toBe('completed');
    expect(paymentStatusOnConfirm('pending')).toBe('processing');
  });

  it('checks the payment e-mail with the spec texts', () => {
    expect(emailProblem('')).toBe('Email is required to confirm your appointment');
    expect(emailProblem('nope@x')).toBe('Please enter a valid email address');
    expect(emailProblem('ann@example.com')).toBeUndefined();
  });

  it('makes short references without look-alike characters', () => {
    const refs = new Set(Array.from({ length: 200 }, () => newReference()));
    expect(refs.size).toBeGreaterThan(195);
    for (const r of refs) expect(r).toMatch(/^ED-[A-HJKMNP-Z2-9]{6}$/);
  });
});
