import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BOOKING_MESSAGES } from '@contexts/booking/booking.constants';
import { BOOKING_MESSAGES_CY } from '@contexts/booking/booking.cy.constants';
import { api } from '../../../shared/api-client';
import { useSay, useWords } from '../../../shared/i18n/app-i18n';
import type { ApiAnswer } from '../../../shared/api/types';
import { MY_APPOINTMENTS } from '../messages';

/** GET /api/me/appointments item. */
export type MyAppointment = ApiAnswer<'/api/me/appointments', 'get'>[number];

export function getMyAppointments(signal?: AbortSignal): Promise<MyAppointment[]> {
  return api.get<MyAppointment[]>('/api/me/appointments', { signal });
}

/** The cache is keyed by the user, so another account signing in on this browser never sees them. */
export const myAppointmentsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['me', userId, 'appointments'], queryFn: ({ signal }) => getMyAppointments(signal) });

type Result = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; appointments: MyAppointment[] };

/** The signed-in user's upcoming appointments (TanStack Query: cached, retried). */
export function useMyAppointments(userId: string): Result {
  // The spec's failure text, in the page's language.
  const { loadFailed } = useWords<Pick<typeof BOOKING_MESSAGES, 'loadFailed'>>({ 'en-GB': BOOKING_MESSAGES, cy: BOOKING_MESSAGES_CY });
  const query = useQuery(myAppointmentsQueryOptions(userId));
  useEffect(() => {
    if (query.error) console.error('Could not load appointments.', query.error);
  }, [query.error]);
  if (query.data) return { status: 'ready', appointments: Array.isArray(query.data) ? query.data : [] };
  if (query.error) return { status: 'error', message: loadFailed };
  return { status: 'loading' };
}

/** GET /api/me/appointments/past: cancelled and past bookings, latest first. */
export function getPastAppointments(signal?: AbortSignal): Promise<MyAppointment[]> {
  return api.get<MyAppointment[]>('/api/me/appointments/past', { signal });
}

export const pastAppointmentsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['me', userId, 'appointments', 'past'], queryFn: ({ signal }) => getPastAppointments(signal) });

/** The signed-in user's cancelled and past bookings, each with what happened to its fee. */
export function usePastAppointments(userId: string): Result {
  const say = useSay();
  const query = useQuery(pastAppointmentsQueryOptions(userId));
  useEffect(() => {
    if (query.error) console.error('Could not load past appointments.', query.error);
  }, [query.error]);
  if (query.data) return { status: 'ready', appointments: Array.isArray(query.data) ? query.data : [] };
  // Said in its own section; the upcoming list stays.
  if (query.error) return { status: 'error', message: say(MY_APPOINTMENTS.pastLoadFailed) };
  return { status: 'loading' };
}
