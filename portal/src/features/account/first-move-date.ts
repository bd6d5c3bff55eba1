import { ApiError } from '../../shared/api-client';
import { oneSlotPerTime } from '../../shared/slots';
import { manageApi, type OpenSlot } from './manage-api';

/** The times a booking can move to on a date: each free time once, never the booking's own time. */
export function movableSlots(slots: readonly OpenSlot[], ownStart: string): OpenSlot[] {
  return oneSlotPerTime(slots.filter((s) => s.startTime !== ownStart));
}

/**
 * The date the move section opens on (audit U5: it opened on a full today saying "No other times are
 * free on this date"): the first of `dates` with a time the booking can move to, and that date's
 * times. One request finds the practice's next free time; only when every free time that day is at
 * the booking's own time (another operative's) are the following dates read, one by one. Undefined
 * when no date in `dates` has one.
 */
export async function firstDateWithFreeTimes(
  practiceId: string,
  ownStart: string,
  dates: readonly string[],
  api: Pick<typeof manageApi, 'nextAvailable' | 'slots'> = manageApi,
): Promise<{ date: string; slots: OpenSlot[] } | undefined> {
  let from = dates[0];
  try {
    from = (await api.nextAvailable(practiceId, dates.length)).date;
  } catch (e) {
    // Nothing free within the horizon; any other failure: read from the first date as before.
    if (e instanceof ApiError && e.status === 404) return undefined;
  }
  for (const date of dates.filter((d) => d >= from)) {
    const slots = movableSlots((await api.slots(practiceId, date)).slots, ownStart);
    if (slots.length) return { date, slots };
  }
  return undefined;
}
