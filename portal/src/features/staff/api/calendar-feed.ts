import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api-client';
import type { ApiAnswer } from '../../../shared/api/types';
import { practiceKey, staffBase } from './staff-routes';

/** The practice's secret calendar address (…/staff/calendar-feed): read, made anew (rotated), switched off. */
export type CalendarFeed = ApiAnswer<'/api/practices/{practiceId}/staff/calendar-feed', 'get'>;
/** A new address (rotated: its url, shown once) or the feed switched off. */
export type CalendarFeedChange = ApiAnswer<'/api/practices/{practiceId}/staff/calendar-feed', 'post'> | ApiAnswer<'/api/practices/{practiceId}/staff/calendar-feed', 'delete'>;

export const getCalendarFeed = (practiceId: string, signal?: AbortSignal) => api.get<CalendarFeed>(`${staffBase(practiceId)}/calendar-feed`, { signal });
export const rotateCalendarFeed = (practiceId: string) => api.post<ApiAnswer<'/api/practices/{practiceId}/staff/calendar-feed', 'post'>>(`${staffBase(practiceId)}/calendar-feed`);
export const revokeCalendarFeed = (practiceId: string) => api.delete<ApiAnswer<'/api/practices/{practiceId}/staff/calendar-feed', 'delete'>>(`${staffBase(practiceId)}/calendar-feed`);

const calendarFeedKey = (practiceId: string) => [...practiceKey(practiceId), 'calendar-feed'] as const;

export const calendarFeedQueryOptions = (practiceId: string) =>
  queryOptions({ queryKey: calendarFeedKey(practiceId), queryFn: ({ signal }) => getCalendarFeed(practiceId, signal) });

export const useCalendarFeed = (practiceId: string) => useQuery(calendarFeedQueryOptions(practiceId));

/** Rotating or switching off the feed: the answer (the new address, shown once) goes to `onDone`; the feed is read again. */
export function useChangeCalendarFeed(practiceId: string, change: 'rotate' | 'revoke', onDone: (result: CalendarFeedChange) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<CalendarFeedChange> => (change === 'rotate' ? rotateCalendarFeed(practiceId) : revokeCalendarFeed(practiceId)),
    onSuccess: (result) => {
      onDone(result);
      return queryClient.invalidateQueries({ queryKey: calendarFeedKey(practiceId) });
    },
  });
}
