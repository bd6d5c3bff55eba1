import { textableNumber } from '../../sms/rules/sms.rules.js';
import { appointmentStateWording, type StateWording } from './appointment-state-wording.rules.js';
import { appointmentStateWordingCy } from './appointment-state-wording.cy.rules.js';
import type { Locale } from '../../site/languages.constants.js';
import { type AppointmentStatus, moneyFactsOf, type MoneyRow, paymentWording } from './payment-wording.rules.js';
import { paymentWordingCy } from './payment-wording.cy.rules.js';

/** What a row must carry for its state to be said: its status, the practice's outcome, who cancelled and why, moves, and whether we text. */
export interface StateRow {
  status: AppointmentStatus;
  outcome: 'attended' | 'no_show' | 'cancelled_by_practice' | null;
  cancelled_by: string | null;
  /** Why an admin or the practice cancelled, for the patient. */
  cancellation_reason: string | null;
  rescheduled_count: number;
  texts_declined: boolean;
  patient_phone: string;
}

/**
 * A booking's state in the patient's words, as every patient-facing answer carries it: the promise of
 * a text when the practice confirms is made only to a patient we text (a mobile, not declined). In
 * English unless a locale is given (the e-mails and texts give the appointment's).
 */
export function patientStateOf(r: StateRow, now: Date, locale: Locale = 'en-GB'): StateWording {
  return (locale === 'cy' ? appointmentStateWordingCy : appointmentStateWording)(
    { status: r.status, outcome: r.outcome, cancelledBy: r.cancelled_by, rescheduledCount: r.rescheduled_count, cancellationReason: r.cancellation_reason },
    { now, texts: !r.texts_declined && textableNumber(r.patient_phone).ok },
  );
}

/** The state as an answer carries it. */
export const stateView = (w: StateWording) => ({ state: w.state, label: w.label, sentence: w.sentence, ...(w.moved ? { moved: w.moved } : {}), ...(w.reason ? { reason: w.reason } : {}) });

/** Where the fee stands as an answer carries it (`paymentWording`, or its Welsh): the same words as the e-mails and texts. */
export function paymentView(r: MoneyRow, locale: Locale = 'en-GB'): { label: string; sentence: string } {
  const w = (locale === 'cy' ? paymentWordingCy : paymentWording)(moneyFactsOf(r));
  return { label: w.label, sentence: w.sentence };
}
