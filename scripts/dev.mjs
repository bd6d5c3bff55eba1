// `npm run dev`: api and worker rebuilt and restarted on change (tsc --watch + node --watch),
// and Vite's dev server with hot reload on http://localhost:5173, proxying /api etc. to the api.
import { spawn, spawnSync } from 'node:child_process';

const run = (cmd, args, name) => {
  const child = spawn(cmd, args, { stdio: 'inherit', env: process.env });
  child.on('exit', (code) => console.error(`${name} exited (${code})`));
  return child;
};
const built = spawnSync('npm', ['run', 'build:server'], { stdio: 'inherit' });
if (built.status !== 0) console.error('initial build has errors; tsc --watch will keep trying');
spawnSync('npm', ['run', 'migrate'], { stdio: 'inherit' });
const children = [
  run('npx', ['tsc', '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], 'tsc'),
  run(process.execPath, ['--watch-path=dist/src', '--enable-source-maps', 'dist/src/main.js'], 'api'),
  run(process.execPath, ['--watch-path=dist', '--enable-source-maps', 'dist/workers/main.js'], 'worker'),
  run('npm', ['run', 'dev', '-w', 'portal'], 'portal'),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
