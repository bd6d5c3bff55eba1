import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api-client';
import type { ApiAnswer } from '../../../shared/api/types';
import { oneSlotPerTime } from '../../../shared/slots';

type FreeTimes = ApiAnswer<'/api/practices/{id}/slots', 'get'>;
export type OpenSlot = FreeTimes['slots'][number];

/** GET /api/practices/:id/slots?date=: the practice's free times on a date. */
export const getFreeTimes = (practiceId: string, date: string, signal?: AbortSignal) =>
  api.get<FreeTimes>(`/api/practices/${encodeURIComponent(practiceId)}/slots?date=${encodeURIComponent(date)}`, { signal });

/** GET /api/practices/:id/next-available?days=: the practice's first free time within `days` (404 when there is none). */
export const getNextFreeTime = (practiceId: string, days: number, signal?: AbortSignal) =>
  api.get<ApiAnswer<'/api/practices/{id}/next-available', 'get'>>(`/api/practices/${encodeURIComponent(practiceId)}/next-available?days=${days}`, { signal });

/** The times a booking can move to on a date: each free time once, never the booking's own time. */
export function movableSlots(slots: readonly OpenSlot[], ownStart: string): OpenSlot[] {
  return oneSlotPerTime(slots.filter((s) => s.startTime !== ownStart));
}

export const freeTimesKey = (practiceId: string, date: string) => ['manage', 'free-times', practiceId, date] as const;

/** The times a booking (starting at `ownStart`) can move to on `date`. */
export const freeTimesQueryOptions = (practiceId: string, date: string, ownStart: string) =>
  queryOptions({
    queryKey: freeTimesKey(practiceId, date),
    queryFn: ({ signal }) => getFreeTimes(practiceId, date, signal),
    select: (answer) => movableSlots(answer.slots, ownStart),
  });

/** `initial`: the date's times already read while finding the first date with some, not asked for again. */
export const useFreeTimes = (practiceId: string, date: string | undefined, ownStart: string, initial?: { date: string; slots: OpenSlot[] }) =>
  useQuery({
    ...freeTimesQueryOptions(practiceId, date ?? '', ownStart),
    enabled: date !== undefined,
    initialData: initial && initial.date === date ? { date: initial.date, slots: initial.slots } : undefined,
  });
