/** The codes of the staff context's refusals on the wire. */
export const StaffErrorCode = {
  /** A calendar feed token that is unknown, rotated or revoked. */
  FeedNotFound: 'feed_not_found',
} as const;
export type StaffErrorCode = (typeof StaffErrorCode)[keyof typeof StaffErrorCode];

declare module '../../shared/errors/domain-error.js' {
  interface ContextErrorCodes {
    staff: StaffErrorCode;
  }
}
