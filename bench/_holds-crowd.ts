import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';
import { virtualPatient } from './_support.js';

/**
 * The holds bench's crowd, in a worker thread: the clients' own work (building requests, parsing
 * answers) runs on its own event loop instead of queueing behind the api's, as real patients'
 * phones would. `total` holds over `slots` with `concurrency` in flight (one per kept-alive
 * connection), each from its own patient. autocannon sends them: fetch's streams, and even
 * node:http's request objects, cost the crowd as much CPU as the api spent answering, taken from
 * the api and PostgreSQL on a two-core machine (the figures measured the client as much as the
 * server). Every answer's status and latency is recorded, not a histogram's buckets.
 */
export interface CrowdInput {
  base: string;
  headers: Record<string, string>;
  slots: string[];
  total: number;
  concurrency: number;
  patientOffset: number;
}

export interface CrowdResult {
  latencies: number[];
  statuses: Array<[number, number]>;
  elapsed: number;
}

async function crowd({ base, headers, slots, total, concurrency, patientOffset }: CrowdInput): Promise<CrowdResult> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  let finished = started;
  const instance = autocannon({
    url: base,
    connections: concurrency,
    amount: total,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: '/api/holds',
        headers,
        setupRequest: (request) => {
          const i = next++;
          const patient = virtualPatient(patientOffset + i);
          return {
            ...request,
            headers: { ...request.headers, 'x-forwarded-for': patient.address },
            body: JSON.stringify({ slotId: slots[i % slots.length], patient: { name: 'B', phone: patient.phone, postcode: 'SW1A 1AA', issue: '' } }),
          };
        },
      },
    ],
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
    finished = performance.now();
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (process.env.HOLDS_TRACE) console.log(`${status} ${Math.round(performance.now() - responseTime - started)} ${responseTime.toFixed(1)}`);
  });
  const result = await instance;
  if (result.errors > 0 || result.timeouts > 0) throw new Error(`crowd: ${result.errors} errors, ${result.timeouts} timeouts`);
  // From the first request to the last answer (autocannon itself resolves on its next second's tick).
  return { latencies, statuses: [...statuses], elapsed: finished - started };
}

if (parentPort) parentPort.postMessage(await crowd(workerData as CrowdInput));
