import { DateTime } from 'luxon';
import { addLondonDays, londonInstant } from '../../../shared/clock/clock.js';
import { END_HOURS, LONDON_TZ, RECURRENCE_DAYS, SLOT_DURATIONS_MINUTES, START_HOURS } from '../availability.constants.js';

export interface SlotPlan {
  /** First London date, yyyy-MM-dd. */
  date: string;
  startHour: number;
  endHour: number;
  slotMinutes: number;
  /** Repeat over this many days from `date`, on these ISO weekdays (1 = Monday … 7 = Sunday). */
  recurring?: { days: number; weekdays: number[] };
}

export interface PlannedSlot {
  date: string;
  startsAt: Date;
  endsAt: Date;
}

export type PlanProblem = { field: keyof SlotPlan | 'recurring.days' | 'recurring.weekdays'; message: string };

/** Checks a plan against the spec's limits (section 9) and today's London date. */
export function checkPlan(plan: SlotPlan, today: string): PlanProblem[] {
  const problems: PlanProblem[] = [];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(plan.date) || !DateTime.fromISO(plan.date, { zone: LONDON_TZ }).isValid) {
    problems.push({ field: 'date', message: 'Enter a valid date.' });
  } else if (plan.date < today) {
    problems.push({ field: 'date', message: 'Please select a date that is not in the past.' });
  }
  if (!Number.isInteger(plan.startHour) || plan.startHour < START_HOURS.min || plan.startHour > START_HOURS.max) {
    problems.push({ field: 'startHour', message: `Start hour must be between ${START_HOURS.min} and ${START_HOURS.max}.` });
  }
  if (!Number.isInteger(plan.endHour) || plan.endHour < END_HOURS.min || plan.endHour > END_HOURS.max) {
    problems.push({ field: 'endHour', message: `End hour must be between ${END_HOURS.min} and ${END_HOURS.max}.` });
  }
  if (plan.startHour >= plan.endHour) problems.push({ field: 'endHour', message: 'The end hour must be after the start hour.' });
  if (!(SLOT_DURATIONS_MINUTES as readonly number[]).includes(plan.slotMinutes)) {
    problems.push({ field: 'slotMinutes', message: 'Slot duration must be 15, 30, 45 or 60 minutes.' });
  }
  if (plan.recurring) {
    if (!(RECURRENCE_DAYS as readonly number[]).includes(plan.recurring.days)) {
      problems.push({ field: 'recurring.days', message: 'Repeat for 7, 14, 30, 60 or 90 days.' });
    }
    const weekdays = plan.recurring.weekdays;
    if (!weekdays.length || weekdays.some((d) => !Number.isInteger(d) || d < 1 || d > 7)) {
      problems.push({ field: 'recurring.weekdays', message: 'Choose at least one day of the week.' });
    }
  }
  return problems;
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a London date. */
export function londonWeekday(date: string): number {
  return DateTime.fromISO(date, { zone: LONDON_TZ }).weekday;
}

/**
 * The slots a plan creates, each at its London wall-clock time (so 09:00 is 09:00 on both sides of
 * a change of clocks). A slot that would run past the end hour is not created.
 */
export function planSlots(plan: SlotPlan): PlannedSlot[] {
  const days = plan.recurring ? plan.recurring.days : 1;
  const weekdays = plan.recurring ? new Set(plan.recurring.weekdays) : undefined;
  const slots: PlannedSlot[] = [];
  for (let offset = 0; offset < days; offset++) {
    const date = addLondonDays(plan.date, offset);
    if (weekdays && !weekdays.has(londonWeekday(date))) continue;
    for (let minute = plan.startHour * 60; minute + plan.slotMinutes <= plan.endHour * 60; minute += plan.slotMinutes) {
      const startsAt = londonInstant(date, Math.floor(minute / 60), minute % 60);
      const end = minute + plan.slotMinutes;
      slots.push({ date, startsAt, endsAt: londonInstant(date, Math.floor(end / 60), end % 60) });
    }
  }
  return slots;
}
