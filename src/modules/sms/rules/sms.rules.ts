import { createHash, randomBytes } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import type { Nation } from '../../postcodes/postcodes.constants.js';
import { URGENT_CARE_AFTER_CANCELLING } from '../../search/clinical-safety.constants.js';
import { UK_PHONE_METADATA } from '../../search/uk-phone-metadata.constants.js';
import { URGENT_CARE_AFTER_CANCELLING_CY } from '../../search/clinical-safety.cy.constants.js';
import { type MoneyFacts, paymentWording } from '../../booking/rules/payment-wording.rules.js';
import { paymentWordingCy } from '../../booking/rules/payment-wording.cy.rules.js';
import { appointmentStateWording } from '../../booking/rules/appointment-state-wording.rules.js';
import { appointmentStateWordingCy } from '../../booking/rules/appointment-state-wording.cy.rules.js';
import type { Locale } from '../../site/languages.constants.js';
import { SHORT_CODE_LENGTH, SMS_MAX_SEGMENTS, type SmsStatus, type SmsTemplate, START_KEYWORDS, STOP_KEYWORDS } from '../sms.constants.js';

// ---- encoding and segments ----

/** GSM 03.38's basic set (one septet each) and its extension table (an escape plus one: two septets). */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENSION = new Set('^{}\\[~]|€\f');

export interface SmsEncoding {
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  segments: number;
}

/**
 * How a text travels and in how many parts: GSM-7 when every character is in the GSM alphabet (160
 * septets in one part, 153 per part when split, an extension character never split across parts),
 * otherwise UCS-2 (70 code units in one part, 67 per part, a surrogate pair never split).
 */
export function smsEncoding(text: string): SmsEncoding {
  const chars = [...text];
  if (chars.every((c) => GSM_BASIC.has(c) || GSM_EXTENSION.has(c))) {
    const sizes = chars.map((c) => (GSM_EXTENSION.has(c) ? 2 : 1));
    const units = sizes.reduce((a, b) => a + b, 0);
    return { encoding: 'GSM-7', units, segments: units <= 160 ? 1 : pack(sizes, 153) };
  }
  const sizes = chars.map((c) => c.length);
  const units = sizes.reduce((a, b) => a + b, 0);
  return { encoding: 'UCS-2', units, segments: units <= 70 ? 1 : pack(sizes, 67) };
}

function pack(sizes: number[], perSegment: number): number {
  let segments = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > perSegment) {
      segments += 1;
      used = 0;
    }
    used += size;
  }
  return segments;
}

const GSM_LOOKALIKES: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u00A0': ' ',
  '\u2022': '-',
  '\t': ' ',
};

/**
 * Text as GSM-7: typographic quotes and dashes become their plain forms, accented letters outside the
 * GSM alphabet lose their accent (ł stays out: it is dropped), anything else outside it is dropped. A
 * name typed with a curly apostrophe would otherwise turn the whole text into UCS-2 and halve its room.
 */
export function toGsm7(text: string): string {
  let out = '';
  for (const c of text) {
    if (GSM_BASIC.has(c) || GSM_EXTENSION.has(c)) {
      out += c;
      continue;
    }
    const lookalike = GSM_LOOKALIKES[c];
    if (lookalike !== undefined) {
      out += lookalike;
      continue;
    }
    const bare = c.normalize('NFD').replace(/\p{M}/gu, '');
    if ([...bare].every((b) => GSM_BASIC.has(b))) out += bare;
  }
  return out.replace(/ {2,}/g, ' ');
}

