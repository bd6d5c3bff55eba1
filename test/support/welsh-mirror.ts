import { createHash } from 'node:crypto';

/*
 * The checks every Welsh mirror of a shared word module runs (`*.cy.constants.ts`, `*.cy.rules.ts`):
 * one copy, so a check made stricter is stricter for every module, and a module's spec holds only its
 * tables and what is true of that module alone.
 */

/** One text the patient reads, English beside Welsh: a function text once for each of its arguments. */
export interface WelshText {
  /** Where it stands in the module: `NAME.key`, `NAME.list[2]`; a function's texts share its path. */
  path: string;
  /** Which text exactly, for a failure and the fingerprint: `NAME.key`, `NAME.fn(["Sam Jones"])`. */
  at: string;
  en: string;
  cy: string;
  /** The arguments the function text was read with ([] for a plain text). */
  args: readonly unknown[];
}

export interface WelshMirror {
  /** The English module's namespace (`import * as en`). */
  english: object;
  /** The Welsh aggregate: a Welsh export of the same name for each patient-facing English one. */
  welsh: object;
  /** The module's review record (`*_WELSH_REVIEW`). */
  review: object;
  /** Who must review it, as its status says; a Welsh translator unless told. */
  reviewBy?: string;
  /** Its `reviewer`, word for word; "<reviewBy>, to be named" unless told. */
  reviewer?: string;
  /** The module's TRANSLATED_FROM_ENGLISH_SHA256. */
  fingerprint: string;
  /** What the fingerprint hashes, where not every text's `at` and English (a rules module: its cases). */
  fingerprintOf?: (texts: readonly WelshText[]) => unknown;
  /** English exports no patient reads, and why: they stay English (or are not words at all). */
  notPatientText: Readonly<Record<string, string>>;
  /** Re-exported by the English module from another one, and where their Welsh is. */
  reExported?: Readonly<Record<string, string>>;
  /** Patient-facing, but the same in every language: no Welsh export. */
  sameInWelsh?: readonly string[];
  /** The module's NOT_TRANSLATED (keys with no Welsh on purpose), and the list the spec pins it to. */
  notTranslated?: { list: readonly string[]; expected: readonly string[] };
  /** Keys that are not words (codes, links): the same in both languages, read by no text check. */
  notWords?: readonly string[];
  /** Texts (by `at`) that may equal their English. */
  mayEqual?: readonly string[];
  /** Texts (by `path`) that must stay English: a name with no Welsh of its own. */
  keptEnglish?: readonly string[];
  /** The arguments each function text is read with, by its path (none known: undefined, and the walk fails). */
  argsFor?: (path: string) => unknown[][] | undefined;
  /**
   * Whether the string and number arguments are put into the text (a name, an amount, a date): then each
   * must be there whole, and a string one is taken out before looking for English words. False where the
   * arguments only choose a sentence (a nation's code, the facts of a case).
   */
  argsPutIn?: boolean;
  /**
   * Whether every text keeps the English's numbers, and adds none; true unless told. False where a Welsh
   * text may say a number in words ("un llygad"), and the module checks the numbers that matter itself.
   */
  numbersKept?: boolean;
  /** Words that would give away English left in a Welsh text. */
  englishWords: RegExp;
  /** What of a Welsh text to look for English words in, where not the text without its arguments. */
  englishWordsIn?: (text: WelshText) => string;
  /** How many texts there are, so that a walk gone wrong (no texts at all) cannot pass. */
  textCount?: { atLeast: number } | { exactly: number };
}

type Fn = (...args: unknown[]) => unknown;
const REVIEW_STATUS = 'awaiting review by';
/** Digits, amounts and times as written ("£19.50", "1,500", "07700 900 982" as three), sorted. */
const numbers = (text: string) => (text.match(/£?\d+(?:[.,:]\d+)*/g) ?? []).sort();
const putIn = (arg: unknown) => typeof arg === 'string' || typeof arg === 'number';
/** The Welsh without the string arguments put into it (a name or a date is the same in both). */
const withoutArgs = ({ cy, args }: WelshText) =>
  args.reduce<string>((text, arg) => (typeof arg === 'string' && arg ? text.split(arg).join('') : text), cy);

