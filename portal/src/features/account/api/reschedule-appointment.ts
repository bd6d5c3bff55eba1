import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api-client';
import { manageAuth, managedAppointmentKey } from './get-managed-appointment';

export interface Moved {
  startTime: string;
  endTime: string;
  message: string;
}

/** POST /api/manage/reschedule: moves the booking to another free time at the same practice. */
export const rescheduleAppointment = (token: string, slotId: string) => api.post<Moved>('/api/manage/reschedule', { slotId }, { headers: manageAuth(token) });

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
