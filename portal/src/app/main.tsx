import { embeddedSettings, gateRequired } from '../shared/embedded-settings';
import { holdEarlyTaps, onFirstUse, usedBeforeScript } from './wake';
import { startWebVitals } from './web-vitals';
import './styles.css';

// The page's first script: no React and no library (issue #33: the home page's first download
// ≤ 60 KB gzip). React and the app arrive in their own chunks.

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

/**
 * A prerendered page (issue #22) painted from its HTML and works as painted: links, and the lead
 * form's fields and ticks (kept when React arrives; its button says the form is loading until
 * then). The server sent it only past the gate and with the site settings, so React's first render
 * is the prerendered one: it is hydrated just after the patient's first tap or key, and loaded
 * (not yet hydrated) as soon as a form is on screen (ADR 0041). Any other page (or a mismatch) is rendered from scratch at once, replacing
 * the shell's "Loading the site…".
 */
const settings = embeddedSettings();
if (root.dataset.prerendered === window.location.pathname && settings && !gateRequired(settings)) {
  const early = holdEarlyTaps(root);
  const react = () => import('./start-react');
  onFirstUse(() => react().then((r) => r.hydratePage(root, early)), root.querySelectorAll('form'), react, usedBeforeScript(root));
} else {
  void import('./start-react').then((react) => react.renderPage(root));
}
startWebVitals();
