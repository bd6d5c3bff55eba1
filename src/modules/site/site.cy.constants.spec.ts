import { createHash } from 'node:crypto';
import { SERVICE_HOURS_TEXT_CY as CLINICAL_HOURS_CY } from '../search/clinical-safety.cy.constants.js';
import * as en from './site.constants.js';
import { SITE_CY, SITE_WELSH_REVIEW, TRANSLATED_FROM_ENGLISH_SHA256 } from './site.cy.constants.js';

/** English exports no patient reads, and why: they stay English (or are not words at all). */
const NOT_PATIENT_TEXT: Record<string, string> = {
  SITE_SETTINGS_DEFAULTS: 'settings, not words',
  GATE_COOKIE_MAX_AGE_SECONDS: 'a number',
  COOKIE_CONSENT_KEY: 'a storage key',
  COOKIE_CONSENT_COOKIE: 'a cookie name',
  SUCCESS_MESSAGE_MS: 'a number',
  SETTINGS_MESSAGE_MS: 'a number',
  PRACTICE_RELATIONS_PHONE_DISPLAY: 'the practices’ line, on the /register page for practices',
  PRACTICE_RELATIONS_PHONE_TEL: 'the practices’ line, a number',
  SETTINGS_MESSAGES: 'the admin’s settings tab',
  GATE_COOKIE: 'a cookie name',
};
/** Patient-facing, but the same in every language: the support line's number. */
const SAME_IN_WELSH = ['SUPPORT_PHONE_DISPLAY', 'SUPPORT_PHONE_TEL'];
/** English keys inside a translated export that have no Welsh on purpose. */
const NOT_TRANSLATED: readonly string[] = [];
/** Not words: the same in both languages. */
const NOT_WORDS = new Set<string>();

type Fn = (...args: unknown[]) => string;
interface Text {
  path: string;
  at: string;
  en: string;
  cy: string;
  args: unknown[];
}

/** The arguments each function text is read with (none here). */
function argsFor(path: string): unknown[][] {
  throw new Error(`no arguments known for ${path}`);
}

/** Where the Welsh differs in shape from the English: a missing or extra key, a list of another length. */
function shapeDiff(english: unknown, welsh: unknown, path: string): string[] {
  if (NOT_TRANSLATED.includes(path))
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
  if (NOT_TRANSLATED.includes(path)) return [];
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
const CY = SITE_CY as unknown as Record<string, unknown>;
const ALL: Text[] = Object.keys(CY).flatMap((name) => texts(EN[name], CY[name], name));

/** Words that would give away English left in a Welsh text. */
const ENGLISH_WORDS =
  /\b(the|you|your|we|our|us|and|not|please|this|that|with|for|will|has|have|been|enter|site|password|incorrect|over|days|week)\b/i;
/** The Welsh without the arguments put into it (a name or an address is the same in both). */
const withoutArgs = ({ cy, args }: Text) =>
  args.reduce<string>((text, arg) => (typeof arg === 'string' && arg ? text.split(arg).join('') : text), cy);
/** Digits, amounts and times as written ("£19.50", "1,500", "0330 088 2211" as three), sorted. */
const numbers = (text: string) => (text.match(/£?\d+(?:[.,:]\d+)*/g) ?? []).sort();

describe('Welsh site constants', () => {
  it('give every patient-facing English export a Welsh one of the same name, or say why it has none', () => {
    const unclassified = Object.keys(en).filter(
      (name) => !(name in CY) && !(name in NOT_PATIENT_TEXT) && !SAME_IN_WELSH.includes(name),
    );
    expect(unclassified).toEqual([]);
    for (const name of Object.keys(CY)) expect(name in EN).toBe(true);
    for (const name of [...Object.keys(NOT_PATIENT_TEXT), ...SAME_IN_WELSH])
      expect(`${name}: ${name in EN}`).toBe(`${name}: true`);
  });

  it('mirror the English shapes: the same keys, the same list lengths, functions where English has functions', () => {
    expect(Object.keys(CY).flatMap((name) => shapeDiff(EN[name], CY[name], name))).toEqual([]);
  });

  it('leave no Welsh text empty, equal to its English, or with English words in it', () => {
    expect(ALL.length).toBe(6);
    const bad = ALL.filter(
      (t) =>
        typeof t.cy !== 'string' || t.cy.trim() === '' || t.cy === t.en || ENGLISH_WORDS.test(withoutArgs(t)),
    );
    expect(bad.map(({ at, cy }) => `${at}: ${cy}`)).toEqual([]);
  });

  it('keep every number the English has, and add none', () => {
    const lost = ALL.filter(({ en: english, cy }) => numbers(english).join(' ') !== numbers(cy).join(' '));
    expect(lost.map(({ at, en: english, cy }) => `${at}: ${english} | ${cy}`)).toEqual([]);
  });

  it('say the service hours in the clinical module’s Welsh, and the support line’s number as it is', () => {
    expect(SITE_CY.SERVICE_HOURS_TEXT).toBe(CLINICAL_HOURS_CY);
    expect(SITE_CY.SERVICE_HOURS_TEXT).toBe('8yb-8yh, 7 diwrnod yr wythnos');
    expect(en.SERVICE_HOURS_TEXT).toBe('8am-8pm, 7 days a week');
    expect(en.SUPPORT_PHONE_DISPLAY).toMatch(/^[0-9 ]+$/);
  });

  it('mark every Welsh text as awaiting review by a Welsh translator, and not shown to patients', () => {
    expect(SITE_WELSH_REVIEW).toEqual({
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
