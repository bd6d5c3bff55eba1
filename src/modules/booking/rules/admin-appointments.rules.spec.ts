import { actorLabel, classifySearch, isTooShortForName, csvSafe, decodeCursor, encodeCursor, humanise, TimelineEntry, timelineLabel } from './admin-appointments.rules.js';
import { BookingEvent } from '../booking.events.js';
import { SmsEvent } from '../../sms/sms.events.js';

describe("The admin's appointment search", () => {
  it('reads the box as ONE kind of search: reference, e-mail, phone, else name', () => {
    expect(classifySearch(' ed-abc234 ')).toEqual({ kind: 'reference', reference: 'ED-ABC234' });
    expect(classifySearch('Pat@Example.com')).toEqual({ kind: 'email', email: 'pat@example.com' });
    expect(classifySearch('07700 900982')).toEqual({ kind: 'phone', nationalDigits: '07700900982' });
    expect(classifySearch('+44 7700 900982')).toEqual({ kind: 'phone', nationalDigits: '07700900982' });
    expect(classifySearch('(0117) 496 0123')).toEqual({ kind: 'phone', nationalDigits: '01174960123' });
    expect(classifySearch('  Jane   Smith ')).toEqual({ kind: 'name', pattern: '%jane smith%' });
    // LIKE's own characters are literal; a short number is no phone.
    expect(classifySearch('50%_off')).toEqual({ kind: 'name', pattern: '%50\\%\\_off%' });
    expect(classifySearch('123')).toEqual({ kind: 'name', pattern: '%123%' });
  });

  it('asks for 3 letters of a name (shorter would read every row), not of a reference or phone', () => {
    expect(isTooShortForName(' Li ')).toBe(true);
    expect(isTooShortForName('Amy Li')).toBe(false);
    expect(isTooShortForName('Lee')).toBe(false);
    expect(isTooShortForName('07700 900982')).toBe(false);
  });

  it('hands out an opaque cursor it reads back, and refuses one that was changed', () => {
    const c = { createdAt: '2026-11-24 09:15:00.123456+00', id: '0b9f7f52-3c1e-4f4a-9a3b-0a1d2c3e4f50' };
    expect(decodeCursor(encodeCursor(c))).toEqual(c);
    const forge = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    expect(decodeCursor(forge(['2026-11-24 09:15:00+00', 'not-a-uuid']))).toBeUndefined();
    expect(decodeCursor(forge(['yesterday', c.id]))).toBeUndefined();
    expect(decodeCursor(forge({ createdAt: c.createdAt, id: c.id }))).toBeUndefined();
    expect(decodeCursor(`${encodeCursor(c)}!`)).toBeUndefined();
    expect(decodeCursor('')).toBeUndefined();
    expect(decodeCursor('a'.repeat(500))).toBeUndefined();
  });

  it('makes CSV cells that a spreadsheet would run as formulas inert', () => {
    for (const bad of ['=HYPERLINK("http://x")', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx']) expect(csvSafe(bad)).toBe(`'${bad}`);
    expect(csvSafe('Jane Smith')).toBe('Jane Smith');
    expect(csvSafe(3900)).toBe('3900');
    expect(csvSafe(null)).toBe('');
  });
});

describe("A booking's story", () => {
  it('labels the known events, with reasons where they were recorded', () => {
    expect(timelineLabel({ type: BookingEvent.SlotHeld, payload: {} })).toBe('Slot held');
    expect(timelineLabel({ type: BookingEvent.PaymentAuthorized, payload: {} })).toBe('Paid (card authorised, fee held)');
    expect(timelineLabel({ type: BookingEvent.PaymentCaptured, payload: {} })).toBe('Fee captured');
    expect(timelineLabel({ type: BookingEvent.PaymentFailed, payload: { reason: 'Card declined', stage: 'capture' } })).toBe('Capture failed: Card declined');
    expect(timelineLabel({ type: BookingEvent.AppointmentConfirmed, payload: {} })).toBe('Confirmed');
    expect(timelineLabel({ type: BookingEvent.AppointmentCancelled, payload: { by: 'admin', reason: 'Practice closed' } })).toBe('Cancelled for the practice: Practice closed');
    expect(timelineLabel({ type: BookingEvent.AppointmentCancelled, payload: { by: 'practice', reason: 'The dentist is ill' } })).toBe('Cancelled by the practice: The dentist is ill');
    expect(timelineLabel({ type: BookingEvent.AppointmentCancelled, payload: { by: 'patient' } })).toBe('Cancelled by the patient');
    expect(timelineLabel({ type: BookingEvent.AppointmentCancelled, payload: { by: 'patient', via: 'admin', reason: 'They feel better' } })).toBe("Cancelled at the patient's request: They feel better");
    expect(timelineLabel({ type: BookingEvent.RefundIssued, payload: { amountPence: 3900 } })).toBe('Refunded £39');
    expect(timelineLabel({ type: BookingEvent.RefundIssued, payload: { amountPence: 1950 } })).toBe('Refunded £19.50');
    // A held fee: what was kept and what was let go, never "Refunded".
    expect(timelineLabel({ type: BookingEvent.PaymentPartlyCaptured, payload: { capturedPence: 1950, releasedPence: 1950 } })).toBe('£19.50 kept, £19.50 released');
    expect(timelineLabel({ type: BookingEvent.AuthorisationReleased, payload: { releasedPence: 3900 } })).toBe('£39 released (nothing taken)');
    expect(timelineLabel({ type: BookingEvent.RefundIssued, payload: { amountPence: 3900, method: 'authorisation released' } })).toBe('£39 released (nothing taken)');
    expect(timelineLabel({ type: BookingEvent.AuthorisationLapsed, payload: { paymentIntentId: 'pi_1', cancellationReason: 'automatic' } })).toBe('Card authorisation lapsed: nothing taken');
    expect(timelineLabel({ type: TimelineEntry.EmailSent, payload: { kind: 'reminder' } })).toBe('Reminder e-mail sent');
    expect(timelineLabel({ type: TimelineEntry.EmailSent, payload: { kind: 'confirmation' } })).toBe('Confirmation e-mail sent');
    expect(timelineLabel({ type: TimelineEntry.EmailFailed, payload: { reason: 'Mailbox unavailable' } })).toBe('Confirmation e-mail failed: Mailbox unavailable');
    expect(timelineLabel({ type: BookingEvent.AppointmentRescheduled, payload: {} })).toBe('Rescheduled');
    expect(timelineLabel({ type: TimelineEntry.TermsAccepted, payload: { termsVersion: '2026-11-27' } })).toBe('Booking Terms 2026-11-27 accepted, 16 or over confirmed');
    expect(timelineLabel({ type: TimelineEntry.TermsAccepted, payload: { termsVersion: '2026-11-27', guardianConfirmed: true } })).toBe(
      'Booking Terms 2026-11-27 accepted, 16 or over and parent or guardian confirmed',
    );
  });

  it('labels the events other features add: outcomes and text messages', () => {
    expect(timelineLabel({ type: BookingEvent.AppointmentOutcomeRecorded, payload: { outcome: 'attended' } })).toBe('Outcome: attended');
    expect(timelineLabel({ type: BookingEvent.AppointmentOutcomeRecorded, payload: { outcome: 'no-show' } })).toBe('Outcome: did not attend (fee kept)');
    expect(timelineLabel({ type: SmsEvent.TextMessageSent, payload: { template: 'reminder' } })).toBe('Text message sent (reminder)');
    expect(timelineLabel({ type: SmsEvent.TextMessageDelivered, payload: {} })).toBe('Text message delivered');
    expect(timelineLabel({ type: SmsEvent.TextMessageFailed, payload: { template: 'confirmation', reason: 'Unreachable' } })).toBe('Text message failed (confirmation): Unreachable');
  });

  it('shows an event nobody mapped yet by its name, never drops it', () => {
    expect(timelineLabel({ type: 'PatientWavedAtReception', payload: {} })).toBe('Patient waved at reception');
    expect(humanise('sms_retry-scheduled')).toBe('Sms retry scheduled');
    expect(humanise('')).toBe('Event');
  });

  it('names who acted: a user by name or e-mail, roles as words', () => {
    expect(actorLabel('0b9f7f52-3c1e-4f4a-9a3b-0a1d2c3e4f50', { displayName: 'Ada Admin', email: 'ada@example.com' })).toBe('Ada Admin');
    expect(actorLabel('0b9f7f52-3c1e-4f4a-9a3b-0a1d2c3e4f50', { displayName: null, email: 'ada@example.com' })).toBe('ada@example.com');
    expect(actorLabel('0b9f7f52-3c1e-4f4a-9a3b-0a1d2c3e4f50')).toBe('A former user');
    expect(actorLabel('patient')).toBe('Patient');
    expect(actorLabel('webhook')).toBe('Card provider');
    expect(actorLabel(null)).toBe('System');
  });
});
