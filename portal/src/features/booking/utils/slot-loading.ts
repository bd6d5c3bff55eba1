import { AVAILABILITY_MESSAGES } from '@contexts/availability/availability.constants';
import { formatDateLong } from '../../../shared/format';
import type { Message } from '../../../shared/i18n/i18n';
import { SLOT_LOAD } from '../messages';

/** Spec section 8, "Booking search": what the page says when a practice's slots cannot be loaded (messages: say them). */
export const SLOT_LOAD_MESSAGES = SLOT_LOAD;

/** Why the page is loading a practice's slots for a date. */
export type SlotLoadReason =
  /** The patient picked a date in the dropdown (today or a later one). */
  | 'date'
  /** The patient pressed "Try {date}" (the practice's next available date). */
  | 'suggested'
  /** The patient chose an alternative practice. */
  | 'practice'
  /** The slots are reloaded after the chosen slot went (a lost race). */
  | 'refresh';

/** The spec's failure text for a slot load, by why it was loaded and whether the date is today. */
export function slotLoadFailure(reason: SlotLoadReason, date: string, today: string): Message {
  switch (reason) {
    case 'date':
      return date === today ? SLOT_LOAD_MESSAGES.today : SLOT_LOAD_MESSAGES.selectedDate;
    case 'suggested':
      return SLOT_LOAD_MESSAGES.suggestedDate;
    case 'practice':
      return SLOT_LOAD_MESSAGES.selectedPractice;
    case 'refresh':
      return SLOT_LOAD_MESSAGES.refresh;
  }
}

/**
 * The spec's text for a date without free slots: its own words for today, the date otherwise. English
 * only: the words are the availability context's (no Welsh mirror yet), and so is the date in them.
 */
export function noSlotsMessage(date: string, today: string): string {
  return date === today ? AVAILABILITY_MESSAGES.noneToday : AVAILABILITY_MESSAGES.noneOnDate(formatDateLong(`${date}T12:00:00Z`));
}
