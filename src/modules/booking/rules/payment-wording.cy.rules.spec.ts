import { describeWelshMirror, type WelshText } from '../../../../test/support/welsh-mirror.js';
import * as en from './payment-wording.rules.js';
import {
  APPOINTMENT_STATUSES,
  type MoneyFacts,
  PAYMENT_STATUSES,
  paymentWording,
} from './payment-wording.rules.js';
import {
  PAYMENT_WORDING_CY,
  PAYMENT_WORDING_WELSH_REVIEW,
  paymentWordingCy,
  TRANSLATED_FROM_ENGLISH_SHA256,
} from './payment-wording.cy.rules.js';

const FEE = 3900;

/** Cancelled with the fee held on the card: half taken, or all of it released (a case here and below). */
const HALF_TAKEN_HALF_RELEASED: MoneyFacts = {
  paymentStatus: 'part_captured',
  appointmentStatus: 'cancelled',
  feePence: FEE,
  refundDuePence: 1950,
  capturedPence: 1950,
  releasedPence: 1950,
};
const ALL_RELEASED: MoneyFacts = {
  paymentStatus: 'released',
  appointmentStatus: 'cancelled',
  feePence: FEE,
  refundDuePence: 3900,
  releasedPence: 3900,
};

/** Every case the English spec runs, word for word. */
const ENGLISH_SPEC_CASES: MoneyFacts[] = [
  { paymentStatus: 'authorized', feePence: FEE },
  { paymentStatus: 'authorized', feePence: FEE, captureMode: 'immediate' },
  { paymentStatus: 'completed', appointmentStatus: 'pending', feePence: FEE },
  { paymentStatus: 'completed', appointmentStatus: 'confirmed', feePence: FEE },
  { paymentStatus: 'authorized', appointmentStatus: 'confirmed', feePence: FEE },
  { paymentStatus: 'processing', appointmentStatus: 'confirmed', feePence: FEE },
  { paymentStatus: 'processing', captureMode: 'authorisation', feePence: FEE },
  { paymentStatus: 'processing', captureMode: 'immediate', feePence: FEE },
  { paymentStatus: 'processing', captureMode: undefined, feePence: FEE },
  { paymentStatus: 'authorized', appointmentStatus: 'cancelled', feePence: FEE, refundDuePence: 1950 },
  HALF_TAKEN_HALF_RELEASED,
  {
    paymentStatus: 'part_captured',
    appointmentStatus: 'cancelled',
    feePence: 3901,
    capturedPence: 1951,
    releasedPence: 1950,
  },
  { paymentStatus: 'completed', appointmentStatus: 'cancelled', feePence: FEE, refundDuePence: 1950 },
  {
    paymentStatus: 'refunded',
    appointmentStatus: 'cancelled',
    feePence: FEE,
    refundedPence: 1950,
    refundDuePence: 1950,
    capturedPence: 3900,
  },
  { paymentStatus: 'authorized', appointmentStatus: 'cancelled', feePence: FEE, refundDuePence: 3900 },
  ALL_RELEASED,
  { paymentStatus: 'completed', appointmentStatus: 'cancelled', feePence: FEE, refundDuePence: 3900 },
  {
    paymentStatus: 'refunded',
    appointmentStatus: 'cancelled',
    feePence: FEE,
    refundedPence: 3900,
    refundDuePence: 3900,
  },
  { paymentStatus: 'authorized', appointmentStatus: 'cancelled', feePence: FEE },
  { paymentStatus: 'completed', appointmentStatus: 'cancelled', feePence: FEE },
  ...APPOINTMENT_STATUSES.map((appointmentStatus): MoneyFacts => ({
    paymentStatus: 'lapsed',
    appointmentStatus,
    feePence: FEE,
    refundDuePence: appointmentStatus === 'cancelled' ? 0 : null,
  })),
  { paymentStatus: 'lapsed', appointmentStatus: 'cancelled', feePence: FEE, refundDuePence: 0 },
  { paymentStatus: 'authorized', appointmentStatus: 'cancelled', feePence: FEE, refundDuePence: 0 },
  { paymentStatus: 'completed', appointmentStatus: 'cancelled', feePence: FEE, refundDuePence: 0 },
  { paymentStatus: 'failed', feePence: FEE },
  { paymentStatus: 'pending', feePence: FEE },
  { paymentStatus: 'pending', appointmentStatus: 'cancelled', feePence: FEE, refundDuePence: 0 },
  { paymentStatus: 'failed', appointmentStatus: 'cancelled', feePence: FEE, refundDuePence: 0 },
  { paymentStatus: undefined, feePence: FEE },
  ...PAYMENT_STATUSES.flatMap((paymentStatus) =>
    (['pending', 'confirmed', 'cancelled', 'completed'] as const).map((appointmentStatus): MoneyFacts => ({
      paymentStatus,
      appointmentStatus,
      feePence: FEE,
      refundDuePence: appointmentStatus === 'cancelled' ? 1950 : null,
      capturedPence: 1950,
      releasedPence: 1950,
    })),
  ),
  ...PAYMENT_STATUSES.map((paymentStatus): MoneyFacts => ({ paymentStatus, feePence: FEE })),
];

