const KEY = 'studio';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A practice's own booking link (`/?studio=<practice id>`, spec 4 "if a specific studio applies"):
 * remembered for this tab, so every search of the visit checks that practice first. Anything that
 * is not an id is ignored.
 */
export function rememberStudio(search: string): void {
  const id = new URLSearchParams(search).get(KEY);
  if (!id || !UUID.test(id)) return;
  try {
    sessionStorage.setItem(KEY, id.toLowerCase());
  } catch {
    // Storage refused (private mode): the search simply goes by distance.
  }
}

/** The practice this visit came from, if any. */
export function currentStudio(): string | undefined {
  try {
    return sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
