/** After the load event, React starts when the page is first idle, at the latest this long after. */
export const REACT_START_MS = 2000;

/** What brings React in at once: the patient starting to use the page. */
const FIRST_USE = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Calls `start` once: at the page's first use, or when it is idle after its load event, whichever
 * comes first (issue #33: a prerendered page works as painted, so React need not be in its first
 * download). If `start` fails (its chunk did not arrive), the next use tries again.
 */
export function onFirstUseOrIdle(start: () => Promise<void>, win: Window = window): void {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_USE) win.removeEventListener(type, go, true);
    start().catch(() => {
      started = false;
      for (const type of FIRST_USE) win.addEventListener(type, go, { capture: true, passive: true });
    });
  };
  for (const type of FIRST_USE) win.addEventListener(type, go, { capture: true, passive: true });
  const whenIdle = () => {
    // Safari has no idle callback: a timer instead.
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(go, { timeout: REACT_START_MS });
    else win.setTimeout(go, REACT_START_MS);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}

/**
 * A tap on one of the page's own buttons (the menu) before React has taken the page over does
 * nothing: its handler is React's. The last such tap is remembered and made again once React has
 * hydrated the page. Links, form fields and ticks work without React; the form's submit button and
 * the cookie notice's are disabled until then (they say so).
 */
export function holdEarlyTaps(root: HTMLElement) {
  let last: HTMLButtonElement | null = null;
  const remember = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && root.contains(button) && button.type === 'button' && !button.disabled) last = button;
  };
  root.addEventListener('click', remember, true);
  return {
    /** From hydrateRoot on, React takes the events itself (and replays those on parts not yet hydrated). */
    stop: () => root.removeEventListener('click', remember, true),
    /** Once hydrated: the last early tap, made again (once). */
    replay: () => {
      const button = last;
      last = null;
      if (button?.isConnected && !button.disabled) button.click();
    },
  };
}

export type EarlyTaps = ReturnType<typeof holdEarlyTaps>;
