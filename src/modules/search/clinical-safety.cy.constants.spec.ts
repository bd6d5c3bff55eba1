import { describeWelshMirror } from '../../../test/support/welsh-mirror.js';
import { SERVICE_HOURS_TEXT } from '../site/site.constants.js';
import * as en from './clinical-safety.constants.js';
import {
  CLINICAL_SAFETY_CY,
  CLINICAL_WELSH_REVIEW,
  emergencyCareMessageCy,
  NHS_111_BY_NATION_CY,
  NHS_111_WALES_ONLINE_URL_CY,
  nhs111NameCy,
  nhs111ServicesCy,
  NOT_TRANSLATED,
  RED_FLAG_LABELS_CY,
  SERVICE_HOURS_TEXT_CY,
  TRANSLATED_FROM_ENGLISH_SHA256,
  WELSH_PROVENANCE,
  WELSH_SOURCES,
} from './clinical-safety.cy.constants.js';

const NATIONS = ['england', 'scotland', 'wales'] as const;
const NATIONS_AND_NONE = [...NATIONS, undefined, null] as const;

const withoutUrls = (text: string) => text.replace(/https?:\/\/\S+/g, '');
const count = (text: string, number: string) =>
  withoutUrls(text).match(new RegExp(`(?<!\\d)${number}(?!\\d)`, 'g'))?.length ?? 0;
const same = (a: string, b: string) =>
  a
    .trim()
    .replace(/[.:!?]+$/, '')
    .toLowerCase() ===
  b
    .trim()
    .replace(/[.:!?]+$/, '')
    .toLowerCase();
/** A text's key in WELSH_PROVENANCE: a list is one text there, its items are texts here. */
const provenanceKey = (path: string) => path.replace(/\[\d+\]$/, '');

