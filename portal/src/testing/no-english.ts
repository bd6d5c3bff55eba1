import { globSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';

/**
 * "No English left behind": a check that a page rendered in Welsh shows none of the English the
 * catalogs hold. Each English message's literal parts of three words or more (its placeholders and
 * tags cut out) are looked for in the page's text and in the attributes a person meets (aria-label,
 * alt, title, placeholder, value of a button); a part its own Welsh also has (a name, an address) is
 * not English left behind. Shared words with a Welsh mirror (`*.cy.constants.ts`) are checked by
 * `englishOf` below, passed in by the test.
 */
const portal = join(dirname(fileURLToPath(import.meta.url)), '../..');

type Pair = { id: string; en: string; cy: string };

let catalogPairs: Pair[] | undefined;

/** Every catalog message, its English beside its Welsh (read once). */
export async function pairsOfCatalogs(): Promise<Pair[]> {
  if (catalogPairs) return catalogPairs;
  const pairs: Pair[] = [];
  const folders = [...new Set(globSync('src/**/locales/**/en-GB.po', { cwd: portal }).map((f) => dirname(join(portal, f))))];
  for (const folder of folders) {
    const read = async (locale: string) => {
      const filename = join(folder, `${locale}.po`);
      const parsed = await formatter().parse(readFileSync(filename, 'utf8'), { locale, sourceLocale: 'en-GB', filename });
      return Object.fromEntries(Object.entries(parsed ?? {}).map(([id, e]) => [id, e.translation ?? '']));
    };
    const en = await read('en-GB');
    const cy = await read('cy');
    for (const [id, text] of Object.entries(en)) pairs.push({ id, en: text, cy: cy[id] ?? '' });
  }
  catalogPairs = pairs;
  return pairs;
}

/** The string leaves of an English module and its Welsh mirror, key for key (functions are not walked). */
export function pairsOfModule(name: string, en: unknown, cy: unknown): Pair[] {
  if (typeof en === 'string') return [{ id: name, en, cy: typeof cy === 'string' ? cy : '' }];
  if (Array.isArray(en)) return en.flatMap((item, i) => pairsOfModule(`${name}[${i}]`, item, Array.isArray(cy) ? cy[i] : undefined));
  if (en && typeof en === 'object' && cy && typeof cy === 'object') {
    return Object.entries(en).flatMap(([key, value]) => pairsOfModule(`${name}.${key}`, value, (cy as Record<string, unknown>)[key]));
  }
  return [];
}

/** An English message's literal parts worth looking for: three words or more, placeholders and tags cut out. */
function parts(message: string): string[] {
  return message
    .replace(/\{[^{}]*\{[^{}]*\}[^{}]*\}/g, '\u0000') // a select or plural with its cases
    .replace(/\{[^{}]*\}|<\/?\d+\/?>/g, '\u0000')
    .split('\u0000')
    // Sentence by sentence: a page may show one sentence of a longer message.
    .flatMap((s) => s.split(/(?<=[.!?:;])\s+/))
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.split(' ').length >= 3);
}

/** What a person meets on the page: its text and the attributes a screen reader or a form shows. */
function meets(root: HTMLElement): string {
  const attributes = [...root.querySelectorAll('[aria-label],[alt],[title],[placeholder],input[type="submit"],input[type="button"]')].flatMap((el) =>
    ['aria-label', 'alt', 'title', 'placeholder', 'value'].map((a) => el.getAttribute(a) ?? ''),
  );
  return [root.textContent ?? '', ...attributes].join('\n').replace(/\s+/g, ' ');
}

/** Fails, listing them, when `root` shows English from a catalog or from the shared modules given. */
export async function expectNoEnglish(root: HTMLElement, shared: Pair[] = []): Promise<void> {
  const text = meets(root);
  const left = [...(await pairsOfCatalogs()), ...shared].flatMap(({ id, en, cy }) =>
    parts(en)
      .filter((part) => !cy.includes(part) && text.includes(part))
      .map((part) => `${id}: "${part}"`),
  );
  if (left.length) throw new Error(`English left in a Welsh page:\n${left.join('\n')}`);
}
