import { describeWelshMirror, type WelshText } from '../../../../test/support/welsh-mirror.js';
import { SERVICE_OPENS_AT } from '../../search/clinical-safety.constants.js';
import { SERVICE_OPENS_AT_CY } from '../../search/clinical-safety.cy.constants.js';
import { APPOINTMENT_STATUSES } from './payment-wording.rules.js';
import * as en from './appointment-state-wording.rules.js';
import {
  appointmentStateWording,
  cancellationReasonSentence,
  PATIENT_STATES,
  type StateFacts,
} from './appointment-state-wording.rules.js';
import {
  APPOINTMENT_STATE_WORDING_CY,
  APPOINTMENT_STATE_WORDING_WELSH_REVIEW,
  appointmentStateWordingCy,
  cancellationReasonSentenceCy,
  TRANSLATED_FROM_ENGLISH_SHA256,
} from './appointment-state-wording.cy.rules.js';

const noon = new Date('2027-06-09T11:00:00Z'); // 12:00 BST, inside 8am-8pm
const midnight = new Date('2027-06-09T23:05:00Z'); // 00:05 BST
const beforeOpening = new Date('2027-01-12T07:59:00Z'); // 07:59 GMT
const atOpening = new Date('2027-01-12T08:00:00Z'); // 08:00 GMT
const atClosing = new Date('2027-06-09T19:00:00Z'); // 20:00 BST

type Options = { now: Date; texts: boolean };
/** Every case the English spec runs, word for word. */
const ENGLISH_SPEC_CASES: Array<[StateFacts, Options]> = [
  [{ status: 'pending' }, { now: noon, texts: true }],
  [{ status: 'pending' }, { now: noon, texts: false }],
  [{ status: 'pending' }, { now: midnight, texts: true }],
  [{ status: 'confirmed' }, { now: noon, texts: true }],
  [
    { status: 'cancelled', cancelledBy: 'patient' },
    { now: noon, texts: true },
  ],
  [
    { status: 'confirmed', outcome: 'attended' },
    { now: noon, texts: true },
  ],
  [
    { status: 'confirmed', outcome: 'no_show' },
    { now: noon, texts: true },
  ],
  [
    { status: 'cancelled', cancelledBy: 'admin' },
    { now: noon, texts: true },
  ],
  [
    { status: 'confirmed', rescheduledCount: 1 },
    { now: noon, texts: true },
  ],
  [
    { status: 'cancelled', rescheduledCount: 2 },
    { now: noon, texts: true },
  ],
  [
    { status: 'cancelled', cancelledBy: 'admin', cancellationReason: 'The dentist is unwell' },
    { now: noon, texts: true },
  ],
  [
    { status: 'cancelled', cancelledBy: 'patient', cancellationReason: 'You asked us by phone.' },
    { now: noon, texts: true },
  ],
  [
    { status: 'confirmed', cancellationReason: 'stray' },
    { now: noon, texts: true },
  ],
];
/** And every status, outcome, canceller, move and reason, by day and by night, texted or not. */
const REASONS = [
  undefined,
  null,
  'The dentist is unwell',
  'You asked us by phone.',
  '  Closed\n today!  ',
  '  ',
];
const EVERY_CASE: Array<[StateFacts, Options]> = APPOINTMENT_STATUSES.flatMap((status) =>
  ([undefined, null, 'attended', 'no_show', 'cancelled_by_practice'] as const).flatMap((outcome) =>
    [undefined, null, 'patient', 'admin', 'practice'].flatMap((cancelledBy) =>
      [undefined, null, 0, 2].flatMap((rescheduledCount) =>
        REASONS.flatMap((cancellationReason) =>
          [noon, midnight, beforeOpening, atOpening, atClosing].flatMap((now) =>
            [true, false].map((texts): [StateFacts, Options] => [
              { status, outcome, cancelledBy, rescheduledCount, cancellationReason },
              { now, texts },
            ]),
          ),
        ),
      ),
    ),
  ),
);
const CASES = [...ENGLISH_SPEC_CASES, ...EVERY_CASE];

/** The reason as the patient reads it, taken out: it is quoted as typed, in whatever language. */
const withoutReason = ({ args: [first], cy }: WelshText) => {
  const typed = typeof first === 'string' ? first : (first as StateFacts).cancellationReason;
  const r = typed?.trim().replace(/\s+/g, ' ');
  return r ? cy.split(r).join('') : cy;
};

