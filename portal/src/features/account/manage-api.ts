import { api } from '../../shared/api-client';

/** GET /api/manage/appointment (Bearer manage token). */
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
export interface OpenSlot {
  id: string;
  startTime: string;
  endTime: string;
}

const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

export const manageApi = {
  get: (token: string, signal?: AbortSignal) => api.get<ManagedAppointment>('/api/manage/appointment', { ...auth(token), signal }),
  cancel: (token: string) => api.post<{ refundPence: number; explanation: string; message: string }>('/api/manage/cancel', {}, auth(token)),
  reschedule: (token: string, slotId: string) => api.post<{ startTime: string; endTime: string; message: string }>('/api/manage/reschedule', { slotId }, auth(token)),
  slots: (practiceId: string, date: string) => api.get<{ date: string; slots: OpenSlot[] }>(`/api/practices/${practiceId}/slots?date=${date}`),
  /** The practice's first bookable time within `days` (404 when there is none). */
  nextAvailable: (practiceId: string, days: number) => api.get<{ date: string; slot: OpenSlot }>(`/api/practices/${practiceId}/next-available?days=${days}`),
};
