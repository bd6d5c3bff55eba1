import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * `npm run bench -- portal`: builds the portal and prints the gzip size of the patient entry bundle
 * (what a patient downloads before the first screen; the admin area is a separate lazy chunk), and
 * of every other chunk. Target: entry ≤ 150 KB gzip.
 */
export default async function portalBench() {
  const root = path.resolve(import.meta.dirname, '../..');
  const build = spawnSync('npm', ['run', 'build', '-w', 'portal'], { cwd: root, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('portal build failed');
  const dist = path.join(root, 'portal/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = html.match(/src="\/(assets\/[^"]+\.js)"/)?.[1];
  const css = html.match(/href="\/(assets\/[^"]+\.css)"/)?.[1];
  const preloaded = [...html.matchAll(/rel="modulepreload"[^>]*href="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const bytes = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;
  const kb = (n: number) => (n / 1024).toFixed(1);
  const initial = [entry!, ...preloaded];
  const total = initial.reduce((sum, f) => sum + bytes(f), 0);
  console.log('portal bench: gzip sizes (level 6, as most servers and CDNs serve)');
  console.log(`  patient entry bundle (${initial.join(' + ')}): ${kb(total)} KB (target ≤ 150 KB)${css ? `, CSS ${kb(bytes(css))} KB` : ''}`);
  for (const file of readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js') && !initial.includes(`assets/${f}`))) {
    console.log(`  lazy chunk assets/${file}: ${kb(bytes(`assets/${file}`))} KB`);
  }
  await lighthouseScores(root);
}

/**
 * Lighthouse (mobile, its defaults) on the real site: the built api serving the built portal on a
 * throwaway database, the site gate passed with its cookie, Debian's Chromium. `/availability-check`
 * only renders with the search's navigation state (it sends a visitor without one home), which a
 * Lighthouse navigation cannot carry; `/` and the static pages are measured.
 */
async function lighthouseScores(root: string) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const { benchEnvironment } = await import('./_support.js');
  const { spawn } = await import('node:child_process');
  const bench = await benchEnvironment('portal');
  const port = 3900 + Math.floor(Math.random() * 90);
  const base = `http://127.0.0.1:${port}`;
  const gatePassword = 'lighthouse-gate-password';
  const api = spawn(process.execPath, [path.join(root, 'dist/src/main.js')], {
    cwd: root,
    env: { ...process.env, ...bench.env, PORT: String(port), PUBLIC_URL: base, LOG_LEVEL: 'warn', GATE_PASSWORD: gatePassword, NODE_ENV: 'development' },
    stdio: 'ignore',
  });
  let chrome: Awaited<ReturnType<typeof chromeLauncher.launch>> | undefined;
  try {
    for (let i = 0; i < 150 && !(await fetch(`${base}/health/ready`).then((r) => r.ok).catch(() => false)); i++) await new Promise((r) => setTimeout(r, 200));
    const site = await fetch(`${base}/api/site`);
    const xsrf = site.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('XSRF-TOKEN='))!;
    const gate = await fetch(`${base}/api/site/gate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: xsrf, 'x-xsrf-token': decodeURIComponent(xsrf.slice('XSRF-TOKEN='.length)) },
      body: JSON.stringify({ password: gatePassword }),
    });
    const cookie = [xsrf, ...gate.headers.getSetCookie().map((c) => c.split(';')[0])].join('; ');
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    for (const route of ['/', '/booking-terms']) {
      const result = await lighthouse(`${base}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        extraHeaders: { Cookie: cookie },
      });
      const categories = result?.lhr.categories;
      const score = (c?: { score: number | null }) => (c?.score === null || c?.score === undefined ? 'n/a' : Math.round(c.score * 100));
      const audits = result?.lhr.audits ?? {};
      const metric = (id: string) => audits[id]?.displayValue ?? 'n/a';
      console.log(`  Lighthouse mobile ${route}: performance ${score(categories?.performance)}, accessibility ${score(categories?.accessibility)} (targets ≥ 95 and 100)`);
      console.log(`    FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, Speed Index ${metric('speed-index')}`);
    }
  } catch (error) {
    console.log(`  Lighthouse: could not run here (${(error as Error).message.split('\n')[0]}).`);
  } finally {
    await chrome?.kill();
    api.kill('SIGTERM');
    await new Promise((r) => api.once('exit', r));
    await bench.cleanup();
  }
}
