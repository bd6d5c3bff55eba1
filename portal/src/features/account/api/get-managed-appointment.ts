import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api-client';
import type { ApiAnswer } from '../../../shared/api/types';

/** GET /api/manage/appointment (Bearer manage token): the booking the e-mail's link is for. */
export type ManagedAppointment = ApiAnswer<'/api/manage/appointment', 'get'>;

/** The manage token is the credential: `Authorization: Bearer …`. */
export const manageAuth = (token: string) => ({ Authorization: `Bearer ${token}` });

export const getManagedAppointment = (token: string, signal?: AbortSignal) => api.get<ManagedAppointment>('/api/manage/appointment', { headers: manageAuth(token), signal });

export const managedAppointmentKey = (token: string) => ['manage', token, 'appointment'] as const;

export const managedAppointmentQueryOptions = (token: string) =>
  queryOptions({ queryKey: managedAppointmentKey(token), queryFn: ({ signal }) => getManagedAppointment(token, signal) });

/** While a cancelled booking's fee is still being settled, the page reads it again this often (up to MONEY_POLLS times). */
export const MONEY_POLL_MS = 3000;
const MONEY_POLLS = 40;

/**
 * A cancelled booking whose money the payment queue has not settled yet: a held fee not yet taken in
 * part or released, or a paid one whose refund is still to go.
 */
export function moneyStillMoving(a: Pick<ManagedAppointment, 'status' | 'paymentStatus' | 'refundDuePence' | 'refundedPence'> | undefined): boolean {
  if (!a || a.status !== 'cancelled') return false;
  if (a.paymentStatus === 'authorized' || a.paymentStatus === 'processing') return true;
  return a.paymentStatus === 'completed' && (a.refundDuePence ?? 0) > 0 && a.refundedPence === 0;
}

/** The booking; after a cancellation it is read again until its money is settled, so the page says what happened. */
export const useManagedAppointment = (token: string) =>
  useQuery({
    ...managedAppointmentQueryOptions(token),
    enabled: Boolean(token),
    refetchInterval: (query) => (moneyStillMoving(query.state.data) && query.state.dataUpdateCount < MONEY_POLLS ? MONEY_POLL_MS : false),
  });