/** Where the Welsh differs in shape from the English: a missing or extra key, a list of another length. */
function shapeDiff(m: WelshMirror, english: unknown, welsh: unknown, path: string): string[] {
  if ((m.notTranslated?.list ?? []).includes(path))
    return welsh === undefined ? [] : [`${path} (not translated, but present)`];
  if (typeof english === 'function') return typeof welsh === 'function' ? [] : [path];
  if (typeof english === 'string') return typeof welsh === 'string' ? [] : [path];
  if (Array.isArray(english)) {
    if (!Array.isArray(welsh) || welsh.length !== english.length) return [`${path} (length)`];
    return english.flatMap((item, i) => shapeDiff(m, item, welsh[i], `${path}[${i}]`));
  }
  if (english === undefined || english === null || typeof english !== 'object')
    return english === welsh ? [] : [path];
  if (welsh === null || typeof welsh !== 'object') return [path];
  const e = english as Record<string, unknown>;
  const w = welsh as Record<string, unknown>;
  const extra = Object.keys(w)
    .filter((key) => !(key in e))
    .map((key) => `${path}.${key} (extra)`);
  return [...Object.keys(e).flatMap((key) => shapeDiff(m, e[key], w[key], `${path}.${key}`)), ...extra];
}

/**
 * Every text, English beside Welsh. A function is read for each of its arguments, and what it answers is
 * walked in turn (a rules module's wording is an object of texts). A Welsh text missing where the English
 * has one is kept, as undefined, for the text check to name (the shape check names it too).
 */
function texts(
  m: WelshMirror,
  english: unknown,
  welsh: unknown,
  path: string,
  at: string,
  args: readonly unknown[],
): WelshText[] {
  if ((m.notTranslated?.list ?? []).includes(path)) return [];
  if (typeof english === 'function') {
    const argsList = m.argsFor?.(path);
    if (!argsList) throw new Error(`no arguments known for ${path}`);
    return argsList.flatMap((a) =>
      texts(
        m,
        (english as Fn)(...a),
        typeof welsh === 'function' ? (welsh as Fn)(...a) : undefined,
        path,
        `${at}(${JSON.stringify(a)})`,
        a,
      ),
    );
  }
  if (typeof english === 'string') return [{ path, at, en: english, cy: welsh as string, args }];
  if (Array.isArray(english))
    return english.flatMap((item, i) =>
      texts(m, item, Array.isArray(welsh) ? welsh[i] : undefined, `${path}[${i}]`, `${at}[${i}]`, args),
    );
  if (english === undefined || english === null || typeof english !== 'object') return [];
  const e = english as Record<string, unknown>;
  const w = (welsh ?? {}) as Record<string, unknown>;
  return Object.keys(e)
    .filter((key) => !(m.notWords ?? []).includes(key))
    .flatMap((key) => texts(m, e[key], w[key], `${path}.${key}`, `${at}.${key}`, args));
}

/** Every text of a mirror, as the checks read them. */
function welshTexts(m: WelshMirror): WelshText[] {
  const en = m.english as Record<string, unknown>;
  const cy = m.welsh as Record<string, unknown>;
  return Object.keys(cy).flatMap((name) => texts(m, en[name], cy[name], name, name, []));
}

/**
 * Registers, under `title`, the checks every Welsh mirror runs, then the module's own (`moduleTests`,
 * given the same texts).
 */
