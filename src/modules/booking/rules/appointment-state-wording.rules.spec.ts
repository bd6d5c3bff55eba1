import { appointmentStateWording, cancellationReasonSentence, PATIENT_STATES, patientState } from './appointment-state-wording.rules.js';

const noon = new Date('2027-06-09T11:00:00Z'); // 12:00 BST, inside 8am-8pm
const midnight = new Date('2027-06-09T23:05:00Z'); // 00:05 BST

describe(patientState.name, () => {
  it('names each state from the status and the outcome', () => {
    expect(patientState({ status: 'pending' })).toBe('booked');
    expect(patientState({ status: 'confirmed' })).toBe('confirmed');
    expect(patientState({ status: 'cancelled', outcome: 'cancelled_by_practice' })).toBe('cancelled');
    expect(patientState({ status: 'confirmed', outcome: 'attended' })).toBe('attended');
    expect(patientState({ status: 'completed' })).toBe('attended');
    expect(patientState({ status: 'confirmed', outcome: 'no_show' })).toBe('not_attended');
  });
});

describe(appointmentStateWording.name, () => {
  it('says a booking waits for the practice, and that a text and an e-mail follow when it confirms', () => {
    const w = appointmentStateWording({ status: 'pending' }, { now: noon, texts: true });
    expect(w.label).toBe('Booked, waiting for the practice to confirm');
    expect(w.sentence).toBe('Your appointment is booked. The practice has not confirmed it yet: we will send you a text and an e-mail as soon as it does.');
    expect(w.calendar).toBe('TENTATIVE');
  });

  it('promises only an e-mail to a patient we do not text, and at night says when the practice is asked', () => {
    expect(appointmentStateWording({ status: 'pending' }, { now: noon, texts: false }).sentence).toContain('we will send you an e-mail as soon as it does');
    expect(appointmentStateWording({ status: 'pending' }, { now: midnight, texts: true }).sentence).toBe(
      'Your appointment is booked. We ask the practice to confirm it from 8am, and we will send you a text and an e-mail as soon as it does.',
    );
  });

  it('has one label for each state, and says a moved booking moved without changing its state', () => {
    const labels = {
      booked: appointmentStateWording({ status: 'pending' }, { now: noon, texts: true }),
      confirmed: appointmentStateWording({ status: 'confirmed' }, { now: noon, texts: true }),
      cancelled: appointmentStateWording({ status: 'cancelled', cancelledBy: 'patient' }, { now: noon, texts: true }),
      attended: appointmentStateWording({ status: 'confirmed', outcome: 'attended' }, { now: noon, texts: true }),
      not_attended: appointmentStateWording({ status: 'confirmed', outcome: 'no_show' }, { now: noon, texts: true }),
    };
    expect(Object.keys(labels).sort()).toEqual([...PATIENT_STATES].sort());
    expect(Object.values(labels).map((w) => w.label)).toEqual(['Booked, waiting for the practice to confirm', 'Confirmed by the practice', 'Cancelled', 'Attended', 'Missed']);
    expect(appointmentStateWording({ status: 'cancelled', cancelledBy: 'admin' }, { now: noon, texts: true }).label).toBe('Cancelled by the practice');
    const moved = appointmentStateWording({ status: 'confirmed', rescheduledCount: 1 }, { now: noon, texts: true });
    expect(moved.label).toBe('Confirmed by the practice');
    expect(moved.moved).toBe('You moved this appointment to this time.');
    expect(appointmentStateWording({ status: 'cancelled', rescheduledCount: 2 }, { now: noon, texts: true }).moved).toBeUndefined();
  });
});

describe('the reason a booking was cancelled for the patient', () => {
  it('is said as given, on the cancelled state only, ending with a stop', () => {
    expect(appointmentStateWording({ status: 'cancelled', cancelledBy: 'admin', cancellationReason: 'The dentist is unwell' }, { now: noon, texts: true }).reason).toBe(
      'The reason we were given: The dentist is unwell.',
    );
    expect(appointmentStateWording({ status: 'cancelled', cancelledBy: 'patient', cancellationReason: 'You asked us by phone.' }, { now: noon, texts: true })).toMatchObject({
      label: 'Cancelled',
      reason: 'The reason we were given: You asked us by phone.',
    });
    expect(appointmentStateWording({ status: 'cancelled', cancelledBy: 'patient' }, { now: noon, texts: true }).reason).toBeUndefined();
    expect(appointmentStateWording({ status: 'confirmed', cancellationReason: 'stray' }, { now: noon, texts: true }).reason).toBeUndefined();
    expect(cancellationReasonSentence('  Closed\n today!  ')).toBe('The reason we were given: Closed today!');
    expect(cancellationReasonSentence('  ')).toBeUndefined();
  });
});
