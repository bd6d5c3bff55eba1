// `npm start`: build what is not built, migrate, start api + worker, print where things are.
// A small supervisor: restarts a process that dies unexpectedly, stops both on Ctrl-C / SIGTERM.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const node = process.execPath;

function newestMtime(dir, skip = ['node_modules', 'dist']) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip.includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full, skip) : statSync(full).mtimeMs);
  }
  return newest;
}
const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
function run(args, label) {
  console.log(`> ${label}`);
  const result = spawnSync('npm', args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const serverBuilt = mtime('dist/src/main.js');
if (!serverBuilt || Math.max(newestMtime('src'), newestMtime('workers')) > serverBuilt) {
  run(['run', 'build:server'], 'building api and worker');
}
const { loadConfig, ConfigError } = await import(path.join(root, 'dist/src/config/config.js'));
let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(78);
  }
  throw error;
}

const portalBuilt = mtime('portal/dist/index.html');
if (!portalBuilt || Math.max(newestMtime('portal/src'), mtime('portal/index.html')) > portalBuilt) {
  run(['run', 'build:portal'], 'building portal');
}

const { migrateDatabase } = await import(path.join(root, 'dist/src/shared/db/migrate.js'));
const applied = await migrateDatabase(config);
console.log(applied.length ? `> applied ${applied.length} migration(s)` : '> database is up to date');
const { firstStart } = await import(path.join(root, 'dist/src/bootstrap/first-start.js'));
const notes = await firstStart(config);

const children = new Map();
let stopping = false;
function startChild(name, entry, restarts = 0) {
  const child = spawn(node, ['--enable-source-maps', entry], { stdio: 'inherit', env: process.env });
  const startedAt = Date.now();
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (stopping) {
      if (children.size === 0) process.exit(0);
      return;
    }
    const quick = Date.now() - startedAt < 10_000;
    if (quick && restarts >= 5) {
      console.error(`${name} keeps failing (exit ${code ?? signal}); stopping.`);
      shutdown(1);
      return;
    }
    console.error(`${name} exited (${code ?? signal}); restarting.`);
    setTimeout(() => startChild(name, entry, quick ? restarts + 1 : 0), quick ? 1000 * (restarts + 1) : 200);
  });
}
function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children.values()) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 15_000).unref();
  if (children.size === 0) process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

startChild('api', 'dist/src/main.js');
startChild('worker', 'dist/workers/main.js');

const base = `http://localhost:${config.PORT}`;
for (let i = 0; i < 120 && !stopping; i++) {
  try {
    const res = await fetch(`${base}/health/ready`);
    if (res.ok) break;
  } catch {
    // not listening yet
  }
  await new Promise((r) => setTimeout(r, 500));
}
const lines = [
  '',
  '  Emergency Dental is running',
  `  Site:        ${base}`,
  `  API docs:    ${base}/api/docs`,
  `  Health:      ${base}/health/ready   Metrics: ${base}/metrics`,
  `  Bull Board:  ${base}/admin/queues   (admins: sign in at ${base}/login first)`,
  ...(config.isProduction || config.mailTransport !== 'dev-inbox' ? [] : [`  Dev inbox:   ${base}/dev/mail   (admins only)`]),
  ...notes.map((n) => `  ${n}`),
  '  Stop with Ctrl-C.',
  '',
];
console.log(lines.join('\n'));
