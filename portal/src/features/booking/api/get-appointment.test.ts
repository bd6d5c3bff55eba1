import { describe, expect, it } from 'vitest';
import type { Query } from '@tanstack/react-query';
import { mockApi } from '../../../testing/mock-api';
import { appointmentKey, appointmentQueryOptions, type AppointmentView, EMAIL_POLL_MS, EMAIL_POLLS, getAppointment } from './get-appointment';

const booking = { id: 'a1', accessToken: 'tok' };
/** What refetchInterval answers for a query in this state. */
function interval(state: Partial<Query<AppointmentView>['state']>, sincePoll = 0) {
  const options = appointmentQueryOptions(booking, sincePoll);
  const query = { state: { dataUpdateCount: 1, errorUpdateCount: 0, status: 'success', data: undefined, ...state } } as unknown as Query<AppointmentView>;
  return (options.refetchInterval as unknown as (q: Query<AppointmentView>) => number | false)(query);
}
const view = (emailStatus: AppointmentView['emailStatus']) => ({ emailStatus }) as AppointmentView;

describe('get-appointment', () => {
  it('reads the booking with the checkout’s access token', async () => {
    const fetchMock = mockApi({ 'GET /api/appointments/a1': { body: { id: 'a1' } } });
    await getAppointment('a1', 'tok');
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).get('Authorization')).toBe('Bearer tok');
    expect(appointmentQueryOptions(booking).queryKey).toEqual(appointmentKey('a1'));
    expect(appointmentKey('a1')).toEqual(['booking', 'appointment', 'a1']);
  });

  it('reads again every 2 s while the e-mail is on its way, and stops once its fate is known', () => {
    expect(interval({ data: view('queued') })).toBe(EMAIL_POLL_MS);
    expect(interval({ data: view('pending') })).toBe(EMAIL_POLL_MS);
    expect(interval({ data: view('sent') })).toBe(false);
    expect(interval({ data: view('failed') })).toBe(false);
  });

  it('tries again after a failed read, each read one try', () => {
    expect(interval({ status: 'error', dataUpdateCount: 0, errorUpdateCount: 3 })).toBe(EMAIL_POLL_MS);
    expect(appointmentQueryOptions(booking).retry).toBe(false);
  });

  it('gives up after 30 reads, counted again from a corrected address', () => {
    expect(interval({ data: view('queued'), dataUpdateCount: EMAIL_POLLS })).toBe(false);
    expect(interval({ data: view('queued'), dataUpdateCount: EMAIL_POLLS - 1 })).toBe(EMAIL_POLL_MS);
    expect(interval({ data: view('queued'), dataUpdateCount: EMAIL_POLLS + 5 }, 10)).toBe(EMAIL_POLL_MS);
  });
});
