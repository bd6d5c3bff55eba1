import { formatTime } from '../../../shared/format';
import type { groupSlots } from '../utils/slot-groups';
import { useSlotGroupLabel } from './results-messages';

type SlotGroup = ReturnType<typeof groupSlots>[number];

/**
 * A date's free times to read, not to choose (the page opened from a link, with no search behind
 * it: booking starts with the questions of the form below).
 */
export function FreeTimes({ groups }: { groups: SlotGroup[] }) {
  const labelOf = useSlotGroupLabel();
  return (
    <>
      {groups.map((g) => (
        <div key={g.key} className="slot-group">
          <h3 className="slot-group__title">{labelOf(g)}</h3>
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
