import type { Nation } from '../postcodes/postcodes.constants.js';
import { DomainError, ValidationError } from '../../shared/errors/domain-error.js';
import { emergencyCareMessage, SCREENING_REQUIRED } from './clinical-safety.constants.js';
import type { RedFlagAnswer } from './rules/safety-net.rules.js';

/** The codes of the search's refusals on the wire, and of the patient-field checks other contexts reuse (postcode, phone). */
export const SearchErrorCode = {
  PostcodeRequired: 'postcode_required',
  PostcodeInvalid: 'postcode_invalid',
  NorthernIreland: 'northern_ireland',
  /** Channel Islands, Isle of Man: UK-style postcodes the service does not cover. */
  OutsideGb: 'outside_gb',
  /** A postcode with no practice or location we know. */
  PostcodeUnknown: 'postcode_unknown',
  PhoneRequired: 'phone_required',
  PhoneInvalid: 'phone_invalid',
  RobotTokenMissing: 'robot_token_missing',
  RobotCheckFailed: 'robot_check_failed',
  /** The portal reads it as SCREENING_REQUIRED.code (clinical-safety.constants.ts). */
  ScreeningRequired: SCREENING_REQUIRED.code,
  EmergencyCare: 'emergency_care',
  SearchUnavailable: 'search_unavailable',
} as const;
export type SearchErrorCode = (typeof SearchErrorCode)[keyof typeof SearchErrorCode];

declare module '../../shared/errors/domain-error.js' {
  interface ContextErrorCodes {
    search: SearchErrorCode;
  }
}

/** A postcode check's refusal (`checkPostcode`), naming `field` (where the postcode was in the body). */
export const postcodeRefused = (check: { code: SearchErrorCode; message: string }, field = 'postcode') =>
  new DomainError(check.message, check.code, 400, { [field]: check.message });

/** An emergency sign was named: 999 / A&E, with the 111 service of the postcode's nation when known. */
export class EmergencyCareError extends DomainError {
  constructor(nation?: Nation | null) {
    super(emergencyCareMessage(nation), SearchErrorCode.EmergencyCare, 422);
  }
}

/** A hold without a valid screening proof: the patient must answer the safety question again. */
export class ScreeningRequiredError extends DomainError {
  constructor() {
    super(SCREENING_REQUIRED.message, SearchErrorCode.ScreeningRequired, 400);
  }
}

/**
 * The refusal of a `redFlags` answer that is not "none of these" (`readRedFlags`), the same for a
 * search and a waitlist claim: 422 for a sign, 400 naming `redFlags` when it is missing or invalid.
 */
export function redFlagRefusal(answer: RedFlagAnswer, nation?: Nation | null): DomainError | undefined {
  switch (answer.kind) {
    case 'none':
      return undefined;
    case 'emergency':
      return new EmergencyCareError(nation);
    default:
      return new ValidationError(answer.message, { redFlags: answer.message });
  }
}