describeWelshMirror(
  appointmentStateWordingCy.name,
  {
    english: en,
    welsh: APPOINTMENT_STATE_WORDING_CY,
    review: APPOINTMENT_STATE_WORDING_WELSH_REVIEW,
    fingerprint: TRANSLATED_FROM_ENGLISH_SHA256,
    fingerprintOf: () => ({
      english: CASES.map(([facts, options]) => [
        JSON.stringify({ facts, options }),
        appointmentStateWording(facts, options),
      ]),
      reasons: REASONS.map((reason) => cancellationReasonSentence(reason) ?? null),
    }),
    notPatientText: { PATIENT_STATES: 'codes', patientState: 'a rule, not words' },
    // Codes, the same in both languages: checked equal to the English below.
    notWords: ['state', 'calendar'],
    argsFor: (path) => {
      if (path === 'appointmentStateWording') return CASES;
      if (path === 'cancellationReasonSentence') return REASONS.map((reason) => [reason]);
    },
    // The facts of a case choose the wording; the reason typed is quoted, and taken out before looking for English.
    argsPutIn: false,
    englishWords:
      /\b(the|you|your|we|our|and|not|this|will|has|have|been|is|as|soon|it|does|yet|booked|waiting|confirmed?|cancelled|attended|missed|practice|moved|text|time|reason|given)\b/i,
    englishWordsIn: withoutReason,
  },
  (texts) => {
    it('names the same state, calendar status, move and reason as the English, in every case', () => {
      expect(CASES.length).toBeGreaterThan(10_000);
      const differ = CASES.filter(([facts, options]) => {
        const e = appointmentStateWording(facts, options);
        const w = appointmentStateWordingCy(facts, options);
        return (
          e.state !== w.state ||
          e.calendar !== w.calendar ||
          (e.moved === undefined) !== (w.moved === undefined) ||
          (e.reason === undefined) !== (w.reason === undefined)
        );
      });
      expect(differ.map(([facts, options]) => JSON.stringify({ facts, options }))).toEqual([]);
    });

    it('promises a text only to a patient we text, and says the hour the practice is asked from only at night', () => {
      const wrong = texts.filter(
        (t) =>
          /a text and an e-mail/.test(t.en) !== /neges destun ac e-bost/.test(t.cy) ||
          /e-mail/.test(t.en) !== /e-bost/.test(t.cy) ||
          t.en.includes(SERVICE_OPENS_AT) !== t.cy.includes(`o ${SERVICE_OPENS_AT_CY} ymlaen`),
      );
      expect(wrong.map((t) => `${t.at}: ${t.cy} | ${t.en}`)).toEqual([]);
      expect(appointmentStateWordingCy({ status: 'pending' }, { now: midnight, texts: true }).sentence).toBe(
        "Mae eich apwyntiad wedi'i archebu. Rydym yn gofyn i'r practis ei gadarnhau o 8yb ymlaen, a byddwn yn anfon neges destun ac e-bost atoch cyn gynted ag y bydd wedi gwneud hynny.",
      );
    });

    it('has one label for each state, and one for a booking the practice cancelled', () => {
      const labels = new Map(
        CASES.map(([facts, options]) => {
          const w = appointmentStateWordingCy(facts, options);
          const e = appointmentStateWording(facts, options);
          return [e.label, w.label] as const;
        }),
      );
      expect(labels.size).toBe(PATIENT_STATES.length + 1);
      expect(new Set(labels.values()).size).toBe(labels.size);
    });

    it('keeps its labels to plain GSM characters, as a text message quotes them (sms.rules.ts)', () => {
      const labels = new Set(
        CASES.map(([facts, options]) => appointmentStateWordingCy(facts, options).label),
      );
      for (const label of labels) expect(label).toMatch(/^[\x20-\x7e]+$/);
    });

    it('quotes the reason as given, on the cancelled state only, ending with a stop', () => {
      expect(
        appointmentStateWordingCy(
          { status: 'cancelled', cancelledBy: 'admin', cancellationReason: 'The dentist is unwell' },
          { now: noon, texts: true },
        ).reason,
      ).toBe('Y rheswm a roddwyd i ni: The dentist is unwell.');
      expect(
        appointmentStateWordingCy(
          { status: 'confirmed', cancellationReason: 'stray' },
          { now: noon, texts: true },
        ).reason,
      ).toBeUndefined();
      expect(cancellationReasonSentenceCy('  Closed\n today!  ')).toBe(
        'Y rheswm a roddwyd i ni: Closed today!',
      );
      expect(cancellationReasonSentenceCy('Mae’r deintydd yn sâl')).toBe(
        'Y rheswm a roddwyd i ni: Mae’r deintydd yn sâl.',
      );
      for (const reason of REASONS) {
        expect(cancellationReasonSentenceCy(reason) === undefined).toBe(
          cancellationReasonSentence(reason) === undefined,
        );
      }
    });
  },
);
