import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from '../src/config/config.js';
import { firstStart } from '../src/bootstrap/first-start.js';
import { Db } from '../src/shared/db/db.js';
import { mikroOrmOptions } from '../src/shared/db/mikro-orm.config.js';
import { benchEnvironment, fmt, summarise } from './_support.js';
import { AdminBenchSeedRepository } from './admin-seed.repository.js';

const root = path.resolve(import.meta.dirname, '../..');
const ADMIN_EMAIL = 'bench-admin@example.test';
const ADMIN_PASSWORD = 'bench-admin-password-123';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The resident set of a process in MB (Linux /proc), NaN elsewhere. */
function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/**
 * `npm run bench -- admin [appointments] [practices] [samples]`: the admin's search at scale (issue
 * #20). Seeds 100,000 appointments over a year and 5,000 practices in a throwaway database, starts the
 * built api, signs in as an admin and measures, one request at a time over HTTP, each list and
 * search (p50/p95/p99), the practices page, and the CSV export of every appointment: its time, its
 * size and the api's RSS while it streams (constant memory: the growth must not follow the file's size).
 */
export default async function adminBench(args: string[]) {
  const appointments = Number(args[0] ?? 100_000);
  const practices = Number(args[1] ?? 5_000);
  const samples = Number(args[2] ?? 200);
  const { env, cleanup } = await benchEnvironment('admin');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const apiEnv = {
    ...env,
    NODE_ENV: 'production',
    PAYMENTS: 'simulated',
    MAIL: 'dev-inbox',
    SMS: 'dev-outbox',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    GATE_PASSWORD: 'bench-gate-password',
    SEED_SAMPLE_DATA: 'false',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
  };
  const orm = await MikroORM.init(mikroOrmOptions({ DATABASE_URL: env.DATABASE_URL, DATABASE_POOL_MAX: 2 }));
  await orm.connect();
  const logFile = path.join(os.tmpdir(), `dental-bench-admin-${process.pid}.log`);
  let api: ChildProcess | undefined;
  try {
    await firstStart(loadConfig({ ...process.env, ...apiEnv }));
    const seed = new AdminBenchSeedRepository(new Db(orm));
    const t0 = performance.now();
    await seed.seed(practices, appointments);
    await seed.vacuumAnalyze();
    console.log(`admin bench: seeded ${appointments.toLocaleString('en-GB')} appointments and ${practices.toLocaleString('en-GB')} practices in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const picks = await seed.samples(samples);
    const practicePicks = await seed.practiceSamples(samples);

    const fd = openSync(logFile, 'w');
    api = spawn(process.execPath, [path.join(root, 'dist/src/main.js')], { cwd: root, env: { ...process.env, ...apiEnv }, stdio: ['ignore', fd, fd] });
    closeSync(fd);
    for (let i = 0; i < 300 && !(await fetch(`${base}/health/ready`).then((r) => r.ok).catch(() => false)); i++) await new Promise((r) => setTimeout(r, 100));

    // A browser's cookies: the XSRF pair, then the admin's session.
    const site = await fetch(`${base}/api/site`);
    const xsrf = site.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('XSRF-TOKEN='))!;
    const xsrfValue = decodeURIComponent(xsrf.slice('XSRF-TOKEN='.length));
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: xsrf, 'x-xsrf-token': xsrfValue },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    if (!login.ok) throw new Error(`sign-in refused: ${login.status} ${await login.text()}`);
    const cookie = [xsrf, ...login.headers.getSetCookie().map((c) => c.split(';')[0])].join('; ');
    const get = async (p: string) => {
      const started = performance.now();
      const res = await fetch(`${base}${p}`, { headers: { cookie } });
      const body = await res.text();
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`${p}: ${res.status} ${body.slice(0, 200)}`);
      return { ms, body };
    };

    // A cursor 100 pages deep (5,000 rows in): keyset paging costs the same at any depth.
    let deepCursor = '';
    for (let i = 0; i < 100; i++) deepCursor = (JSON.parse((await get(`/api/admin/appointments?${deepCursor ? `cursor=${deepCursor}` : ''}`)).body) as { nextCursor: string }).nextCursor;

    const surname = (name: string) => name.split(' ')[1].split('-')[0];
    const cases: Array<[string, (i: number) => string]> = [
      ['list, first page (50)', () => '/api/admin/appointments'],
      ['list, 100 pages deep', () => `/api/admin/appointments?cursor=${deepCursor}`],
      ['q = reference', (i) => `/api/admin/appointments?q=${picks[i % picks.length].reference}`],
      ['q = e-mail', (i) => `/api/admin/appointments?q=${encodeURIComponent(picks[i % picks.length].patient_email.toUpperCase())}`],
      ['q = phone (+44 form)', (i) => `/api/admin/appointments?q=${encodeURIComponent(`+44 ${picks[i % picks.length].patient_phone.slice(1)}`)}`],
      ['q = surname (common)', (i) => `/api/admin/appointments?q=${surname(picks[i % picks.length].patient_name)}`],
      ['q = full name', (i) => `/api/admin/appointments?q=${encodeURIComponent(picks[i % picks.length].patient_name)}`],
      ['q = name, no match', (i) => `/api/admin/appointments?q=zzqx${i}`],
      ['practiceId', (i) => `/api/admin/appointments?practiceId=${picks[i % picks.length].practice_id}`],
      ['from/to one day', (i) => `/api/admin/appointments?from=${picks[i % picks.length].day}&to=${picks[i % picks.length].day}`],
      ['status = pending', () => '/api/admin/appointments?status=pending'],
      ['paymentStatus = failed (rare)', () => '/api/admin/appointments?paymentStatus=failed'],
      ['status + payment + practice', (i) => `/api/admin/appointments?status=confirmed&paymentStatus=completed&practiceId=${picks[i % picks.length].practice_id}`],
      ['surname + one month', (i) => `/api/admin/appointments?q=${surname(picks[i % picks.length].patient_name)}&from=${picks[i % picks.length].day}&to=${picks[(i + 1) % picks.length].day > picks[i % picks.length].day ? picks[(i + 1) % picks.length].day : picks[i % picks.length].day}`],
      ['timeline of one booking', () => '/api/admin/appointments'],
      ['practices page (25)', () => '/api/admin/practices/page'],
      ['practices q = town', (i) => `/api/admin/practices/page?q=${practicePicks[i % practicePicks.length].city}`],
      ['practices q = postcode', (i) => `/api/admin/practices/page?q=${encodeURIComponent(practicePicks[i % practicePicks.length].postcode)}`],
      ['practices q = name', (i) => `/api/admin/practices/page?q=${encodeURIComponent(practicePicks[i % practicePicks.length].name.split(' ').slice(0, 2).join(' '))}`],
    ];
    const ids = (JSON.parse((await get('/api/admin/appointments?limit=200')).body) as { items: Array<{ id: string }> }).items.map((a) => a.id);
    cases[cases.findIndex(([name]) => name === 'timeline of one booking')][1] = (i) => `/api/admin/appointments/${ids[i % ids.length]}/timeline`;

    console.log(`  ${samples} sequential requests per case after 20 to warm up, through HTTP (target p95 ≤ 50 ms):`);
    for (const [name, pathOf] of cases) {
      for (let i = 0; i < 20; i++) await get(pathOf(i + 1000));
      const ms: number[] = [];
      for (let i = 0; i < samples; i++) ms.push((await get(pathOf(i))).ms);
      const s = summarise(ms);
      console.log(`    ${name.padEnd(32)} p50 ${fmt(s.p50).padStart(9)}  p95 ${fmt(s.p95).padStart(9)}  p99 ${fmt(s.p99).padStart(9)}  max ${fmt(s.max).padStart(9)}`);
    }

    // The export, streamed: the api's RSS sampled while the client reads. A fifth of the rows, then all
    // of them twice: in constant memory the growth does not follow the file's size, nor grow per export.
    const exportCsv = async (label: string, query: string) => {
      const before = rssMb(api!.pid!);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(api!.pid!))), 20);
      const started = performance.now();
      const res = await fetch(`${base}/api/admin/appointments.csv${query}`, { headers: { cookie } });
      let bytes = 0;
      let lines = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.length;
        for (const b of chunk) if (b === 10) lines++;
      }
      clearInterval(sampler);
      const seconds = (performance.now() - started) / 1000;
      const mb = bytes / 1048576;
      console.log(
        `    ${label.padEnd(22)} ${(lines - 1).toLocaleString('en-GB').padStart(7)} rows, ${mb.toFixed(1).padStart(4)} MB in ${seconds.toFixed(1)} s; api RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)} MB)`,
      );
    };
    console.log('  CSV export (streamed in keyset batches of 1,000):');
    await exportCsv('status=pending', '?status=pending');
    await exportCsv('everything', '');
    await exportCsv('everything, again', '');
  } finally {
    if (api && api.exitCode === null) {
      const exited = new Promise((r) => api!.once('exit', r));
      api.kill('SIGTERM');
      await exited;
    }
    await orm.close(true);
    await cleanup();
  }
}
