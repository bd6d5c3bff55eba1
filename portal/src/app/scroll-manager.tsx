import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { isInPageChange } from '../shared/in-page-navigation';

function elementForHash(hash: string): HTMLElement | null {
  if (!hash || hash === '#') return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * Spec section 2: on every change of path, query, hash or navigation state the page scrolls to the top;
 * a hash that names an element (/#contact-section) scrolls to that element instead. After a navigation
 * (not the first load) focus moves to the new content, so keyboard and screen-reader users start there.
 * A page that only mirrors an in-page choice into its URL (`inPageState`) is left alone.
 * Before the new page paints (a layout effect): painted first at the old page's scroll position, its
 * footer showed for a frame on the first screen and then jumped away (a layout shift).
 */
export function ScrollManager() {
  const location = useLocation();
  /** The path the last run saw: none on the first load. */
  const lastPath = useRef<string>(undefined);

  useLayoutEffect(() => {
    const isFirst = lastPath.current === undefined;
    const samePage = lastPath.current === location.pathname;
    lastPath.current = location.pathname;
    if (samePage && isInPageChange(location.state)) return;
    const target = elementForHash(location.hash);
    if (target) {
      target.scrollIntoView?.();
      if (!isFirst && target.hasAttribute('tabindex')) target.focus({ preventScroll: true });
      return;
    }
    window.scrollTo(0, 0);
    if (!isFirst) document.getElementById('main')?.focus({ preventScroll: true });
    // location.key changes on every navigation, even to the same URL with new state.
  }, [location.pathname, location.search, location.hash, location.state, location.key]);

  return null;
}
