import type { WelshOf } from '../site/languages.constants.js';
import type { AVAILABILITY_MESSAGES, SLOT_GROUPS } from './availability.constants.js';

/**
 * The Welsh (`cy`) counterpart of every patient-facing text in availability.constants.ts, kept beside
 * it so a reader can pick either by locale (`AVAILABILITY_CY` has the English module's export names).
 * No patient sees
 * these yet: the Welsh pages, e-mails and texts that read them are off in production until WELSH_PAGES is on. Until a Welsh translator has
 * reviewed them (`AVAILABILITY_WELSH_REVIEW`) none may reach a patient.
 *
 * Not here: the admin's Availability tab and closures (labels, reasons, messages), the admin's own
 * availability messages (`NOT_TRANSLATED`), and the hours and settings. `DATE_MESSAGES` is re-exported
 * from src/shared/clock: its Welsh belongs beside that module.
 */

/** Every Welsh text here awaits the same review; nothing is shown to a patient before it. */
export const AVAILABILITY_WELSH_REVIEW = {
  status: 'awaiting review by a Welsh translator',
  /** Read by the Welsh pages, e-mails, texts and api messages, which production offers only once WELSH_PAGES is on. */
  shownToPatients: false,
  reviewer: 'a Welsh translator, to be named',
  reviewedOn: null,
} as const;

/** The patient's times grouped by start hour: the same keys and hours, Welsh headings. */
export const SLOT_GROUPS_CY = [
  { key: 'morning', label: 'Bore', fromHour: 6, toHour: 12 },
  { key: 'afternoon', label: 'Prynhawn', fromHour: 12, toHour: 17 },
  { key: 'evening', label: "Gyda'r nos", fromHour: 17, toHour: 22 },
] as const satisfies WelshOf<typeof SLOT_GROUPS>;

/**
 * The patient's choosing of a time. A date goes in after "ar gyfer", which mutates nothing, so a Welsh
 * date ("Dydd Llun 7 Rhagfyr") reads right as it is. Not here: the admin's messages (`NOT_TRANSLATED`).
 */
export const AVAILABILITY_MESSAGES_CY = {
  pastDate: 'Dewiswch ddyddiad nad yw yn y gorffennol.',
  noneOnDate: (date: string) => `Nid oes apwyntiadau ar gael ar gyfer ${date}. Dewiswch ddyddiad arall.`,
  noneToday: 'Nid oes apwyntiadau ar gael heddiw. Dewiswch ddyddiad yn y dyfodol.',
  selectSlot: 'Dewiswch amser apwyntiad.',
  selectedGone: "Nid yw'r amser a ddewiswyd ar gael mwyach. Dewiswch amser arall.",
  previouslySelectedGone:
    "Nid yw'r amser a ddewiswyd gennych yn gynharach ar gael mwyach. Dewiswch amser arall.",
} as const satisfies WelshOf<
  Omit<typeof AVAILABILITY_MESSAGES, 'selectionRequired' | 'generateFailed' | 'saveFailed' | 'saved'>
>;

/** The Welsh by the English module's export names, for a reader that picks by locale. */
export const AVAILABILITY_CY = {
  SLOT_GROUPS: SLOT_GROUPS_CY,
  AVAILABILITY_MESSAGES: AVAILABILITY_MESSAGES_CY,
} as const;

/** English keys with no Welsh on purpose: admins and practice staff read them. */
export const NOT_TRANSLATED = [
  'AVAILABILITY_MESSAGES.selectionRequired',
  'AVAILABILITY_MESSAGES.generateFailed',
  'AVAILABILITY_MESSAGES.saveFailed',
  'AVAILABILITY_MESSAGES.saved',
] as const;

/**
 * The English wording these Welsh texts translate, as a SHA-256 of every English text the spec reads.
 * A changed English text fails the spec until its Welsh is redone and marked for review again.
 */
export const TRANSLATED_FROM_ENGLISH_SHA256 =
  'f45ab1373a369d096e14d524915c93662b74f5c84b87fc8191c6eccdecbdc83f';
