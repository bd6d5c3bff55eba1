import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api-client';
import type { ApiAnswer } from '../../../shared/api/types';

/** GET /api/staff/practices: the practices the signed-in user is staff of. */
type MyPractices = ApiAnswer<'/api/staff/practices', 'get'>;
export type StaffPractice = MyPractices['practices'][number];

export const getMyPractices = (signal?: AbortSignal) => api.get<MyPractices>('/api/staff/practices', { signal });

export const myPracticesQueryOptions = () => queryOptions({ queryKey: ['staff', 'practices'], queryFn: ({ signal }) => getMyPractices(signal) });

export const useMyPractices = () => useQuery(myPracticesQueryOptions());
