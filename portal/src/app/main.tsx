import { embeddedSettings, gateRequired } from '../shared/embedded-settings';
import { fetchModules, holdEarlyTaps, onFirstUse, usedBeforeScript } from './wake';
import { startWebVitals } from './web-vitals';
import './styles.css';

// The page's first script: no React and no library (the home page's first download stays
// ≤ 60 KB gzip; ADR 0041). React and the app arrive in their own chunks.

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

/**
 * A prerendered page (ADR 0032) painted from its HTML and works as painted: links, and the lead
 * form's fields and ticks (kept when React arrives; its button says the form is loading until
 * then). The server sent it only past the gate and with the site settings, so React's first render
 * is the prerendered one: it is run and hydrated just after the patient's first tap or key, and
 * fetched (not yet run) as soon as a form is on screen (ADR 0041). Any other page (or a mismatch) is rendered from scratch at once, replacing
 * the shell's "Loading the site…".
 */
const settings = embeddedSettings();
if (root.dataset.prerendered === window.location.pathname && settings && !gateRequired(settings)) {
  const early = holdEarlyTaps(root);
  // React's chunks as the build lists them (scripts/prerender.mjs): fetched once a form is on screen, run at the first use.
  const reactFiles = (root.dataset.reactChunks ?? '').split(' ').filter(Boolean);
  onFirstUse(
    () => import('./start-react').then((r) => r.hydratePage(root, early)),
    root.querySelectorAll('form'),
    () => fetchModules(reactFiles),
    usedBeforeScript(root),
  );
} else {
  void import('./start-react').then((react) => react.renderPage(root));
}
startWebVitals();
