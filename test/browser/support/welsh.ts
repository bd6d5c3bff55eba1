import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The portal's Welsh, read from its catalogs by message id, so a journey in Welsh finds what the
 * patient reads without copying the words into the test. Placeholders (`{name}`) are filled in;
 * `<0>…</0>` marks (a link inside a sentence) are dropped, as the page shows them.
 */
let catalog: Map<string, string> | undefined;

function unquote(po: string): string {
  return po.replace(/\\(["\\n])/g, (_, c: string) => (c === 'n' ? '\n' : c));
}

function welshCatalog(): Map<string, string> {
  if (catalog) return catalog;
  catalog = new Map();
  for (const file of globSync('portal/src/**/locales/**/cy.po')) {
    const text = readFileSync(path.resolve(file), 'utf8');
    for (const [, id, message] of text.matchAll(/msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/g)) {
      if (id) catalog.set(unquote(id), unquote(message));
    }
  }
  return catalog;
}

/** The Welsh of message `id`, its placeholders filled and its element marks dropped. */
export function cy(id: string, values: Record<string, string | number> = {}): string {
  const message = welshCatalog().get(id);
  if (message === undefined) throw new Error(`no Welsh message "${id}" in the portal's catalogs`);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)).replace(/<\/?\d+\/?>/g, '');
}
