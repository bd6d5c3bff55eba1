import { ADMIN_APPOINTMENT_STATUSES, ADMIN_PAYMENT_STATUSES } from '@contexts/booking/booking.constants';

/**
 * The Appointments tab's filters live in the page's URL (?tab=appointments&q=…&status=…), so a view
 * can be shared and survives a reload. These are the names the API takes too (GET /api/admin/appointments).
 */
export const SEARCH_KEYS = ['q', 'practiceId', 'from', 'to', 'status', 'paymentStatus'] as const;
export type SearchKey = (typeof SEARCH_KEYS)[number];
export type AppointmentSearchState = Record<SearchKey, string>;

const STATUS_VALUES: readonly string[] = ['all', ...ADMIN_APPOINTMENT_STATUSES];
const PAYMENT_VALUES: readonly string[] = ['all', ...ADMIN_PAYMENT_STATUSES];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filters a URL carries; anything the server would refuse is dropped (a hand-edited link still opens). */
export function searchFromParams(params: URLSearchParams): AppointmentSearchState {
  const get = (k: SearchKey) => (params.get(k) ?? '').trim();
  const status = get('status');
  const paymentStatus = get('paymentStatus');
  return {
    q: get('q').slice(0, 100),
    practiceId: /^[0-9a-f-]{36}$/i.test(get('practiceId')) ? get('practiceId') : '',
    from: DATE.test(get('from')) ? get('from') : '',
    to: DATE.test(get('to')) ? get('to') : '',
    status: STATUS_VALUES.includes(status) ? status : 'all',
    paymentStatus: PAYMENT_VALUES.includes(paymentStatus) && paymentStatus !== 'all' ? paymentStatus : '',
  };
}

/**
 * The page's URL with these filters (its other parameters, like the tab, kept); empty filters and
 * the default status are left out so a plain view has a plain URL.
 */
export function paramsWithSearch(current: URLSearchParams, search: Partial<AppointmentSearchState>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of SEARCH_KEYS) {
    if (!(key in search)) continue;
    const value = (search[key] ?? '').trim();
    if (!value || (key === 'status' && value === 'all')) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** The API's query for these filters (status always sent: the server's "all" includes cancelled ones). */
export function apiQuery(search: AppointmentSearchState): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of SEARCH_KEYS) if (search[key]) query.set(key, search[key]);
  if (!query.has('status')) query.set('status', 'all');
  return query;
}

/** True when anything narrows the list beyond a status button. */
export const isNarrowed = (s: AppointmentSearchState) => Boolean(s.q || s.practiceId || s.from || s.to || s.paymentStatus);
