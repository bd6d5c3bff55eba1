import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Request } from 'autocannon';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from '../src/config/config.js';
import { firstStart } from '../src/bootstrap/first-start.js';
import { addLondonDays, Clock, londonDayBounds } from '../src/shared/clock/clock.js';
import { Db } from '../src/shared/db/db.js';
import { mikroOrmOptions } from '../src/shared/db/mikro-orm.config.js';
import { issueScreeningProof } from '../src/modules/search/rules/screening-proof.rules.js';
import { benchEnvironment, summarise, virtualPatient } from './_support.js';
import { BenchSeedRepository } from './seed.repository.js';

const root = path.resolve(import.meta.dirname, '../..');
const GATE_PASSWORD = 'bench-gate-password';
/** The api's SESSION_SECRET: the holds' screening proofs are signed with it, as the api signs a search's. */
const SIGNING_SECRET = 'bench-secret-bench-secret-bench-secret-00';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts a compiled entry with its stdout and stderr going straight to a file (no pipe through us). */
function startProcess(
  entry: string,
  args: string[],
  env: Record<string, string>,
  logFile: string,
  nodeArgs: string[] = [],
): ChildProcess {
  const fd = openSync(logFile, 'w');
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, entry), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  return child;
}

async function waitForHttp(
  url: string,
  child: ChildProcess,
  logFile: string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(
        `${url}: process exited (${child.exitCode}):\n${readFileSync(logFile, 'utf8').slice(-2000)}`,
      );
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** CPU seconds used so far by every process (Linux /proc; empty elsewhere), with its group. */
function cpuSnapshot(
  pids: Record<string, number | undefined>,
): Map<string, { group: string; seconds: number }> {
  const ticks = 100; // USER_HZ on Linux
  const out = new Map<string, { group: string; seconds: number }>();
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return out;
  }
  const byPid = new Map(Object.entries(pids).map(([group, pid]) => [String(pid), group]));
  for (const pid of entries) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const seconds = (Number(fields[11]) + Number(fields[12])) / ticks;
    const group =
      byPid.get(pid) ??
      (comm.startsWith('postgres') ? 'postgres' : comm.startsWith('redis') ? 'redis' : 'other');
    out.set(pid, { group, seconds });
  }
  return out;
}

/**
 * Where the CPU went between two snapshots, in % of one core per group: the api, the ceiling, this
 * process (the load driver), PostgreSQL (all its backends), Redis, and everything else on the machine.
 */
function cpuUsed(
  before: ReturnType<typeof cpuSnapshot>,
  after: ReturnType<typeof cpuSnapshot>,
): Map<string, number> {
  const used = new Map<string, number>();
  for (const [pid, { group, seconds }] of after) {
    used.set(group, (used.get(group) ?? 0) + seconds - (before.get(pid)?.seconds ?? 0));
  }
  return used;
}

function cpuShare(used: Map<string, number>, wallSeconds: number): string {
  return ['api', 'ceiling', 'floor', 'driver', 'postgres', 'redis', 'other']
    .filter((g) => used.has(g))
    .map((g) => `${g} ${Math.round(((used.get(g) ?? 0) / wallSeconds) * 100)} %`)
    .join(', ');
}

type Row = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  total: number;
  statuses: string;
  errors: number;
  /** CPU per process group during the measured seconds, in % of one core. */
  cpu: string;
  /** CPU time of the server under test (api or ceiling) and of PostgreSQL per request, in µs. */
  serverUsPerRequest?: number;
  postgresUsPerRequest?: number;
};

/**
 * One autocannon run: `warmUpSeconds` first (not counted), then `seconds` measured. Latencies are
 * every response's own time (autocannon's histogram has no p95), errors are socket errors,
 * timeouts and any status outside `ok`.
 */
