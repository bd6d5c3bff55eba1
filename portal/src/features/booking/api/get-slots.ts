import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api-client';
import type { ApiAnswer } from '../../../shared/api/types';

/** GET /api/practices/:id/slots?date=: a practice's bookable times on a London date (today: those not started yet), sorted. */
export type DaySlots = ApiAnswer<'/api/practices/{id}/slots', 'get'>;

export const getSlots = (practiceId: string, date: string, signal?: AbortSignal) =>
  api.get<DaySlots>(`/api/practices/${encodeURIComponent(practiceId)}/slots?date=${encodeURIComponent(date)}`, { signal });

export const slotsKey = (practiceId: string, date: string) => ['booking', 'slots', practiceId, date] as const;

/** How long a list of times is shown again without asking (a page opened from the search moments ago). */
export const TIMES_FRESH_MS = 15_000;

/**
 * One practice's times on one date: each (practice, date) its own cache entry, so an answer for a
 * date the patient has left can never show under the one they chose (no race guard by hand). Times
 * go quickly: every date or practice chosen asks again (stale at once), and so does a page that opens
 * on times older than TIMES_FRESH_MS; a page opened on the search's fresh answer asks for nothing.
 */
export const slotsQueryOptions = (practiceId: string, date: string) =>
  queryOptions({
    queryKey: slotsKey(practiceId, date),
    queryFn: ({ signal }) => getSlots(practiceId, date, signal),
    staleTime: 0,
    refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt > TIMES_FRESH_MS,
  });

/**
 * `initial`: times already known for that date (the search's answer) and when they were read: shown
 * at once, and asked for again only once they are older than the cache's freshness (a page reopened
 * later), never when they are the search's own of a moment ago.
 */
export const useSlots = (practiceId: string | undefined, date: string, initial?: { slots: DaySlots; readAt: number }) =>
  useQuery({ ...slotsQueryOptions(practiceId ?? '', date), enabled: Boolean(practiceId), initialData: initial?.slots, initialDataUpdatedAt: initial?.readAt });
