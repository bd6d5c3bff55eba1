import { api } from '../../../shared/api-client';
import type { ApiAnswer, ApiBody } from '../../../shared/api/types';

/** A time held for the patient while they pay (10 minutes, extendable); the token authorises the rest of the flow. */
export type HoldResult = ApiAnswer<'/api/holds', 'post', 201>;
type HoldBody = ApiBody<'/api/holds', 'post'>;

/** POST /api/holds. `robotToken`: the robot check's token when the site has it on (spec 5); never sent otherwise. */
export const holdSlot = (slotId: string, patient: HoldBody['patient'], robotToken?: string) =>
  api.post<HoldResult>('/api/holds', { slotId, patient, ...(robotToken ? { robotToken } : {}) } satisfies HoldBody);
