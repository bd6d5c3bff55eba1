import { ApiError } from '../../../shared/api-client';
import type { HoldResult } from './hold-slot';
import { withToken } from './with-token';

/** DELETE /api/holds/:id (the page's Back): the slot is open again at once, an unpaid checkout of it cancelled. */
export const releaseHold = (hold: HoldResult) => withToken<void>('DELETE', `/api/holds/${hold.holdId}`, hold.holdToken);

/** Lets a hold go; true once it is gone (released now, or no longer there), false when it may still be live (offline). */
export const letGo = (hold: HoldResult): Promise<boolean> =>
  releaseHold(hold).then(
    () => true,
    (e: unknown) => e instanceof ApiError && e.status === 404,
  );
