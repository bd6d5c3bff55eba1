import { createServer } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { startProcess, waitForExit } from '../../support/processes.js';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The real site as `npm start` runs it (api + worker from dist, the built portal) on this run's
 * database and Redis prefix, on a free port.
 */
export async function startStack(env: Record<string, string> = {}) {
  const port = await freePort();
  // POSTCODES_AUTOLOAD off: no stack spends a core loading 1.7 M postcodes (a test turns it on when it needs it).
  const common = { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'warn', POSTCODES_AUTOLOAD: 'false', ...env };
  const api = startProcess('dist/src/main.js', common);
  const worker = startProcess('dist/workers/main.js', common);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/health/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || api.exitCode !== null) {
      throw new Error(`api did not become ready:\n${api.output.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    api,
    worker,
    async stop() {
      for (const p of [api, worker]) p.kill('SIGTERM');
      await Promise.all([api, worker].map((p) => waitForExit(p).catch(() => p.kill('SIGKILL'))));
    },
  };
}

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/** `npm run admin <args>` on this run's database, as an operator runs it; the command must succeed. */
export async function adminCli(...args: string[]): Promise<void> {
  const run = startProcess('dist/src/cli/admin.js', {}, args);
  const code = await waitForExit(run, 30_000);
  if (code !== 0) throw new Error(`npm run admin ${args[0]} exited ${code}:\n${run.output.join('')}`);
}

/** An admin account made as an operator makes the first one (`npm run admin create`). */
export const createAdmin = (email: string, password: string): Promise<void> => adminCli('create', email, password);

/** A minimal signed-in admin client over fetch (cookies and the XSRF header) for seeding journeys. */
export async function adminApi(baseUrl: string, email: string, password: string) {
  const jar = new Map<string, string>();
  const remember = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
  };
  const headers = () => ({
    'content-type': 'application/json',
    cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '',
  });
  const call = async (method: string, path: string, body?: unknown) => {
    const payload = method === 'GET' ? undefined : JSON.stringify(body ?? {});
    const res = await fetch(`${baseUrl}${path}`, { method, headers: headers(), body: payload });
    remember(res);
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
  remember(await fetch(`${baseUrl}/api/site`));
  await call('POST', '/api/auth/login', { email, password });
  return call;
}

/**
 * Opens a day of a sample practice (`POST /api/admin/practices/sample` first): `slotMinutes` slots
 * from `startHour` to `endHour`, tomorrow unless `date` says otherwise. Returns the practice.
 */
export async function openSampleDay(
  admin: Awaited<ReturnType<typeof adminApi>>,
  name: string,
  { date = tomorrowInLondon(), startHour = 9, endHour = 12, slotMinutes = 30 }: { date?: string; startHour?: number; endHour?: number; slotMinutes?: number } = {},
) {
  const practices = (await admin('GET', '/api/admin/practices')) as Array<{ id: string; name: string; operatives: Array<{ id: string }> }>;
  const practice = practices.find((p) => p.name === name);
  if (!practice) throw new Error(`no sample practice called ${name}`);
  await admin('PUT', '/api/admin/availability', { practiceId: practice.id, operativeId: practice.operatives[0].id, date, startHour, endHour, slotMinutes });
  return practice;
}

/** Passes the password gate when the site shows it (protection is on by default), then waits for the page. */
export async function enterSite(page: import('playwright-core').Page) {
  const gate = page.getByRole('heading', { name: 'Site Under Development' });
  await Promise.race([gate.waitFor(), page.getByRole('heading', { level: 1 }).waitFor()]);
  if (await gate.isVisible()) {
    await page.getByLabel('Password').fill(process.env.GATE_PASSWORD!);
    await page.getByRole('button', { name: 'Enter Site' }).click();
    // The gate's own heading is a level-1 heading too: wait for it to go before waiting for the page's.
    await gate.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1 }).waitFor();
  }
}

/** Tomorrow's London date (yyyy-MM-dd). */
export const tomorrowInLondon = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + 86_400_000));
