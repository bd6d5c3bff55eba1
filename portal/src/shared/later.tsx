import { type ReactNode, useDeferredValue } from 'react';

/**
 * What a page shows below its first screen, rendered just after the rest: the first render leaves it
 * out, and React renders it straight after as a transition, in slices of a few milliseconds that
 * yield to a tap or a key. A page that renders from scratch (not one hydrated from prerendered HTML,
 * where the server's markup must match) thus paints its first screen in one short task instead of
 * one long one. Put it only below what the patient sees first, so nothing on screen moves when it
 * arrives; the last one before the footer `reserve`s a screen's height meanwhile, so the footer is
 * not drawn on the first screen and then pushed off it (a layout shift).
 */
export function Later({ children, reserve = false }: { children: ReactNode; reserve?: boolean }) {
  const ready = useDeferredValue(true, false);
  if (ready) return children;
  return reserve ? <div className="later-reserve" /> : null;
}
