import { createHash } from 'node:crypto';
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

/** English exports that are not patient-facing words: sources, numbers, codes, helpers, the api's 400s. */
const NOT_PATIENT_TEXT = [
  'CLINICAL_SOURCE',
  'NHS_111_ONLINE_URL',
  'NHS_111_TEL',
  'EMERGENCY_TEL',
  'NHS_111_SOURCE',
  'nhs111Services',
  'nhs111Name',
  'RED_FLAG_CODES',
  'URGENT_ISSUE_CODES',
  'KNOCKED_OUT_TOOTH_WITHIN_MINUTES',
  'serviceHoursFrom',
  'SERVICE_HOURS',
  'outsideServiceHours',
  'RED_FLAG_MESSAGES',
];
/** Not words: the same in both languages (a Welsh-locale link differs, and is checked on its own). */
const NOT_WORDS = new Set(['nation', 'url', 'code']);
/** Services outside Wales have no Welsh name: their own name stays. */
const KEPT_NAMES = new Set(['NHS_111_BY_NATION.england.name', 'NHS_111_BY_NATION.scotland.name']);

type Fn = (...args: unknown[]) => string;
interface Text {
  /** The text's key in WELSH_PROVENANCE (a list or a function is one text). */
  path: string;
  /** Which item or which arguments, for a readable failure. */
  at: string;
  en: string;
  cy: string;
}

/** The arguments each function text is read with: every nation and none, or every case of the lead. */
function argsFor(path: string): unknown[][] {
  if (path === 'KNOCKED_OUT_TOOTH_NOW.lead') {
    return [false, true].flatMap((timeBelow) => [false, true].map((noneToday) => [{ timeBelow, noneToday }]));
  }
  return NATIONS_AND_NONE.map((nation) => [nation]);
}

/** Where the Welsh differs in shape from the English: a missing or extra key, a list of another length. */
function shapeDiff(english: unknown, welsh: unknown, path: string): string[] {
  if ((NOT_TRANSLATED as readonly string[]).includes(path)) return [];
  if (typeof english === 'function') return typeof welsh === 'function' ? [] : [path];
  if (typeof english === 'string') return typeof welsh === 'string' ? [] : [path];
  if (Array.isArray(english))
    return Array.isArray(welsh) && welsh.length === english.length ? [] : [`${path} (length)`];
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
  if (typeof english === 'function') {
    return argsFor(path).map((args) => ({
      path,
      at: `${path}(${JSON.stringify(args)})`,
      en: (english as Fn)(...args),
      cy: (welsh as Fn)(...args),
    }));
  }
  if (typeof english === 'string') return [{ path, at: path, en: english, cy: welsh as string }];
  if (Array.isArray(english))
    return english.map((item, i) => ({
      path,
      at: `${path}[${i}]`,
      en: item as string,
      cy: (welsh as string[])[i],
    }));
  if (english === undefined || english === null || typeof english !== 'object') return [];
  const e = english as Record<string, unknown>;
  const w = welsh as Record<string, unknown>;
  return Object.keys(e)
    .filter((key) => !NOT_WORDS.has(key) && !(NOT_TRANSLATED as readonly string[]).includes(`${path}.${key}`))
    .flatMap((key) => texts(e[key], w[key], `${path}.${key}`));
}

const EN = en as unknown as Record<string, unknown>;
const CY = CLINICAL_SAFETY_CY as unknown as Record<string, unknown>;
const ALL: Text[] = Object.keys(CY).flatMap((name) => texts(EN[name], CY[name], name));

const withoutUrls = (text: string) => text.replace(/https?:\/\/\S+/g, '');
const count = (text: string, number: string) =>
  withoutUrls(text).match(new RegExp(`(?<!\\d)${number}(?!\\d)`, 'g'))?.length ?? 0;
/** Words that would give away English left in a Welsh text. */
const ENGLISH_WORDS = /\b(the|you|your|call|if|and|not|sure|go|can)\b/i;
const same = (a: string, b: string) =>
  a
    .trim()
    .replace(/[.:!?]+$/, '')
    .toLowerCase() ===
  b
    .trim()
    .replace(/[.:!?]+$/, '')
    .toLowerCase();

