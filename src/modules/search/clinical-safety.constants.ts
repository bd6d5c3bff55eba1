import type { Nation } from '../postcodes/postcodes.constants.js';
import { SERVICE_HOURS_TEXT } from '../site/site.constants.js';

/**
 * The safety net before the search: every clinical word the product says, once,
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

/**
 * Who answers 111 in each nation of Great Britain, read on 2026-11-29: NHS 111 in England
 * (111.nhs.uk); NHS 24 in Scotland, day or night (nhs24.scot), with dental emergencies explained on NHS
 * inform (nhsinform.scot); NHS 111 Wales in Wales (111.wales.nhs.uk). 999 is the same in all three.
 * Every page, e-mail and text that mentions 111 names the patient's service from this table, or all
 * three where the nation is not known (`nhs111Services`).
 */
export const NHS_111_SOURCE = {
  title: 'NHS 111 (England), NHS 24 (Scotland), NHS 111 Wales: their own sites',
  urls: ['https://111.nhs.uk/', 'https://www.nhs24.scot/', 'https://www.nhsinform.scot/', 'https://111.wales.nhs.uk/'],
  readOn: '2026-11-29',
} as const;

export interface Nhs111Service {
  nation: Nation;
  /** The service's own name: "If you're not sure, call NHS 24 on 111". */
  name: string;
  /** Where it serves, for a list of all three: "NHS 24 (Scotland)". */
  where: string;
  /** How a sentence asks the patient to call it: "call NHS 24 on 111". */
  call: string;
  online: { label: string; url: string };
  /** The online service's link among all three, where the nation is not known: "NHS 24 online (Scotland)". */
  listed: string;
  /** Where the nation's NHS explains dental emergencies, when it is not the service's own site. */
  dental?: { label: string; url: string };
}

export const NHS_111_BY_NATION: Readonly<Record<Nation, Nhs111Service>> = {
  england: {
    nation: 'england',
    name: 'NHS 111',
    where: 'NHS 111 (England)',
    call: 'call NHS 111 on 111',
    online: { label: 'Use NHS 111 online', url: NHS_111_ONLINE_URL },
    listed: 'NHS 111 online (England)',
  },
  scotland: {
    nation: 'scotland',
    name: 'NHS 24',
    where: 'NHS 24 (Scotland)',
    call: 'call NHS 24 on 111',
    online: { label: 'Go to NHS 24 online', url: 'https://www.nhs24.scot/' },
    listed: 'NHS 24 online (Scotland)',
    dental: { label: 'Dental emergencies on NHS inform', url: 'https://www.nhsinform.scot/' },
  },
  wales: {
    nation: 'wales',
    name: 'NHS 111 Wales',
    where: 'NHS 111 Wales',
    call: 'call NHS 111 Wales on 111',
    online: { label: 'Use NHS 111 Wales online', url: 'https://111.wales.nhs.uk/' },
    listed: 'NHS 111 Wales online',
  },
};

/** The patient's own service when the nation is known; otherwise all three, England's first. */
export function nhs111Services(nation: Nation | null | undefined): readonly Nhs111Service[] {
  return nation ? [NHS_111_BY_NATION[nation]] : [NHS_111_BY_NATION.england, NHS_111_BY_NATION.scotland, NHS_111_BY_NATION.wales];
}

/** "NHS 24 on 111" for one nation, plain "111" when the nation is not known (the number is the same). */
export function nhs111Name(nation: Nation | null | undefined): string {
  return nation ? NHS_111_BY_NATION[nation].name : '111';
}

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
  /** Where the question is asked again just before a time is held (a waitlist offer, a proof that ran out). */
  nothingHeld: 'We have not held an appointment for you.',
  call999: 'Call 999',
  // NHS, word for word.
  doNotDrive: 'Do not drive to A&E. Ask someone to drive you or call 999 and ask for an ambulance.',
  notSure: (nation?: Nation | null) => `If you're not sure, ${nation ? NHS_111_BY_NATION[nation].call : 'call 111'}`,
  notSureText: (nation?: Nation | null) =>
    nation ? `${NHS_111_BY_NATION[nation].name} can tell you what to do.` : 'The NHS service that answers 111 where you are can tell you what to do:',
  call111: 'Call 111',
  youTold: 'You told us:',
  back: 'Change my answers',
} as const;

