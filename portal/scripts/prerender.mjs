// Runs after `vite build` and `vite build --ssr`: writes the prerendered pages (dist/prerendered/*.html,
// manifest.json) from the built index.html and the SSR bundle, then removes the SSR bundle.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const portal = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(portal, 'dist');
const ssrDir = path.join(portal, 'dist-ssr');
const { prerender, PRERENDERED_PATHS } = await import(pathToFileURL(path.join(ssrDir, 'prerender.js')).href);

/**
 * The page paints from its first bytes (issue #22): the stylesheet is inlined (no round trip before the
 * first paint; the CSP allows inline styles) and the scripts, which only hydrate what is already on
 * screen, are fetched at low priority so the HTML and its paint come first on a slow connection.
 */
function paintFirst(html) {
  const withStyle = html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/, (_, file) => {
    const css = readFileSync(path.join(dist, file), 'utf8');
    if (css.includes('</style')) throw new Error(`${file} cannot be inlined: it contains </style`);
    return `<style>${css}</style>`;
  });
  if (withStyle === html) throw new Error('index.html has no stylesheet link to inline');
  return withStyle
    .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
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
  const { html, title } = await prerender(pathname);
  if (!html.includes('<main')) throw new Error(`prerendering ${pathname} produced no <main>`);
  const page = template
    // React's chunks named for the page's script, which fetches them once a form is on screen (app/wake.ts, fetchModules).
    .replace(/<div id="root"><!--shell-->[\s\S]*?<!--\/shell--><\/div>/, () => `<div id="root" data-prerendered="${pathname}" data-react-chunks="${react.join(' ')}">${html}</div>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  if (!page.includes('data-prerendered')) throw new Error('index.html has no <div id="root"><!--shell-->…<!--/shell--></div> to fill');
  const file = pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`;
  writeFileSync(path.join(outDir, file), page);
  manifest[pathname] = file;
  console.log(`prerendered ${pathname} → dist/prerendered/${file} (${(page.length / 1024).toFixed(1)} kB)`);
}
writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
rmSync(ssrDir, { recursive: true, force: true });
