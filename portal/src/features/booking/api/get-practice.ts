import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api-client';
import type { ApiAnswer } from '../../../shared/api/types';
import type { PracticeSummary } from './search-practices';

/**
 * GET /api/practices/:id: one practice's details for the booking pages. Read when the page has a
 * practice in its URL but not in its navigation state (a reload in another tab, a shared link):
 * its distance is then unknown (no search was made).
 */
export const getPractice = async (practiceId: string, signal?: AbortSignal): Promise<PracticeSummary> => ({
  ...(await api.get<ApiAnswer<'/api/practices/{id}', 'get'>>(`/api/practices/${encodeURIComponent(practiceId)}`, { signal })),
  distanceKm: null,
});

export const practiceKey = (practiceId: string) => ['booking', 'practice', practiceId] as const;

export const practiceQueryOptions = (practiceId: string) =>
  queryOptions({ queryKey: practiceKey(practiceId), queryFn: ({ signal }) => getPractice(practiceId, signal), staleTime: 5 * 60_000 });

export const usePractice = (practiceId: string | undefined, enabled = true) =>
  useQuery({ ...practiceQueryOptions(practiceId ?? ''), enabled: enabled && Boolean(practiceId) });
