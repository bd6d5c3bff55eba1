import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { ApiError } from '../../../shared/api-client';
import { mockApi } from '../../../testing/mock-api';
import { queryWrapper } from '../../../testing/query-wrapper';
import { getNextAvailable, NEXT_AVAILABLE_KEY, nextAvailableKey, nextAvailableQueryOptions, useNextAvailable } from './get-next-available';

const next = { date: '2027-03-02', slot: { id: 's1', startTime: '2027-03-02T09:00:00Z', endTime: '2027-03-02T09:30:00Z' } };

describe('get-next-available', () => {
  it('asks for the first time within 7 days, and a 404 says there is none', async () => {
    const fetchMock = mockApi({
      'GET /api/practices/p1/next-available': { body: next },
      'GET /api/practices/p2/next-available': { status: 404, body: { message: 'none', code: 'none' } },
    });
    expect(await getNextAvailable('p1')).toEqual(next);
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/practices/p1/next-available?days=7');
    await expect(getNextAvailable('p2')).rejects.toMatchObject({ status: 404 });
  });

  it('keys every practice’s look-up under one root (the page is busy while any runs)', () => {
    expect(nextAvailableKey('p1')).toEqual([...NEXT_AVAILABLE_KEY, 'p1']);
    expect(nextAvailableQueryOptions('p1').queryKey).toEqual(['booking', 'next-available', 'p1']);
  });

  it('reads, disabled, only what a look-up elsewhere on the page put in the cache', async () => {
    const fetchMock = mockApi({ 'GET /api/practices/p1/next-available': { body: next } });
    const { client, wrapper } = queryWrapper();
    const { result } = renderHook(() => useNextAvailable('p1', false), { wrapper });
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current.data).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
    await client.fetchQuery(nextAvailableQueryOptions('p1'));
    await waitFor(() => expect(result.current.data).toEqual(next));
  });

  it('hands a failure to the page as the api’s error', async () => {
    mockApi({ 'GET /api/practices/p1/next-available': { status: 500, body: { message: 'boom' } } });
    const { wrapper } = queryWrapper();
    const { result } = renderHook(() => useNextAvailable('p1'), { wrapper });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
  });
});
