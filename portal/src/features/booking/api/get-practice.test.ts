import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { getPractice, practiceKey, practiceQueryOptions } from './get-practice';

describe('get-practice', () => {
  it('reads a practice by its id for the booking pages, its distance unknown (no search was made)', async () => {
    const view = { id: 'p1', name: 'Harley Street Emergency Dental', createdAt: '2026-01-01T00:00:00Z' };
    const fetchMock = mockApi({ 'GET /api/practices/p1': { body: view } });
    expect(await getPractice('p1')).toEqual({ ...view, distanceKm: null });
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/practices/p1');
  });

  it('encodes an id that came from a URL, and keys it under the booking feature', async () => {
    const fetchMock = mockApi({ 'GET /api/practices/..%2Fadmin': { status: 400, body: { message: 'Invalid id' } } });
    await expect(getPractice('../admin')).rejects.toMatchObject({ status: 400 });
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/practices/..%2Fadmin');
    expect(practiceQueryOptions('p1').queryKey).toEqual(practiceKey('p1'));
    expect(practiceKey('p1')).toEqual(['booking', 'practice', 'p1']);
  });
});
