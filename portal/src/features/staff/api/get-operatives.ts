import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api-client';
import type { ApiAnswer } from '../../../shared/api/types';
import { practiceKey, staffBase } from './staff-routes';

export const getOperatives = (practiceId: string, signal?: AbortSignal) => api.get<ApiAnswer<'/api/practices/{practiceId}/staff/operatives', 'get'>>(`${staffBase(practiceId)}/operatives`, { signal });

export const operativesKey = (practiceId: string) => [...practiceKey(practiceId), 'operatives'] as const;

export const operativesQueryOptions = (practiceId: string) => queryOptions({ queryKey: operativesKey(practiceId), queryFn: ({ signal }) => getOperatives(practiceId, signal) });

export const useOperatives = (practiceId: string) => useQuery(operativesQueryOptions(practiceId));
