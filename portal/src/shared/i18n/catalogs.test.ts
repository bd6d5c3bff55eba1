import { globSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from './locales';

/**
 * Every catalog folder against itself (ADR 0049, item 6a): the same ids in every language, each
 * message compiles, and each translation has the English one's placeholders and choices. Lingui's own
 * compile does not compare placeholders between languages (a renamed `{day}` compiled), so a Welsh
 * text that dropped or renamed one would print a blank or the raw name to the patient.
 */
const portal = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const folders = [...new Set(globSync('src/**/locales/*.po', { cwd: portal }).map((file) => dirname(join(portal, file))))].sort();
const WELSH_PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];

async function catalog(folder: string, locale: string): Promise<Record<string, string>> {
  const filename = join(folder, `${locale}.po`);
  const parsed = await formatter().parse(readFileSync(filename, 'utf8'), { locale, sourceLocale: DEFAULT_LOCALE, filename });
  return Object.fromEntries(Object.entries(parsed ?? {}).map(([id, entry]) => [id, entry.translation ?? '']));
}

/** What a message needs from its caller: each argument with how it is used, and each choice's keys. */
function shape(tokens: Token[], into = new Set<string>()): Set<string> {
  for (const token of tokens) {
    // A <Trans> message's elements (a link): "<0>", "</0>".
    if (token.type === 'content') for (const tag of token.value.match(/<\/?\d+\/?>/g) ?? []) into.add(tag);
    if (token.type === 'argument') into.add(`{${token.arg}}`);
    if (token.type === 'function') into.add(`{${token.arg}, ${token.key}}`);
    if (token.type === 'select') into.add(`{${token.arg}, select: ${token.cases.map((c) => c.key).sort().join(' ')}}`);
    if (token.type === 'plural' || token.type === 'selectordinal') into.add(`{${token.arg}, ${token.type}}`);
    if (token.type === 'select' || token.type === 'plural' || token.type === 'selectordinal') for (const c of token.cases) shape(c.tokens, into);
  }
  return into;
}

function plurals(tokens: Token[], into: string[][] = []): string[][] {
  for (const token of tokens) {
    if (token.type === 'plural') into.push(token.cases.map((c) => c.key));
    if (token.type === 'select' || token.type === 'plural' || token.type === 'selectordinal') for (const c of token.cases) plurals(c.tokens, into);
  }
  return into;
}

describe('Translation catalogs', () => {
  it('exist for every language in each folder that has any', () => {
    expect(folders.length).toBeGreaterThan(0);
    for (const folder of folders) {
      const files = globSync('*.po', { cwd: folder }).sort();
      expect({ folder: relative(portal, folder), files }).toEqual({ folder: relative(portal, folder), files: LOCALES.map((l) => `${l}.po`).sort() });
    }
  });

  describe.each(folders.map((f) => [relative(portal, f), f]))('%s', (_name, folder) => {
    it('has the same ids in every language, none of them empty', async () => {
      const english = await catalog(folder, DEFAULT_LOCALE);
      for (const locale of LOCALES) {
        const messages = await catalog(folder, locale);
        expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
        expect(Object.entries(messages).filter(([, text]) => text.trim() === '')).toEqual([]);
      }
    });

    it('has, in every language, each English message’s placeholders and choices, and every message compiles', async () => {
      const english = await catalog(folder, DEFAULT_LOCALE);
      for (const locale of LOCALES) {
        const messages = await catalog(folder, locale);
        for (const [id, text] of Object.entries(messages)) {
          const want = [...shape(parse(english[id]))].sort();
          expect({ id, locale, shape: [...shape(parse(text))].sort() }).toEqual({ id, locale, shape: want });
        }
      }
    });

    it('gives every Welsh plural all six of its forms', async () => {
      const welsh = await catalog(folder, 'cy');
      for (const [id, text] of Object.entries(welsh)) {
        for (const keys of plurals(parse(text))) expect({ id, keys: WELSH_PLURAL_FORMS.filter((k) => !keys.includes(k)) }).toEqual({ id, keys: [] });
      }
    });
  });

  it('notices a renamed placeholder, a missing choice and a missing plural form', () => {
    expect([...shape(parse('{weekday} {day}'))]).not.toEqual([...shape(parse('{weekday} {when}'))]);
    expect([...shape(parse('{m, select, jan {Jan} other {Dec}}'))]).not.toEqual([...shape(parse('{m, select, other {Rhag}}'))]);
    expect([...shape(parse('Read more in our <0>Privacy Policy</0>.'))]).not.toEqual([...shape(parse('Darllenwch fwy yn ein Polisi Preifatrwydd.'))]);
    expect(plurals(parse('{n, plural, one {# apwyntiad} other {# apwyntiad}}'))).toEqual([['one', 'other']]);
    expect(() => parse('{weekday')).toThrow();
  });
});
