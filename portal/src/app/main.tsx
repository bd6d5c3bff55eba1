import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { gateRequired, useSiteSettings } from '../shared/site-settings';
import { App } from './app';
import { preloadPages } from './routes';
import { startWebVitals } from './web-vitals';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

/**
 * A prerendered page (issue #22) is hydrated: its HTML painted before this script arrived. The
 * server sent it only past the gate and with the site settings, so the first render is the
 * prerendered one; a page in a chunk of its own is hydrated once its chunk has arrived. Any other page (or a mismatch) renders from scratch, replacing the shell's "Loading the site…".
 */
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The settings store starts from the page's embedded settings (site-settings.ts).
const { status, settings } = useSiteSettings.getState();
if (root.dataset.prerendered === window.location.pathname && status === 'ready' && !gateRequired(settings)) {
  // The page's own chunk first (the HTML stays as painted meanwhile), then hydration as a
  // transition: React hydrates in slices of a few milliseconds and yields between them, so a tap
  // or a keystroke is never stuck behind the whole page's hydration (issue #33).
  void preloadPages(window.location.pathname).then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  // Rendered from scratch (the availability page, the back office…): as a transition too, in slices.
  const fresh = createRoot(root);
  startTransition(() => fresh.render(app));
}
startWebVitals();
