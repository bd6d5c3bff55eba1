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
  const kb = (file: string) => (gzipSync(readFileSync(path.join(dist, file))).length / 1024).toFixed(1);
  console.log('portal bench: gzip sizes (level 6, as most servers and CDNs serve)');
  console.log(`  patient entry ${entry}: ${kb(entry!)} KB (target ≤ 150 KB)${css ? `, CSS ${kb(css)} KB` : ''}`);
  for (const file of readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js') && `assets/${f}` !== entry)) {
    console.log(`  lazy chunk assets/${file}: ${kb(`assets/${file}`)} KB`);
  }
  console.log('  Lighthouse: not run (the lighthouse package is not a dependency of the project yet).');
}
