import { createHash } from 'node:crypto';
import * as en from './booking.constants.js';
import {
  BOOKING_CY,
  BOOKING_TERMS_DATE_CY,
  BOOKING_WELSH_REVIEW,
  NOT_TRANSLATED,
  TRANSLATED_FROM_ENGLISH_SHA256,
} from './booking.cy.constants.js';

/** English exports no patient reads, and why: they stay English (or are not words at all). */
const NOT_PATIENT_TEXT: Record<string, string> = {
  BOOKING_CURRENCY: 'a currency code',
  DEFAULT_HOLD_MINUTES: 'a number',
  HOLD_EXTENSION_MINUTES: 'a number',
  HOLD_MAX_EXTENSIONS: 'a number',
  REFUND_BEFORE_INSTRUCTION_PERCENT: 'a number',
  refundBeforeInstructionPence: 'arithmetic',
  APPOINTMENT_FLEXIBILITY_HOURS: 'a number',
  APPOINTMENT_FILTERS: 'the admin Appointments tab’s filter codes',
  ADMIN_APPOINTMENT_TEXTS: 'the admin Appointments tab',
  ADMIN_CANCEL_CHOICES: 'codes of the admin’s cancelling',
  CANCELLATION_REASON_MAX: 'a number',
  ADMIN_CANCEL_TEXTS: 'the admin’s cancelling dialog',
  PAYMENT_STATUS_EXPLAINED: 'what a payment status means to an admin',
  PAYMENT_STATUS_BADGE: 'the back office’s payment badges',
  MANAGE_LINK_DAYS: 'a number',
  EMAIL_CHANGE_MAX: 'a number',
  CONFIRMATION_EMAIL_STATUSES: 'codes',
  APPOINTMENT_OUTCOMES: 'codes',
  OUTCOME_MESSAGES: 'the practice staff’s outcome dialog and its api answers',
  ADMIN_APPOINTMENT_PAGE: 'numbers',
  ADMIN_APPOINTMENT_STATUSES: 'codes',
  ADMIN_PAYMENT_STATUSES: 'codes',
  ADMIN_SEARCH_MESSAGES: 'the admin appointment search’s errors',
  ADMIN_SEARCH_TEXTS: 'the admin Appointments tab’s search and appointment page',
  BOOKING_TERMS_VERSION: 'a version, the same in every language (the api stores it with each booking)',
  MINIMUM_BOOKING_AGE: 'a number',
  BOOKED_FOR_NAME_MAX: 'a number',
};
/** Re-exported by the English module from another one: their Welsh is beside that module. */
const RE_EXPORTED: Record<string, string> = {
  BOOKING_FEE_PENCE: 'booking-fees.constants.ts (a number)',
  TREATMENT_FEES: 'booking-fees.cy.constants.ts',
};
/** Not words: the same in both languages. */
const NOT_WORDS = new Set<string>();
/** Texts that may equal their English: a name alone (a patient of 16 or over), with no words of ours. */
const MAY_EQUAL = new Set(['BOOKED_FOR_TEXTS.patient(["Sam Jones",false])']);

type Fn = (...args: unknown[]) => string;
interface Text {
  path: string;
  at: string;
  en: string;
  cy: string;
  args: unknown[];
}

/** The arguments each function text is read with: amounts as poundsText writes them, an address, a name. */
function argsFor(path: string): unknown[][] {
  switch (path) {
    case 'MANAGE_MESSAGES.keepPartOfHeld':
    case 'MANAGE_MESSAGES.refundPartOfPaid':
      return [
        ['£19.50', '£39'],
        ['£19.51', '£39.01'],
      ];
    case 'MANAGE_MESSAGES.releaseAllHeld':
    case 'MANAGE_MESSAGES.refundAllPaid':
      return [['£39'], ['£39.01']];
    case 'EMAIL_CHANGE_MESSAGES.sending':
    case 'EMAIL_CHANGE_MESSAGES.afterPayment':
      return [['sam.jones@example.com']];
    case 'BOOKED_FOR_TEXTS.patient':
    case 'BOOKED_FOR_TEXTS.appointmentFor':
      return [
        ['Sam Jones', true],
        ['Sam Jones', false],
      ];
  }
  throw new Error(`no arguments known for ${path}`);
}

