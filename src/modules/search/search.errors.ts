import type { Nation } from '../postcodes/postcodes.constants.js';
import { DomainError, ValidationError } from '../../shared/errors/domain-error.js';
import { emergencyCareMessage, SCREENING_REQUIRED } from './clinical-safety.constants.js';
import type { RedFlagAnswer } from './safety-net.rules.js';

/** An emergency sign was named: 999 / A&E, with the 111 service of the postcode's nation when known. */
export class EmergencyCareError extends DomainError {
  constructor(nation?: Nation | null) {
    super(emergencyCareMessage(nation), 'emergency_care', 422);
  }
}

/** A hold without a valid screening proof: the patient must answer the safety question again. */
export class ScreeningRequiredError extends DomainError {
  constructor() {
    super(SCREENING_REQUIRED.message, SCREENING_REQUIRED.code, 400);
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
