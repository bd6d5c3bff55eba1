import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadConfig } from '../src/config/config.js';
import { firstStart } from '../src/bootstrap/first-start.js';
import { benchEnvironment, virtualPatient } from './_support.js';

/** The prerendered pages, each in English and in Welsh (`/cy/...`, the bench's site offers Welsh). */
const ENGLISH_PAGES = ['/', '/booking-terms', '/privacy-policy', '/register'];
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : [...ENGLISH_PAGES, ...ENGLISH_PAGES.map((p) => (p === '/' ? '/cy' : `/cy${p}`))];

/**
 * `npm run bench -- portal [runs=5]`: builds the portal, prints what the home page downloads before
 * it can run (its entry script and the modules it preloads) in gzip and in Brotli (what the server
 * sends browsers that accept it: the build's precompressed copies), and every lazy chunk; then, on
 * the real site as `npm start` runs it (built api and worker, portal, sample data, the gate passed with its cookie, Debian's
 * Chromium), Lighthouse mobile (its defaults: simulated slow 4G, 4× CPU) on the four prerendered
 * pages in English and in Welsh and, in each run, a Lighthouse user flow of the journey: a timespan from the home page's
 * lead form through the search, the availability page and a slot to the payment step, with its
 * longest main-thread task, and the availability page that search led to as a navigation.
 *
 * Two passes, as patients meet the pages: Lighthouse's default phone (4× CPU slowdown) and the same
 * phone at 8× (a busier host or an older phone: a target met only on a quiet host is not met);
 * `LIGHTHOUSE_CPU_SLOWDOWN=n` runs one pass at n× instead. Each pass ends with each page's median and
 * worst over the runs against the targets: at 4×, worst performance ≥ 95 and worst TBT ≤ 150 ms; at
 * 8×, median TBT ≤ 150 ms; in both, accessibility 100, CLS 0 and INP ≤ 200 ms for each step of the
 * journey; the home page's first download ≤ 60 KB gzip. Each pass prints the load average and the
 * busiest other processes, and measures a blank control page in every run (the floor: what the
 * browser and the host cost before a page does anything), so a figure goes with what else ran.
 */
