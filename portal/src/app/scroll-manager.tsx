import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

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
 */
export function ScrollManager() {
  const location = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    const isFirst = firstRender.current;
    firstRender.current = false;
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
