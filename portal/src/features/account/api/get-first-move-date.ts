import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api-client';
import { getFreeTimes, getNextFreeTime, movableSlots, type OpenSlot } from './get-free-times';

/**
 * The date the move section opens on (never a full today saying "No other times are free on this
 * date"): the first of `dates` with a time the booking can move to, and that date's
 * times. One request finds the practice's next free time; only when every free time that day is at
 * the booking's own time (another operative's) are the following dates read, one by one. Null when
 * no date in `dates` has one.
 */
export async function firstDateWithFreeTimes(
  practiceId: string,
  ownStart: string,
  dates: readonly string[],
  signal?: AbortSignal,
): Promise<{ date: string; slots: OpenSlot[] } | null> {
  let from = dates[0];
  try {
    from = (await getNextFreeTime(practiceId, dates.length, signal)).date;
  } catch (e) {
    // Nothing free within the horizon; any other failure: read from the first date as before.
    if (e instanceof ApiError && e.status === 404) return null;
  }
  for (const date of dates.filter((d) => d >= from)) {
    const slots = movableSlots((await getFreeTimes(practiceId, date, signal)).slots, ownStart);
    if (slots.length) return { date, slots };
  }
  return null;
}

/** The first date the booking can move to (null: none within `dates`), found once per booking time. */
export const firstMoveDateQueryOptions = (practiceId: string, ownStart: string, dates: readonly string[]) =>
  queryOptions({
    queryKey: ['manage', 'first-move-date', practiceId, ownStart, dates[0]],
    queryFn: ({ signal }) => firstDateWithFreeTimes(practiceId, ownStart, dates, signal),
    staleTime: Infinity,
  });

export const useFirstMoveDate = (practiceId: string, ownStart: string, dates: readonly string[]) => useQuery(firstMoveDateQueryOptions(practiceId, ownStart, dates));
