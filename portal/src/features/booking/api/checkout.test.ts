import { describe, expect, it, vi } from 'vitest';
import { checkout } from './checkout';
import { PAYMENT_CALL_TIMEOUT } from '../utils/payment-messages';

describe('checkout (the payment call)', () => {
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
      expect(await call).toMatchObject({ code: 'timeout', message: PAYMENT_CALL_TIMEOUT });
      expect(PAYMENT_CALL_TIMEOUT).toMatch(/Nothing has been taken from your card/);
    } finally {
      vi.useRealTimers();
    }
  });
});
