import { describe, expect, it } from 'vitest';
import type { HoldResult } from '../api/hold-slot';
import type { SlotView } from '../api/search-practices';
import { TIME_CHOICE_START, type TimeChoiceAction, timeChoiceReducer, type TimeChoiceState } from './time-choice';

const slot = (id: string) => ({ id, startTime: `2027-03-01T${id}:00Z`, endTime: `2027-03-01T${id}:30Z` }) as SlotView;
const hold = { holdId: 'h1', holdToken: 'ht', expiresAt: '2027-03-01T08:10:00Z' } as HoldResult;
const run = (actions: TimeChoiceAction[], state: TimeChoiceState = TIME_CHOICE_START) => actions.reduce(timeChoiceReducer, state);
const GONE = 'The previously selected slot is no longer available. Please select another time.';

describe('timeChoiceReducer', () => {
  it("opens on the date's times, the earliest chosen for the patient, nothing said or held", () => {
    expect(TIME_CHOICE_START).toEqual({ reason: 'date', chooseEarliest: true, opening: true, email: '' });
    expect(run([{ type: 'opened' }]).opening).toBe(false);
    const opened = run([{ type: 'opened' }]);
    expect(timeChoiceReducer(opened, { type: 'opened' })).toBe(opened);
  });

  it('starts over for a new date or practice: what was chosen and said goes, the earliest is chosen again', () => {
    const used = run([{ type: 'selected', slot: slot('09:00') }, { type: 'forgot' }, { type: 'said', text: 'Gone', help: true }, { type: 'screenAgain', slot: slot('10:00') }, { type: 'dateNotice', text: 'Today instead' }]);
    const s = timeChoiceReducer(used, { type: 'startedOver', why: 'practice' });
    expect(s).toMatchObject({ reason: 'practice', selected: undefined, chooseEarliest: true, said: undefined, opening: false, screenAgain: undefined });
    // The date list's notice is the page's to keep or clear.
    expect(s.dateNotice).toBe('Today instead');
  });

  it('forgets a time that went: none chosen, and not the earliest either', () => {
    expect(run([{ type: 'selected', slot: slot('09:00') }, { type: 'forgot' }])).toMatchObject({ selected: undefined, chooseEarliest: false });
  });

  it('says things, without the support line unless asked; a refresh clears what was said', () => {
    expect(run([{ type: 'said', text: 'Select a time' }]).said).toEqual({ text: 'Select a time', help: false });
    expect(run([{ type: 'said', text: 'Robot', help: true }]).said).toEqual({ text: 'Robot', help: true });
    expect(run([{ type: 'said', text: 'Robot', help: true }, { type: 'refreshing' }])).toMatchObject({ reason: 'refresh', said: undefined });
  });

  it('holds: the payment step, the question again put away; a hold taken back clears what was said', () => {
    expect(run([{ type: 'screenAgain', slot: slot('09:00') }, { type: 'held', hold }])).toMatchObject({ hold, screenAgain: undefined });
    expect(run([{ type: 'said', text: 'x' }, { type: 'resumed', hold }])).toMatchObject({ hold, said: undefined });
  });

  it('comes back from the payment step with the address typed; the held time gone is said and unchosen', () => {
    const paying = run([{ type: 'selected', slot: slot('09:00') }, { type: 'held', hold }]);
    const back = timeChoiceReducer(paying, { type: 'back', email: 'ann@example.com' });
    expect(back).toMatchObject({ hold: undefined, email: 'ann@example.com', selected: slot('09:00') });
    expect(timeChoiceReducer(back, { type: 'heldTimeGone', slotId: '09:00' })).toMatchObject({ selected: undefined, chooseEarliest: false, said: { text: GONE, help: false } });
    // Another time chosen meanwhile stays chosen.
    const other = timeChoiceReducer(back, { type: 'selected', slot: slot('10:00') });
    expect(timeChoiceReducer(other, { type: 'heldTimeGone', slotId: '09:00' }).selected).toEqual(slot('10:00'));
  });
});
