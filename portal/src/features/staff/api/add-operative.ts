import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api-client';
import type { ApiBody } from '../../../shared/api/types';
import type { Operative } from '../../../shared/back-office/supply-api';
import { operativesKey } from './get-operatives';
import { staffBase } from './staff-routes';

type OperativeBody = ApiBody<'/api/practices/{practiceId}/staff/operatives', 'post'>;

export const addOperative = (practiceId: string, input: OperativeBody) =>
  api.post<Operative>(`${staffBase(practiceId)}/operatives`, input satisfies OperativeBody);

/** Adds an operative; the practice's list is read again. */
export function useAddOperative(practiceId: string, onAdded: (operative: Operative) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OperativeBody) => addOperative(practiceId, input),
    onSuccess: (operative) => {
      onAdded(operative);
      return queryClient.invalidateQueries({ queryKey: operativesKey(practiceId) });
    },
  });
}
