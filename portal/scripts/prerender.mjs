// Runs after `vite build` and `vite build --ssr`: writes the prerendered pages (dist/prerendered/*.html,
// manifest.json) from the built index.html and the SSR bundle, then removes the SSR bundle.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Beasties from 'beasties';

const portal = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(portal, 'dist');
const ssrDir = path.join(portal, 'dist-ssr');
const { prerender, PRERENDERED_PATHS, alternatesOf } = await import(pathToFileURL(path.join(ssrDir, 'prerender.js')).href);

/**
 * The page paints from its first bytes: the scripts, which only hydrate what is already on screen,
 * are fetched at low priority so the HTML and its paint come first on a slow connection.
 */
function paintFirst(html) {
  if (!/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"/.test(html)) throw new Error('index.html has no stylesheet link');
  return html
    .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
}

/**
 * The 999 screen's copies in a prerendered lead form are shown by CSS alone (`:checked`, `:has()`),
 * before any script has run: their rules are inlined on every page with the safety question, whatever
 * a selector matcher makes of them.
 */
const SAFETY_SCREEN_RULES = /emergency-care|redFlags/;

/**
 * Each page's own critical CSS (Beasties): inlined, only the rules that match an element of the page
 * as prerendered (states such as `:checked` and `:hover` count as matching), so the first paint
 * styles a page with a third of the stylesheet (the CSP allows inline styles). The whole stylesheet
 * follows at the end of the body: not render-blocking, there for what React adds later (messages,
 * the next page). The page's HTML is otherwise left as prerendered.
 */
async function inlineCriticalCss(html) {
  const safetyQuestion = html.includes('name="redFlags"');
  const beasties = new Beasties({
    path: dist,
    publicPath: '/',
    preload: 'body',
    pruneSource: false,
    mergeStylesheets: true,
    reduceInlineStyles: false,
    compress: true,
    fonts: false,
    keyframes: 'critical',
    allowRules: safetyQuestion ? [SAFETY_SCREEN_RULES] : [],
    logLevel: 'warn',
  });
  // Beasties marks the element it read; the page does not need the mark.
  const page = (await beasties.process(html)).replace(/<html lang="([^"]+)" data-beasties-container>/, '<html lang="$1">');
  if (page.includes('data-beasties')) throw new Error('Beasties left a mark in the page');
  const inline = page.match(/<style>([\s\S]*?)<\/style>/)?.[1];
  if (!inline) throw new Error('Beasties inlined no CSS');
  if (inline.includes('</style')) throw new Error('the critical CSS contains </style');
  if (!/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>\s*<\/body>/.test(page)) throw new Error('the stylesheet is not at the end of the body');
  if (safetyQuestion) {
    const file = html.match(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"/)[1];
    const inlined = new Set(selectorRules(inline));
    const missing = selectorRules(readFileSync(path.join(dist, file), 'utf8')).filter((rule) => SAFETY_SCREEN_RULES.test(rule) && !inlined.has(rule));
    if (missing.length) throw new Error(`the 999 screen's rules are not all inlined: ${missing.join(' ')}`);
  }
  return page;
}

/** A stylesheet's plain rules as "selector{declarations}", one per selector of each list (commas inside brackets kept). */
function selectorRules(css) {
  return (css.match(/[^{}]+\{[^{}]*\}/g) ?? []).flatMap((rule) => {
    const open = rule.indexOf('{');
    const selectors = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < open; i++) {
      if ('(['.includes(rule[i])) depth++;
      else if (')]'.includes(rule[i])) depth--;
      else if (rule[i] === ',' && depth === 0) {
        selectors.push(rule.slice(start, i));
        start = i + 1;
      }
    }
    selectors.push(rule.slice(start, open));
    return selectors.map((selector) => `${selector.trim()}${rule.slice(open)}`);
  });
}

/** React's chunk and every chunk it imports, as the build's manifest lists them (the manifest is then removed). */
function reactChunks(html) {
  const manifestFile = path.join(dist, 'client-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  rmSync(manifestFile);
  const key = Object.keys(manifest).find((k) => k.endsWith('src/app/start-react.tsx'));
  if (!key) throw new Error('the build has no chunk for src/app/start-react.tsx');
  const files = new Set();
  const visit = (k) => {
    const chunk = manifest[k];
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...files].filter((file) => !html.includes(`src="/${file}"`)).map((file) => `/${file}`);
}

/**
 * The shell page (every page not prerendered, and every page before the gate) renders with React at
 * once: its first script imports React's chunk straight away, so the shell preloads that chunk and
 * what it imports (the prerendered pages do not: they work as painted and take React in later).
 */
function preloadReact(html, files) {
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
  if (!html.includes('</head>')) throw new Error('index.html has no </head>');
  return html.replace('</head>', `${links}</head>`);
}

const built = readFileSync(path.join(dist, 'index.html'), 'utf8');
const template = paintFirst(built);
const react = reactChunks(built);
writeFileSync(path.join(dist, 'index.html'), preloadReact(built, react));
const outDir = path.join(dist, 'prerendered');
mkdirSync(outDir, { recursive: true });
const manifest = {};
const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
for (const pathname of PRERENDERED_PATHS) {
  const { html, title, lang } = await prerender(pathname);
  if (!html.includes('<main')) throw new Error(`prerendering ${pathname} produced no <main>`);
  // The page's language, and where the same page is in each language (the server makes these links absolute).
  const alternates = alternatesOf(pathname)
    .map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${href}">`)
    .join('');
  if (!template.includes('<html lang="en-GB">')) throw new Error('index.html has no <html lang="en-GB">');
  const page = template
    .replace('<html lang="en-GB">', `<html lang="${lang}">`)
    .replace('</head>', `${alternates}</head>`)
    // React's chunks named for the page's script, which fetches them once a form is on screen (app/wake.ts, fetchModules).
    .replace(/<div id="root"><!--shell-->[\s\S]*?<!--\/shell--><\/div>/, () => `<div id="root" data-prerendered="${pathname}" data-react-chunks="${react.join(' ')}">${html}</div>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  if (!page.includes('data-prerendered')) throw new Error('index.html has no <div id="root"><!--shell-->…<!--/shell--></div> to fill');
  const styled = await inlineCriticalCss(page);
  // One folder of files: "/cy/register" → cy--register.html.
  const file = pathname === '/' ? 'index.html' : `${pathname.slice(1).replace(/\//g, '--')}.html`;
  writeFileSync(path.join(outDir, file), styled);
  manifest[pathname] = file;
  console.log(`prerendered ${pathname} → dist/prerendered/${file} (${(styled.length / 1024).toFixed(1)} kB)`);
}
writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
rmSync(ssrDir, { recursive: true, force: true });
