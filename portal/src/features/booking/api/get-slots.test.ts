import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { mockApi } from '../../../testing/mock-api';
import { queryWrapper } from '../../../testing/query-wrapper';
import { getSlots, slotsKey, slotsQueryOptions, useSlots } from './get-slots';

const times = { date: '2027-03-02', slots: [{ id: 's1', startTime: '2027-03-02T09:00:00Z', endTime: '2027-03-02T09:30:00Z' }] };

describe('get-slots', () => {
  it('asks for one practice’s times on one date, the id encoded (it may come from a URL)', async () => {
    const fetchMock = mockApi({ 'GET /api/practices/p%201/slots': { body: times } });
    expect(await getSlots('p 1', '2027-03-02')).toEqual(times);
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/practices/p%201/slots?date=2027-03-02');
  });

  it('keys each practice and date apart, under the booking feature', () => {
    expect(slotsKey('p1', '2027-03-02')).toEqual(['booking', 'slots', 'p1', '2027-03-02']);
    expect(slotsQueryOptions('p1', '2027-03-02').queryKey).toEqual(slotsKey('p1', '2027-03-02'));
    expect(slotsKey('p1', '2027-03-02')).not.toEqual(slotsKey('p1', '2027-03-03'));
  });

  it('shows the search’s own times without asking again while they are fresh', async () => {
    const fetchMock = mockApi({ 'GET /api/practices/p1/slots': { body: { ...times, slots: [] } } });
    const { wrapper } = queryWrapper();
    const { result } = renderHook(() => useSlots('p1', '2027-03-02', { slots: times, readAt: Date.now() }), { wrapper });
    expect(result.current.data).toEqual(times);
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock.mock.calls.filter(([u]) => String(u).includes('/slots'))).toHaveLength(0);
  });

  it('asks again when the search’s times are older than the cache keeps them fresh (a page reopened later)', async () => {
    mockApi({ 'GET /api/practices/p1/slots': { body: { ...times, slots: [] } } });
    const { wrapper } = queryWrapper();
    const { result } = renderHook(() => useSlots('p1', '2027-03-02', { slots: times, readAt: Date.now() - 60 * 60_000 }), { wrapper });
    expect(result.current.data).toEqual(times);
    await waitFor(() => expect(result.current.data?.slots).toEqual([]));
  });

  it('asks again for a date chosen again (times go quickly)', async () => {
    let reads = 0;
    mockApi({ 'GET /api/practices/p1/slots': () => ({ body: { ...times, slots: reads++ ? [] : times.slots } }) });
    const { wrapper } = queryWrapper();
    const { result, rerender } = renderHook(({ date }) => useSlots('p1', date), { wrapper, initialProps: { date: '2027-03-02' } });
    await waitFor(() => expect(result.current.data?.slots).toHaveLength(1));
    rerender({ date: '2027-03-03' });
    await waitFor(() => expect(reads).toBe(2));
    rerender({ date: '2027-03-02' });
    await waitFor(() => expect(reads).toBe(3));
    await waitFor(() => expect(result.current.data?.slots).toEqual([]));
  });

  it('asks for nothing without a practice', async () => {
    const fetchMock = mockApi();
    const { wrapper } = queryWrapper();
    const { result } = renderHook(() => useSlots(undefined, '2027-03-02'), { wrapper });
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
