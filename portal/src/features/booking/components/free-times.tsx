import { formatTime } from '../../../shared/format';
import type { groupSlots } from '../utils/slot-groups';

type SlotGroup = ReturnType<typeof groupSlots>[number];

/**
 * A date's free times to read, not to choose (the page opened from a link, with no search behind
 * it: booking starts with the questions of the form below).
 */
export function FreeTimes({ groups }: { groups: SlotGroup[] }) {
  return (
    <>
      {groups.map((g) => (
        <div key={g.key} className="slot-group">
          <h3 className="slot-group__title">{g.label}</h3>
          <ul className="slot-list">
            {g.slots.map((s) => (
              <li key={s.id} className="slot slot--static">
                {formatTime(s.startTime)}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
