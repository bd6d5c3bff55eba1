import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api-client';

/** GET /api/manage/appointment (Bearer manage token): the booking the e-mail's link is for. */
export interface ManagedAppointment {
  id: string;
  reference: string;
  status: 'pending' | 'confirmed' | 'cancelled' | 'completed';
  paymentStatus: string;
  startTime: string;
  endTime: string;
  amountPence: number;
  refundedPence: number;
  refundDuePence: number | null;
  practice: { id: string; name: string; address: { line1: string; line2: string | null; city: string; postcode: string }; phone: string; latitude?: number | null; longitude?: number | null };
  patient: { name: string };
  canChange: boolean;
  changeRefusal: string | null;
  cancellation: { refundPence: number; explanation: string } | null;
  /** False for a checkout whose payment never held money: not a booking (issue #29 item 3). Absent from an older api. */
  booked?: boolean;
  /** Where the fee stands, in the words every channel uses (paymentWording). Absent from an older api. */
  payment?: { label: string; sentence: string };
}

/** The manage token is the credential: `Authorization: Bearer …`. */
export const manageAuth = (token: string) => ({ Authorization: `Bearer ${token}` });

export const getManagedAppointment = (token: string, signal?: AbortSignal) => api.get<ManagedAppointment>('/api/manage/appointment', { headers: manageAuth(token), signal });

export const managedAppointmentKey = (token: string) => ['manage', token, 'appointment'] as const;

export const managedAppointmentQueryOptions = (token: string) =>
  queryOptions({ queryKey: managedAppointmentKey(token), queryFn: ({ signal }) => getManagedAppointment(token, signal) });

export const useManagedAppointment = (token: string) => useQuery({ ...managedAppointmentQueryOptions(token), enabled: Boolean(token) });
