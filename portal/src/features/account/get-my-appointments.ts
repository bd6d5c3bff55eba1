import { useEffect, useState } from 'react';
import { BOOKING_MESSAGES } from '@contexts/booking/booking.constants';
import { api } from '../../shared/api-client';

/** GET /api/me/appointments item. */
export interface MyAppointment {
  id: string;
  reference: string;
  startTime: string;
  endTime?: string;
  practice: { id?: string; name: string };
  service: string;
  status: string;
  paymentStatus?: string;
  /** The name given at booking (spec 2: My Appointments shows it); read when the api sends it. */
  patientName?: string;
  /** The booking's manage token (what the e-mail's link carries); with it the row offers change/cancel. */
  manageToken?: string;
}

export function getMyAppointments(signal?: AbortSignal): Promise<MyAppointment[]> {
  return api.get<MyAppointment[]>('/api/me/appointments', { signal });
}

type Result = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; appointments: MyAppointment[] };

/** The signed-in user's upcoming appointments; runs only when enabled (a user is known). */
export function useMyAppointments(enabled: boolean): Result {
  const [result, setResult] = useState<Result>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    getMyAppointments(controller.signal)
      .then((appointments) => setResult({ status: 'ready', appointments: Array.isArray(appointments) ? appointments : [] }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Could not load appointments.', error);
        setResult({ status: 'error', message: BOOKING_MESSAGES.loadFailed });
      });
    return () => controller.abort();
  }, [enabled]);
  return result;
}
