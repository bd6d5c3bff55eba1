import { api } from '../../../shared/api-client';
import type { ApiAnswer, ApiBody } from '../../../shared/api/types';
import type { LeadFormData } from './search-practices';

/**
 * POST /api/waitlist: asks to join the waitlist (a confirmation link is e-mailed). `robotToken`: the
 * robot check's token when the site has it on, as for search and holds.
 */
export const joinWaitlist = (form: LeadFormData, email: string, consent: boolean, radiusKm: number, robotToken?: string) =>
  api.post<ApiAnswer<'/api/waitlist', 'post', 202>>('/api/waitlist', {
    ...form,
    email: email.trim(),
    consent,
    radiusKm,
    ...(robotToken ? { robotToken } : {}),
  } satisfies ApiBody<'/api/waitlist', 'post'>);