/** And every status in every appointment state, mode and stage of a cancellation, with a round and an odd fee. */
const MONEY: ReadonlyArray<Partial<MoneyFacts>> = [
  {},
  { refundDuePence: 1950 },
  { refundDuePence: 3900 },
  { refundDuePence: 0 },
  { refundedPence: 1950, capturedPence: 3900 },
  { refundedPence: 3900 },
  { capturedPence: 1950, releasedPence: 1950 },
  { refundDuePence: 1950, capturedPence: 1950, releasedPence: 1950 },
];
const EVERY_CASE: MoneyFacts[] = [...PAYMENT_STATUSES, undefined, null].flatMap((paymentStatus) =>
  [undefined, ...APPOINTMENT_STATUSES].flatMap((appointmentStatus) =>
    ([undefined, 'authorisation', 'immediate'] as const).flatMap((captureMode) =>
      [FEE, 3901].flatMap((feePence) =>
        MONEY.map((money): MoneyFacts => ({
          paymentStatus,
          appointmentStatus,
          captureMode,
          feePence,
          ...money,
        })),
      ),
    ),
  ),
);
const CASES = [...ENGLISH_SPEC_CASES, ...EVERY_CASE];

/** A text's case, and which of its wording it is (label, sentence, text). */
const factsOf = (t: WelshText) => t.args[0] as MoneyFacts;
const fieldOf = (t: WelshText) => t.path.slice('paymentWording.'.length);

/** English money words and the Welsh that must stand for each, no more and no less. */
const MONEY_WORDS: ReadonlyArray<readonly [string, RegExp, RegExp]> = [
  ['refund', /refund/i, /ad-dal/i],
  ['release', /releas/i, /r(h)?yddha/i],
  ['take', /\b(take|taken|took|taking)\b/i, /\b(cymryd|gymryd|chymryd|cymerwyd|chymerwyd|cymerir)\b/i],
  ['pay', /\b(paid|pay)\b/i, /(?<!ad-)\b(talu|thalu|dalu|daloch|talwyd)\b/i],
  ['held', /\b(held|hold)\b/i, /\b(dal|ddal|daliwyd|ddaliwyd)\b/i],
  ['kept', /\b(kept|keeping)\b/i, /\b(cadw|cadwyd)\b/i],
  ['nothing', /\bnothing\b/i, /\bdim\b/i],
  ['confirm', /confirm/i, /adarnha/i],
  ['lapsed', /lapsed/i, /darfod|\bi ben\b/i],
  ['in full', /in full/i, /yn llawn/i],
];
/**
 * Where a Welsh text leaves out an English word for room (a text is at most 45 characters): "We'll take
 * £19.50 of £39 held, release rest" is "Cymryd £19.50 o £39, rhyddhau'r gweddill"; the sentence and the
 * label of the same case say it was held.
 */
const LEFT_OUT_FOR_ROOM = (t: WelshText, word: string) =>
  fieldOf(t) === 'text' && word === 'held' && /of £[\d.]+ held/.test(t.en);

