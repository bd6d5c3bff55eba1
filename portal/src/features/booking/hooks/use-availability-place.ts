import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { inPageState } from '../../../shared/in-page-navigation';
import { paths } from '../../../shared/paths';
import type { AvailabilityState } from '../api/search-practices';
import { dateOptions } from '../utils/slot-groups';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The results page showing one practice on one date: what a reload or a shared link opens. */
export const availabilityHref = (practiceId: string, date: string) => `${paths.availabilityCheck.path}?${new URLSearchParams({ practice: practiceId, date })}`;

/** The spec's navigation state (the lead form's search, or a widened one), when the page has it. */
export function availabilityStateOf(state: unknown): AvailabilityState | null {
  const s = state as Partial<AvailabilityState> | null;
  return s && typeof s === 'object' && s.formData && s.search ? (s as AvailabilityState) : null;
}

/**
 * The date a URL asks for, when it is one the page can show: a date of the list (today and the 13
 * after it), or a past one (the past-date check then shows today with the spec's text). Anything
 * else is as if it were not there.
 */
export function usableDate(asked: string | null, today: string, offered: readonly string[]): string | undefined {
  if (!asked || !ISO_DATE.test(asked)) return undefined;
  return asked < today || offered.includes(asked) ? asked : undefined;
}

export interface AvailabilityPlace {
  /** The search this page came from, or null (a reload in another tab, a shared link). */
  state: AvailabilityState | null;
  /** The chosen practice: the URL's, else the search's nearest. */
  practiceId: string | undefined;
  /** The chosen date: the URL's, else the search's (for its own practice), else today. */
  date: string;
  /** Shows another practice or date: the URL changes in place (replace: Back leaves the page, as before). */
  move: (to: { practiceId?: string; date: string }) => void;
}

/**
 * `/availability-check?practice=<id>&date=<yyyy-MM-dd>`: the URL is the source of truth for the
 * chosen practice and date (house style: practice and date live in the URL), so a reload or a shared
 * link shows the same practice and date. The spec's navigation state (formData, the search's practices
 * and times) is kept through every change. A page reached with the state alone has the URL filled in.
 */
export function useAvailabilityPlace(): AvailabilityPlace {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = availabilityStateOf(location.state);
  const options = dateOptions().map((o) => o.value);
  const nearest = state?.nearestPractice?.id;
  const practiceId = params.get('practice') || nearest || undefined;
  const searchDate = practiceId === nearest ? (state?.search.date ?? undefined) : undefined;
  const date = usableDate(params.get('date'), options[0], options) ?? searchDate ?? options[0];
  const inUrl = params.get('practice') === practiceId && params.get('date') === date;

  const move = useCallback(
    (to: { practiceId?: string; date: string }) => {
      const id = to.practiceId ?? practiceId;
      if (!id) return;
      navigate(availabilityHref(id, to.date), { replace: true, state: inPageState(location.state) });
    },
    [navigate, practiceId, location.state],
  );

  // The URL always says what the page shows: filled in (or corrected) in place when it does not.
  useEffect(() => {
    if (practiceId && !inUrl) move({ practiceId, date });
  }, [practiceId, date, inUrl, move]);

  return { state, practiceId, date, move };
}
