import { type MapsFailure, SETUP_HINTS } from './setup-hints';

const warned = new Set<MapsFailure>();

/**
 * Writes the operator's hint for a failure to the browser console, once per kind per page: the
 * on-call engineer finds it there whoever hit it, and a page that retries does not flood the
 * console. The portal has no client-error beacon (POST /api/vitals takes web vitals only), so
 * nothing is sent to the server.
 */
export function logSetupHint(kind: MapsFailure, error?: unknown): void {
  if (warned.has(kind)) return;
  warned.add(kind);
  const line = `Google Maps (${kind}): ${SETUP_HINTS[kind]}`;
  if (error === undefined) console.warn(line);
  else console.warn(line, error);
}
