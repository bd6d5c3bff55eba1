import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
/** Node 24 from the project (the machine's default node may be older). */
export const NODE_BIN = path.join(root, 'node_modules/.bin/node');

/** Starts a compiled entry point (dist/…) with this run's environment plus overrides. */
export function startProcess(entry: string, env: Record<string, string> = {}, args: string[] = []): ChildProcess & { output: string[] } {
  const child = spawn(NODE_BIN, ['--enable-source-maps', path.join(root, entry), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  }) as ChildProcess & { output: string[] };
  child.output = [];
  child.stdout?.on('data', (d) => child.output.push(String(d)));
  child.stderr?.on('data', (d) => child.output.push(String(d)));
  return child;
}

/**
 * How many times slower than a quiet machine a test may find this one (two CPU-bound neighbours on
 * two cores, a shared CI host). Every wait below ends the moment its condition holds, so its ceiling
 * is what a quiet machine needs times this: a passing run pays nothing for it, a busy one is not
 * failed for being busy. `TEST_PATIENCE` overrides it.
 */
export const PATIENCE = Number(process.env.TEST_PATIENCE ?? 4);

/** A wait's ceiling on this machine: `quietMs`, what a quiet machine needs, times the patience. */
export const patiently = (quietMs: number): number => quietMs * PATIENCE;

export function waitForExit(child: ChildProcess, quietMs = 15_000): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('process did not exit in time')), patiently(quietMs));
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/**
 * Polls until `check` returns true; throws when it has not after `quietMs` (what a quiet machine
 * needs) times the patience.
 */
export async function eventually(check: () => Promise<boolean>, quietMs = 20_000, everyMs = 100): Promise<void> {
  const timeoutMs = patiently(quietMs);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}