describeWelshMirror(
  'Welsh clinical safety constants',
  {
    english: en,
    welsh: CLINICAL_SAFETY_CY,
    review: CLINICAL_WELSH_REVIEW,
    reviewBy: 'a Welsh-speaking clinician',
    reviewer:
      'a Welsh-speaking clinician (dentist or doctor), to be named; accepted by the Clinical Safety Officer',
    fingerprint: TRANSLATED_FROM_ENGLISH_SHA256,
    notPatientText: {
      CLINICAL_SOURCE: 'a source',
      NHS_111_ONLINE_URL: 'a link',
      NHS_111_TEL: 'a number',
      EMERGENCY_TEL: 'a number',
      NHS_111_SOURCE: 'a source',
      nhs111Services: 'a helper (nhs111ServicesCy is its Welsh)',
      nhs111Name: 'a helper (nhs111NameCy is its Welsh)',
      RED_FLAG_CODES: 'codes',
      URGENT_ISSUE_CODES: 'codes',
      KNOCKED_OUT_TOOTH_WITHIN_MINUTES: 'a number',
      serviceHoursFrom: 'a helper',
      SERVICE_HOURS: 'numbers',
      outsideServiceHours: 'a rule, not words',
      RED_FLAG_MESSAGES: 'the api’s 400s, to a client’s developer',
    },
    notTranslated: { list: NOT_TRANSLATED, expected: ['KNOCKED_OUT_TOOTH.issuePrefix'] },
    // A Welsh-locale link differs, and is checked on its own.
    notWords: ['nation', 'url', 'code'],
    // Services outside Wales have no Welsh name: their own name stays.
    keptEnglish: ['NHS_111_BY_NATION.england.name', 'NHS_111_BY_NATION.scotland.name'],
    // Every nation and none, or every case of the lead.
    argsFor: (path) =>
      path === 'KNOCKED_OUT_TOOTH_NOW.lead'
        ? [false, true].flatMap((timeBelow) => [false, true].map((noneToday) => [{ timeBelow, noneToday }]))
        : NATIONS_AND_NONE.map((nation) => [nation]),
    // A nation's code chooses the sentence; it is not put into it.
    argsPutIn: false,
    // "1 or both eyes" is "un llygad neu'r ddau"; 999 and 111, which must stay digits, are checked below.
    numbersKept: false,
    englishWords: /\b(the|you|your|call|if|and|not|sure|go|can)\b/i,
    englishWordsIn: ({ cy }) => withoutUrls(cy),
    textCount: { atLeast: 101 },
  },
  (texts) => {
    it('word every one of the five emergency signs, in the English order', () => {
      expect(Object.keys(RED_FLAG_LABELS_CY)).toEqual([...en.RED_FLAG_CODES]);
      expect(Object.keys(RED_FLAG_LABELS_CY)).toHaveLength(5);
    });

    it('give a whole Welsh sentence for every nation and for none, naming that nation’s service and link', () => {
      const functions = texts.filter(({ at }) => at.includes('('));
      expect(new Set(functions.map(({ path }) => path)).size).toBe(10);
      for (const { at, en: english, cy } of functions) {
        for (const nation of NATIONS) {
          const service = en.NHS_111_BY_NATION[nation];
          const welsh = NHS_111_BY_NATION_CY[nation];
          // "NHS 111" is inside "NHS 111 Wales": only a mention of England's service itself counts.
          if (new RegExp(`${service.name}(?! Wales)`).test(english))
            expect(`${at}: ${cy}`).toContain(welsh.name);
          if (english.toLowerCase().includes(service.call.toLowerCase()))
            expect(`${at}: ${cy.toLowerCase()}`).toContain(welsh.call.toLowerCase());
          if (english.includes(service.online.url)) expect(`${at}: ${cy}`).toContain(welsh.online.url);
        }
        expect(cy).not.toContain('NHS 111 Wales');
      }
    });

    it('keep 999 and 111 wherever the English says them', () => {
      const lost = texts.filter(
        ({ en: english, cy }) =>
          count(cy, '999') < count(english, '999') || count(cy, '111') < count(english, '111'),
      );
      expect(lost.map(({ at, cy }) => `${at}: ${cy}`)).toEqual([]);
    });

    it('never put an unmutated place or service name after a word that mutates it', () => {
      expect(texts.filter(({ cy }) => /\b(i|o|yn) (Cymru|GIG)\b/.test(cy)).map(({ at }) => at)).toEqual([]);
    });

    it('name GIG 111 Cymru for Wales, with its Welsh-language site, and keep the other nations’ own links', () => {
      expect(NHS_111_BY_NATION_CY.wales.name).toBe('GIG 111 Cymru');
      expect(NHS_111_BY_NATION_CY.wales.online.url).toBe(NHS_111_WALES_ONLINE_URL_CY);
      expect(new URL(NHS_111_WALES_ONLINE_URL_CY).host).toBe('111.wales.nhs.uk');
      expect(new URL(NHS_111_WALES_ONLINE_URL_CY).searchParams.get('locale')).toBe('cy');
      expect(NHS_111_BY_NATION_CY.england.online.url).toBe(en.NHS_111_BY_NATION.england.online.url);
      expect(NHS_111_BY_NATION_CY.scotland.online.url).toBe(en.NHS_111_BY_NATION.scotland.online.url);
      expect(NHS_111_BY_NATION_CY.scotland.dental?.url).toBe(en.NHS_111_BY_NATION.scotland.dental?.url);
      expect(nhs111ServicesCy('wales').map((s) => s.name)).toEqual(['GIG 111 Cymru']);
      expect(nhs111ServicesCy(null).map((s) => s.name)).toEqual(['NHS 111', 'NHS 24', 'GIG 111 Cymru']);
      expect(nhs111NameCy(undefined)).toBe('111');
    });

    it("say 999, A&E, the nation's 111 service and 'do not drive' in the api's refusal, as in English", () => {
      for (const nation of NATIONS_AND_NONE) {
        const message = emergencyCareMessageCy(nation);
        expect(message).toContain("Ffoniwch 999 neu ewch i'r Adran Achosion Brys (A&E) nawr");
        expect(message).toContain(CLINICAL_SAFETY_CY.EMERGENCY_CARE.doNotDrive);
        for (const service of nhs111ServicesCy(nation)) expect(message).toContain(service.online.url);
      }
      expect(emergencyCareMessageCy('scotland')).toContain('ffoniwch NHS 24 ar 111');
      expect(emergencyCareMessageCy('wales')).toContain('ffoniwch GIG 111 Cymru ar 111');
    });

    it("say the support line's hours from the same numbers, and notice when the English hours text changes", () => {
      expect(SERVICE_HOURS_TEXT).toMatch(/, 7 days a week$/);
      expect(SERVICE_HOURS_TEXT_CY).toBe('8yb-8yh, 7 diwrnod yr wythnos');
    });

    it('record where every Welsh text comes from, and nothing else, each awaiting the module’s review', () => {
      const paths = new Set(texts.map(({ path }) => provenanceKey(path)));
      expect([...paths].filter((path) => !(path in WELSH_PROVENANCE))).toEqual([]);
      expect(Object.keys(WELSH_PROVENANCE).filter((path) => !paths.has(path))).toEqual([]);
      for (const provenance of Object.values(WELSH_PROVENANCE))
        expect(provenance.review).toBe(CLINICAL_WELSH_REVIEW.status);
    });

    it("cite for every 'nhs-wales-welsh' text a Welsh page with its address, and quote it whole", () => {
      const fromNhsWales = Object.entries(WELSH_PROVENANCE).filter(([, p]) => p.status === 'nhs-wales-welsh');
      expect(fromNhsWales.length).toBeGreaterThan(0);
      for (const [path, provenance] of fromNhsWales) {
        expect(provenance.source).toBeDefined();
        const source = WELSH_SOURCES[provenance.source!];
        expect(source.url).toMatch(/^https:\/\//);
        expect(source.language).toBe('cy');
        const text = texts.find((t) => t.path === path);
        expect(text?.at).toBe(path); // a plain string, not a list or a function
        expect(same(text!.cy, provenance.quote ?? '')).toBe(true);
      }
      for (const source of Object.values(WELSH_SOURCES)) {
        expect(source.url).toMatch(/^https:\/\//);
        expect(source.readOn).toBe('2026-11-29');
        expect(source.title.length).toBeGreaterThan(3);
      }
    });
  },
);
