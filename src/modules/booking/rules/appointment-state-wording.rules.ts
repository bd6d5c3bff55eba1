/**
 * One name for each state of a booking, in the patient's words, on every channel: the confirmation
 * page (under the spec's heading), the e-mails, the texts, My Appointments, the manage page and the
 * calendar file. Before this each channel named the states itself ("Appointment booked", "Pending",
 * "Booked: the practice will confirm it shortly"), and a patient could not tell whether the practice
 * knew they were coming. Pure and free of server imports: the portal imports it too.
 */
import { outsideServiceHours, SERVICE_OPENS_AT } from '../../search/clinical-safety.constants.js';
import type { AppointmentStatus } from './payment-wording.rules.js';

/** The states a patient can see. "Moved" is not one: a moved booking keeps its state and says it moved. */
export const PATIENT_STATES = ['booked', 'confirmed', 'cancelled', 'attended', 'not_attended'] as const;
export type PatientState = (typeof PATIENT_STATES)[number];

export interface StateFacts {
  status: AppointmentStatus;
  /** What the practice recorded after the visit, if anything. */
  outcome?: 'attended' | 'no_show' | 'cancelled_by_practice' | null;
  /** Who cancelled: the practice (its staff or our admins for it) or the patient. */
  cancelledBy?: string | null;
  /** Times the booking was moved. */
  rescheduledCount?: number | null;
  /** Why an admin or the practice cancelled, as they typed it for the patient (none for the patient's own cancellation). */
  cancellationReason?: string | null;
}

export interface StateWording {
  state: PatientState;
  /** A few words for a list cell, a badge or a text: "Booked, waiting for the practice to confirm". */
  label: string;
  /** What it means for the patient, in a sentence or two: the page and the e-mails. */
  sentence: string;
  /** The calendar file's STATUS (RFC 5545): tentative until the practice confirms. */
  calendar: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  /** Said when the booking was moved: a booking keeps its state when it moves. */
  moved?: string;
  /** A cancelled booking's reason, as we were given it ("The reason we were given: …"). */
  reason?: string;
}

/**
 * The reason a booking was cancelled, as the patient reads it on every channel but the text (which
 * has its own room, sms.rules.ts): the words typed for them, quoted as given, ending with a stop.
 */
export function cancellationReasonSentence(reason: string | null | undefined): string | undefined {
  const r = reason?.trim().replace(/\s+/g, ' ');
  if (!r) return undefined;
  return `The reason we were given: ${/[.!?]$/.test(r) ? r : `${r}.`}`;
}

/** The patient's state of a booking, from its status and the practice's outcome. */
export function patientState(f: StateFacts): PatientState {
  if (f.status === 'cancelled') return 'cancelled';
  if (f.outcome === 'attended' || f.status === 'completed') return 'attended';
  if (f.outcome === 'no_show') return 'not_attended';
  return f.status === 'confirmed' ? 'confirmed' : 'booked';
}

const byPractice = (cancelledBy: string | null | undefined) => cancelledBy === 'admin' || cancelledBy === 'practice';

/**
 * The words for a booking's state, said at `now`: a patient who books at night is told that we ask the
 * practice to confirm from the support line's opening hour (8am), not "shortly". `texts`: whether the
 * patient gets our texts (a mobile, not declined), so the promise of one is true.
 */
export function appointmentStateWording(f: StateFacts, { now, texts }: { now: Date; texts: boolean }): StateWording {
  const outsideHours = outsideServiceHours(now);
  const state = patientState(f);
  const moved = (f.rescheduledCount ?? 0) > 0 && (state === 'booked' || state === 'confirmed') ? 'You moved this appointment to this time.' : undefined;
  const tell = texts ? 'a text and an e-mail' : 'an e-mail';
  switch (state) {
    case 'booked':
      return {
        state,
        label: 'Booked, waiting for the practice to confirm',
        sentence: outsideHours
          ? `Your appointment is booked. We ask the practice to confirm it from ${SERVICE_OPENS_AT}, and we will send you ${tell} as soon as it does.`
          : `Your appointment is booked. The practice has not confirmed it yet: we will send you ${tell} as soon as it does.`,
        calendar: 'TENTATIVE',
        moved,
      };
    case 'confirmed':
      return { state, label: 'Confirmed by the practice', sentence: 'The practice has confirmed your appointment and is expecting you.', calendar: 'CONFIRMED', moved };
    case 'cancelled': {
      const reason = cancellationReasonSentence(f.cancellationReason);
      const said = byPractice(f.cancelledBy)
        ? { state, label: 'Cancelled by the practice', sentence: 'The practice had to cancel your appointment.', calendar: 'CANCELLED' as const }
        : { state, label: 'Cancelled', sentence: 'Your appointment has been cancelled.', calendar: 'CANCELLED' as const };
      return reason ? { ...said, reason } : said;
    }
    case 'attended':
      return { state, label: 'Attended', sentence: 'You attended this appointment.', calendar: 'CONFIRMED' };
    case 'not_attended':
      return { state, label: 'Missed', sentence: 'The practice recorded that you did not attend this appointment.', calendar: 'CONFIRMED' };
  }
}
