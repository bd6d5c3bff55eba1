/**
 * `npm run bench -- NAME [args]`: runs the benchmark in bench/NAME.ts (compiled to dist/bench/NAME.js),
 * whose default export is an async function taking the remaining arguments. Benchmarks print
 * figures; they never assert timings (targets live in docs/performance.md).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const available = readdirSync(here)
  .filter((f) => f.endsWith('.js') && f !== 'run.js' && !f.startsWith('_'))
  .map((f) => f.replace(/\.js$/, ''))
  .sort();

const [name, ...args] = process.argv.slice(2);
if (!name || !available.includes(name)) {
  console.error(`usage: npm run bench -- <${available.join('|')}>`);
  process.exit(2);
}
const bench = (await import(path.join(here, `${name}.js`))) as { default: (args: string[]) => Promise<void> };
await bench.default(args);
process.exit(0);