/** Shortened to `max` characters with "..." (what a practice's very long name or address gets in a text). */
export function clip(text: string, max: number): string {
  const t = text.trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 3);
  // At a word's end when one is near enough, so a name is not cut mid-word.
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:&-]+$/, '')}...`;
}

// ---- templates ----

const TZ = 'Europe/London';
/** "Mon 1 Mar" on the London clock. */
export function smsDateText(instant: Date): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: TZ }).format(instant).replace(',', '');
}
/** "09:30" on the London clock. */
export function smsTimeText(instant: Date): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: TZ }).format(instant);
}

/** The longest practice name and address a text carries (longer ones are clipped), so every text fits SMS_MAX_SEGMENTS. */
export const SMS_PRACTICE_NAME_MAX = 40;
export const SMS_ADDRESS_MAX = 50;
/**
 * A cancellation carries the money, the manage link and the urgent-care line: its practice name is
 * clipped shorter, and it says "dental appointment" (the time and reference say which).
 */
export const SMS_CANCELLED_PRACTICE_NAME_MAX = 28;

/**
 * What a booking text may say: the practice, its address, the time, the reference, where the fee
 * stands and a short link. Deliberately no patient name, issue or anything of their health: a text
 * shows on a locked screen.
 */
export interface BookingTextFacts {
  practiceName: string;
  address: string;
  startsAt: Date;
  reference: string;
  /** The short link (`https://…/m/<code>`). */
  link: string;
  /** Where the fee stands: said in the words every channel uses (paymentWording's `text`). */
  payment: MoneyFacts;
}

export interface CancelledTextFacts extends Omit<BookingTextFacts, 'address'> {
  byPractice: boolean;
  /**
   * The reason an admin or the practice typed for the patient (null: none, the patient's own
   * cancellation). Said in the text only when it fits whole; otherwise the text points to the link.
   */
  reason: string | null;
  /** The patient's nation, from their postcode: whose 111 the text names (plain 111 when unknown). */
  nation: Nation | null;
}

export interface WaitlistOfferTextFacts {
  practiceName: string;
  startsAt: Date;
  /** Until when the offer is the patient's. */
  expiresAt: Date;
  claimLink: string;
  leaveLink: string;
}

export type TextFacts =
  | { template: 'booking-confirmed' | 'practice-confirmed' | 'reminder' | 'rescheduled'; facts: BookingTextFacts }
  | { template: 'cancelled'; facts: CancelledTextFacts }
  | { template: 'waitlist-offer'; facts: WaitlistOfferTextFacts };

const when = (d: Date) => `${smsDateText(d)} at ${smsTimeText(d)}`;
const practice = (f: { practiceName: string }) => clip(f.practiceName, SMS_PRACTICE_NAME_MAX);
const where = (f: BookingTextFacts) => `${practice(f)}, ${clip(f.address, SMS_ADDRESS_MAX)}`;

/** The states' names, as every channel says them (appointment-state-wording.rules.ts). */
const STATE_LABEL = {
  booked: appointmentStateWording({ status: 'pending' }, { now: new Date(0), texts: true }).label,
  confirmed: appointmentStateWording({ status: 'confirmed' }, { now: new Date(0), texts: true }).label,
};

/** The fee's words in a text: paymentWording's short form. */
const money = (f: { payment: MoneyFacts }) => paymentWording(f.payment).text;

/**
 * The text of one message in the patient's language: English in GSM-7, Welsh as `renderWelshText`
 * says. Pure: the same facts give the same text (a retry sends what the first try would have).
 */
export function renderText(input: TextFacts, locale: Locale = 'en-GB'): string {
  if (locale === 'cy') return renderWelshText(input);
  switch (input.template) {
    case 'booking-confirmed': {
      // The state's own name first, as every channel says it ("Booked, waiting for the practice to confirm").
      const f = input.facts;
      return toGsm7(`${STATE_LABEL.booked}: emergency dental appointment ${when(f.startsAt)}, ${where(f)}. Ref ${f.reference}. ${money(f)} Manage it: ${f.link}`);
    }
    case 'practice-confirmed': {
      const f = input.facts;
      return toGsm7(`${STATE_LABEL.confirmed}: emergency dental appointment ${when(f.startsAt)}, ${where(f)}. Ref ${f.reference}. ${money({ payment: { ...f.payment, appointmentStatus: 'confirmed' } })} Details: ${f.link}`);
    }
    case 'reminder': {
      const f = input.facts;
      return toGsm7(`Reminder: your emergency dental appointment is ${when(f.startsAt)}, ${where(f)}. Ref ${f.reference}. ${money(f)} Details: ${f.link}`);
    }
    case 'rescheduled': {
      const f = input.facts;
      return toGsm7(`Your emergency dental appointment has moved to ${when(f.startsAt)}, ${where(f)}. Ref ${f.reference}. ${money(f)} Details: ${f.link}`);
    }
    case 'cancelled':
      return cancelledText(input.facts);
    case 'waitlist-offer': {
      const f = input.facts;
      return toGsm7(
        `An emergency dental appointment is free: ${when(f.startsAt)}, ${practice(f)}. It is yours until ${smsTimeText(f.expiresAt)}: ${f.claimLink} Leave the waitlist: ${f.leaveLink}`,
      );
    }
  }
}

