import { useEffect } from 'react';
import { SITE_NAME } from './portal-constants';

/** The title the last prerendered page named itself (read by app/prerender.tsx). */
export const prerenderedTitle = { current: '' };

export const documentTitle = (title: string | undefined) =>
  title ? `${title} - ${SITE_NAME}` : `${SITE_NAME} - same-day emergency dentist appointments`;

/** Each page names itself in the tab title (WCAG 2.4.2), in the prerendered HTML too. */
export function useDocumentTitle(title: string | undefined) {
  if (import.meta.env.SSR) prerenderedTitle.current = documentTitle(title);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
