import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { mockApi } from '../../../testing/mock-api';
import { queryWrapper } from '../../../testing/query-wrapper';
import { useCancelAppointment } from './cancel-appointment';
import { freeTimesQueryOptions, useFreeTimes } from './get-free-times';
import { getManagedAppointment, managedAppointmentKey, useManagedAppointment } from './get-managed-appointment';
import { myAppointmentsQueryOptions } from './get-my-appointments';

const at = (id: string, time: string) => ({ id, startTime: `2027-03-01T${time}:00+00:00`, endTime: `2027-03-01T${time}:30+00:00` });

describe('account api', () => {
  it('reads the managed booking with the manage token, keyed by it (another link, another cache entry)', async () => {
    const fetchMock = mockApi({ 'GET /api/manage/appointment': { body: { id: 'a1' } } });
    await getManagedAppointment('t0ken');
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).get('Authorization')).toBe('Bearer t0ken');
    expect(managedAppointmentKey('t0ken')).not.toEqual(managedAppointmentKey('other'));
  });

  it('asks for nothing without a token', async () => {
    const fetchMock = mockApi();
    const { wrapper } = queryWrapper();
    renderHook(() => useManagedAppointment(''), { wrapper });
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("lists a date's free times once each, never the booking's own time", async () => {
    mockApi({ 'GET /api/practices/p1/slots': { body: { date: '2027-03-01', slots: [at('s1', '09:00'), at('s2', '10:00'), at('s3', '10:00')] } } });
    const { wrapper } = queryWrapper();
    const { result } = renderHook(() => useFreeTimes('p1', '2027-03-01', '2027-03-01T09:00:00+00:00'), { wrapper });
    await waitFor(() => expect(result.current.data?.map((s) => s.id)).toEqual(['s2']));
    expect(freeTimesQueryOptions('p1', '2027-03-01', '').queryKey).toEqual(['manage', 'free-times', 'p1', '2027-03-01']);
  });

  it('reads the booking again after cancelling, before saying what happened', async () => {
    const events: string[] = [];
    let cancelled = false;
    mockApi({
      'GET /api/manage/appointment': () => {
        events.push('read');
        return { body: { id: 'a1', status: cancelled ? 'cancelled' : 'pending' } };
      },
      'POST /api/manage/cancel': () => {
        events.push('cancel');
        cancelled = true;
        return { body: { refundPence: 0, explanation: 'No refund.', message: 'Cancelled.' } };
      },
    });
    const { wrapper } = queryWrapper();
    const { result } = renderHook(
      () => ({ booking: useManagedAppointment('t0ken'), cancel: useCancelAppointment('t0ken', (lines) => events.push(lines.join(' '))) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.booking.data?.status).toBe('pending'));
    await act(async () => {
      await result.current.cancel.mutateAsync();
    });
    expect(events).toEqual(['read', 'cancel', 'read', 'Cancelled. No refund.']);
    await waitFor(() => expect(result.current.booking.data?.status).toBe('cancelled'));
  });

  it("keys My Appointments by the user: another account on this browser never sees them", () => {
    expect(myAppointmentsQueryOptions('u1').queryKey).toEqual(['me', 'u1', 'appointments']);
    expect(myAppointmentsQueryOptions('u2').queryKey).not.toEqual(myAppointmentsQueryOptions('u1').queryKey);
  });
});