/**
 * A cancellation: the reason typed for the patient is said whole, as typed, only when it is all GSM
 * characters (a lookalike quote or dash aside) and the text still fits; a reason clipped or stripped
 * could say something else. Otherwise the text says the reason is behind the link. Nothing else
 * typed by anyone goes in: the text shows on a locked screen.
 */
function cancelledText(f: CancelledTextFacts): string {
  const appointment = `dental appointment on ${when(f.startsAt)} at ${clip(f.practiceName, SMS_CANCELLED_PRACTICE_NAME_MAX)}`;
  const cancelled = f.byPractice ? `The practice had to cancel your ${appointment}.` : `Your ${appointment} is cancelled.`;
  const reason = f.reason?.trim().replace(/\s+/g, ' ') || null;
  const text = (said: 'whole' | 'at the link' | 'none') =>
    toGsm7(
      `${cancelled}${said === 'whole' ? ` Reason: ${reason}${/[.!?]$/.test(reason ?? '') ? '' : '.'}` : ''} Ref ${f.reference}. ${money({ payment: { ...f.payment, appointmentStatus: 'cancelled' } })} ${said === 'at the link' ? 'Reason and details' : 'Details'}: ${f.link} ${URGENT_CARE_AFTER_CANCELLING.text(f.nation)}`,
    );
  if (!reason) return text('none');
  const whole = text('whole');
  return gsm7Whole(reason) && textFits(whole) ? whole : text('at the link');
}

// ---- Welsh ----

/**
 * "Mer 29 Medi" on the London clock: the day's short name and the month's whole one (CLDR's short
 * months would repeat a day's: "Maw" is both Tuesday and March).
 */
