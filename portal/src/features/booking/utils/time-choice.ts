import { AVAILABILITY_MESSAGES } from '@contexts/availability/availability.constants';
import type { HoldResult } from '../api/hold-slot';
import type { SlotView } from '../api/search-practices';
import type { SlotLoadReason } from './slot-loading';

/**
 * The availability page's flow, from the date's times to the payment step and back: why the times
 * were last asked for, the time chosen, what the page said, the safety question asked again, and the
 * hold being paid for. A new date or practice resets the choice in one step (`startedOver`).
 */
export interface TimeChoiceState {
  /** Why the date's times were last asked for: the failure's text depends on it (spec 8). */
  reason: SlotLoadReason;
  /** The time the patient chose (or booked). */
  selected?: SlotView;
  /**
   * Until the patient chooses, the shown date's earliest time is chosen for them (the spec's
   * "Next Available Appointment", one tap from booking); not again after a time they had went.
   */
  chooseEarliest: boolean;
  /**
   * What the last action said (a refused hold, a time gone …). `help`: a booking that failed for a
   * reason choosing another time does not fix (the hold could not be asked for, too many holds, the
   * robot check), said with the support line.
   */
  said?: { text: string; help: boolean };
  /** A past date replaced by today (spec 5), said by the date list until the patient picks a date. */
  dateNotice?: string;
  /** The time whose hold was refused for a proof that ran out while the page was open: the safety question again. */
  screenAgain?: SlotView;
  /** Until the page knows whether it opened on a today without times (the page waits rather than flash "no times"). */
  opening: boolean;
  /** The hold the payment step is paying for. */
  hold?: HoldResult;
  /** The e-mail typed on the payment step, kept when the patient comes back (Back) to the times. */
  email: string;
}

export type TimeChoiceAction =
  /** A new date or practice: what was said and chosen about the last one goes. */
  | { type: 'startedOver'; why: SlotLoadReason }
  /** The date's times asked for again (after Back, or a refused hold). */
  | { type: 'refreshing' }
  | { type: 'opened' }
  | { type: 'selected'; slot: SlotView | undefined }
  /** A time the patient had went (taken, gone, refused): they choose the next one themselves. */
  | { type: 'forgot' }
  | { type: 'said'; text: string; help?: boolean }
  | { type: 'dateNotice'; text: string | undefined }
  | { type: 'screenAgain'; slot: SlotView | undefined }
  /** The chosen time held: the payment step. */
  | { type: 'held'; hold: HoldResult }
  /** The patient's own hold of this very time, left with Back, still live: the payment step again with it. */
  | { type: 'resumed'; hold: HoldResult }
  /** Back from the payment step, with the address typed there. */
  | { type: 'back'; email: string }
  /**
   * The time held before Back went to someone else meanwhile: said, and no longer chosen. `text`: the
   * availability context's `previouslySelectedGone` in the page's language (its English when not given).
   */
  | { type: 'heldTimeGone'; slotId: string; text?: string };

export const TIME_CHOICE_START: TimeChoiceState = { reason: 'date', chooseEarliest: true, opening: true, email: '' };

export function timeChoiceReducer(state: TimeChoiceState, action: TimeChoiceAction): TimeChoiceState {
  switch (action.type) {
    case 'startedOver':
      return { ...state, reason: action.why, said: undefined, selected: undefined, chooseEarliest: true, opening: false, screenAgain: undefined };
    case 'refreshing':
      return { ...state, reason: 'refresh', said: undefined };
    case 'opened':
      return state.opening ? { ...state, opening: false } : state;
    case 'selected':
      return { ...state, selected: action.slot };
    case 'forgot':
      return { ...state, selected: undefined, chooseEarliest: false };
    case 'said':
      return { ...state, said: { text: action.text, help: action.help ?? false } };
    case 'dateNotice':
      return { ...state, dateNotice: action.text };
    case 'screenAgain':
      return { ...state, screenAgain: action.slot };
    case 'held':
      return { ...state, hold: action.hold, screenAgain: undefined };
    case 'resumed':
      return { ...state, hold: action.hold, said: undefined };
    case 'back':
      return { ...state, email: action.email, hold: undefined };
    case 'heldTimeGone':
      return {
        ...state,
        selected: state.selected?.id === action.slotId ? undefined : state.selected,
        chooseEarliest: false,
        said: { text: action.text ?? AVAILABILITY_MESSAGES.previouslySelectedGone, help: false },
      };
  }
}
