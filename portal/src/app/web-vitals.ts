/** When the page is idle, at the latest this long after it started, the web-vitals reporter loads. */
export const WEB_VITALS_START_MS = 3000;

/**
 * Starts the web-vitals report (spec 1) once the first screen is done: the library and the reporter
 * are a lazy chunk, so a patient's first download does not grow for them. LCP, INP and CLS are read
 * from the browser's buffered entries, so starting late loses nothing.
 */
export function startWebVitals() {
  if (typeof PerformanceObserver === 'undefined') return;
  const start = () => void import('./web-vitals-report').then((m) => m.reportWebVitals()).catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: WEB_VITALS_START_MS });
  else setTimeout(start, WEB_VITALS_START_MS);
}
