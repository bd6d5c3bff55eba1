import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { api } from './api-client';
import { mockAnyApi } from '../testing/mock-api';
import { queryWrapper } from '../testing/query-wrapper';
import { useOpenedLink } from './use-opened-link';

const spend = (token: string) => api.post<{ ok: boolean }>('/api/link', { token });

describe(useOpenedLink.name, () => {
  it('spends a single-use token once, even when React runs the effect twice (development)', async () => {
    const fetchMock = mockAnyApi({ 'POST /api/link': { body: { ok: true } } });
    const { wrapper: Queries } = queryWrapper();
    const { result } = renderHook(() => useOpenedLink('t0ken', spend), {
      wrapper: ({ children }) => (
        <StrictMode>
          <Queries>{children}</Queries>
        </StrictMode>
      ),
    });
    await waitFor(() => expect(result.current.data).toEqual({ ok: true }));
    expect(fetchMock.mock.calls.filter(([u]) => String(u) === '/api/link')).toHaveLength(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ token: 't0ken' });
  });

  it('sends nothing without a token', async () => {
    const fetchMock = mockAnyApi();
    const { wrapper } = queryWrapper();
    const { result } = renderHook(() => useOpenedLink(null, spend), { wrapper });
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current.isIdle).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hands the refusal to the page (a link used already)', async () => {
    mockAnyApi({ 'POST /api/link': { status: 410, body: { message: 'This link has already been used.', code: 'used' } } });
    const { wrapper } = queryWrapper();
    const { result } = renderHook(() => useOpenedLink('t0ken', spend), { wrapper });
    await waitFor(() => expect(result.current.error).toMatchObject({ status: 410, message: 'This link has already been used.' }));
  });
});
