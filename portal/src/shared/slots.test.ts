import { describe, expect, it } from 'vitest';
import { oneSlotPerTime } from './slots';

describe(oneSlotPerTime.name, () => {
  it('keeps the first slot of each start time, in order', () => {
    const slots = [
      { id: 'a', startTime: '2027-01-05T08:00:00Z' },
      { id: 'b', startTime: '2027-01-05T08:00:00Z' },
      { id: 'c', startTime: '2027-01-05T08:30:00Z' },
      { id: 'd', startTime: '2027-01-05T08:30:00Z' },
      { id: 'e', startTime: '2027-01-05T09:00:00Z' },
    ];
    expect(oneSlotPerTime(slots).map((s) => s.id)).toEqual(['a', 'c', 'e']);
  });
});
