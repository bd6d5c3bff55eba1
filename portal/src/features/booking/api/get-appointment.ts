import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiAnswer } from '../../../shared/api/types';
import { withToken } from './with-token';

/** GET /api/appointments/:id (the checkout's access token): the booking as the confirmation page follows it. */
export type AppointmentView = ApiAnswer<'/api/appointments/{id}', 'get'>;

export const getAppointment = (id: string, accessToken: string, signal?: AbortSignal) =>
  withToken<AppointmentView>('GET', `/api/appointments/${id}`, accessToken, undefined, { signal });

/** How often, and how many times, the confirmation page asks whether its e-mail has gone. */
export const EMAIL_POLL_MS = 2000;
export const EMAIL_POLLS = 30;

export const appointmentKey = (id: string) => ['booking', 'appointment', id] as const;

/** The e-mail is still on its way (queued, or waiting for the payment to complete). */
export const emailUnderWay = (status: AppointmentView['emailStatus'] | undefined) => status === 'queued' || status === 'pending';

/**
 * The booking, read again every EMAIL_POLL_MS while its confirmation e-mail is under way (or the
 * read failed), EMAIL_POLLS times at most since `sincePoll` (a corrected address starts a new round).
 * Each read is one try: the poll is the retry.
 */
export const appointmentQueryOptions = (appointment: { id: string; accessToken: string }, sincePoll = 0) =>
  queryOptions({
    queryKey: appointmentKey(appointment.id),
    queryFn: ({ signal }) => getAppointment(appointment.id, appointment.accessToken, signal),
    retry: false,
    refetchIntervalInBackground: true,
    refetchInterval: (query) => {
      const polls = query.state.dataUpdateCount + query.state.errorUpdateCount - sincePoll;
      if (polls >= EMAIL_POLLS) return false;
      return query.state.status === 'error' || emailUnderWay(query.state.data?.emailStatus) ? EMAIL_POLL_MS : false;
    },
  });

export const useAppointment = (appointment: { id: string; accessToken: string } | undefined, sincePoll = 0) =>
  useQuery({ ...appointmentQueryOptions(appointment ?? { id: '', accessToken: '' }, sincePoll), enabled: Boolean(appointment) });