describe('Welsh clinical safety constants', () => {
  it('give every patient-facing English export a Welsh one of the same name, or say why it has none', () => {
    const unclassified = Object.keys(en).filter((name) => !(name in CY) && !NOT_PATIENT_TEXT.includes(name));
    expect(unclassified).toEqual([]);
    for (const name of Object.keys(CY)) expect(name in EN).toBe(true);
  });

  it('mirror the English shapes: the same keys, the same list lengths, functions where English has functions', () => {
    expect(Object.keys(CY).flatMap((name) => shapeDiff(EN[name], CY[name], name))).toEqual([]);
    expect(NOT_TRANSLATED).toEqual(['KNOCKED_OUT_TOOTH.issuePrefix']);
  });

  it('word every one of the five emergency signs, in the English order', () => {
    expect(Object.keys(RED_FLAG_LABELS_CY)).toEqual([...en.RED_FLAG_CODES]);
    expect(Object.keys(RED_FLAG_LABELS_CY)).toHaveLength(5);
  });

  it('leave no Welsh text empty, equal to its English, or with English words in it', () => {
    expect(ALL.length).toBeGreaterThan(100);
    const bad = ALL.filter(({ path, en: english, cy }) => {
      if (typeof cy !== 'string' || cy.trim() === '') return true;
      if (KEPT_NAMES.has(path)) return cy !== english;
      return cy === english || ENGLISH_WORDS.test(withoutUrls(cy));
    });
    expect(bad.map(({ at, cy }) => `${at}: ${cy}`)).toEqual([]);
  });

  it('give a whole Welsh sentence for every nation and for none, naming that nation’s service and link', () => {
    const functions = ALL.filter(({ at }) => at.includes('('));
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
    const lost = ALL.filter(
      ({ en: english, cy }) =>
        count(cy, '999') < count(english, '999') || count(cy, '111') < count(english, '111'),
    );
    expect(lost.map(({ at, cy }) => `${at}: ${cy}`)).toEqual([]);
  });

  it('never put an unmutated place or service name after a word that mutates it', () => {
    expect(ALL.filter(({ cy }) => /\b(i|o|yn) (Cymru|GIG)\b/.test(cy)).map(({ at }) => at)).toEqual([]);
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

  it('record where every Welsh text comes from, and nothing else', () => {
    const paths = new Set(ALL.map(({ path }) => path));
    expect([...paths].filter((path) => !(path in WELSH_PROVENANCE))).toEqual([]);
    expect(Object.keys(WELSH_PROVENANCE).filter((path) => !paths.has(path))).toEqual([]);
  });

  it("cite for every 'nhs-wales-welsh' text a Welsh page with its address, and quote it whole", () => {
    const fromNhsWales = Object.entries(WELSH_PROVENANCE).filter(([, p]) => p.status === 'nhs-wales-welsh');
    expect(fromNhsWales.length).toBeGreaterThan(0);
    for (const [path, provenance] of fromNhsWales) {
      expect(provenance.source).toBeDefined();
      const source = WELSH_SOURCES[provenance.source!];
      expect(source.url).toMatch(/^https:\/\//);
      expect(source.language).toBe('cy');
      const text = ALL.find((t) => t.path === path);
      expect(text?.at).toBe(path); // a plain string, not a list or a function
      expect(same(text!.cy, provenance.quote ?? '')).toBe(true);
    }
    for (const source of Object.values(WELSH_SOURCES)) {
      expect(source.url).toMatch(/^https:\/\//);
      expect(source.readOn).toBe('2026-11-29');
      expect(source.title.length).toBeGreaterThan(3);
    }
  });

  it('mark every Welsh text as awaiting review by a Welsh-speaking clinician, and not shown to patients', () => {
    expect(CLINICAL_WELSH_REVIEW.status).toBe('awaiting review by a Welsh-speaking clinician');
    expect(CLINICAL_WELSH_REVIEW.shownToPatients).toBe(false);
    expect(CLINICAL_WELSH_REVIEW.reviewedOn).toBeNull();
    for (const provenance of Object.values(WELSH_PROVENANCE))
      expect(provenance.review).toBe(CLINICAL_WELSH_REVIEW.status);
  });

  it('were translated from the English wording as it is now (a changed English text needs its Welsh redone)', () => {
    const english = ALL.map(({ at, en: text }) => [at, text]);
    const sha256 = createHash('sha256').update(JSON.stringify(english)).digest('hex');
    // On a change: update the Welsh of the changed texts, keep them awaiting review, then set this to the new hash.
    expect(`TRANSLATED_FROM_ENGLISH_SHA256 = '${sha256}'`).toBe(
      `TRANSLATED_FROM_ENGLISH_SHA256 = '${TRANSLATED_FROM_ENGLISH_SHA256}'`,
    );
  });
});