export function describeWelshMirror(
  title: string,
  m: WelshMirror,
  moduleTests?: (texts: readonly WelshText[]) => void,
): void {
  const EN = m.english as Record<string, unknown>;
  const CY = m.welsh as Record<string, unknown>;
  const ALL = welshTexts(m);
  const argsPutIn = m.argsPutIn ?? true;
  const englishWordsIn = m.englishWordsIn ?? (argsPutIn ? withoutArgs : (t: WelshText) => t.cy);
  const mayEqual = new Set(m.mayEqual);
  const keptEnglish = new Set(m.keptEnglish);
  const reviewBy = m.reviewBy ?? 'a Welsh translator';

  describe(title, () => {
    it('give every patient-facing English export a Welsh one of the same name, or say why it has none', () => {
      const classified = [
        ...Object.keys(m.notPatientText),
        ...Object.keys(m.reExported ?? {}),
        ...(m.sameInWelsh ?? []),
      ];
      const unclassified = Object.keys(EN).filter((name) => !(name in CY) && !classified.includes(name));
      expect(unclassified).toEqual([]);
      for (const name of Object.keys(CY)) expect(`${name}: ${name in EN}`).toBe(`${name}: true`);
      for (const name of classified) expect(`${name}: ${name in EN}`).toBe(`${name}: true`);
    });

    it('mirror the English shapes: the same keys, the same list lengths, functions where English has functions', () => {
      expect(Object.keys(CY).flatMap((name) => shapeDiff(m, EN[name], CY[name], name))).toEqual([]);
      // Pinned in the spec: a text leaves the Welsh on purpose only by a change here too.
      if (m.notTranslated) expect(m.notTranslated.list).toEqual(m.notTranslated.expected);
    });

    it('leave no Welsh text empty, equal to its English, or with English words in it', () => {
      if (m.textCount && 'exactly' in m.textCount) expect(ALL.length).toBe(m.textCount.exactly);
      if (m.textCount && 'atLeast' in m.textCount)
        expect(ALL.length).toBeGreaterThanOrEqual(m.textCount.atLeast);
      const bad = ALL.filter((t) => {
        if (typeof t.cy !== 'string' || t.cy.trim() === '') return true;
        if (keptEnglish.has(t.path)) return t.cy !== t.en;
        return (t.cy === t.en && !mayEqual.has(t.at)) || m.englishWords.test(englishWordsIn(t));
      });
      expect(bad.map(({ at, cy }) => `${at}: ${cy}`)).toEqual([]);
    });

    const numbersKept = m.numbersKept ?? true;
    const kept = [
      numbersKept && 'keep every number the English has, and add none',
      argsPutIn && 'put every argument in whole',
    ].filter((title) => title !== false);
    if (kept.length > 0)
      it(kept.join('; '), () => {
        if (numbersKept) {
          const lost = ALL.filter(({ en, cy }) => numbers(en).join(' ') !== numbers(cy ?? '').join(' '));
          expect(lost.map(({ at, en, cy }) => `${at}: ${en} | ${cy}`)).toEqual([]);
        }
        if (argsPutIn)
          for (const t of ALL)
            for (const arg of t.args.filter(putIn)) expect(`${t.at}: ${t.cy}`).toContain(String(arg));
      });

    it(`mark every Welsh text as ${REVIEW_STATUS} ${reviewBy}, and not shown to patients`, () => {
      expect(m.review).toEqual({
        status: `${REVIEW_STATUS} ${reviewBy}`,
        shownToPatients: false,
        reviewer: m.reviewer ?? `${reviewBy}, to be named`,
        reviewedOn: null,
      });
    });

    it('were translated from the English wording as it is now (a changed English text needs its Welsh redone)', () => {
      const english = m.fingerprintOf ? m.fingerprintOf(ALL) : ALL.map(({ at, en }) => [at, en]);
      const sha256 = createHash('sha256').update(JSON.stringify(english)).digest('hex');
      // On a change: update the Welsh of the changed texts, keep them awaiting review, then set this to the new hash.
      expect(`TRANSLATED_FROM_ENGLISH_SHA256 = '${sha256}'`).toBe(
        `TRANSLATED_FROM_ENGLISH_SHA256 = '${m.fingerprint}'`,
      );
    });

    moduleTests?.(ALL);
  });
}
