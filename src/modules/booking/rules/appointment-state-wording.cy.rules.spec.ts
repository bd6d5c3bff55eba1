import { createHash } from 'node:crypto';
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

/** English exports that are not words, and why. */
const NOT_PATIENT_TEXT: Record<string, string> = {
  PATIENT_STATES: 'codes',
  patientState: 'a rule, not words',
};

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

const FIELDS = ['label', 'sentence', 'moved', 'reason'] as const;
interface Said {
  facts: StateFacts;
  options: Options;
  field: (typeof FIELDS)[number];
  en: string | undefined;
  cy: string | undefined;
}
const SAID: Said[] = CASES.flatMap(([facts, options]) => {
  const english = appointmentStateWording(facts, options);
  const welsh = appointmentStateWordingCy(facts, options);
  return FIELDS.map((field) => ({ facts, options, field, en: english[field], cy: welsh[field] }));
});
const WORDS = SAID.filter((s) => s.en !== undefined);
const at = ({ facts, options, field, cy }: Said) =>
  `${JSON.stringify(facts)} ${JSON.stringify(options)}.${field}: ${cy}`;

/** Words that would give away English left in a Welsh text. */
const ENGLISH_WORDS =
  /\b(the|you|your|we|our|and|not|this|will|has|have|been|is|as|soon|it|does|yet|booked|waiting|confirmed?|cancelled|attended|missed|practice|moved|text|time|reason|given)\b/i;
/** The reason as the patient reads it, taken out: it is quoted as typed, in whatever language. */
const withoutReason = ({ facts, cy }: Said) => {
  const r = facts.cancellationReason?.trim().replace(/\s+/g, ' ');
  return r ? (cy ?? '').split(r).join('') : (cy ?? '');
};
const numbers = (text: string) => (text.match(/\d+/g) ?? []).sort();

describe(appointmentStateWordingCy.name, () => {
  it('gives the wording and the reason of the same names, and says why the other exports have none', () => {
    const unclassified = Object.keys(en).filter(
      (name) => !(name in APPOINTMENT_STATE_WORDING_CY) && !(name in NOT_PATIENT_TEXT),
    );
    expect(unclassified).toEqual([]);
    for (const name of Object.keys(NOT_PATIENT_TEXT)) expect(`${name}: ${name in en}`).toBe(`${name}: true`);
  });

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

  it('words every case in Welsh: never empty, never the English, no English words left but the reason as typed', () => {
    const bad = WORDS.filter(
      (s) =>
        typeof s.cy !== 'string' ||
        s.cy.trim() === '' ||
        s.cy === s.en ||
        ENGLISH_WORDS.test(withoutReason(s)),
    );
    expect(bad.map(at)).toEqual([]);
  });

  it('promises a text only to a patient we text, and says the hour the practice is asked from only at night', () => {
    const wrong = WORDS.filter(
      (s) =>
        /a text and an e-mail/.test(s.en!) !== /neges destun ac e-bost/.test(s.cy!) ||
        /e-mail/.test(s.en!) !== /e-bost/.test(s.cy!) ||
        s.en!.includes(SERVICE_OPENS_AT) !== s.cy!.includes(`o ${SERVICE_OPENS_AT_CY} ymlaen`) ||
        numbers(s.en!).join(' ') !== numbers(s.cy!).join(' '),
    );
    expect(wrong.map((s) => `${at(s)} | ${s.en}`)).toEqual([]);
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
    const labels = new Set(CASES.map(([facts, options]) => appointmentStateWordingCy(facts, options).label));
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

  it('is marked as awaiting review by a Welsh translator, and not shown to patients', () => {
    expect(APPOINTMENT_STATE_WORDING_WELSH_REVIEW).toEqual({
      status: 'awaiting review by a Welsh translator',
      shownToPatients: false,
      reviewer: 'a Welsh translator, to be named',
      reviewedOn: null,
    });
  });

  it('was translated from the English wording as it is now (a changed English wording needs its Welsh redone)', () => {
    const english = CASES.map(([facts, options]) => [
      JSON.stringify({ facts, options }),
      appointmentStateWording(facts, options),
    ]);
    const reasons = REASONS.map((reason) => cancellationReasonSentence(reason) ?? null);
    const sha256 = createHash('sha256').update(JSON.stringify({ english, reasons })).digest('hex');
    // On a change: update the Welsh of the changed cases, keep them awaiting review, then set this to the new hash.
    expect(`TRANSLATED_FROM_ENGLISH_SHA256 = '${sha256}'`).toBe(
      `TRANSLATED_FROM_ENGLISH_SHA256 = '${TRANSLATED_FROM_ENGLISH_SHA256}'`,
    );
  });
});
