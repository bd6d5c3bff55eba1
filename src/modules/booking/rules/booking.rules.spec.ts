import {
  adminCancellationPreview,
  changeRefusal,
  clientNetwork,
  emailChangeRefusal,
  emailProblem,
  fullRefund,
  newReference,
  paymentIntentMetadata,
  paymentStatusFor,
  paymentStatusOnConfirm,
  poundsText,
  reasonForPatient,
  refundFor,
  refundOnCancellation,
  sameAttemptPatient,
  sideOfChoice,
} from './booking.rules.js';
import { MANAGE_MESSAGES_CY } from '../booking.cy.constants.js';

describe('booking rules', () => {
  it.each([
    [{ status: 'requires_capture', lastError: null }, 'authorized', null],
    [{ status: 'succeeded', lastError: null }, 'completed', null],
    [{ status: 'requires_payment_method', lastError: 'Your card was declined.' }, 'failed', 'Your card was declined.'],
    [{ status: 'processing', lastError: null }, 'processing', null],
    [{ status: 'requires_confirmation', lastError: null }, 'processing', null],
    // Waiting for the patient's bank (3-D Secure): nothing is on its way yet.
    [{ status: 'requires_action', lastError: null }, 'pending', null],
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

describe('refund on cancellation (spec section 9)', () => {
  it('gives half the fee back before the practice is instructed: a held fee keeps half and releases the rest, a paid one is refunded half', () => {
    expect(refundOnCancellation({ status: 'pending', paymentStatus: 'authorized', amountPence: 3900 })).toEqual({
      refundPence: 1950,
      explanation: 'The practice has not been instructed yet, so we will take £19.50 of the £39 held and release the rest.',
    });
    for (const paymentStatus of ['completed', 'processing'] as const) {
      expect(refundOnCancellation({ status: 'pending', paymentStatus, amountPence: 3900 })).toEqual({
        refundPence: 1950,
        explanation: 'The practice has not been instructed yet, so we will refund £19.50 of the £39 you paid.',
      });
    }
  });
  it('never says refund before cancelling a fee that is only held', () => {
    expect(refundOnCancellation({ status: 'pending', paymentStatus: 'authorized', amountPence: 3900 }).explanation).not.toMatch(/refund/i);
    expect(fullRefund({ paymentStatus: 'authorized', amountPence: 3900 }).explanation).not.toMatch(/refund/i);
  });
  it('has nothing to take or give back when the authorisation lapsed, and says why', () => {
    for (const status of ['pending', 'confirmed'] as const) {
      expect(refundOnCancellation({ status, paymentStatus: 'lapsed', amountPence: 3900 })).toEqual({
        refundPence: 0,
        explanation: 'The hold on your card lapsed, so nothing was taken and there is nothing to refund.',
      });
    }
    expect(fullRefund({ paymentStatus: 'lapsed', amountPence: 3900 }).refundPence).toBe(0);
  });
  it('refunds nothing once the practice is instructed (confirmed)', () => {
    expect(refundOnCancellation({ status: 'confirmed', paymentStatus: 'completed', amountPence: 3900 }).refundPence).toBe(0);
    expect(refundOnCancellation({ status: 'confirmed', paymentStatus: 'authorized', amountPence: 3900 }).explanation).toMatch(/not refundable/);
  });
  it('has nothing to refund when nothing was paid', () => {
    for (const paymentStatus of ['pending', 'failed', 'refunded'] as const) {
      expect(refundOnCancellation({ status: 'pending', paymentStatus, amountPence: 3900 }).refundPence).toBe(0);
    }
  });
  it('rounds an odd fee down to the penny, so the part a held fee keeps is the rest', () => {
    expect(refundOnCancellation({ status: 'pending', paymentStatus: 'completed', amountPence: 3901 }).refundPence).toBe(1950);
    expect(refundOnCancellation({ status: 'pending', paymentStatus: 'authorized', amountPence: 3901 }).explanation).toContain('we will take £19.51 of the £39.01 held');
  });
  it('writes pence as pounds', () => {
    expect([3900, 1950, 5].map(poundsText)).toEqual(['£39', '£19.50', '£0.05']);
  });
});

describe('who may change a booking online', () => {
  const now = new Date('2027-03-01T10:00:00Z');
  const later = new Date('2027-03-01T12:00:00Z');
  it('allows a live, paid, future booking', () => {
    expect(changeRefusal({ status: 'pending', paymentStatus: 'authorized', startsAt: later }, now)).toBeUndefined();
    expect(changeRefusal({ status: 'confirmed', paymentStatus: 'completed', startsAt: later }, now)).toBeUndefined();
  });
  it('lets a booking whose authorisation lapsed be moved or cancelled: it stands, though nothing was taken', () => {
    expect(changeRefusal({ status: 'pending', paymentStatus: 'lapsed', startsAt: later }, now)).toBeUndefined();
  });
  it('refuses cancelled, unpaid, completed and started bookings with a reason', () => {
    expect(changeRefusal({ status: 'cancelled', paymentStatus: 'refunded', startsAt: later }, now)).toBe('This appointment has already been cancelled.');
    expect(changeRefusal({ status: 'pending', paymentStatus: 'pending', startsAt: later }, now)).toMatch(/not completed/);
    expect(changeRefusal({ status: 'completed', paymentStatus: 'completed', startsAt: later }, now)).toMatch(/no longer be changed/);
    expect(changeRefusal({ status: 'pending', paymentStatus: 'authorized', startsAt: now }, now)).toMatch(/no longer be changed/);
  });
  it("lets the practice's own cancellation come after the start, and nothing else", () => {
    expect(changeRefusal({ status: 'confirmed', paymentStatus: 'completed', startsAt: now }, now, { evenAfterStart: true })).toBeUndefined();
    expect(changeRefusal({ status: 'cancelled', paymentStatus: 'refunded', startsAt: now }, now, { evenAfterStart: true })).toBe('This appointment has already been cancelled.');
    expect(changeRefusal({ status: 'pending', paymentStatus: 'pending', startsAt: now }, now, { evenAfterStart: true })).toMatch(/not completed/);
  });
});

describe('full refund when the practice cancels', () => {
  it('returns everything paid, and nothing when nothing was paid', () => {
    expect(fullRefund({ paymentStatus: 'completed', amountPence: 3900 })).toEqual({ refundPence: 3900, explanation: 'We will refund the £39 you paid, in full.' });
    expect(fullRefund({ paymentStatus: 'authorized', amountPence: 3900 })).toEqual({ refundPence: 3900, explanation: 'We will release the £39 held on your card: nothing will be taken.' });
    expect(fullRefund({ paymentStatus: 'failed', amountPence: 3900 }).refundPence).toBe(0);
  });
});

describe('the refund and change words in Welsh', () => {
  const now = new Date('2027-06-09T11:00:00Z');
  const later = new Date('2027-06-10T09:00:00Z');

  it('says the same decisions with the Welsh mirror, the amounts unchanged', () => {
    const held = { status: 'pending' as const, paymentStatus: 'authorized' as const, amountPence: 3900 };
    expect(refundOnCancellation(held, 'cy')).toEqual({ refundPence: 1950, explanation: MANAGE_MESSAGES_CY.keepPartOfHeld('£19.50', '£39') });
    expect(refundOnCancellation({ ...held, paymentStatus: 'completed' }, 'cy').explanation).toBe(MANAGE_MESSAGES_CY.refundPartOfPaid('£19.50', '£39'));
    expect(refundOnCancellation({ ...held, status: 'confirmed' }, 'cy').explanation).toBe(MANAGE_MESSAGES_CY.noRefundAfterInstruction);
    expect(refundOnCancellation({ ...held, paymentStatus: 'lapsed' }, 'cy').explanation).toBe(MANAGE_MESSAGES_CY.lapsed);
    expect(refundFor('admin', held, 'cy')).toEqual({ refundPence: 3900, explanation: MANAGE_MESSAGES_CY.releaseAllHeld('£39') });
    expect(fullRefund({ paymentStatus: 'completed', amountPence: 3900 }, 'cy').explanation).toBe(MANAGE_MESSAGES_CY.refundAllPaid('£39'));
    expect(changeRefusal({ status: 'cancelled', paymentStatus: 'refunded', startsAt: later }, now, {}, 'cy')).toBe(MANAGE_MESSAGES_CY.alreadyCancelled);
    expect(changeRefusal({ status: 'pending', paymentStatus: 'pending', startsAt: later }, now, {}, 'cy')).toBe(MANAGE_MESSAGES_CY.notPaid);
    expect(changeRefusal({ status: 'pending', paymentStatus: 'authorized', startsAt: now }, now, {}, 'cy')).toBe(MANAGE_MESSAGES_CY.notChangeable);
    expect(changeRefusal({ status: 'pending', paymentStatus: 'authorized', startsAt: later }, now, {}, 'cy')).toBeUndefined();
  });
});

describe('an admin cancelling for someone', () => {
  const now = new Date('2027-06-09T11:00:00Z');
  const later = new Date('2027-06-10T09:00:00Z');
  const booking = { status: 'pending' as const, paymentStatus: 'authorized' as const, amountPence: 3900, startsAt: later, outcome: null, refundedPence: 0, capturedPence: 0, releasedPence: 0 };
  const byChoice = (a: Partial<typeof booking> | Record<string, unknown>) => Object.fromEntries(adminCancellationPreview({ ...booking, ...a } as typeof booking, now).map((c) => [c.choice, c]));

  it('takes the patient’s own rule when the patient asked, and everything back when the practice cannot see them', () => {
    expect(sideOfChoice('patient_asked')).toBe('patient');
    expect(sideOfChoice('practice_cannot_see')).toBe('admin');
    const held = { status: 'pending' as const, paymentStatus: 'authorized' as const, amountPence: 3900 };
    expect(refundFor('patient', held)).toEqual(refundOnCancellation(held));
    expect(refundFor('admin', held)).toEqual(fullRefund(held));
    expect(refundFor('practice', held)).toEqual(fullRefund(held));
  });

  it('says each choice’s money before it happens, in the words the patient will then read', () => {
    const held = byChoice({});
    expect(held.patient_asked).toEqual({
      choice: 'patient_asked',
      refusal: null,
      refundPence: 1950,
      explanation: 'The practice has not been instructed yet, so we will take £19.50 of the £39 held and release the rest.',
      payment: { label: 'Keeping £19.50, releasing £19.50', sentence: 'We will take £19.50 of the £39 held on your card and release the rest.' },
    });
    expect(held.practice_cannot_see).toMatchObject({ refundPence: 3900, payment: { label: '£39 being released', sentence: 'We are releasing the £39 held on your card: nothing will be taken.' } });
    const paid = byChoice({ paymentStatus: 'completed', capturedPence: 3900 });
    expect(paid.patient_asked.payment.sentence).toBe('We are refunding £19.50 of the £39 you paid.');
    expect(paid.practice_cannot_see.payment.sentence).toBe('We are refunding the £39 you paid, in full.');
    // Confirmed: the practice was instructed, so the patient's rule gives nothing back; the practice's still everything.
    const confirmed = byChoice({ status: 'confirmed' });
    expect(confirmed.patient_asked).toMatchObject({ refundPence: 0, payment: { sentence: 'The practice had already been instructed, so the £39 booking fee is not refundable.' } });
    expect(confirmed.practice_cannot_see.refundPence).toBe(3900);
    // Never "refund" for a fee that was only held.
    for (const c of Object.values(held)) expect(c.payment.sentence).not.toMatch(/refund/i);
  });

  it('refuses what the cancellation itself refuses: cancelled, unpaid, started, or with an outcome', () => {
    expect(byChoice({ status: 'cancelled' }).patient_asked.refusal).toBe('This appointment has already been cancelled.');
    expect(byChoice({ paymentStatus: 'pending' }).practice_cannot_see.refusal).toBe('This booking was not completed, so there is nothing to change.');
    expect(byChoice({ startsAt: now }).patient_asked.refusal).toMatch(/no longer be changed/);
    expect(byChoice({ status: 'confirmed', outcome: 'no_show' }).practice_cannot_see.refusal).toMatch(/no longer be changed/);
  });

  it('keeps the reason for the patient as one plain line', () => {
    expect(reasonForPatient('  The dentist\n  is unwell.  ')).toBe('The dentist is unwell.');
    expect(reasonForPatient(' \n ')).toBeNull();
    expect(reasonForPatient(null)).toBeNull();
  });
});

describe(clientNetwork.name, () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:0000:0000:0000:0001', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('counts %p as the network %p', (ip, network) => {
    expect(clientNetwork(ip)).toBe(network);
  });
});

describe(emailChangeRefusal.name, () => {
  const now = new Date('2027-03-01T12:00:00Z');
  const limits = { windowMinutes: 30, maxChanges: 3 };
  const bookedAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  const live = { status: 'pending', emailStatus: 'sent', emailChanges: 0, bookedAt: bookedAgo(5) } as const;

  it('lets the patient correct a delivered confirmation within the window after booking', () => {
    expect(emailChangeRefusal(live, now, limits)).toBeUndefined();
    expect(emailChangeRefusal({ ...live, status: 'confirmed', bookedAt: bookedAgo(30) }, now, limits)).toBeUndefined();
  });

  it('closes a delivered confirmation once the window has passed', () => {
    expect(emailChangeRefusal({ ...live, bookedAt: bookedAgo(31) }, now, limits)).toMatchObject({ code: 'email_change_closed' });
  });

  it('keeps an undelivered confirmation correctable however long ago the booking was', () => {
    for (const emailStatus of ['failed', 'queued', 'pending'] as const) {
      expect(emailChangeRefusal({ ...live, emailStatus, bookedAt: bookedAgo(60 * 24) }, now, limits)).toBeUndefined();
    }
  });

  it('refuses a cancelled or completed booking, and a fourth change', () => {
    expect(emailChangeRefusal({ ...live, status: 'cancelled' }, now, limits)).toMatchObject({ code: 'not_live' });
    expect(emailChangeRefusal({ ...live, status: 'completed' }, now, limits)).toMatchObject({ code: 'not_live' });
    expect(emailChangeRefusal({ ...live, emailChanges: 3 }, now, limits)).toMatchObject({ code: 'email_change_limit' });
  });
});

describe(paymentIntentMetadata.name, () => {
  it("carries the spec's fields, the date and time on the London clock (BST here)", () => {
    const a = { id: 'a1', reference: 'ED-ABC234', practice_id: 'p1', patient_name: 'Ann Patient', starts_at: '2027-07-01 08:30:00+00' };
    expect(paymentIntentMetadata(a)).toEqual({ appointmentId: 'a1', reference: 'ED-ABC234', practiceId: 'p1', patientName: 'Ann Patient', appointmentDate: '2027-07-01', appointmentTime: '09:30' });
  });

  it('gives the London date of a booking just after midnight in summer', () => {
    const a = { id: 'a1', reference: 'ED-ABC234', practice_id: 'p1', patient_name: 'Ann', starts_at: new Date('2027-06-30T23:15:00Z') };
    expect(paymentIntentMetadata(a)).toMatchObject({ appointmentDate: '2027-07-01', appointmentTime: '00:15' });
  });
});

describe('sameAttemptPatient (one booking per attempt)', () => {
  const booked = (bookedFor: string | null) => ({ name: 'Sarah Jones', bookedFor });
  const earlier = (bookedFor: string | null, checkedOut = true, name = 'sarah  JONES ') => ({ name, checkedOut, bookedFor });

  it('is the same patient for the same lead-form name and the same answer to who it is for', () => {
    expect(sameAttemptPatient(earlier(null), booked(null))).toBe(true);
    expect(sameAttemptPatient(earlier('sam jones'), booked('Sam  Jones'))).toBe(true);
  });

  it('is another patient for another lead-form name, or another answer once checked out', () => {
    expect(sameAttemptPatient(earlier(null, true, 'Sam Jones'), booked(null))).toBe(false);
    expect(sameAttemptPatient(earlier('Lily Jones'), booked('Sam Jones'))).toBe(false);
    expect(sameAttemptPatient(earlier(null), booked('Sam Jones'))).toBe(false);
    expect(sameAttemptPatient(earlier('Sam Jones'), booked(null))).toBe(false);
  });

  it('judges an attempt not yet checked out by its lead-form name alone', () => {
    expect(sameAttemptPatient(earlier(null, false), booked('Sam Jones'))).toBe(true);
  });
});
