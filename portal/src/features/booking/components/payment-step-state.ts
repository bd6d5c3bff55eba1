import type { HoldResult } from '../api/hold-slot';
import { type AppointmentForAnswer, isForAChild, NO_ANSWER_YET } from './appointment-for';

/** The details step's fields, in the order the page shows them and the error summary lists them. */
export type StepField = 'who' | 'patientName' | 'under16' | 'email' | 'acceptTerms' | 'over16';
export type StepErrors = Partial<Record<StepField, string>>;

export interface StepAnswers {
  appointmentFor: AppointmentForAnswer;
  email: string;
  acceptTerms: boolean;
  over16: boolean;
}

/**
 * The payment step's state: the hold (its end moved once by "I need more time", and whether it has
 * run out), the details the patient gives, and the errors shown by them. The card step's own state
 * (declined, the bank's check, retrying) is its form's; the checkout's is its mutation's.
 */
export interface PaymentStepState {
  hold: HoldResult;
  extended: boolean;
  runOut: boolean;
  answers: StepAnswers;
  noTexts: boolean;
  errors: StepErrors;
  /** Counts refused "Proceed to Payment"s: each one moves focus to the error summary once it renders. */
  focusSummary: number;
}

export type PaymentStepAction =
  | { type: 'answeredFor'; answer: AppointmentForAnswer }
  | { type: 'typedEmail'; email: string }
  | { type: 'tickedTerms'; checked: boolean }
  | { type: 'tickedAge'; checked: boolean }
  | { type: 'tickedNoTexts'; checked: boolean }
  /** "Proceed to Payment" checked (by the step, or refused by the api): these errors, none if it passed. */
  | { type: 'checked'; errors: StepErrors }
  /** "I need more time" was granted: the hold's new end. */
  | { type: 'extended'; expiresAt: string }
  | { type: 'holdTimer'; runOut: boolean };

export function initialPaymentStep({ hold, email }: { hold: HoldResult; email: string }): PaymentStepState {
  return {
    hold,
    extended: false,
    runOut: false,
    answers: { appointmentFor: NO_ANSWER_YET, email, acceptTerms: false, over16: false },
    noTexts: false,
    errors: {},
    focusSummary: 0,
  };
}

const answer = (state: PaymentStepState, answers: Partial<StepAnswers>): PaymentStepState => ({ ...state, answers: { ...state.answers, ...answers } });

export function paymentStepReducer(state: PaymentStepState, action: PaymentStepAction): PaymentStepState {
  switch (action.type) {
    case 'answeredFor': {
      // The age box is ticked again when its words change (a child's box says more).
      const wordsChange = isForAChild(action.answer) !== isForAChild(state.answers.appointmentFor);
      return answer(state, { appointmentFor: action.answer, ...(wordsChange && { over16: false }) });
    }
    case 'typedEmail':
      return answer(state, { email: action.email });
    case 'tickedTerms':
      return answer(state, { acceptTerms: action.checked });
    case 'tickedAge':
      return answer(state, { over16: action.checked });
    case 'tickedNoTexts':
      return { ...state, noTexts: action.checked };
    case 'checked': {
      const refused = Object.keys(action.errors).length > 0;
      return { ...state, errors: action.errors, focusSummary: refused ? state.focusSummary + 1 : state.focusSummary };
    }
    case 'extended':
      return { ...state, hold: { ...state.hold, expiresAt: action.expiresAt }, extended: true };
    case 'holdTimer':
      // The timer says so on every change and at its start: the same answer is no new state (no render).
      return action.runOut === state.runOut ? state : { ...state, runOut: action.runOut };
  }
}
