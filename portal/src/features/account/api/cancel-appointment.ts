import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api-client';
import type { ApiAnswer } from '../../../shared/api/types';
import { manageAuth, managedAppointmentKey } from './get-managed-appointment';

/** POST /api/manage/cancel: cancels the booking, with the refund the page showed before (ADR 0023). */
export const cancelAppointment = (token: string) =>
  api.post<ApiAnswer<'/api/manage/cancel', 'post'>>('/api/manage/cancel', {}, { headers: manageAuth(token) });

/** Cancels, then reads the booking again before `onDone` says what happened. */
export function useCancelAppointment(token: string, onDone: (lines: string[]) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelAppointment(token),
    onSuccess: async (result) => {
      await queryClient.refetchQueries({ queryKey: managedAppointmentKey(token) });
      onDone([result.message, result.explanation]);
    },
  });
}
