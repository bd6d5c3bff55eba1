/**
 * The pseudo-locale run: every word that goes through the translation layer (a catalog message, or a
 * module's words read with `useWords`) is shown as its English between ⟦ and ⟧, on a Welsh page.
 * Whatever a page then shows outside the marks did not come through the layer: English written into
 * a component, which a Welsh patient would read in English. Imports nothing of the portal, so a test
 * can mock `useWords` with `pseudoOf` (app/pseudo-locale.test.tsx).
 */
export const OPEN = '⟦';
export const CLOSE = '⟧';

/** A module's words between the marks, key for key: strings, lists, objects, and what a function returns. */
export function pseudoOf<T>(words: T): T {
  if (typeof words === 'string') return `${OPEN}${words}${CLOSE}` as T;
  if (typeof words === 'function') return ((...args: unknown[]) => pseudoOf((words as (...a: unknown[]) => unknown)(...args))) as T;
  if (Array.isArray(words)) return words.map((w) => pseudoOf(w)) as T;
  if (words && typeof words === 'object') return Object.fromEntries(Object.entries(words).map(([k, v]) => [k, pseudoOf(v)])) as T;
  return words;
}

/**
 * What a person meets outside the marks: the page's text and the attributes a screen reader or a form
 * shows, each with every marked run taken out (innermost first, as a sentence holds a link), then cut
 * into words of letters. Data (a name, a reference, an amount, a time) is for the caller to allow.
 */
export function wordsOutsideMarks(root: HTMLElement): string[] {
  const attributes = [...root.querySelectorAll('[aria-label],[alt],[title],[placeholder]')].flatMap((el) =>
    ['aria-label', 'alt', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? ''),
  );
  return [root.textContent ?? '', ...attributes].flatMap((text) => {
    let rest = text;
    for (let before = ''; before !== rest; ) {
      before = rest;
      rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
    }
    return rest.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  });
}
