import { addCatalogs } from '../../../shared/i18n/app-i18n';
import type { Message } from '../../../shared/i18n/i18n';
import { messages as cy } from './locales/lead/cy.po';
import { messages as enGB } from './locales/lead/en-GB.po';

addCatalogs({ 'en-GB': enGB, cy });

/**
 * The words of the lead form and its safety net written in these components (the lead catalog,
 * `locales/lead/`). The clinical words (the safety question, the 999 screen, 111, the knocked-out
 * tooth) are not here: they come from the clinical constants and their Welsh mirror (`useWords`).
 */

/** Said wherever the question or the form is refused (GOV.UK's error summary and error message). */
export const LEAD_ERRORS = {
  summaryTitle: /*i18n*/ { id: 'lead.errorSummary.title', message: 'There is a problem' },
  prefix: /*i18n*/ { id: 'lead.errorMessage.prefix', message: 'Error:' },
} as const satisfies Record<string, Message>;

/** The lead form (availability-form.tsx). */
export const LEAD_FORM = {
  intro: /*i18n*/ { id: 'leadForm.intro', message: 'Tell us where you are and we will find the nearest practice with a free slot.' },
  nameLabel: /*i18n*/ { id: 'leadForm.name.label', message: 'Your name' },
  phoneLabel: /*i18n*/ { id: 'leadForm.phone.label', message: 'Phone number' },
  phoneHint: /*i18n*/ { id: 'leadForm.phone.hint', message: 'The practice may call you about your appointment.' },
  postcodeLabel: /*i18n*/ { id: 'leadForm.postcode.label', message: 'Postcode' },
  postcodeHint: /*i18n*/ { id: 'leadForm.postcode.hint', message: 'For example, SW1A 1AA. We cover England, Scotland and Wales.' },
  issueLabel: /*i18n*/ { id: 'leadForm.issue.label', message: 'What is the problem? (optional)' },
  issueHint: /*i18n*/ { id: 'leadForm.issue.hint', message: 'For example, swelling on the left side, or a broken front tooth.' },
  checkAvailability: /*i18n*/ { id: 'leadForm.checkAvailability', message: 'Check availability' },
  checkingAvailability: /*i18n*/ { id: 'leadForm.checkingAvailability', message: 'Checking availability…' },
  loadingForm: /*i18n*/ { id: 'leadForm.loadingForm', message: 'Loading the form…' },
} as const satisfies Record<string, Message>;

/** The postcode field's suggestions (postcode-combobox.tsx). */
export const POSTCODE_FIELD = {
  suggestions: /*i18n*/ { id: 'postcodeField.suggestions', message: 'Suggestions' },
  lookingUpPlace: /*i18n*/ { id: 'postcodeField.lookingUpPlace', message: 'Looking up {place}…' },
  placeCredit: /*i18n*/ { id: 'postcodeField.placeCredit', message: 'Place suggestions by Google' },
  /** Shown only when the suggestions cannot be had at all (no address autocomplete either): type by hand. */
  unavailable: /*i18n*/ {
    id: 'postcodeField.unavailable',
    message: 'Postcode suggestions are unavailable right now. You can still type your full postcode.',
  },
} as const satisfies Record<string, Message>;

/** Between the signs and "No, none of these" (safety-question.tsx). */
export const SAFETY_QUESTION_OR: Message = /*i18n*/ { id: 'safetyQuestion.or', message: 'or' };

/** The safety question asked again before a refused hold (screen-again.tsx). */
export const SCREEN_AGAIN = {
  heading: /*i18n*/ { id: 'screenAgain.heading', message: 'Choose a time' },
  yourTime: /*i18n*/ { id: 'screenAgain.yourTime', message: 'Your time: {practice}, {date} at {time}' },
  hold: /*i18n*/ { id: 'screenAgain.hold', message: 'Hold this time' },
  holding: /*i18n*/ { id: 'screenAgain.holding', message: 'Holding this time…' },
} as const satisfies Record<string, Message>;

/** Nothing within the search's reach (no-practice-found.tsx). */
export const NO_PRACTICE_FOUND = {
  heading: /*i18n*/ { id: 'noPracticeFound.heading', message: 'No Available Appointments Found' },
  searchWider: /*i18n*/ { id: 'noPracticeFound.searchWider', message: 'Search within {km}km' },
  returnHome: /*i18n*/ { id: 'noPracticeFound.returnHome', message: 'Return to Home' },
} as const satisfies Record<string, Message>;

/** A link to a practice we cannot show (practice-not-found.tsx). */
export const PRACTICE_NOT_FOUND = {
  heading: /*i18n*/ { id: 'practiceNotFound.heading', message: 'Next Available Appointment' },
  loadFailed: /*i18n*/ { id: 'practiceNotFound.loadFailed', message: 'We could not load this practice. Please try again.' },
  findAnother: /*i18n*/ { id: 'practiceNotFound.findAnother', message: 'Find the nearest practice with a free time' },
} as const satisfies Record<string, Message>;