/**
 * What "Change my answers" on the 999 screen asks before the form opens again. Erring towards safety: a
 * sign ticked by mistake can be undone, but only after the patient has read again what they told us and
 * that these are signs of an emergency, and said that none of them applies; "Call 999" stays the screen's
 * main action and the way back to the 999 screen is one tap.
 */
export const EMERGENCY_CARE_CONFIRM = {
  heading: 'Are you sure none of these applies to you?',
  signsOfEmergency: 'These are signs of an emergency. You need urgent care in a hospital, not a dental appointment.',
  ifAny: 'If any of these applies to you, call 999 or go to A&E now.',
  noneApplies: 'None of these applies to me',
  goBack: 'Go back',
} as const;

/**
 * The 422 `emergency_care` message: the screen's words in one paragraph, with the 111 service of the
 * postcode's nation when the request carried one, else all three.
 */
export function emergencyCareMessage(nation?: Nation | null): string {
  const unsure = nation
    ? `If you're not sure, ${NHS_111_BY_NATION[nation].call} or go to ${NHS_111_BY_NATION[nation].online.url}.`
    : `If you're not sure, call 111: ${nhs111Services(undefined)
        .map((s) => `${s.where}, ${s.online.url}`)
        .join('; ')}.`;
  return `${EMERGENCY_CARE.heading}: what you told us can be serious and needs urgent care in a hospital, not a dental appointment. ${EMERGENCY_CARE.doNotDrive} ${unsure} Nothing was searched and nothing about you was kept.`;
}

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

/** How soon a knocked-out adult tooth should be seen (NHS: "within 1 hour, or as soon as possible"). */
export const KNOCKED_OUT_TOOTH_WITHIN_MINUTES = 60;

/**
 * What the results say first when a knocked-out adult tooth cannot be seen within the hour (the earliest
 * time is later, or it is outside our line's hours): that we cannot, what to do now, and the nation's
 * urgent dental route; the time stays offered below. First aid in plain words from the NHS's advice on
 * knocked-out teeth ("try putting it back in place and go straight to a dentist", "do not put a baby
 * tooth back", "if you cannot put an adult tooth back, keep it in milk", "if you do not have a dentist,
 * contact 111 for where to get urgent care") and the International Association of Dental
 * Traumatology's first aid (hold it by the crown, not the root; if dirty, rinse it briefly in cold
 * water or milk, do not scrub it; bite on a clean cloth to hold it in place). Read on 2026-11-29; to be
 * checked by a clinician with the rest of the hazard log.
 */
export const KNOCKED_OUT_TOOTH_NOW = {
  heading: 'We cannot find a dentist who can see you within the hour',
  lead: ({ timeBelow, noneToday }: { timeBelow: boolean; noneToday: boolean }) =>
    [
      `A knocked-out adult tooth has the best chance if a dentist sees it within 1 hour${noneToday ? ', and we could not find a time today' : ''}.`,
      timeBelow ? 'The earliest time we found is below, but do not wait for it: do these things now.' : 'Do these things now.',
    ].join(' '),
  firstAidHeading: 'What to do now',
  firstAid: [
    'Pick the tooth up by the white part you can see in a mouth (the crown). Do not touch the root.',
    'If it is dirty, rinse it for a few seconds in milk or cold water. Do not scrub it.',
    'Push it gently back into the gap, the right way round, and bite on a clean cloth to hold it there.',
    'If you cannot put it back, keep it in a cup of milk and bring it with you. Do not let it dry out.',
    'If it is a baby tooth, do not put it back.',
  ],
  urgentHeading: 'Get urgent dental care sooner',
  urgent: (nation?: Nation | null) =>
    nation
      ? `${NHS_111_BY_NATION[nation].name} can tell you where to get urgent dental care, day or night: call 111.`
      : 'The NHS service that answers 111 where you are can tell you where to get urgent dental care, day or night: call 111.',
  timeBelow: 'If you cannot be seen sooner, keep the time below.',
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

/** "8am": the hour the support line opens, as the patient reads it. */
export const SERVICE_OPENS_AT = `${SERVICE_HOURS.opensHour % 12 || 12}${SERVICE_HOURS.opensHour < 12 ? 'am' : 'pm'}`;
const OPENS_AT = SERVICE_OPENS_AT;

/**
 * Made at the first question, not when the module loads: building a formatter with a time zone loads
 * ICU's zone data, tens of milliseconds on a slow phone, and the home page loads this module with
 * its lead form at the patient's first tap, where nothing asks the hour.
 */
let londonHour: Intl.DateTimeFormat | undefined;

/** Whether `now` is outside the support line's hours (8am–8pm on the London clock, from SERVICE_HOURS_TEXT). */
export function outsideServiceHours(now: Date): boolean {
  londonHour ??= new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: 'Europe/London' });
  const hour = Number(londonHour.format(now));
  return hour < SERVICE_HOURS.opensHour || hour >= SERVICE_HOURS.closesHour;
}

