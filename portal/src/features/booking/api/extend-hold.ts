import type { ApiAnswer } from '../../../shared/api/types';
import type { HoldResult } from './hold-slot';
import { withToken } from './with-token';

/** POST /api/holds/:id/extend: more time on the payment step. */
export const extendHold = (hold: HoldResult) =>
  withToken<ApiAnswer<'/api/holds/{id}/extend', 'post'>>('POST', `/api/holds/${hold.holdId}/extend`, hold.holdToken, {});
