import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api-client';
import type { ApiAnswer, ApiBody } from '../../../shared/api/types';
import { manageAuth, managedAppointmentKey } from './get-managed-appointment';

export type Moved = ApiAnswer<'/api/manage/reschedule', 'post'>;

/** POST /api/manage/reschedule: moves the booking to another free time at the same practice. */
export const rescheduleAppointment = (token: string, slotId: string) =>
  api.post<Moved>('/api/manage/reschedule', { slotId } satisfies ApiBody<'/api/manage/reschedule', 'post'>, { headers: manageAuth(token) });

/** Moves, then reads the booking again before `onDone` says where it is now. */
export function useRescheduleAppointment(token: string, onDone: (moved: Moved) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slotId: string) => rescheduleAppointment(token, slotId),
    onSuccess: async (moved) => {
      await queryClient.refetchQueries({ queryKey: managedAppointmentKey(token) });
      onDone(moved);
    },
  });
}
