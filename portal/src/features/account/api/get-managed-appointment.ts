import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api-client';
import type { ApiAnswer } from '../../../shared/api/types';

/** GET /api/manage/appointment (Bearer manage token): the booking the e-mail's link is for. */
export type ManagedAppointment = ApiAnswer<'/api/manage/appointment', 'get'>;

/** The manage token is the credential: `Authorization: Bearer …`. */
export const manageAuth = (token: string) => ({ Authorization: `Bearer ${token}` });

export const getManagedAppointment = (token: string, signal?: AbortSignal) => api.get<ManagedAppointment>('/api/manage/appointment', { headers: manageAuth(token), signal });

export const managedAppointmentKey = (token: string) => ['manage', token, 'appointment'] as const;

export const managedAppointmentQueryOptions = (token: string) =>
  queryOptions({ queryKey: managedAppointmentKey(token), queryFn: ({ signal }) => getManagedAppointment(token, signal) });

export const useManagedAppointment = (token: string) => useQuery({ ...managedAppointmentQueryOptions(token), enabled: Boolean(token) });
