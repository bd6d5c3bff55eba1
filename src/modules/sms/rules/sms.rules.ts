import { createHash, randomBytes } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import type { Nation } from '../../postcodes/postcodes.constants.js';
import { URGENT_CARE_AFTER_CANCELLING } from '../../search/clinical-safety.constants.js';
import { UK_PHONE_METADATA } from '../../search/uk-phone-metadata.constants.js';
import { type MoneyFacts, paymentWording } from '../../booking/rules/payment-wording.rules.js';
import { appointmentStateWording } from '../../booking/rules/appointment-state-wording.rules.js';
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

/** The text of one message, in GSM-7. Pure: the same facts give the same text (a retry sends what the first try would have). */
export function renderText(input: TextFacts): string {
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

/** Whether `text` survives toGsm7 with every character (a typographic quote or dash may become its plain form). */
export function gsm7Whole(text: string): boolean {
  return [...text].every((c) => GSM_BASIC.has(c) || GSM_EXTENSION.has(c) || GSM_LOOKALIKES[c] !== undefined);
}

/** Whether a text is within the rules: GSM-7 and at most SMS_MAX_SEGMENTS parts. */
export function textFits(text: string): boolean {
  const e = smsEncoding(text);
  return e.encoding === 'GSM-7' && e.segments <= SMS_MAX_SEGMENTS;
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
