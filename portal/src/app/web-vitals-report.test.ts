import { describe, expect, it, vi } from 'vitest';

const callbacks: Record<string, (m: { name: string; value: number }) => void> = {};
vi.mock('web-vitals', () => ({
  onLCP: (f: never) => (callbacks.LCP = f),
  onINP: (f: never) => (callbacks.INP = f),
  onCLS: (f: never) => (callbacks.CLS = f),
}));

const { reportPage, reportWebVitals } = await import('./web-vitals-report');

function hide() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
}

describe('reportWebVitals', () => {
  it('sends the latest LCP, INP and CLS in one report when the page is hidden, under the landing path', async () => {
    window.history.replaceState(null, '', '/availability-check?token=secret#x');
    const send = vi.fn(async () => undefined);
    reportWebVitals(send);
    callbacks.LCP({ name: 'LCP', value: 2100 });
    callbacks.CLS({ name: 'CLS', value: 0.01 });
    callbacks.CLS({ name: 'CLS', value: 0.04 });
    callbacks.INP({ name: 'INP', value: 180 });
    hide();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({
      page: '/availability-check',
      metrics: [
        { name: 'LCP', value: 2100 },
        { name: 'CLS', value: 0.04 },
        { name: 'INP', value: 180 },
      ],
    });
    // Nothing new: nothing sent again.
    hide();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('drops values the api would refuse (out of bounds) instead of losing the whole report', () => {
    window.history.replaceState(null, '', '/');
    const send = vi.fn(async () => undefined);
    reportWebVitals(send);
    callbacks.LCP({ name: 'LCP', value: 500_000 });
    callbacks.CLS({ name: 'CLS', value: 0.2 });
    hide();
    expect(send).toHaveBeenCalledWith({ page: '/', metrics: [{ name: 'CLS', value: 0.2 }] });
  });

  it('files an odd path as "/unknown", never its text', () => {
    expect(reportPage('/appointments/manage')).toBe('/appointments/manage');
    expect(reportPage('/caf%C3%A9')).toBe('/unknown');
  });
});
