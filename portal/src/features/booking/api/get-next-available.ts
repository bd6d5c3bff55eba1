import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api-client';
import type { ApiAnswer } from '../../../shared/api/types';

/** How far ahead "next available" looks (spec 2: alternatives and "Check availability", 7 days). */
export const NEXT_AVAILABLE_DAYS = 7;

/** GET /api/practices/:id/next-available: the first bookable time within 7 days, or 404 when there is none. */
export type NextAvailable = ApiAnswer<'/api/practices/{id}/next-available', 'get'>;

export const getNextAvailable = (practiceId: string, signal?: AbortSignal) =>
  api.get<NextAvailable>(`/api/practices/${encodeURIComponent(practiceId)}/next-available?days=${NEXT_AVAILABLE_DAYS}`, { signal });

/** Every next-available read starts with this key (the page is busy while one of them runs). */
export const NEXT_AVAILABLE_KEY = ['booking', 'next-available'] as const;
export const nextAvailableKey = (practiceId: string) => [...NEXT_AVAILABLE_KEY, practiceId] as const;

/** A look-up the patient asks for ("Check availability", choosing a practice) is made afresh; a few seconds' answer is reused. */
export const nextAvailableQueryOptions = (practiceId: string) =>
  queryOptions({ queryKey: nextAvailableKey(practiceId), queryFn: ({ signal }) => getNextAvailable(practiceId, signal), staleTime: 5_000 });

/**
 * A practice's next time. `enabled: false` only reads what another part of the page (a card's
 * "Check availability", choosing the practice) has already fetched into the cache.
 */
export const useNextAvailable = (practiceId: string | undefined, enabled = true) =>
  useQuery({ ...nextAvailableQueryOptions(practiceId ?? ''), enabled: enabled && Boolean(practiceId) });
