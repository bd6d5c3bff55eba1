import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api-client';
import type { ApiAnswer } from '../../../shared/api/types';
import { PROCESSING_POLL_MS } from '../../../shared/back-office/booking-display';
import { practiceKey, staffBase } from './staff-routes';

/** GET …/staff/appointments: the practice's name, today's bookings and the upcoming ones. */
export type StaffDay = ApiAnswer<'/api/practices/{practiceId}/staff/appointments', 'get'>;
export type StaffAppointment = StaffDay['today'][number];

export const getPracticeDay = (practiceId: string, signal?: AbortSignal) => api.get<StaffDay>(`${staffBase(practiceId)}/appointments`, { signal });

export const practiceDayKey = (practiceId: string) => [...practiceKey(practiceId), 'day'] as const;

/** A capture running in the payment queue: the day re-reads itself until it is done. */
const capturing = (day: StaffDay | undefined) =>
  [...(day?.today ?? []), ...(day?.upcoming ?? [])].some((a) => a.paymentStatus === 'processing' || (a.status === 'confirmed' && a.paymentStatus === 'authorized'));

export const practiceDayQueryOptions = (practiceId: string) =>
  queryOptions({
    queryKey: practiceDayKey(practiceId),
    queryFn: ({ signal }) => getPracticeDay(practiceId, signal),
    refetchInterval: (query) => (capturing(query.state.data) ? PROCESSING_POLL_MS : false),
  });

export const usePracticeDay = (practiceId: string) => useQuery(practiceDayQueryOptions(practiceId));
