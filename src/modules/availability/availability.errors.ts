/** The codes of availability's and closures' refusals on the wire. */
export const AvailabilityErrorCode = {
  NoAvailability: 'no_availability',
  /** The slot is held or booked: the editor cannot change it. */
  SlotLocked: 'slot_locked',
  SlotMissing: 'slot_missing',
  ClosureExists: 'closure_exists',
  ClosureNotFound: 'closure_not_found',
} as const;
export type AvailabilityErrorCode = (typeof AvailabilityErrorCode)[keyof typeof AvailabilityErrorCode];

declare module '../../shared/errors/domain-error.js' {
  interface ContextErrorCodes {
    availability: AvailabilityErrorCode;
  }
}