async function load(
  name: string,
  url: string,
  options: {
    connections: number;
    seconds: number;
    warmUpSeconds: number;
    requests: Request[];
    ok: (status: number) => boolean;
    pids: Record<string, number | undefined>;
    /** Which process group serves this target: 'api' or 'ceiling'. */
    server: string;
  },
): Promise<Row> {
  const run = (seconds: number, record: boolean) => {
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const instance = autocannon({
      url,
      connections: options.connections,
      duration: seconds,
      timeout: 10,
      requests: options.requests,
    });
    if (record) {
      instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
        latencies.push(ms);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      });
    }
    return Promise.resolve(instance).then((result) => ({ result, latencies, statuses }));
  };
  if (options.warmUpSeconds > 0) await run(options.warmUpSeconds, false);
  const cpuBefore = cpuSnapshot(options.pids);
  const { result, latencies, statuses } = await run(options.seconds, true);
  const used = cpuUsed(cpuBefore, cpuSnapshot(options.pids));
  const cpu = cpuShare(used, options.seconds);
  const perRequest = (group: string) =>
    used.has(group) && latencies.length ? ((used.get(group) ?? 0) / latencies.length) * 1e6 : undefined;
  const s = summarise(latencies);
  const bad = [...statuses].filter(([status]) => !options.ok(status)).reduce((n, [, count]) => n + count, 0);
  return {
    name,
    requestsPerSecond: latencies.length / options.seconds,
    p50: s.p50,
    p95: s.p95,
    p99: s.p99,
    max: s.max,
    total: latencies.length,
    statuses: [...statuses].map(([k, v]) => `${v} × ${k}`).join(', '),
    errors: result.errors + result.timeouts + bad,
    cpu,
    serverUsPerRequest: perRequest(options.server),
    postgresUsPerRequest: perRequest('postgres'),
  };
}

/**
 * `npm run bench -- http [seconds=10] [connections=10] [logLevel=info] [targets=live,slots,search,holds]`.
 *
 * Starts, each as its own process on loopback, the built api (`dist/src/main.js`, NODE_ENV=production,
 * LOG_LEVEL as given, logs written to a file as a container runtime would collect them) on a throwaway
 * database with the sample data (`firstStart`, as `npm start` does) plus one bench practice with
 * 48,000 open slots for holds, a bare Fastify hello-world (`dist/bench/_hello.js`) as the ceiling, and
 * the data floor (`dist/bench/_floor.js`): our slots query and search on bare Fastify + pg, each
 * measured right after its api endpoint and printed as the api's ratio to it (issue #22).
 * Then drives each with autocannon (keep-alive, `connections` in flight, 3 s warm-up then `seconds`
 * measured): the ceiling, `GET /health/live` (our HTTP stack without the database),
 * `GET /api/practices/:id/slots?date=tomorrow`, `POST /api/search`, `POST /api/holds` (a fresh slot
 * per request, so every answer should be 201); the ceiling always runs, the others as listed.
 * Requests carry the gate cookie and the XSRF pair like a browser; the search rate limit is raised
 * for the run (one client IP). Prints requests/s, p50/p95/p99, the ratio to the ceiling and where
 * the CPU went (api, PostgreSQL, Redis, the load driver, the rest of the machine; ADR 0020).
 * `BENCH_HTTP_CPU_PROF=DIR` also writes a V8 CPU profile of the api process into DIR.
 */
