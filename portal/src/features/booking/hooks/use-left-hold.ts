import { useMemo, useRef } from 'react';
import type { HoldResult } from '../api/hold-slot';
import { letGo } from '../api/release-hold';

/**
 * The hold the patient left with Back when letting it go failed (offline): still theirs until it
 * runs out. Booking the same time again re-uses it (no second hold); choosing another time, date or
 * practice lets it go (again).
 */
export function useLeftHold() {
  const left = useRef<{ hold: HoldResult; slotId: string }>(undefined);

  // One object for the page's life: its functions read the ref, so a memoised time list can keep them.
  return useMemo(() => {
    /** The left hold for `slotId` while it is live; a left hold for another time is let go. */
    function takeBack(slotId: string): HoldResult | undefined {
      const kept = left.current;
      if (!kept) return undefined;
      left.current = undefined;
      if (Date.parse(kept.hold.expiresAt) <= Date.now()) return undefined;
      if (kept.slotId === slotId) return kept.hold;
      void letGo(kept.hold).then((gone) => {
        if (!gone && !left.current) left.current = kept;
      });
      return undefined;
    }

    return {
      /** Back could not let `hold` (of `slotId`) go. */
      keep: (hold: HoldResult, slotId: string) => {
        left.current = { hold, slotId };
      },
      takeBack,
      /** Another time (`slotId`), date or practice (no slot) chosen: a left hold of another time is let go. */
      letGoOther: (slotId = '') => {
        if (left.current && left.current.slotId !== slotId) takeBack(slotId);
      },
    };
  }, []);
}
