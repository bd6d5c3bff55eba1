/**
 * What brings React in: the end of the patient's first action (a tap, a key, a change). At its end,
 * not its start: a tick or a keystroke has then already taken effect in the page (and is read back at
 * hydration), so it never lands in the middle of React's hydration, where React could undo it.
 */
const FIRST_USE = ['click', 'keyup', 'touchend', 'change', 'input'] as const;

/** Whether the patient had started on the page before its script ran: a field typed into or ticked, or focused. */
export function usedBeforeScript(root: HTMLElement, doc: Document = document): boolean {
  const active = doc.activeElement;
  if (active && active !== doc.body && root.contains(active) && active.matches('input, textarea, select')) return true;
  return [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].some((field) =>
    field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio') ? field.checked : field.value !== '',
  );
}

/**
 * Hydrates (`start`) once, just after the page's first use; and, as soon as one of `needed` (the
 * page's forms) is on screen, fetches and loads React without hydrating (`prepare`), so a form on
 * screen, which says "Loading the form…", is loading (ADR 0041: a prerendered page works as painted,
 * so React need not be in its first download nor run while it loads). If `start` fails (its chunk
 * did not arrive), the next use tries again. `alreadyUsed`: the page was typed or ticked into before
 * this script ran (its events came before these listeners): hydrate now.
 */
export function onFirstUse(
  start: () => Promise<void>,
  needed: Iterable<Element>,
  prepare: () => Promise<unknown>,
  alreadyUsed = false,
  win: Window = window,
): void {
  let started = false;
  let sight: IntersectionObserver | undefined;
  // A focus by keyboard (Tab) is a use too; a focus by a press waits for the press's click.
  let pressing = false;
  const press = (event: Event) => {
    pressing = event.type === 'pointerdown';
  };
  const focus = () => {
    if (!pressing) use();
  };
  const listeners: Array<[string, (event: Event) => void]> = [
    ...FIRST_USE.map((type): [string, () => void] => [type, use]),
    ['pointerdown', press],
    ['pointerup', press],
    ['pointercancel', press],
    ['focusin', focus],
  ];
  const listen = () => {
    for (const [type, listener] of listeners) win.addEventListener(type, listener, { capture: true, passive: true });
  };
  // After the event's own task: the click's tick, the key's character are in the page first.
  function use() {
    if (started) return;
    started = true;
    sight?.disconnect();
    for (const [type, listener] of listeners) win.removeEventListener(type, listener, true);
    win.setTimeout(() => {
      start().catch(() => {
        started = false;
        listen();
      });
    }, 0);
  }
  listen();
  if (alreadyUsed) use();
  const elements = [...needed];
  const Observer = (win as Window & { IntersectionObserver?: typeof IntersectionObserver }).IntersectionObserver;
  if (elements.length && typeof Observer === 'function') {
    const observer = new Observer((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void prepare().catch(() => undefined);
    });
    sight = observer;
    for (const element of elements) observer.observe(element);
  }
}

/**
 * A tap on one of the page's own buttons (the menu, the cookie notice's choices) before React has
 * taken the page over does nothing: its handler is React's. The tap brings React in (above); the last
 * such tap is remembered and made again once React has hydrated the page. Links, form fields and
 * ticks work without React; the form's submit button is disabled until then (it says so). The buttons
 * must be hydrated with the root itself, not in a Suspense boundary of their own (hydrated later, the
 * tap made again at the root's commit would reach a part React has not taken yet, and be lost).
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

/**
 * Fetches modules without running them (`<link rel="modulepreload">`, at low priority, after the load
 * event: the page's own first download stays its entry alone): React's chunks once a form is on
 * screen. Run on arrival, React's evaluation was one 150–330 ms task at 4× CPU at a moment nobody
 * chose, often under the patient's first tap; imported at the first use instead, it runs just after
 * that tap, before hydration. Each file once.
 */
export function fetchModules(files: readonly string[], doc: Document = document): Promise<void> {
  const fetchAll = () => {
    for (const href of files) {
      if (doc.head.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.setAttribute('crossorigin', '');
      link.setAttribute('fetchpriority', 'low');
      doc.head.append(link);
    }
  };
  if (doc.readyState === 'complete') fetchAll();
  else doc.defaultView?.addEventListener('load', fetchAll, { once: true });
  return Promise.resolve();
}
