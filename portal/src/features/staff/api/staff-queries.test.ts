import { describe, expect, it } from 'vitest';
import type { Query } from '@tanstack/react-query';
import { PROCESSING_POLL_MS } from '../../../shared/back-office/booking-display';
import { mockApi } from '../../../testing/mock-api';
import { getPracticeDay, practiceDayKey, practiceDayQueryOptions, type StaffAppointment, type StaffDay } from './get-practice-day';
import { operativesKey } from './get-operatives';
import { practiceSupplyApi } from './practice-supply';

const PRACTICE = '11111111-1111-4111-8111-111111111111';
const day = (rows: Array<Partial<StaffAppointment>>): StaffDay => ({ practice: { id: PRACTICE, name: 'Smile' }, date: '2027-03-01', today: rows as StaffAppointment[], upcoming: [] });
const interval = (data: StaffDay) =>
  (practiceDayQueryOptions(PRACTICE).refetchInterval as unknown as (q: Query<StaffDay>) => number | false)({ state: { data } } as unknown as Query<StaffDay>);

describe('staff api', () => {
  it("reads the practice's day through its own staff route", async () => {
    const fetchMock = mockApi({ [`GET /api/practices/${PRACTICE}/staff/appointments`]: { body: day([]) } });
    await getPracticeDay(PRACTICE);
    expect(String(fetchMock.mock.calls[0][0])).toBe(`/api/practices/${PRACTICE}/staff/appointments`);
  });

  it('keys everything of one practice under it', () => {
    expect(practiceDayKey(PRACTICE)).toEqual(['staff', PRACTICE, 'day']);
    expect(operativesKey(PRACTICE)).toEqual(['staff', PRACTICE, 'operatives']);
  });

  it('reads the day again while a capture runs in the payment queue, and only then', () => {
    expect(interval(day([{ status: 'confirmed', paymentStatus: 'processing' }]))).toBe(PROCESSING_POLL_MS);
    expect(interval(day([{ status: 'confirmed', paymentStatus: 'authorized' }]))).toBe(PROCESSING_POLL_MS);
    expect(interval(day([{ status: 'confirmed', paymentStatus: 'completed' }]))).toBe(false);
  });

  it("points the admin's editor at the practice's staff routes, never sending a practice id in a body", async () => {
    const fetchMock = mockApi({ [`PUT /api/practices/${PRACTICE}/staff/availability`]: { body: {} } });
    const supply = practiceSupplyApi({ id: PRACTICE, name: 'Smile' }, async () => [{ id: 'o1', displayName: 'Dr A', email: null }]);
    expect(await supply.practices()).toEqual([{ id: PRACTICE, name: 'Smile', operatives: [{ id: 'o1', displayName: 'Dr A', email: null }] }]);
    await supply.saveAvailability({ practiceId: 'someone-else', operativeId: 'o1', date: '2027-03-01' });
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ operativeId: 'o1', date: '2027-03-01' });
  });
});
