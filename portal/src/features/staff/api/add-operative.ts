import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api-client';
import type { Operative } from '../../../shared/back-office/supply-api';
import { operativesKey } from './get-operatives';
import { staffBase } from './staff-routes';

export const addOperative = (practiceId: string, input: { displayName: string; email: string }) => api.post<Operative>(`${staffBase(practiceId)}/operatives`, input);

/** Adds an operative; the practice's list is read again. */
export function useAddOperative(practiceId: string, onAdded: (operative: Operative) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { displayName: string; email: string }) => addOperative(practiceId, input),
    onSuccess: (operative) => {
      onAdded(operative);
      return queryClient.invalidateQueries({ queryKey: operativesKey(practiceId) });
    },
  });
}
