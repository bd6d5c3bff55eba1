/** Availability context constants (spec section 9 "Admin availability", "Slot grouping"). */
// The clock's London calendar: one source in src/shared/clock, re-exported for the portal and this context.
export { DATE_MESSAGES, DATE_WINDOW_YEARS, LONDON_TZ } from '../../shared/clock/clock.constants.js';
export const SLOT_DURATIONS_MINUTES = [15, 30, 45, 60] as const;
export const START_HOURS = { min: 8, max: 19 } as const;
export const END_HOURS = { min: 9, max: 20 } as const;
export const RECURRENCE_DAYS = [7, 14, 30, 60, 90] as const;
export const AVAILABILITY_DEFAULTS = {
  startHour: 9,
  endHour: 17,
  slotMinutes: 30,
  repeatDays: 7,
  /** ISO weekdays (1 = Monday … 7 = Sunday) switched on by default. */
  weekdays: [1, 2, 3, 4, 5],
} as const;
/** Admin table's next-availability window. */
export const NEXT_AVAILABLE_DAYS = 7;
/** Slot groups by start hour: [from, to). */
export const SLOT_GROUPS = [
  { key: 'morning', label: 'Morning', fromHour: 6, toHour: 12 },
  { key: 'afternoon', label: 'Afternoon', fromHour: 12, toHour: 17 },
  { key: 'evening', label: 'Evening', fromHour: 17, toHour: 22 },
] as const;
/** Default opening hours for a new practice (spec section 4). */
export const DEFAULT_OPENING_HOURS = {
  monday: { open: '09:00', close: '17:00', isClosed: false },
  tuesday: { open: '09:00', close: '17:00', isClosed: false },
  wednesday: { open: '09:00', close: '17:00', isClosed: false },
  thursday: { open: '09:00', close: '17:00', isClosed: false },
  friday: { open: '09:00', close: '17:00', isClosed: false },
  saturday: { open: '10:00', close: '14:00', isClosed: false },
  sunday: { open: '', close: '', isClosed: true },
} as const;

/** The Availability tab's labels (spec section 2). */
export const AVAILABILITY_LABELS = {
  recurring: 'Create Recurring Daily Slots',
  generate: 'Generate Slots',
  save: 'Save Availability',
  saveRecurring: 'Save Recurring Availability',
  available: 'Available',
  unavailable: 'Unavailable',
} as const;

export const AVAILABILITY_MESSAGES = {
  selectionRequired: 'Please select a practice, operative, and date.',
  generateFailed: 'Failed to generate availability slots. Please try again.',
  saveFailed: 'Failed to save availability. Please try again.',
  saved: 'Availability saved successfully!',
  pastDate: 'Please select a date that is not in the past.',
  noneOnDate: (date: string) => `No appointments available on ${date}. Please select another date.`,
  noneToday: 'No appointments available today. Please select a future date.',
  selectSlot: 'Please select an appointment slot.',
  selectedGone: 'The selected slot is no longer available. Please select another time.',
  previouslySelectedGone: 'The previously selected slot is no longer available. Please select another time.',
} as const;

/** Closures: a practice or one operative closed for a range of London dates. */
export const CLOSURE_REASONS = ['holiday', 'training', 'emergency', 'bank_holiday', 'other'] as const;
export type ClosureReason = (typeof CLOSURE_REASONS)[number];
export const CLOSURE_REASON_LABELS: Record<ClosureReason, string> = {
  holiday: 'Holiday',
  training: 'Training',
  emergency: 'Emergency closure',
  bank_holiday: 'Bank holiday',
  other: 'Other',
};
export const CLOSURE_MAX_DAYS = 366;
export const CLOSURE_MESSAGES = {
  practiceRequired: 'Please select a practice.',
  datesRequired: 'Enter the first and last day of the closure.',
  endBeforeStart: 'The last day must be on or after the first day.',
  pastStart: 'A closure cannot start in the past.',
  tooLong: `A closure can be at most ${CLOSURE_MAX_DAYS} days long.`,
  duplicate: 'This closure already exists.',
  notFound: 'Closure not found.',
  saved: (blocked: number, affected: number) =>
    `Closure saved. ${blocked} open slot${blocked === 1 ? '' : 's'} blocked.${affected ? ` ${affected} booking${affected === 1 ? '' : 's'} or hold${affected === 1 ? '' : 's'} fall in it: rebook or cancel ${affected === 1 ? 'it' : 'them'} below.` : ''}`,
  bankHolidaysApplied: (created: number) => `${created} bank holiday${created === 1 ? '' : 's'} added as closures.`,
} as const;
