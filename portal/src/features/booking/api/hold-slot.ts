import { SCREENING_REQUIRED } from '@contexts/search/clinical-safety.constants';
import { api, ApiError } from '../../../shared/api-client';
import type { ApiAnswer, ApiBody } from '../../../shared/api/types';

/** A time held for the patient while they pay (10 minutes, extendable); the token authorises the rest of the flow. */
export type HoldResult = ApiAnswer<'/api/holds', 'post', 201>;
type HoldBody = ApiBody<'/api/holds', 'post'>;

/**
 * POST /api/holds. `screening`: the proof the patient's search answered (they said "none of these"
 * to the emergency signs; the api holds nothing without it). `robotToken`: the robot check's token
 * when the site has it on (spec 5); never sent otherwise.
 */
export const holdSlot = (slotId: string, patient: HoldBody['patient'], screening: string, robotToken?: string) =>
  api.post<HoldResult>('/api/holds', { slotId, patient, screening, ...(robotToken ? { robotToken } : {}) } satisfies HoldBody);

/** The hold was refused because the search's proof ran out (the page was left open): the safety question is asked again. */
export const isScreeningRequired = (error: unknown): boolean => error instanceof ApiError && error.code === SCREENING_REQUIRED.code;
