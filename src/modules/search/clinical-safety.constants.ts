import { SERVICE_HOURS_TEXT } from '../site/site.constants.js';

/**
 * The safety net before the search (issue #29 item 1): every clinical word the product says, once,
 * with its source. The api (POST /api/search `redFlags`, `urgentIssue`) and the portal (the lead
 * form's question, the emergency screen, the results' notes and the no-availability panels) import
 * it from here; docs/clinical-safety.md lists the hazards these words control.
 *
 * Source: NHS, "How to find an NHS dentist in an emergency", read on 2026-11-26. The signs are worded
 * in plain words close to the NHS's own, erring towards safety: a sign that may mean hospital care
 * (swallowing as well as breathing, any serious injury to the face or jaw) is one. A clinical
 * reviewer changes these words here and nowhere else; the date says when they were last checked.
 */
export const CLINICAL_SOURCE = {
  title: 'How to find an NHS dentist in an emergency',
  url: 'https://www.nhs.uk/nhs-services/dentists/how-to-find-an-nhs-dentist-in-an-emergency',
  publisher: 'NHS',
  readOn: '2026-11-26',
} as const;

/** NHS 111 online: "If you're not sure if you should go to A&E, call 111 or use 111 online". */
export const NHS_111_ONLINE_URL = 'https://111.nhs.uk/';
export const NHS_111_TEL = '111';
export const EMERGENCY_TEL = '999';

/** The emergency signs ("red flags") the lead form asks about, in the order it lists them. */
export const RED_FLAG_CODES = [
  'breathing_or_swallowing',
  'eye_swelling',
  'uncontrolled_bleeding',
  'face_or_jaw_injury',
  'head_injury',
] as const;
export type RedFlagCode = (typeof RED_FLAG_CODES)[number];

/**
 * Each sign as the patient reads it. The NHS's words (in the comment) are "Go to A&E or call 999 if
 * you have:" followed by these.
 */
export const RED_FLAG_LABELS: Readonly<Record<RedFlagCode, string>> = {
  // "severe swelling of your mouth, lips, throat or neck, and you're having difficulty breathing"
  breathing_or_swallowing: 'Swelling of your mouth, lips, throat or neck, and it is hard to breathe or swallow',
  // "... or opening 1 or both eyes"
  eye_swelling: 'Swelling of your face or mouth, and it is hard to open 1 or both eyes',
  // "heavy bleeding from your mouth that will not stop"
  uncontrolled_bleeding: 'Heavy bleeding from your mouth that will not stop',
  // "serious injuries to your face or jaw"
  face_or_jaw_injury: 'A serious injury to your face or jaw',
  // "any injury to your head or face that's caused you to lose consciousness, vomit, or have double vision"
  head_injury: 'An injury to your head or face that made you pass out, be sick or see double',
};

/** The lead form's question (a GOV.UK checkboxes fieldset with an exclusive "none" answer). */
export const SAFETY_QUESTION = {
  legend: 'Do you have any of these?',
  hint: 'These can be signs of an emergency that needs a hospital, not a dentist. Tick all that apply.',
  none: 'No, none of these',
  required: 'Tell us if you have any of these, or tick ‘No, none of these’',
} as const;

/** The screen the lead form shows instead of searching when a sign is ticked. */
export const EMERGENCY_CARE = {
  heading: 'Call 999 or go to A&E now',
  lead: 'What you told us can be serious. You need urgent care in a hospital, not a dental appointment.',
  nothingSearched: 'We have not searched for an appointment, and we have not kept your details.',
  call999: 'Call 999',
  // NHS, word for word.
  doNotDrive: 'Do not drive to A&E. Ask someone to drive you or call 999 and ask for an ambulance.',
  notSure: "If you're not sure, call NHS 111",
  notSureText: 'NHS 111 can tell you what to do.',
  call111: 'Call 111',
  online111: 'Use NHS 111 online',
  youTold: 'You told us:',
  back: 'Change my answers',
} as const;

/** POST /api/search's 422 `emergency_care` message: the screen's words in one paragraph. */
export const EMERGENCY_CARE_MESSAGE = `${EMERGENCY_CARE.heading}: what you told us can be serious and needs urgent care in a hospital, not a dental appointment. ${EMERGENCY_CARE.doNotDrive} If you're not sure, call NHS 111 or use NHS 111 online (${NHS_111_ONLINE_URL}). Nothing was searched and nothing about you was kept.`;

/** Time-critical but not a red flag: "you should be offered emergency dental care within 1 hour". */
export const URGENT_ISSUE_CODES = ['knocked_out_tooth'] as const;
export type UrgentIssueCode = (typeof URGENT_ISSUE_CODES)[number];

export const KNOCKED_OUT_TOOTH = {
  label: 'An adult tooth has been knocked out',
  hint: 'You should see a dentist within 1 hour if you can. We will show you the earliest time today first.',
  /** Put at the start of the issue the practice reads, so it knows before the patient arrives. */
  issuePrefix: 'Knocked-out adult tooth',
  // NHS: "If you've knocked out an adult tooth, you should be offered emergency dental care within 1 hour, or as soon as possible."
  earliestToday: 'This is the earliest time we found today. A knocked-out adult tooth should be seen by a dentist within 1 hour, or as soon as possible.',
  noneToday:
    'We could not find a time today. A knocked-out adult tooth should be seen by a dentist within 1 hour, or as soon as possible.',
} as const;

/**
 * The emergency service's hours, read from the one text the site already shows (SERVICE_HOURS_TEXT,
 * "8am-8pm, 7 days a week"): outside them the no-availability panels send patients to NHS 111 first.
 * A text that no longer reads "<h>am-<h>pm" fails here, at start and in the unit tests.
 */
export function serviceHoursFrom(text: string): { opensHour: number; closesHour: number } {
  const match = /^(\d{1,2})am-(\d{1,2})pm\b/.exec(text);
  if (!match) throw new Error(`SERVICE_HOURS_TEXT must start "<h>am-<h>pm": ${text}`);
  const opensHour = Number(match[1]) % 12;
  const closesHour = (Number(match[2]) % 12) + 12;
  return { opensHour, closesHour };
}
export const SERVICE_HOURS = serviceHoursFrom(SERVICE_HOURS_TEXT);

/** What the no-availability panels say (issue #29 items 1 and 5, audit U4). */
export const URGENT_HELP = {
  heading: 'Need help sooner?',
  supportBefore: 'Call us on',
  supportAfter: `(${SERVICE_HOURS_TEXT}) and we will help you find a dentist.`,
  nhs111Lead: 'No time today, or outside our hours? NHS 111 can tell you where to get urgent dental care:',
  call111: 'call 111',
  online111: 'use NHS 111 online',
} as const;

/** POST /api/search's 400 for a `redFlags` value that is not a list of the codes above. */
export const RED_FLAG_MESSAGES = {
  invalid: `redFlags must be a list of these codes: ${RED_FLAG_CODES.join(', ')}.`,
  urgentIssueInvalid: `urgentIssue must be one of: ${URGENT_ISSUE_CODES.join(', ')}.`,
} as const;