export function smsDateTextCy(instant: Date): string {
  const parts = new Intl.DateTimeFormat('cy', { weekday: 'short', day: 'numeric', month: 'long', timeZone: TZ }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}
const whenCy = (d: Date) => `${smsDateTextCy(d)} am ${smsTimeText(d)}`;

/** The states' names in Welsh, as every channel says them (appointment-state-wording.cy.rules.ts). */
const STATE_LABEL_CY = {
  booked: appointmentStateWordingCy({ status: 'pending' }, { now: new Date(0), texts: true }).label,
  confirmed: appointmentStateWordingCy({ status: 'confirmed' }, { now: new Date(0), texts: true }).label,
};
/** The fee's words in a Welsh text: paymentWordingCy's short form. */
const moneyCy = (payment: MoneyFacts) => paymentWordingCy(payment).text;

/** The first candidate that fits two parts; the last is the one every input fits (sms.rules.spec.ts). */
function firstFitting(candidates: readonly string[]): string {
  return candidates.find((text) => textFits(text, 'cy')) ?? candidates[candidates.length - 1];
}

/**
 * A Welsh text: whole Welsh sentences whose own words are all plain GSM letters (no â or ŵ, as the
 * clinical mirror's text line and paymentWordingCy's text are written), and the practice's name and
 * address in GSM-7 as the English says them. A UCS-2 text has 134 code units in two parts, and the
 * short link and the urgent-care line alone leave too little of them: even the shortest cancellation
 * is about 200 characters. In GSM-7 (306 in two parts) the text is still shortened by design, never by
 * cutting a sentence: without the address (the link shows it) when it would not fit with it. No
 * date, name or reason follows a word that would mutate it (a preposition such as "ar" or "yn").
 */
function renderWelshText(input: TextFacts): string {
  switch (input.template) {
    case 'booking-confirmed':
    case 'practice-confirmed':
    case 'reminder':
    case 'rescheduled': {
      const f = input.facts;
      const template = input.template;
      return firstFitting([bookingTextCy(template, f, where(f)), bookingTextCy(template, f, practice(f))].map(toGsm7));
    }
    case 'cancelled':
      return cancelledTextCy(input.facts);
    case 'waitlist-offer': {
      const f = input.facts;
      return toGsm7(
        `Mae apwyntiad deintyddol brys ar gael: ${whenCy(f.startsAt)}, ${practice(f)}. Gallwch ei gadw tan ${smsTimeText(f.expiresAt)}: ${f.claimLink} Gadael y rhestr aros: ${f.leaveLink}`,
      );
    }
  }
}

/** One booking text in Welsh, with the practice (and address) as given. */
function bookingTextCy(template: 'booking-confirmed' | 'practice-confirmed' | 'reminder' | 'rescheduled', f: BookingTextFacts, where: string): string {
  const ref = `Cyfeirnod ${f.reference}.`;
  switch (template) {
    case 'booking-confirmed':
      return `${STATE_LABEL_CY.booked}: apwyntiad deintyddol brys ${whenCy(f.startsAt)}, ${where}. ${ref} ${moneyCy(f.payment)} Newid neu ganslo: ${f.link}`;
    case 'practice-confirmed':
      return `${STATE_LABEL_CY.confirmed}: apwyntiad deintyddol brys ${whenCy(f.startsAt)}, ${where}. ${ref} ${moneyCy({ ...f.payment, appointmentStatus: 'confirmed' })} Manylion: ${f.link}`;
    case 'reminder':
      return `Nodyn atgoffa am eich apwyntiad deintyddol brys: ${whenCy(f.startsAt)}, ${where}. ${ref} ${moneyCy(f.payment)} Manylion: ${f.link}`;
    case 'rescheduled':
      return `Amser newydd eich apwyntiad deintyddol brys: ${whenCy(f.startsAt)}, ${where}. ${ref} ${moneyCy(f.payment)} Manylion: ${f.link}`;
  }
}

/**
 * A cancellation in Welsh, by the English's rule for the reason typed for the patient: said whole
 * when the GSM alphabet says it whole and the text still fits, else behind the link.
 */
function cancelledTextCy(f: CancelledTextFacts): string {
  const reason = f.reason?.trim().replace(/\s+/g, ' ') || null;
  const when = whenCy(f.startsAt);
  const name = clip(f.practiceName, SMS_CANCELLED_PRACTICE_NAME_MAX);
  const cancelled = f.byPractice ? `Bu'n rhaid i'r practis ganslo eich apwyntiad: ${when}, ${name}.` : `Mae eich apwyntiad wedi'i ganslo: ${when}, ${name}.`;
  const text = (said: 'whole' | 'at the link' | 'none') =>
    toGsm7(
      `${cancelled}${said === 'whole' ? ` Rheswm: ${reason}${/[.!?]$/.test(reason ?? '') ? '' : '.'}` : ''} Cyfeirnod ${f.reference}. ${moneyCy({ ...f.payment, appointmentStatus: 'cancelled' })} ${said === 'at the link' ? 'Rheswm a manylion' : 'Manylion'}: ${f.link} ${URGENT_CARE_AFTER_CANCELLING_CY.text(f.nation)}`,
    );
  if (!reason) return text('none');
  return firstFitting([...(gsm7Whole(reason) ? [text('whole')] : []), text('at the link')]);
}

/** Whether `text` survives toGsm7 with every character (a typographic quote or dash may become its plain form). */
export function gsm7Whole(text: string): boolean {
  return [...text].every((c) => GSM_BASIC.has(c) || GSM_EXTENSION.has(c) || GSM_LOOKALIKES[c] !== undefined);
}

/**
 * Whether a text is within the rules: at most SMS_MAX_SEGMENTS parts, and in English GSM-7. A Welsh
 * text is counted in the encoding it needs: Welsh spells words with â, ŵ or ŷ, which make a text
 * UCS-2 (67 code units a part), and such a text is within the rules if it fits. (The Welsh templates
 * are written in GSM letters, as renderWelshText says.)
 */
export function textFits(text: string, locale: Locale = 'en-GB'): boolean {
  const e = smsEncoding(text);
  return (locale === 'cy' || e.encoding === 'GSM-7') && e.segments <= SMS_MAX_SEGMENTS;
}

// ---- numbers ----

export type TextableNumber = { ok: true; e164: string } | { ok: false; reason: 'invalid' | 'landline' };

/** Ofcom's drama block of mobile numbers (07700 900000–900999): every test and demo types one. */
const isDramaMobile = (e164: string) => e164.startsWith('+447700900') && e164.length === 13;

/**
 * Whether a patient's number can take a text, as E.164 (libphonenumber, +44 metadata). Mobiles and
 * "fixed line or mobile" can; a landline, VoIP, pager or anything else cannot (the e-mail still goes).
 */
export function textableNumber(input: string): TextableNumber {
  const number = parsePhoneNumberFromString(input.trim(), { defaultCountry: 'GB', extract: false }, UK_PHONE_METADATA);
  if (!number || number.ext) return { ok: false, reason: 'invalid' };
  if (isDramaMobile(number.number)) return { ok: true, e164: number.number };
  if (!number.isValid()) return { ok: false, reason: 'invalid' };
  const type = number.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' ? { ok: true, e164: number.number } : { ok: false, reason: 'landline' };
}

/** The opt-out list's key and the `phone` aggregate's id: the SHA-256 of the E.164 number. */
export function phoneHash(e164: string): string {
  return createHash('sha256').update(`phone:${e164}`).digest('hex');
}

/** An inbound reply as an instruction: STOP (and Twilio's other opt-out words) or START, else nothing. */
export function replyIntent(body: string): 'stop' | 'start' | undefined {
  const word = body.trim().toUpperCase().replace(/[.!]+$/, '');
  if ((STOP_KEYWORDS as readonly string[]).includes(word)) return 'stop';
  if ((START_KEYWORDS as readonly string[]).includes(word)) return 'start';
  return undefined;
}

// ---- states ----

const RANK: Record<SmsStatus, number> = { sending: 0, sent: 1, delivered: 2, failed: 2 };

/** A state's place in the order a text moves through; a later report of an earlier state never moves it back. */
export function smsStatusRank(status: SmsStatus): number {
  return RANK[status];
}

/** Twilio's MessageStatus as ours: queued/accepted/scheduled/sending/sent are "sent", delivered/read "delivered", undelivered/failed/canceled "failed". */
export function fromTwilioStatus(status: string): SmsStatus | undefined {
  switch (status) {
    case 'accepted':
    case 'scheduled':
    case 'queued':
    case 'sending':
    case 'sent':
      return 'sent';
    case 'delivered':
    case 'read':
      return 'delivered';
    case 'undelivered':
    case 'failed':
    case 'canceled':
      return 'failed';
    default:
      return undefined;
  }
}

// ---- short links ----

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A short link's code: 12 base62 characters from the CSPRNG (rejection-sampled, so uniform): about 71 bits. */
export function newShortCode(random: (n: number) => Buffer = randomBytes): string {
  let code = '';
  while (code.length < SHORT_CODE_LENGTH) {
    for (const byte of random(SHORT_CODE_LENGTH * 2)) {
      if (byte < 248 && code.length < SHORT_CODE_LENGTH) code += BASE62[byte % 62];
    }
  }
  return code;
}

/** Which template an appointment's text of this kind uses (the list shows the confirmation's state). */
export const CONFIRMATION_TEMPLATE: SmsTemplate = 'booking-confirmed';
