import { createHash } from 'node:crypto';
import * as en from './search.constants.js';
import { SEARCH_CY, SEARCH_WELSH_REVIEW, TRANSLATED_FROM_ENGLISH_SHA256 } from './search.cy.constants.js';

/** English exports no patient reads, and why: they stay English (or are not words at all). */
const NOT_PATIENT_TEXT: Record<string, string> = {
  DEFAULT_RADIUS_KM: 'a number',
  RADIUS_STEP_KM: 'a number',
  MAX_RADIUS_KM: 'a number',
  PLACE_POSTCODE_TOLERANCE_KM: 'a number',
  GB_BOUNDS: 'numbers',
  LOCATION_INVALID_MESSAGE: 'the api’s answer to a malformed point: the portal never sends one, nor shows it',
  RADIUS_TOLERANCE: 'a number',
  SEARCH_HORIZON_DAYS: 'a number',
  DATE_DROPDOWN_DAYS: 'a number',
  ALTERNATIVES_DAYS: 'a number',
  MAX_ALTERNATIVES: 'a number',
  NEAREST_KEPT: 'a number',
  EARTH_RADIUS_KM: 'a number',
  KM_PER_DEGREE_LATITUDE: 'a number',
  GEOCODE_CACHE_TTL_SECONDS: 'a number',
  GEOCODE_MISS_CACHE_TTL_SECONDS: 'a number',
  GEOCODE_CACHE_TIMEOUT_MS: 'a number',
  POSTCODE_LOOKUP_TIMEOUT_MS: 'a number',
  PROBE_BATCH_SIZES: 'numbers',
  PREFETCHED_PROBES: 'a number',
  FAR_PROBED_OUTWARDS: 'a number',
  OPEN_SLOTS_READ: 'a number',
  SCREENING_PROOF_MINUTES: 'a number',
  SEARCH_RATE_WINDOW_SECONDS: 'a number',
  ROBOT_CHECK_ACTION: 'the robot check’s action name, read by the provider',
  ROBOT_CHECK_TIMEOUT_MS: 'a number',
  MAP_ZOOM_BY_DISTANCE_KM: 'numbers',
  MAP_DEFAULT_ZOOM: 'a number',
};
/** Re-exported by the English module from another one: their Welsh belongs beside that module. */
const RE_EXPORTED: Record<string, string> = {};
/** English keys inside a translated export that have no Welsh on purpose. */
const NOT_TRANSLATED: readonly string[] = [];
/** Not words: the same in both languages. */
const NOT_WORDS = new Set<string>();
/** Texts that may equal their English. */
const MAY_EQUAL = new Set<string>([]);

type Fn = (...args: unknown[]) => string;
interface Text {
  path: string;
  at: string;
  en: string;
  cy: string;
  args: unknown[];
}

/** The arguments each function text is read with. */
function argsFor(path: string): unknown[][] {
  switch (path) {
    case 'SEARCH_MESSAGES.noPracticesWithin':
      return [[20], [1000]];
    case 'SEARCH_MESSAGES.noAppointmentsWithin':
      return [[20], [40]];
    case 'SEARCH_MESSAGES.noneForPractice':
      return [['Smile Dental Care'], ['Deintyddfa Caerdydd']];
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
const CY = SEARCH_CY as unknown as Record<string, unknown>;
const ALL: Text[] = Object.keys(CY).flatMap((name) => texts(EN[name], CY[name], name));

/** Words that would give away English left in a Welsh text. */
const ENGLISH_WORDS =
  /\b(the|you|your|we|our|us|and|not|please|this|that|with|for|will|has|have|been|was|is|are|no|sorry|try|again|enter|select|link|e-mail|email|practices?|found|within|appointments?|available|postcode|name|phone|number|search|distance|Wales|England|Scotland|Northern|Ireland|UK|days|next|failed)\b/i;
/** The Welsh without the arguments put into it (a name or a date is the same in both). */
const withoutArgs = ({ cy, args }: Text) =>
  args.reduce<string>((text, arg) => (typeof arg === 'string' && arg ? text.split(arg).join('') : text), cy);
/** Digits, amounts and times as written ("£19.50", "1,500", "07700 900 982" as three), sorted. */
const numbers = (text: string) => (text.match(/£?\d+(?:[.,:]\d+)*/g) ?? []).sort();

describe('Welsh search constants', () => {
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
  });

  it('leave no Welsh text empty, equal to its English, or with English words in it', () => {
    expect(ALL.length).toBeGreaterThanOrEqual(18);
    const bad = ALL.filter(
      (t) =>
        typeof t.cy !== 'string' ||
        t.cy.trim() === '' ||
        (t.cy === t.en && !MAY_EQUAL.has(t.at)) ||
        ENGLISH_WORDS.test(withoutArgs(t)),
    );
    expect(bad.map(({ at, cy }) => `${at}: ${cy}`)).toEqual([]);
  });

  it('keep every number the English has, and add none; put every argument in whole', () => {
    const lost = ALL.filter(({ en: english, cy }) => numbers(english).join(' ') !== numbers(cy).join(' '));
    expect(lost.map(({ at, en: english, cy }) => `${at}: ${english} | ${cy}`)).toEqual([]);
    for (const t of ALL) for (const arg of t.args) expect(`${t.at}: ${t.cy}`).toContain(String(arg));
  });

  it('mark every Welsh text as awaiting review by a Welsh translator, and not shown to patients', () => {
    expect(SEARCH_WELSH_REVIEW).toEqual({
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
