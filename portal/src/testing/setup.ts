import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { useEmergencySigns } from '../features/booking/stores/emergency-signs';
import { useSession } from '../shared/session';
import { useSiteSettings } from '../shared/site-settings';

/**
 * How many times slower than a quiet machine a test may find this one (as the api's tests:
 * TEST_PATIENCE, 4). A `findBy…` or `waitFor` ends the moment its condition holds, so a passing run
 * pays nothing for the longer ceiling; a busy machine is not failed for being busy.
 */
const PATIENCE = Number((globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env.TEST_PATIENCE ?? 4);
configure({ asyncUtilTimeout: 1_000 * PATIENCE });

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