export default async function httpBench(args: string[]) {
  const seconds = Number(args[0] ?? 10);
  const connections = Number(args[1] ?? 10);
  const logLevel = args[2] ?? 'info';
  const only = (args[3] ?? 'live,slots,search,holds').split(',');
  const warmUpSeconds = 3;
  const { env, cleanup } = await benchEnvironment('http');
  const tmp = path.join(os.tmpdir(), `dental-bench-http-${process.pid}`);
  const apiLog = `${tmp}-api.log`;
  const helloLog = `${tmp}-hello.log`;
  const apiPort = await freePort();
  const helloPort = await freePort();
  const floorPort = await freePort();
  const floorLog = `${tmp}-floor.log`;
  const apiEnv = {
    ...env,
    NODE_ENV: 'production',
    // Production refuses to start without Stripe, SMTP and Twilio unless told: the bench takes no payments and sends nothing.
    PAYMENTS: 'simulated',
    MAIL: 'dev-inbox',
    SMS: 'dev-outbox',
    HOST: '127.0.0.1',
    PORT: String(apiPort),
    PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
    LOG_LEVEL: logLevel,
    SESSION_SECRET: SIGNING_SECRET,
    GATE_PASSWORD,
    SEED_SAMPLE_DATA: 'true',
    // One client IP sends every request: the per-IP search limit (60/min) would answer 429.
    SEARCH_RATE_LIMIT_PER_MINUTE: '100000000',
    WRITE_RATE_LIMIT_PER_MINUTE: '100000000',
    // Each hold comes from its own virtual patient (virtualPatient); the phone limit stays out of the way all the same.
    HOLD_LIMIT_PER_PHONE: '100000000',
    HOLD_LIMIT_PER_PHONE_ALL_CLIENTS: '100000000',
  };
  const config = loadConfig({ ...process.env, ...apiEnv });
  const orm = await MikroORM.init(mikroOrmOptions({ DATABASE_URL: env.DATABASE_URL, DATABASE_POOL_MAX: 2 }));
  await orm.connect();
  const children: ChildProcess[] = [];
  try {
    const seeded = await firstStart(config);
    const seed = new BenchSeedRepository(new Db(orm));
    const tomorrow = addLondonDays(new Clock().londonToday(), 1);
    // The sample practice with the most open slots tomorrow (2 operatives × 24 half-hours).
    const slotsPractice = await seed.practiceWithMostOpenSlots(londonDayBounds(tomorrow).start, londonDayBounds(tomorrow).end);
    const postcodes = await seed.postcodes();
    // Holds: a practice of its own with 10 operatives × 50 days × 96 quarter-hours = 48,000 open slots.
    const [bench] = await seed.insertPractices([
      { name: 'Bench Holds', city: 'London', postcode: 'SW1A 1AA', latitude: 51.501, longitude: -0.141 },
    ]);
    await seed.insertOperativesFor(bench.id, 10, 'Dr Bench');
    const holdSlots = await seed.insertOpenSlotsFor(bench.id, londonDayBounds(tomorrow).start, 50 * 96);
    await seed.vacuumAnalyze('slot');
    await seed.vacuumAnalyze('practice');

    // BENCH_HTTP_CPU_PROF=DIR writes a V8 CPU profile of the api (open it in Chrome DevTools).
    const profileDir = process.env.BENCH_HTTP_CPU_PROF;
    const api = startProcess(
      'dist/src/main.js',
      [],
      apiEnv,
      apiLog,
      profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [],
    );
    children.push(api);
    const hello = startProcess('dist/bench/_hello.js', [String(helloPort)], {}, helloLog);
    children.push(hello);
    // The data floor: our slots query and search on bare Fastify + pg, with the api's pool size.
    const floor = startProcess('dist/bench/_floor.js', [String(floorPort), env.DATABASE_URL, String(config.DATABASE_POOL_MAX)], {}, floorLog);
    children.push(floor);
    const base = `http://127.0.0.1:${apiPort}`;
    await waitForHttp(`${base}/health/ready`, api, apiLog);
    await waitForHttp(`http://127.0.0.1:${helloPort}/`, hello, helloLog);
    const floorBase = `http://127.0.0.1:${floorPort}`;
    await waitForHttp(`${floorBase}/slots/${slotsPractice.id}?date=${tomorrow}`, floor, floorLog);

    // A browser's cookies: XSRF pair from GET /api/site, then the gate.
    const site = await fetch(`${base}/api/site`);
    const xsrf = site.headers
      .getSetCookie()
      .find((c) => c.startsWith('XSRF-TOKEN='))!
      .split(';')[0];
    const xsrfValue = xsrf.split('=')[1];
    const gate = await fetch(`${base}/api/site/gate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: xsrf, 'x-xsrf-token': xsrfValue },
      body: JSON.stringify({ password: GATE_PASSWORD }),
    });
    if (gate.status !== 204) throw new Error(`gate refused: ${gate.status} ${await gate.text()}`);
    const gateCookie = gate.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith('gate='))!;
    const headers = { cookie: `${xsrf}; ${gateCookie}`, 'x-xsrf-token': xsrfValue };
    const json = { ...headers, 'content-type': 'application/json' };

    const slotsPath = `/api/practices/${slotsPractice.id}/slots?date=${tomorrow}`;
    const probe = await fetch(`${base}${slotsPath}`, { headers });
    const probeBody = (await probe.json()) as { slots: unknown[] };
    if (probe.status !== 200 || probeBody.slots.length === 0)
      throw new Error(`slots probe: ${probe.status} ${JSON.stringify(probeBody)}`);

    let search = 0;
    let hold = 0;
    let floorSearch = 0;
    const pids = { api: api.pid, ceiling: hello.pid, floor: floor.pid, driver: process.pid };
    const common = { connections, seconds, warmUpSeconds, pids, server: 'api' };
    const targets: Array<{ key: string; run: () => Promise<Row> }> = [
      {
        key: 'ceiling',
        run: () =>
          load('ceiling: bare Fastify hello-world', `http://127.0.0.1:${helloPort}`, {
            ...common,
            server: 'ceiling',
            requests: [{ method: 'GET', path: '/' }],
            ok: (s) => s === 200,
          }),
      },
      {
        // Our whole HTTP stack (hooks, headers, logging, metrics) with no database: the floor under every route.
        key: 'live',
        run: () =>
          load('GET /health/live (our stack, no database)', base, {
            ...common,
            requests: [{ method: 'GET', path: '/health/live', headers }],
            ok: (s) => s === 200,
          }),
      },
      {
        key: 'slots',
        run: () =>
          load(`GET /api/practices/:id/slots (${probeBody.slots.length} slots)`, base, {
            ...common,
            requests: [{ method: 'GET', path: slotsPath, headers }],
            ok: (s) => s === 200,
          }),
      },
      {
        key: 'slots-floor',
        run: () =>
          load('  floor: the same query, bare Fastify + pg', floorBase, {
            ...common,
            server: 'floor',
            requests: [{ method: 'GET', path: `/slots/${slotsPractice.id}?date=${tomorrow}` }],
            ok: (s) => s === 200,
          }),
      },
      {
        key: 'search',
        run: () =>
          load('POST /api/search', base, {
            ...common,
            requests: [
              {
                method: 'POST',
                path: '/api/search',
                headers: json,
                setupRequest: (req) => ({
                  ...req,
                  body: JSON.stringify({
                    name: 'Bench Patient',
                    phone: '07700 900123',
                    postcode: postcodes[search++ % postcodes.length],
                    issue: 'Toothache',
                    redFlags: [],
                  }),
                }),
              },
            ],
            ok: (s) => s === 200,
          }),
      },
      {
        key: 'search-floor',
        run: () =>
          load('  floor: the same search, bare Fastify + pg', floorBase, {
            ...common,
            server: 'floor',
            requests: [
              {
                method: 'POST',
                path: '/search',
                headers: { 'content-type': 'application/json' },
                setupRequest: (req) => ({ ...req, body: JSON.stringify({ postcode: postcodes[floorSearch++ % postcodes.length] }) }),
              },
            ],
            ok: (s) => s === 200,
          }),
      },
      {
        key: 'holds',
        run: () =>
          load('POST /api/holds (a fresh slot each)', base, {
            ...common,
            requests: [
              {
                method: 'POST',
                path: '/api/holds',
                headers: json,
                setupRequest: (req) => {
                  const virtual = virtualPatient(hold);
                  const patient = { name: 'Bench Patient', phone: virtual.phone, postcode: 'SW1A 1AA', issue: 'Toothache' };
                  return {
                    ...req,
                    headers: { ...req.headers, 'x-forwarded-for': virtual.address },
                    // The proof the patient's search would have answered (signed as the api signs it).
                    body: JSON.stringify({ slotId: holdSlots[hold++ % holdSlots.length], patient, screening: issueScreeningProof(patient, SIGNING_SECRET, new Date()) }),
                  };
                },
              },
            ],
            ok: (s) => s === 201,
          }),
      },
    ];
    const logBytesBefore = statSync(apiLog).size;
    const rows = new Map<string, Row>();
    // A floor runs right after its endpoint, so both see the same machine.
    const wanted = (key: string) => key === 'ceiling' || only.includes(key.replace(/-floor$/, ''));
    for (const t of targets) if (wanted(t.key)) rows.set(t.key, await t.run());
    const logBytes = statSync(apiLog).size - logBytesBefore;
    const apiRequests = [...rows].filter(([k]) => k !== 'ceiling' && !k.endsWith('-floor')).reduce((n, [, r]) => n + r.total, 0);

    const ceiling = rows.get('ceiling')!.requestsPerSecond;
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.log(
      `http bench: ${connections} keep-alive connections, ${warmUpSeconds} s warm-up + ${seconds} s measured per target, loopback, ` +
        `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, autocannon in this process; ` +
        `api NODE_ENV=production LOG_LEVEL=${logLevel}, DATABASE_POOL_MAX ${config.DATABASE_POOL_MAX}`,
    );
    console.log(
      `  data: ${seeded.filter((l) => l.startsWith('Sample data')).join('; ')}; ${holdSlots.length.toLocaleString('en-GB')} open slots for holds`,
    );
    for (const [key, r] of rows) {
      const floorRow = rows.get(`${key}-floor`);
      const ofFloor = floorRow ? `  ${((r.requestsPerSecond / floorRow.requestsPerSecond) * 100).toFixed(1)} % of its floor` : '';
      console.log(
        `  ${r.name.padEnd(44)} ${Math.round(r.requestsPerSecond).toLocaleString('en-GB').padStart(7)} req/s  ` +
          `p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  p99 ${ms(r.p99)}  max ${ms(r.max)}  ` +
          `${((r.requestsPerSecond / ceiling) * 100).toFixed(1)} % of ceiling${ofFloor}  errors ${r.errors}  (${r.statuses})`,
      );
      if (r.cpu) {
        const us = (v?: number) => (v === undefined ? '?' : `${Math.round(v)} µs`);
        console.log(
          `  ${''.padEnd(44)} CPU (% of one core): ${r.cpu}; per request: server ${us(r.serverUsPerRequest)}, PostgreSQL ${us(r.postgresUsPerRequest)}`,
        );
      }
    }
    const slots = rows.get('slots');
    if (slots) {
      const met = slots.requestsPerSecond >= 0.4 * ceiling && slots.p99 <= 50 && slots.errors === 0;
      console.log(
        `  target (slots ≥ 40 % of the ceiling's req/s, p99 ≤ 50 ms, no errors): ${met ? 'met' : 'NOT met'} ` +
          `(${((slots.requestsPerSecond / ceiling) * 100).toFixed(1)} %, p99 ${ms(slots.p99)}, ${slots.errors} errors)`,
      );
    }
    for (const key of ['slots', 'search']) {
      const r = rows.get(key);
      const f = rows.get(`${key}-floor`);
      if (!r || !f) continue;
      const ratio = r.requestsPerSecond / f.requestsPerSecond;
      console.log(`  target (${key} ≥ 50 % of its data floor's req/s): ${ratio >= 0.5 ? 'met' : 'NOT met'} (${(ratio * 100).toFixed(1)} %)`);
    }
    if (apiRequests)
      console.log(
        `  api log: ${(logBytes / apiRequests).toFixed(0)} bytes per request at LOG_LEVEL=${logLevel}`,
      );
  } finally {
    for (const child of children) await stop(child);
    await orm.close(true);
    await cleanup();
    rmSync(apiLog, { force: true });
    rmSync(helloLog, { force: true });
    rmSync(floorLog, { force: true });
  }
}
