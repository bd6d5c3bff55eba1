import { useEffect } from 'react';

/**
 * Same-page fragment links (<a href="#section">) jump to their target and move focus there, without a
 * history entry: a fragment navigation would replace the router's location state with none, and pages
 * that live on navigation state (/availability-check, /appointment-confirmation) would lose it.
 */
export function useInPageAnchors() {
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        return;
      }
      const link = (event.target as Element | null)?.closest?.('a[href^="#"]');
      const href = link?.getAttribute('href');
      if (!href || href.length < 2) return;
      let target: HTMLElement | null = null;
      try {
        target = document.getElementById(decodeURIComponent(href.slice(1)));
      } catch {
        return;
      }
      if (!target) return;
      event.preventDefault();
      if (!target.hasAttribute('tabindex') && !isFocusable(target)) target.setAttribute('tabindex', '-1');
      target.scrollIntoView?.();
      target.focus({ preventScroll: true });
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}

function isFocusable(el: HTMLElement): boolean {
  return el.matches('a[href], button, input, select, textarea, summary, [contenteditable="true"]');
}
