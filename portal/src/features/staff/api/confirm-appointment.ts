import { api } from '../../../shared/api-client';
import { staffBase } from './staff-routes';

/** POST …/staff/appointments/:id/confirm: the spec's Confirm, through the practice's own route. */
export const confirmAppointment = (practiceId: string, id: string) =>
  api.post<{ id: string; status: string; paymentStatus: string; message: string }>(`${staffBase(practiceId)}/appointments/${id}/confirm`);
