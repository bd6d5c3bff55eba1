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

/** The words a date without free slots is said in: the availability context's, and its long date ("Tuesday 2 March 2027"). */
export interface NoSlotsWords {
  messages: Pick<typeof AVAILABILITY_MESSAGES, 'noneToday' | 'noneOnDate'>;
  dateLong: (value: string) => string;
}

/** The English: the spec's words, and the date as shared/format says it. */
const NO_SLOTS_ENGLISH: NoSlotsWords = { messages: AVAILABILITY_MESSAGES, dateLong: formatDateLong };

/**
 * The spec's text for a date without free slots: its own words for today, the date otherwise. In the
 * page's language when the page gives its words (`AVAILABILITY_MESSAGES_CY` and the London date in
 * Welsh, from `useLondonDates`); the English otherwise.
 */
export function noSlotsMessage(date: string, today: string, words: NoSlotsWords = NO_SLOTS_ENGLISH): string {
  return date === today ? words.messages.noneToday : words.messages.noneOnDate(words.dateLong(`${date}T12:00:00Z`));
}