/** Where the Welsh differs in shape from the English: a missing or extra key, a list of another length. */
function shapeDiff(english: unknown, welsh: unknown, path: string): string[] {
  if ((NOT_TRANSLATED as readonly string[]).includes(path))
    return welsh === undefined ? [] : [`${path} (not translated, but present)`];
  if (typeof english === 'function') return typeof welsh === 'function' ? [] : [path];
  if (typeof english === 'string') return typeof welsh === 'string' ? [] : [path];
  if (Array.isArray(english)) {
    if (!Array.isArray(welsh) || welsh.length !== english.length) return [`${path} (length)`];
    return english.flatMap((item, i) => shapeDiff(item, welsh[i], `${path}[${i}]`));
  }
  if (english === undefined || english === null || typeof english !== 'object')
    return english === welsh ? [] : [path];
  if (welsh === null || typeof welsh !== 'object') return [path];
  const e = english as Record<string, unknown>;
  const w = welsh as Record<string, unknown>;
  const extra = Object.keys(w)
    .filter((key) => !(key in e))
    .map((key) => `${path}.${key} (extra)`);
  return [...Object.keys(e).flatMap((key) => shapeDiff(e[key], w[key], `${path}.${key}`)), ...extra];
}

/** Every text, English beside Welsh, function texts read for each of their arguments. */
function texts(english: unknown, welsh: unknown, path: string): Text[] {
  if ((NOT_TRANSLATED as readonly string[]).includes(path)) return [];
  if (typeof english === 'function') {
    return argsFor(path).map((args) => ({
      path,
      at: `${path}(${JSON.stringify(args)})`,
      en: (english as Fn)(...args),
      cy: (welsh as Fn)(...args),
      args,
    }));
  }
  if (typeof english === 'string') return [{ path, at: path, en: english, cy: welsh as string, args: [] }];
  if (Array.isArray(english))
    return english.flatMap((item, i) => texts(item, (welsh as unknown[])[i], `${path}[${i}]`));
  if (english === undefined || english === null || typeof english !== 'object') return [];
  const e = english as Record<string, unknown>;
  const w = welsh as Record<string, unknown>;
  return Object.keys(e)
    .filter((key) => !NOT_WORDS.has(key))
    .flatMap((key) => texts(e[key], w[key], `${path}.${key}`));
}

const EN = en as unknown as Record<string, unknown>;
const CY = BOOKING_CY as unknown as Record<string, unknown>;
const ALL: Text[] = Object.keys(CY).flatMap((name) => texts(EN[name], CY[name], name));

/** Words that would give away English left in a Welsh text. */
const ENGLISH_WORDS =
  /\b(the|you|your|we|our|us|and|not|please|this|that|with|for|will|has|have|been|was|is|are|booking|appointment|fee|card|held|taken|refund|released?|paid|payment|link|email|e-mail|sorry|under|over|who|yes|me|someone|child|parent|guardian|terms)\b/i;
/** The Welsh without the arguments put into it (a name or an address is the same in both). */
const withoutArgs = ({ cy, args }: Text) =>
  args.reduce<string>((text, arg) => (typeof arg === 'string' && arg ? text.split(arg).join('') : text), cy);
/** Digits, amounts and times as written ("£19.50", "1,500", "0330 088 2211" as three), sorted. */
const numbers = (text: string) => (text.match(/£?\d+(?:[.,:]\d+)*/g) ?? []).sort();
/** English money words and the Welsh that must stand for each, no more and no less. */
const MONEY_WORDS: ReadonlyArray<readonly [string, RegExp, RegExp]> = [
  ['refund', /refund/i, /ad-dal/i],
  // "rhyddhau", mutated "ryddhau" after "ei" (his), "rhyddhawyd".
  ['release', /releas/i, /r(h)?yddha/i],
  ['take', /\b(take|taken|took)\b/i, /\b(cymryd|gymryd|chymryd|cymerwyd|chymerwyd)\b/i],
  ['pay', /\b(paid|pay)\b/i, /(?<!ad-)\b(talu|thalu|dalu|daloch)\b/i],
  // Money held on the card, not a slot held while the patient pays (that is "neilltuo").
  ['held', /\bheld\b|\bhold on your card\b/i, /\b(dal|ddaliwyd)\b/i],
];

