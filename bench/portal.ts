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
  console.log('  Lighthouse: not run (the lighthouse package is not a dependency of the project yet).');
}
