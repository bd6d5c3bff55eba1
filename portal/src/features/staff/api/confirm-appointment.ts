import { api } from '../../../shared/api-client';
import type { ApiAnswer } from '../../../shared/api/types';
import { staffBase } from './staff-routes';

/** POST …/staff/appointments/:id/confirm: the spec's Confirm, through the practice's own route. */
export const confirmAppointment = (practiceId: string, id: string) =>
  api.post<ApiAnswer<'/api/practices/{practiceId}/staff/appointments/{id}/confirm', 'post'>>(`${staffBase(practiceId)}/appointments/${id}/confirm`);