describe('Welsh booking constants', () => {
  it('give every patient-facing English export a Welsh one of the same name, or say why it has none', () => {
    const unclassified = Object.keys(en).filter(
      (name) => !(name in CY) && !(name in NOT_PATIENT_TEXT) && !(name in RE_EXPORTED),
    );
    expect(unclassified).toEqual([]);
    for (const name of Object.keys(CY)) expect(name in EN).toBe(true);
    for (const name of [...Object.keys(NOT_PATIENT_TEXT), ...Object.keys(RE_EXPORTED)])
      expect(`${name}: ${name in EN}`).toBe(`${name}: true`);
  });

  it('mirror the English shapes: the same keys, the same list lengths, functions where English has functions', () => {
    expect(Object.keys(CY).flatMap((name) => shapeDiff(EN[name], CY[name], name))).toEqual([]);
    expect(NOT_TRANSLATED).toEqual([
      'BOOKING_MESSAGES.confirmSuccess',
      'BOOKING_MESSAGES.confirmFailed',
      'CHECKOUT_CONSENT_TEXTS.recorded',
      'CHECKOUT_CONSENT_TEXTS.notAsked',
      'BOOKED_FOR_TEXTS.bookedBy',
      'BOOKED_FOR_TEXTS.patientLine',
      'BOOKED_FOR_TEXTS.bookerPhoneLabel',
      'BOOKED_FOR_MESSAGES.patientInvalid',
    ]);
  });

  it('leave no Welsh text empty, equal to its English, or with English words in it', () => {
    expect(ALL.length).toBeGreaterThan(60);
    const bad = ALL.filter(
      (t) =>
        typeof t.cy !== 'string' ||
        t.cy.trim() === '' ||
        (t.cy === t.en && !MAY_EQUAL.has(t.at)) ||
        ENGLISH_WORDS.test(withoutArgs(t)),
    );
    expect(bad.map(({ at, cy }) => `${at}: ${cy}`)).toEqual([]);
  });

  it('keep every number and amount the English has, and add none; put names and addresses in whole', () => {
    const lost = ALL.filter(({ en: english, cy }) => numbers(english).join(' ') !== numbers(cy).join(' '));
    expect(lost.map(({ at, en: english, cy }) => `${at}: ${english} | ${cy}`)).toEqual([]);
    for (const t of ALL)
      for (const arg of t.args) if (typeof arg === 'string') expect(`${t.at}: ${t.cy}`).toContain(arg);
  });

  it('say refunded, released, taken, paid and held exactly where the English does', () => {
    const wrong = ALL.flatMap(({ at, en: english, cy }) =>
      MONEY_WORDS.filter(([, e, w]) => e.test(english) !== w.test(cy)).map(
        ([word]) => `${at} (${word}): ${cy}`,
      ),
    );
    expect(wrong).toEqual([]);
    // A held fee is never "ad-dalu": nothing of it left the card to come back.
    expect(BOOKING_CY.MANAGE_MESSAGES.keepPartOfHeld('£19.50', '£39')).not.toMatch(/ad-dal/);
    expect(BOOKING_CY.MANAGE_MESSAGES.releaseAllHeld('£39')).not.toMatch(/ad-dal/);
  });

  it('say the date the Booking Terms took effect in Welsh, from the same version as the English date', () => {
    expect(BOOKING_TERMS_DATE_CY).toBe('29 Tachwedd 2026');
    const [year, , day] = en.BOOKING_TERMS_VERSION.split('-').map(Number);
    expect(en.BOOKING_TERMS_DATE).toBe(`${day} November ${year}`);
  });

  it('answer the Welsh under-16 question as Welsh answers it, and keep the patient’s name whole', () => {
    expect(BOOKING_CY.BOOKED_FOR_TEXTS.under16Legend).toMatch(/^Ydy'r claf/);
    expect([BOOKING_CY.BOOKED_FOR_TEXTS.yes, BOOKING_CY.BOOKED_FOR_TEXTS.no]).toEqual(['Ydy', 'Nac ydy']);
    expect(BOOKING_CY.BOOKED_FOR_TEXTS.appointmentFor('Gwen Evans', true)).toBe(
      "Mae'r apwyntiad hwn ar gyfer Gwen Evans (dan 16 oed).",
    );
  });

  it('mark every Welsh text as awaiting review by a Welsh translator, and not shown to patients', () => {
    expect(BOOKING_WELSH_REVIEW).toEqual({
      status: 'awaiting review by a Welsh translator',
      shownToPatients: false,
      reviewer: 'a Welsh translator, to be named',
      reviewedOn: null,
    });
  });

  it('were translated from the English wording as it is now (a changed English text needs its Welsh redone)', () => {
    const sha256 = createHash('sha256')
      .update(JSON.stringify(ALL.map(({ at, en: text }) => [at, text])))
      .digest('hex');
    // On a change: update the Welsh of the changed texts, keep them awaiting review, then set this to the new hash.
    expect(`TRANSLATED_FROM_ENGLISH_SHA256 = '${sha256}'`).toBe(
      `TRANSLATED_FROM_ENGLISH_SHA256 = '${TRANSLATED_FROM_ENGLISH_SHA256}'`,
    );
  });
});
