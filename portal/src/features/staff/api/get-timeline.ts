import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api-client';
import type { ApiAnswer } from '../../../shared/api/types';
import { practiceKey, staffBase } from './staff-routes';

/** GET …/staff/appointments/:id/timeline: a booking's story from the event log. */
export const getTimeline = (practiceId: string, id: string, signal?: AbortSignal) =>
  api.get<ApiAnswer<'/api/practices/{practiceId}/staff/appointments/{id}/timeline', 'get'>>(`${staffBase(practiceId)}/appointments/${encodeURIComponent(id)}/timeline`, { signal });

export const timelineQueryOptions = (practiceId: string, id: string) =>
  queryOptions({ queryKey: [...practiceKey(practiceId), 'timeline', id], queryFn: ({ signal }) => getTimeline(practiceId, id, signal), staleTime: 0 });

export const useTimeline = (practiceId: string, id: string) => useQuery(timelineQueryOptions(practiceId, id));
