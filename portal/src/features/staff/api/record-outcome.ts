import { useMutation } from '@tanstack/react-query';
import type { AppointmentOutcome } from '@contexts/booking/booking.constants';
import { api } from '../../../shared/api-client';
import type { ApiAnswer, ApiBody } from '../../../shared/api/types';
import { staffBase } from './staff-routes';

export type RecordedOutcome = ApiAnswer<'/api/practices/{practiceId}/staff/appointments/{id}/outcome', 'post'>;

/** POST …/staff/appointments/:id/outcome: attended, no-show, or cancelled by the practice (with the reason the patient reads). */
export const recordOutcome = (practiceId: string, id: string, outcome: AppointmentOutcome, reason?: string) =>
  api.post<RecordedOutcome>(`${staffBase(practiceId)}/appointments/${id}/outcome`, {
    outcome,
    ...(reason !== undefined ? { reason } : {}),
  } satisfies ApiBody<'/api/practices/{practiceId}/staff/appointments/{id}/outcome', 'post'>);

export const useRecordOutcome = (practiceId: string, onRecorded: (result: RecordedOutcome) => void) =>
  useMutation({
    mutationFn: ({ id, outcome, reason }: { id: string; outcome: AppointmentOutcome; reason?: string }) => recordOutcome(practiceId, id, outcome, reason),
    onSuccess: onRecorded,
  });
