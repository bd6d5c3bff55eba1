import { api } from '../../../shared/api-client';

/** A time held for the patient while they pay (10 minutes, extendable); the token authorises the rest of the flow. */
export interface HoldResult {
  holdId: string;
  holdToken: string;
  expiresAt: string;
}

/** POST /api/holds. `robotToken`: the robot check's token when the site has it on (spec 5); never sent otherwise. */
export const holdSlot = (slotId: string, patient: { name: string; phone: string; postcode: string; issue: string }, robotToken?: string) =>
  api.post<HoldResult>('/api/holds', { slotId, patient, ...(robotToken ? { robotToken } : {}) });