describeWelshMirror(
  paymentWordingCy.name,
  {
    english: en,
    welsh: PAYMENT_WORDING_CY,
    review: PAYMENT_WORDING_WELSH_REVIEW,
    fingerprint: TRANSLATED_FROM_ENGLISH_SHA256,
    fingerprintOf: () => CASES.map((facts) => [JSON.stringify(facts), paymentWording(facts)]),
    notPatientText: {
      PAYMENT_STATUSES: 'codes',
      APPOINTMENT_STATUSES: 'codes',
      poundsText: '"£19.50" is written the same in Welsh',
      moneyFactsOf: 'a mapping of columns, not words',
      isBooking: 'a rule, not words',
    },
    argsFor: (path) => (path === 'paymentWording' ? CASES.map((facts) => [facts]) : path === 'feeForPractices' ? [[3900], [1950]] : undefined),
    // The facts of a case choose the wording; the amounts in it are checked as numbers.
    argsPutIn: false,
    englishWords:
      /\b(the|you|your|we|our|and|not|this|will|has|have|been|was|is|booking|fee|card|held|hold|taken|take|refund(ed)?|released?|paid|payment|nothing|kept|being|lapsed|in|full)\b/i,
    // More than 2000 cases, a label, a sentence and a text each.
    textCount: { atLeast: 3 * 2001 },
  },
  (texts) => {
    it('is the paymentWordingCy the Welsh pages call', () => {
      expect(PAYMENT_WORDING_CY.paymentWording).toBe(paymentWordingCy);
    });

    it('says refunded, released, taken, paid, held, kept, nothing and confirmed exactly where the English does', () => {
      const wrong = texts.flatMap((t) =>
        MONEY_WORDS.filter(
          ([word, e, w]) => e.test(t.en) !== w.test(t.cy) && !LEFT_OUT_FOR_ROOM(t, word),
        ).map(([word]) => `${word}: ${t.at}: ${t.cy} | ${t.en}`),
      );
      expect(wrong).toEqual([]);
    });

    it('never says ad-dalu (refunded) for a fee that was only held, in any state of a cancellation', () => {
      const held: MoneyFacts[] = [
        { paymentStatus: 'authorized', appointmentStatus: 'cancelled', feePence: FEE, refundDuePence: 1950 },
        { paymentStatus: 'authorized', appointmentStatus: 'cancelled', feePence: FEE, refundDuePence: 3900 },
        { paymentStatus: 'authorized', appointmentStatus: 'cancelled', feePence: FEE },
        HALF_TAKEN_HALF_RELEASED,
        ALL_RELEASED,
        { paymentStatus: 'lapsed', appointmentStatus: 'cancelled', feePence: FEE, refundDuePence: 0 },
      ];
      for (const facts of held) {
        const w = paymentWordingCy(facts);
        for (const words of [w.label, w.sentence, w.text]) expect(words).not.toMatch(/ad-dal/i);
      }
      expect(paymentWordingCy(held[1]).sentence).toBe(
        "Rydym yn rhyddhau'r £39 a ddaliwyd ar eich cerdyn: ni fydd dim yn cael ei gymryd.",
      );
      expect(paymentWordingCy(held[4]).sentence).toBe(
        "Rydym wedi rhyddhau'r £39 a ddaliwyd ar eich cerdyn: ni chymerwyd dim.",
      );
      expect(paymentWordingCy(held[3]).sentence).toBe(
        "Rydym wedi cymryd £19.50 o'r £39 a ddaliwyd ar eich cerdyn ac wedi rhyddhau'r gweddill.",
      );
    });

    it('says paid only when the fee was taken, and held only while it is held, as the English', () => {
      for (const paymentStatus of PAYMENT_STATUSES) {
        const w = paymentWordingCy({ paymentStatus, feePence: FEE });
        expect(/wedi talu/.test(w.sentence)).toBe(paymentStatus === 'completed');
        expect(/wedi'i dal ar eich cerdyn/.test(w.sentence)).toBe(paymentStatus === 'authorized');
      }
      expect(paymentWordingCy({ paymentStatus: undefined, feePence: FEE }).sentence).not.toMatch(
        /talu|dal\b/,
      );
    });

    it('fits the same room as the English: a full sentence, a short label, a text in plain GSM characters', () => {
      for (const t of texts.filter((t) => factsOf(t).feePence === FEE)) {
        const said = `${t.at}: ${t.cy}`;
        if (fieldOf(t) === 'sentence') expect(said).toMatch(/: [A-Z£].*\.$/);
        // A Welsh label runs a little longer than the English's 32 characters; a list cell wraps it.
        if (fieldOf(t) === 'label') expect(`${t.cy.length} ${said}`).toMatch(/^([0-9]|[1-3][0-9]|40) /);
        if (fieldOf(t) === 'text') {
          expect(`${t.cy.length <= 45} ${said}`).toMatch(/^true /);
          expect(t.cy).toMatch(/^[\x20-\x7e£]+$/);
        }
      }
    });
  },
);
