import { useEffect } from 'react';
import { SITE_NAME } from './portal-constants';

/** Each page names itself in the tab title (WCAG 2.4.2). */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} - ${SITE_NAME}` : `${SITE_NAME} - same-day emergency dentist appointments`;
  }, [title]);
}
