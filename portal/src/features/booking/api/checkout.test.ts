import { afterEach, describe, expect, it, vi } from 'vitest';
import { appI18n, setLocale } from '../../../shared/i18n/app-i18n';
import { say } from '../../../shared/i18n/i18n';
import { checkout } from './checkout';
import { PAYMENT_CALL_TIMEOUT } from '../utils/payment-messages';

/** The payment call given up on after 70 s (fake timers): what it threw. */
async function timedOut() {
  vi.useFakeTimers();
  try {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      ),
    );
    const call = checkout({ holdId: 'h1', holdToken: 'ht', expiresAt: '' }, 'ann@example.com', { acceptTerms: true, over16: true }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(70_000);
    return await call;
  } finally {
    vi.useRealTimers();
  }
}

describe('checkout (the payment call)', () => {
  afterEach(() => setLocale('en-GB'));

  it('gives up after 70 seconds and says nothing was taken', async () => {
    vi.useFakeTimers();
    try {
      const fetchMock = vi.fn(
        (_url: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      );
      vi.stubGlobal('fetch', fetchMock);
      let settled = false;
      const call = checkout({ holdId: 'h1', holdToken: 'ht', expiresAt: '' }, 'ann@example.com', { acceptTerms: true, over16: true })
        .catch((e: unknown) => e)
        .finally(() => (settled = true));
      await vi.advanceTimersByTimeAsync(69_000);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(await call).toMatchObject({ code: 'timeout', message: say(appI18n, PAYMENT_CALL_TIMEOUT) });
      expect(say(appI18n, PAYMENT_CALL_TIMEOUT)).toMatch(/Nothing has been taken from your card/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so in Welsh on a Welsh page: nothing has been taken from the card', async () => {
    setLocale('cy');
    expect(await timedOut()).toMatchObject({
      code: 'timeout',
      message: "Mae trefnu eich taliad yn cymryd gormod o amser, felly rydym wedi rhoi'r gorau i aros. Nid oes dim wedi'i gymryd o'ch cerdyn. Rhowch gynnig arall arni.",
    });
  });
});
