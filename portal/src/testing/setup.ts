import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { useEmergencySigns } from '../features/booking/stores/emergency-signs';
import { useSession } from '../shared/session';
import { useSiteSettings } from '../shared/site-settings';

// jsdom implements neither scrolling call; the app uses both.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.body.removeAttribute('style');
  useSiteSettings.setState({ status: 'loading', settings: null, failedTries: 0 });
  useSession.setState({ status: 'unknown', user: null });
  // The page's emergency signs live as long as the page: each test is a new page.
  useEmergencySigns.setState({ signs: [] });
});
