import { NotFoundError } from '../../shared/errors/domain-error.js';
import { PRACTICE_MESSAGES } from './practices.constants.js';

/** The codes of the practices' refusals on the wire. */
export const PracticesErrorCode = {
  PracticeNotFound: 'practice_not_found',
  OperativeNotFound: 'operative_not_found',
  LocationUnknown: 'location_unknown',
  PracticeHasBookings: 'practice_has_bookings',
} as const;
export type PracticesErrorCode = (typeof PracticesErrorCode)[keyof typeof PracticesErrorCode];

declare module '../../shared/errors/domain-error.js' {
  interface ContextErrorCodes {
    practices: PracticesErrorCode;
  }
}

/** No such practice, or it is archived. */
export const practiceNotFound = () => new NotFoundError(PRACTICE_MESSAGES.notFound, PracticesErrorCode.PracticeNotFound);
/** No such operative at this practice. */
export const operativeNotFound = () => new NotFoundError(PRACTICE_MESSAGES.operativeNotFound, PracticesErrorCode.OperativeNotFound);
