import type { LeadErrors } from '../api/search-practices';

/**
 * The lead form's search: whether it runs, and what its last check or answer found wrong, shown by
 * the fields and in the error summary, which takes focus after each refusal (`focusSummary` counts
 * them, so the same problems twice move focus twice).
 */
export interface LeadSearchState {
  status: 'idle' | 'busy';
  errors: LeadErrors;
  /** The safety question not answered. */
  safetyError?: string;
  /** The search's own failure (no practice, the robot check, the api's reason), not a field's. */
  formError?: string;
  focusSummary: number;
}

export type LeadSearchAction =
  /** "Check availability": the form's own check, before anything is sent. */
  | { type: 'checked'; errors: LeadErrors; safetyError?: string }
  | { type: 'searching' }
  /** Stopped without an answer to show: a sign was ticked meanwhile, and the emergency screen stands instead. */
  | { type: 'stopped' }
  | { type: 'failed'; errors: LeadErrors; message?: string }
  /** A sign ticked, or "None of these": the question is answered. */
  | { type: 'safetyAnswered' };

export const LEAD_SEARCH_START: LeadSearchState = { status: 'idle', errors: {}, focusSummary: 0 };

export function leadSearchReducer(state: LeadSearchState, action: LeadSearchAction): LeadSearchState {
  switch (action.type) {
    case 'checked': {
      const refused = Boolean(action.safetyError) || Object.keys(action.errors).length > 0;
      return { ...state, errors: action.errors, safetyError: action.safetyError, formError: undefined, focusSummary: state.focusSummary + (refused ? 1 : 0) };
    }
    case 'searching':
      return { ...state, status: 'busy' };
    case 'stopped':
      return state.status === 'idle' ? state : { ...state, status: 'idle' };
    case 'failed':
      return { ...state, status: 'idle', errors: action.errors, formError: action.message, focusSummary: state.focusSummary + 1 };
    case 'safetyAnswered':
      return state.safetyError === undefined ? state : { ...state, safetyError: undefined };
  }
}
