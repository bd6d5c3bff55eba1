import { checkPlan, londonWeekday, planSlots } from './availability.rules.js';

const base = { date: '2027-03-01', startHour: 9, endHour: 17, slotMinutes: 30 };

describe(planSlots.name, () => {
  it.each([
    [15, 32],
    [30, 16],
    [45, 10],
    [60, 8],
  ])('makes %i-minute slots between 9 and 17 (%i of them)', (slotMinutes, count) => {
    const slots = planSlots({ ...base, slotMinutes });
    expect(slots).toHaveLength(count);
    expect(slots.every((s) => s.endsAt.getTime() - s.startsAt.getTime() === slotMinutes * 60_000)).toBe(true);
  });

  it('never runs a slot past the end hour', () => {
    const slots = planSlots({ ...base, startHour: 9, endHour: 10, slotMinutes: 45 });
    expect(slots).toHaveLength(1);
  });

  it.each([7, 14, 30, 60, 90])('repeats over %i days on every weekday chosen', (days) => {
    const slots = planSlots({ ...base, slotMinutes: 60, recurring: { days, weekdays: [1, 2, 3, 4, 5, 6, 7] } });
    expect(new Set(slots.map((s) => s.date)).size).toBe(days);
    expect(slots).toHaveLength(days * 8);
  });

  it('keeps to the chosen weekdays (Monday to Friday by default)', () => {
    const slots = planSlots({ ...base, slotMinutes: 60, recurring: { days: 14, weekdays: [1, 2, 3, 4, 5] } });
    const dates = [...new Set(slots.map((s) => s.date))];
    expect(dates).toHaveLength(10);
    expect(dates.every((d) => londonWeekday(d) <= 5)).toBe(true);
  });

  it('puts 09:00 at 09:00 London time across the spring change (28 March 2027)', () => {
    const slots = planSlots({ ...base, date: '2027-03-27', recurring: { days: 7, weekdays: [6, 7] } });
    const first = (date: string) => slots.find((s) => s.date === date)!.startsAt.toISOString();
    expect(first('2027-03-27')).toBe('2027-03-27T09:00:00.000Z'); // GMT
    expect(first('2027-03-28')).toBe('2027-03-28T08:00:00.000Z'); // BST
  });

  it('puts 09:00 at 09:00 London time across the autumn change (31 October 2027)', () => {
    const slots = planSlots({ ...base, date: '2027-10-30', recurring: { days: 7, weekdays: [6, 7] } });
    const first = (date: string) => slots.find((s) => s.date === date)!.startsAt.toISOString();
    expect(first('2027-10-30')).toBe('2027-10-30T08:00:00.000Z'); // BST
    expect(first('2027-10-31')).toBe('2027-10-31T09:00:00.000Z'); // GMT
    expect(slots.filter((s) => s.date === '2027-10-31')).toHaveLength(16);
  });
});

describe(checkPlan.name, () => {
  it('accepts the spec defaults', () => {
    expect(checkPlan({ ...base, recurring: { days: 7, weekdays: [1, 2, 3, 4, 5] } }, '2027-03-01')).toEqual([]);
  });

  it.each([
    [{ startHour: 7 }, 'startHour'],
    [{ startHour: 20 }, 'startHour'],
    [{ endHour: 8 }, 'endHour'],
    [{ endHour: 21 }, 'endHour'],
    [{ startHour: 12, endHour: 12 }, 'endHour'],
    [{ slotMinutes: 20 }, 'slotMinutes'],
    [{ date: '2027-02-28' }, 'date'],
    [{ date: '2027-02-30' }, 'date'],
  ])('refuses %p', (change, field) => {
    expect(checkPlan({ ...base, ...change }, '2027-03-01').map((p) => p.field)).toContain(field);
  });

  it('refuses a past date with the spec text', () => {
    expect(checkPlan({ ...base, date: '2027-02-28' }, '2027-03-01')[0].message).toBe('Please select a date that is not in the past.');
  });

  it('refuses other repeat counts and an empty weekday choice', () => {
    const fields = checkPlan({ ...base, recurring: { days: 10, weekdays: [] } }, '2027-03-01').map((p) => p.field);
    expect(fields).toEqual(['recurring.days', 'recurring.weekdays']);
  });
});
