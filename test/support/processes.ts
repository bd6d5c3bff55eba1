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

export function waitForExit(child: ChildProcess, timeoutMs = 15_000): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('process did not exit in time')), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/** Polls until `check` returns true (or throws after the timeout). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 20_000, everyMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}