/**
 * What the no-availability panels say. Inside the support line's hours the line comes first; outside
 * them the nation's 111 leads and the line says when it opens.
 */
export const URGENT_HELP = {
  heading: 'Need help sooner?',
  supportBefore: 'Call us on',
  supportAfter: `(${SERVICE_HOURS_TEXT}) and we will help you find a dentist.`,
  nhs111Lead: (nation?: Nation | null) =>
    nation
      ? `No time today, or outside our hours? ${NHS_111_BY_NATION[nation].name} can tell you where to get urgent dental care, day or night:`
      : 'No time today, or outside our hours? The NHS service that answers 111 where you are can tell you where to get urgent dental care, day or night:',
  nhs111LeadClosed: (nation?: Nation | null) =>
    nation
      ? `${NHS_111_BY_NATION[nation].name} can tell you where to get urgent dental care now, day or night:`
      : 'The NHS service that answers 111 where you are can tell you where to get urgent dental care now, day or night:',
  call111: 'call 111',
  lineOpens: `Our line opens at ${OPENS_AT}:`,
  lineOpensAfter: `(${SERVICE_HOURS_TEXT}).`,
} as const;

/**
 * Safety-netting in the patient's e-mails and texts: what to do if it gets worse before the
 * appointment (the 999 signs in one sentence, erring wide: any serious injury to the head counts), and
 * where urgent dental care is when they have no appointment (a cancellation). 111 is named for the
 * patient's nation from their postcode, or all three when it is not known.
 */
export const WORSE_BEFORE_APPOINTMENT = {
  heading: 'If it gets worse before your appointment',
  emergency:
    'Call 999 or go to A&E if you have swelling that makes it hard to breathe, swallow or open an eye, heavy bleeding from your mouth that will not stop, or a serious injury to your face, jaw or head.',
  advice: (nation?: Nation | null) =>
    nation
      ? `For urgent advice, ${NHS_111_BY_NATION[nation].call}, day or night, or go to ${NHS_111_BY_NATION[nation].online.url}.`
      : `For urgent advice, call 111, day or night: ${nhs111Services(undefined)
          .map((s) => `${s.where} (${s.online.url})`)
          .join(', ')}.`,
} as const;

export const URGENT_CARE_AFTER_CANCELLING = {
  advice: (nation?: Nation | null) =>
    nation
      ? `If you need urgent dental care before you book again, ${NHS_111_BY_NATION[nation].call}, day or night, or go to ${NHS_111_BY_NATION[nation].online.url}.`
      : `If you need urgent dental care before you book again, call 111, day or night: ${nhs111Services(undefined)
          .map((s) => `${s.where} (${s.online.url})`)
          .join(', ')}.`,
  /** In a text: short, no link (the text's room is for the booking). */
  text: (nation?: Nation | null) => `Need urgent dental care? ${nation ? `Call ${NHS_111_BY_NATION[nation].call.slice('call '.length)}` : 'Call 111'}.`,
} as const;

/**
 * The 400s of a `redFlags` answer (POST /api/search, POST /api/waitlist/offers/claim): not a list of
 * the codes above, or not sent at all. Absent is not "none": a client that never asked the question
 * must not get a time, so it is told how to say "none".
 */
export const RED_FLAG_MESSAGES = {
  invalid: `redFlags must be a list of these codes: ${RED_FLAG_CODES.join(', ')}.`,
  required: 'redFlags is required: send [] when the patient has none of the emergency signs, or the codes they have.',
  urgentIssueInvalid: `urgentIssue must be one of: ${URGENT_ISSUE_CODES.join(', ')}.`,
} as const;

/**
 * POST /api/holds' refusal without a valid screening proof (absent, malformed, forged, expired or
 * another patient's): the patient is asked the safety question again, which the portal does in place.
 */
export const SCREENING_REQUIRED = {
  code: 'screening_required',
  message: 'Please answer the safety question again before you book: it makes sure a dentist is the right help for you.',
} as const;
