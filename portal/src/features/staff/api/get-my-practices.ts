import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api-client';

/** GET /api/staff/practices: the practices the signed-in user is staff of. */
export interface StaffPractice {
  id: string;
  name: string;
  city: string;
  archived: boolean;
}

export const getMyPractices = (signal?: AbortSignal) => api.get<{ practices: StaffPractice[] }>('/api/staff/practices', { signal });

export const myPracticesQueryOptions = () => queryOptions({ queryKey: ['staff', 'practices'], queryFn: ({ signal }) => getMyPractices(signal) });

export const useMyPractices = () => useQuery(myPracticesQueryOptions());