export default async function portalBench(args: string[]) {
  const runs = Number(args[0] ?? 5);
  const root = path.resolve(import.meta.dirname, '../..');
  const build = spawnSync('npm', ['run', 'build', '-w', 'portal'], { cwd: root, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('portal build failed');
  const dist = path.join(root, 'portal/dist');
  // The home page as a patient past the gate gets it (the shell, dist/index.html, preloads React: it renders at once).
  const html = readFileSync(path.join(dist, 'prerendered/index.html'), 'utf8');
  const entry = html.match(/src="\/(assets\/[^"]+\.js)"/)?.[1];
  const preloaded = [...html.matchAll(/rel="modulepreload"[^>]*href="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const gzip = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  const brotli = (file: string) => (existsSync(path.join(dist, `${file}.br`)) ? readFileSync(path.join(dist, `${file}.br`)).length : readFileSync(path.join(dist, file)).length);
  const kb = (n: number) => (n / 1024).toFixed(1);
  const initial = [entry!, ...preloaded];
  const sum = (f: (file: string) => number) => initial.reduce((total, file) => total + f(file), 0);
  console.log(`portal bench: ${new Date().toISOString()}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log(`  home page's first download (${initial.join(' + ')}): ${kb(sum(brotli))} KB Brotli (served), ${kb(sum(gzip))} KB gzip (target ≤ 60 KB, issue #33)`);
  for (const file of readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js') && !initial.includes(`assets/${f}`))) {
    console.log(`  lazy chunk assets/${file}: ${kb(brotli(`assets/${file}`))} KB Brotli`);
  }
  for (const slowdown of CPU_SLOWDOWNS) await lighthouseRuns(root, runs, slowdown, gzip, kb);
}

async function lighthouseRuns(root: string, runs: number, slowdown: number, gzip: (file: string) => number, kb: (n: number) => string) {
  const throttling = () => (slowdown === LIGHTHOUSE_DEFAULT_SLOWDOWN ? {} : { throttling: { cpuSlowdownMultiplier: slowdown } });
  console.log(`  pass at ${slowdown}× CPU slowdown: load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; busiest other processes: ${busiestProcesses()}`);
  const { default: lighthouse, startFlow } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const puppeteer = await import('puppeteer-core');
  const bench = await benchEnvironment('portal');
  const port = 3900 + Math.floor(Math.random() * 90);
  const base = `http://127.0.0.1:${port}`;
  const gatePassword = 'lighthouse-gate-password';
  const env = { ...bench.env, PORT: String(port), PUBLIC_URL: base, LOG_LEVEL: 'warn', GATE_PASSWORD: gatePassword, NODE_ENV: 'development' };
  // The sample practices and their slots, as `npm start` adds them: the journey needs a slot.
  await firstStart(loadConfig({ ...process.env, ...env, SEED_SAMPLE_DATA: 'true' }));
  const control = await controlPage();
  // The site as `npm start` runs it: the api and the worker, each with source maps on.
  const processes = ['dist/src/main.js', 'dist/workers/main.js'].map((entry) =>
    spawn(process.execPath, ['--enable-source-maps', path.join(root, entry)], { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore' }),
  );
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
    const cookies = [xsrf, ...gate.headers.getSetCookie().map((c) => c.split(';')[0])];
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    // The gate and XSRF cookies go in the browser's own jar (Lighthouse clears no cookies between runs):
    // sent as an extra Cookie header, they were dropped once a page's response set a cookie of its own,
    // and later pages measured the gate's shell instead of the prerendered page.
    const chromePort = chrome.port;
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
    await browser.setCookie(...cookies.map((c) => ({ name: c.slice(0, c.indexOf('=')), value: c.slice(c.indexOf('=') + 1), domain: '127.0.0.1', path: '/' })));
    await browser.disconnect();
    const score = (c?: { score: number | null }) => (c?.score === null || c?.score === undefined ? 'n/a' : Math.round(c.score * 100));
    const measured: PageRun[] = [];
    const interactions: Interaction[] = [];
    for (let run = 1; run <= runs; run++) {
      for (const route of [CONTROL_ROUTE, ...PAGES]) {
        const url = route === CONTROL_ROUTE ? control.url : `${base}${route}`;
        const measure = () =>
          lighthouse(url, {
            port: chromePort,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            ...throttling(),
          });
        let result = await measure();
        // Lighthouse's own failure to record (NO_NAVSTART, NO_FCP: "please run Lighthouse again"), not the
        // page's: said, and the run measured once more; a second failure counts as not met.
        if (result?.lhr.runtimeError) {
          console.log(`  run ${run} Lighthouse mobile ${route}: ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message} Measured again.`);
          result = await measure();
        }
        // LIGHTHOUSE_REPORTS=dir keeps each run's full report (waterfall, LCP element, render-blocking requests).
        if (process.env.LIGHTHOUSE_REPORTS && result) {
          mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
          writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `run${run}${route.replace(/\//g, '_') || '_'}.json`), JSON.stringify(result.lhr));
          const trace = (result.artifacts as { Trace?: unknown } | undefined)?.Trace;
          if (trace) writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `run${run}${route.replace(/\//g, '_') || '_'}.trace.json`), JSON.stringify(trace));
        }
        // A run Lighthouse could not measure (its runtime error: no paint seen, a page that never settled) says why.
        if (result?.lhr.runtimeError) console.log(`  run ${run} Lighthouse mobile ${route}: ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
        const categories = result?.lhr.categories;
        const firstLoad = scriptsLoaded(result?.lhr, (file) => gzip(file));
        const documentBytes = (result?.lhr.audits['network-requests']?.details as { items?: Array<{ url: string; resourceSize?: number }> } | undefined)?.items?.[0]?.resourceSize;
        const audits = result?.lhr.audits ?? {};
        const metric = (id: string) => audits[id]?.displayValue ?? 'n/a';
        if (result) measured.push(pageRun(route === CONTROL_ROUTE ? CONTROL_PAGE : route, run, result.lhr));
        console.log(
          `  run ${run} Lighthouse mobile ${(route === CONTROL_ROUTE ? CONTROL_PAGE : route).padEnd(16)} benchmark index ${result?.lhr.environment.benchmarkIndex ?? 'n/a'}; performance ${score(categories?.performance)}, accessibility ${score(categories?.accessibility)}; ` +
            `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}; ` +
            `HTML ${documentBytes === undefined ? 'n/a' : `${(documentBytes / 1024).toFixed(1)} KB`}; ` +
            `JavaScript before the load event ${kb(firstLoad.beforeLoad)} KB gzip (target ≤ 60 KB), on idle ${kb(firstLoad.later)} KB; longest task ${firstLoad.longestTask} ms`,
        );
      }
      // The availability page is reached through a real search, so it is measured by the journey, once a run.
      const availability = await journeyFlow(startFlow, puppeteer, chrome.port, base, cookies, run, throttling, interactions);
      if (availability) measured.push(pageRun('availability page', run, availability));
    }
    verdict(measured, interactions, runs, slowdown);
  } catch (error) {
    console.log(`  Lighthouse: could not run here (${(error as Error).message.split('\n')[0]}).`);
  } finally {
    await chrome?.kill();
    control.server.close();
    await Promise.all(
      processes.map((child) => {
        if (child.exitCode !== null || child.signalCode !== null) return undefined;
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        return exited;
      }),
    );
    await bench.cleanup();
  }
}

/** The control's route in the runs (its reports are saved as `run<n>control.json`) and its name in the figures. */
const CONTROL_ROUTE = 'control';
const CONTROL_PAGE = 'blank page';

/**
 * The control: a page of one heading and one line, no style and no script, served by this bench
 * (not the site), measured in every run before the site's pages, in the same browser at the same
 * slowdown. Its TBT is the floor under every page's: what the browser, Lighthouse and the host cost
 * before a page does anything (Lighthouse simulates the slowdown by multiplying the tasks it saw, so
 * a task that waited for the CPU is multiplied too). A page's figures go with the floor they were
 * measured on; the control has no target of its own.
 */
async function controlPage() {
  const html =
    '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Control page</title></head><body><main><h1>Control page</h1><p>The bench measures this page as the floor under every other.</p></main></body></html>';
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

/** Lighthouse's mobile default CPU slowdown. */
const LIGHTHOUSE_DEFAULT_SLOWDOWN = 4;
/**
 * The passes: Lighthouse's default phone, and the same phone at twice its slowdown, as a busier host
 * or an older phone meets the page; or (LIGHTHOUSE_CPU_SLOWDOWN=n) one pass at n×.
 */
const CPU_SLOWDOWNS = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) > 0 ? [Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN)] : [LIGHTHOUSE_DEFAULT_SLOWDOWN, 2 * LIGHTHOUSE_DEFAULT_SLOWDOWN];
/** The journey's targets: every interaction answered within this (Core Web Vitals' "good"). */
const INP_TARGET_MS = 200;
/** The page targets: worst performance and TBT at the default slowdown, median TBT at twice it. */
const PERFORMANCE_TARGET = 95;
const TBT_TARGET_MS = 150;

/**
 * The three busiest processes other than this bench, with their CPU share and command line: what
 * else ran (taken as a pass starts, before its site and browser; a thread's name says too little).
 */
function busiestProcesses(): string {
  const ps = spawnSync('ps', ['-eo', 'pid,pcpu,args', '--sort=-pcpu', '--no-headers'], { encoding: 'utf8' });
  if (ps.status !== 0) return 'n/a';
  const ours = new RegExp(`^${process.pid}\\s|\\bps -eo\\b`);
  const others = ps.stdout
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !ours.test(line))
    .slice(0, 3)
    .map((line) => line.replace(/^\d+\s+/, '').slice(0, 90));
  return others.join('; ') || 'none';
}

/** One interaction's INP in one run of the journey. */
type Interaction = { step: string; run: number; inpMs: number };

type Lhr = { audits: Record<string, { numericValue?: number; details?: unknown } | undefined> };

type FullLhr = Lhr & {
  categories: Record<string, { score: number | null } | undefined>;
  environment: { benchmarkIndex: number };
};

/** One page's figures in one run, as issue #33's "Done when" states them. */
type PageRun = { page: string; run: number; performance: number; accessibility: number; tbtMs: number; lcpMs: number; cls: number; benchmarkIndex: number };

function pageRun(page: string, run: number, lhr: FullLhr): PageRun {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  return {
    page,
    run,
    performance: score('performance'),
    accessibility: score('accessibility'),
    tbtMs: value('total-blocking-time'),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Each page's median and worst over the runs against the pass's targets (at the default slowdown:
 * worst performance ≥ 95 and worst TBT ≤ 150 ms; at a stronger one: median TBT ≤ 150 ms; always
 * accessibility 100 and CLS 0 in every run), each journey step's INP (≤ 200 ms in every run), and the
 * benchmark index's range: the same code measures differently on a busier machine, so the index goes
 * with the figures.
 */
function verdict(measured: PageRun[], interactions: Interaction[], runs: number, slowdown: number) {
  const indexes = measured.map((m) => m.benchmarkIndex).filter(Number.isFinite);
  const strict = slowdown === LIGHTHOUSE_DEFAULT_SLOWDOWN;
  console.log(
    `  ${slowdown}× CPU slowdown, median / worst of ${runs} run(s) per page (benchmark index ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}); ` +
      (strict ? `targets: worst performance ≥ ${PERFORMANCE_TARGET}, worst TBT ≤ ${TBT_TARGET_MS} ms` : `target: median TBT ≤ ${TBT_TARGET_MS} ms`) +
      `, accessibility 100, CLS 0, INP ≤ ${INP_TARGET_MS} ms:`,
  );
  let met = true;
  for (const page of [...new Set(measured.map((m) => m.page))]) {
    const rows = measured.filter((m) => m.page === page);
    const of = (key: 'performance' | 'tbtMs' | 'lcpMs' | 'cls', worst: (values: number[]) => number) => ({ median: median(rows.map((r) => r[key])), worst: worst(rows.map((r) => r[key])) });
    const performance = of('performance', (v) => Math.min(...v));
    const tbt = of('tbtMs', (v) => Math.max(...v));
    const lcp = of('lcpMs', (v) => Math.max(...v));
    const cls = of('cls', (v) => Math.max(...v));
    const accessibility = Math.min(...rows.map((r) => r.accessibility));
    // NaN (a category or audit missing) fails every comparison: counted as not met.
    const speed = strict ? performance.worst >= PERFORMANCE_TARGET && tbt.worst <= TBT_TARGET_MS : tbt.median <= TBT_TARGET_MS;
    const control = page === CONTROL_PAGE;
    const ok = rows.length === runs && speed && accessibility === 100 && cls.worst === 0;
    if (!control) met &&= ok;
    // A run Lighthouse could not measure (n/a) is not met, and says so rather than printing NaN.
    const n = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
    console.log(
      `    ${page.padEnd(18)} performance ${n(performance.median)} / ${n(performance.worst)}, TBT ${n(tbt.median)} / ${n(tbt.worst)} ms, ` +
        `LCP ${n(lcp.median / 1000, 1)} / ${n(lcp.worst / 1000, 1)} s, CLS ${n(cls.worst, 3)}, accessibility ${n(accessibility)} in ${rows.length} run(s): ` +
        (control ? `the floor on this host (no target; it would be ${ok ? 'met' : 'NOT met'})` : ok ? 'met' : 'NOT met'),
    );
  }
  for (const step of [...new Set(interactions.map((i) => i.step))]) {
    const inp = interactions.filter((i) => i.step === step).map((i) => i.inpMs);
    const ok = inp.length === runs && Math.max(...inp) <= INP_TARGET_MS;
    met &&= ok;
    console.log(`    journey "${step}": INP ${Math.round(median(inp))} / ${Math.round(Math.max(...inp))} ms in ${inp.length} run(s): ${ok ? 'met' : 'NOT met'}`);
  }
  if (interactions.length === 0) met = false;
  console.log(`  the page targets at ${slowdown}×: ${met ? 'met' : 'NOT met'} on this run`);
}

/**
 * The scripts a page ran (gzip sizes from the build), split at the load event: what a patient's
 * phone downloads before the page is ready, and what loads after it (on idle or first interaction:
 * web-vitals, the next page's chunks). With the longest main-thread task of the load.
 */
function scriptsLoaded(lhr: Lhr | undefined, gzip: (file: string) => number) {
  const metrics = (lhr?.audits.metrics?.details as { items?: Array<{ observedLoad?: number }> } | undefined)?.items?.[0];
  const requests = (lhr?.audits['network-requests']?.details as { items?: Array<{ url: string; resourceType?: string; networkRequestTime?: number }> } | undefined)?.items ?? [];
  const tasks = (lhr?.audits['long-tasks']?.details as { items?: Array<{ duration: number }> } | undefined)?.items ?? [];
  let beforeLoad = 0;
  let later = 0;
  for (const request of requests.filter((r) => r.resourceType === 'Script')) {
    const size = gzip(new URL(request.url).pathname.slice(1));
    if ((request.networkRequestTime ?? 0) <= (metrics?.observedLoad ?? Infinity)) beforeLoad += size;
    else later += size;
  }
  return { beforeLoad, later, longestTask: Math.round(tasks.reduce((max, t) => Math.max(max, t.duration), 0)) };
}

/**
 * The patient's journey as a Lighthouse user flow, on the real search: the home page (navigation);
 * a timespan from the lead form (the safety question answered "No, none of these", name, phone,
 * postcode) to the availability page's times; a timespan for choosing a time and reaching the
 * payment step (its INP is the patient's tap on a time); and the availability page the search led
 * to, loaded as a navigation (its Lighthouse performance). Prints each step's figures and longest
 * main-thread task.
 */
async function journeyFlow(
  startFlow: typeof import('lighthouse').startFlow,
  puppeteer: typeof import('puppeteer-core'),
  chromePort: number,
  base: string,
  cookies: string[],
  run: number,
  throttling: () => object,
  interactions: Interaction[],
): Promise<FullLhr | undefined> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  let page: Awaited<ReturnType<typeof browser.newPage>> | undefined;
  try {
    page = await browser.newPage();
    // Each run a patient of its own (address and phone): the live-hold limits (2 a phone, 3 an
    // address) refused the third run's hold when every run was the same patient.
    const patient = virtualPatient(run);
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': patient.address });
    await browser.setCookie(...cookies.map((c) => ({ name: c.slice(0, c.indexOf('=')), value: c.slice(c.indexOf('=') + 1), domain: '127.0.0.1', path: '/' })));
    const flow = await startFlow(page as never, { name: 'search → availability → payment step', flags: throttling() });
    await flow.navigate(`${base}/`);
    await flow.startTimespan({ name: 'lead form → availability page' });
    await page.click('#checker-redflag-none');
    await page.type('#checker-name', 'Bench Patient');
    await page.type('#checker-phone', patient.phone);
    await page.type('#checker-postcode', 'W1G 8YS');
    // As a patient would: the button says it is loading until the page's script has taken the form over.
    await page.waitForSelector('form[aria-labelledby="checker-heading"] button[type="submit"]:not([disabled])');
    await page.click('form[aria-labelledby="checker-heading"] button[type="submit"]');
    await page.waitForSelector('input[type="radio"]', { timeout: 30_000 });
    await flow.endTimespan();
    const availabilityUrl = page.url();
    await flow.startTimespan({ name: 'choosing a time → payment step' });
    await page.click('input[type="radio"]');
    await page.click('::-p-text(Book Appointment)');
    await page.waitForSelector('::-p-text(Payment Processing)', { timeout: 30_000 });
    await flow.endTimespan();
    await flow.navigate(availabilityUrl, { name: 'availability page' });
    const result = await flow.createFlowResult();
    if (process.env.LIGHTHOUSE_REPORTS) {
      mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `run${run}_flow.json`), JSON.stringify(result));
      const artifacts = (await flow.createArtifactsJson()) as { gatherSteps?: Array<{ artifacts?: { Trace?: unknown } }> };
      artifacts.gatherSteps?.forEach((step, i) => {
        if (step.artifacts?.Trace) writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS!, `run${run}_flow_step${i}.trace.json`), JSON.stringify(step.artifacts.Trace));
      });
    }
    let availability: FullLhr | undefined;
    for (const step of result.steps) {
      const lhr = step.lhr;
      const longTasks = (lhr.audits['long-tasks']?.details as { items?: Array<{ duration: number }> } | undefined)?.items ?? [];
      const longest = longTasks.reduce((max, t) => Math.max(max, t.duration), 0);
      const metric = (id: string) => lhr.audits[id]?.displayValue ?? 'n/a';
      const performance = lhr.categories.performance?.score;
      const accessibility = lhr.categories.accessibility?.score;
      if (step.name === 'availability page') availability = lhr as unknown as FullLhr;
      const inp = lhr.audits['interaction-to-next-paint']?.numericValue;
      if (lhr.gatherMode === 'timespan') interactions.push({ step: step.name, run, inpMs: inp ?? Number.NaN });
      console.log(
        `  run ${run} user flow, ${lhr.gatherMode} "${step.name}" (${new URL(lhr.finalDisplayedUrl).pathname}): ` +
          (lhr.gatherMode === 'navigation'
            ? `benchmark index ${lhr.environment.benchmarkIndex}; performance ${performance === null || performance === undefined ? 'n/a' : Math.round(performance * 100)}, ` +
              `accessibility ${accessibility === null || accessibility === undefined ? 'n/a' : Math.round(accessibility * 100)}, FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, `
            : `INP ${metric('interaction-to-next-paint')}, `) +
          `TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}; longest task ${Math.round(longest)} ms, ${longTasks.length} over 50 ms`,
      );
    }
    return availability;
  } catch (error) {
    console.log(`  run ${run} user flow: could not run (${(error as Error).message.split('\n')[0]}).`);
    if (process.env.BENCH_DEBUG) console.log(await page?.evaluate(() => (globalThis as unknown as { document: { body: { innerText: string } } }).document.body.innerText).catch(() => ''));
    return undefined;
  } finally {
    // A run's tab closed, so the next run's pages do not share the CPU with it.
    await page?.close().catch(() => undefined);
    await browser.disconnect();
  }
}
