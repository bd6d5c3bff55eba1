/** What brings React in at once: the patient starting to use the page. */
const FIRST_USE = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Calls `start` once: at the page's first use (a tap, a key, a focus), or as soon as one of `needed`
 * (the page's forms) is on screen, whichever comes first (issue #33: a prerendered page works as
 * painted, so React need not be in its first download nor run while it loads; a form on screen says
 * "Loading the form…", so it must then be loading). If `start` fails (its chunk did not arrive), the
 * next use tries again.
 */
export function onFirstUseOrSight(start: () => Promise<void>, needed: Iterable<Element>, win: Window = window): void {
  let started = false;
  let sight: IntersectionObserver | undefined;
  const listen = () => {
    for (const type of FIRST_USE) win.addEventListener(type, go, { capture: true, passive: true });
  };
  function go() {
    if (started) return;
    started = true;
    sight?.disconnect();
    for (const type of FIRST_USE) win.removeEventListener(type, go, true);
    start().catch(() => {
      started = false;
      listen();
    });
  }
  listen();
  const elements = [...needed];
  const Observer = (win as Window & { IntersectionObserver?: typeof IntersectionObserver }).IntersectionObserver;
  if (elements.length && typeof Observer === 'function') {
    const observer = new Observer((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) go();
    });
    sight = observer;
    for (const element of elements) observer.observe(element);
  }
}

/**
 * A tap on one of the page's own buttons (the menu, the cookie notice's choices) before React has
 * taken the page over does nothing: its handler is React's. The tap brings React in (above); the last
 * such tap is remembered and made again once React has hydrated the page. Links, form fields and
 * ticks work without React; the form's submit button is disabled until then (it says so).
 */
// The buttons it remembers must be hydrated with the root itself, not in a Suspense boundary of
// their own (hydrated later: the tap made again at the root's commit would reach a part React has
// not taken yet, and be lost).
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
