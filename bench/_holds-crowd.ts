import { parentPort } from 'node:worker_threads';
import { Pool } from 'undici';
import { issueScreeningProof } from '../src/modules/search/rules/screening-proof.rules.js';
import { cpuSnapshot, cpuSpent, virtualPatient } from './_support.js';

/**
 * The holds bench's crowd, in a worker thread: the clients' own work (building requests, parsing
 * answers) runs on its own event loop instead of queueing behind the api's, as real patients'
 * phones would. `total` holds over `slots` with `concurrency` in flight (one per kept-alive
 * connection of undici's Pool), each from its own patient, every request's body built before the
 * clock starts. Every answer's status and latency is recorded, not a histogram's buckets.
 *
 * `connections: 'open'` (the default) opens the connections before the clock starts: a patient's
 * hold is their third request or so on a connection their browser already has (the page, the
 * search), and behind a proxy the api's connections are the proxy's kept-alive ones anyway.
 * `'new'` opens them with the first wave: 100 handshakes at the same instant, which on two shared
 * cores delay a third of that wave by 40–80 ms before the api sees a byte (docs/performance.md).
 */
export interface CrowdInput {
  base: string;
  headers: Record<string, string>;
  slots: string[];
  total: number;
  concurrency: number;
  patientOffset: number;
  connections: 'open' | 'new';
  /** The api's signing secret: each patient's screening proof (what their search answered) is signed with it. */
  signingSecret: string;
}

export interface CrowdResult {
  latencies: number[];
  statuses: Array<[number, number]>;
  elapsed: number;
  /** CPU spent while the crowd ran (from its first request to its last answer), ms. */
  cpu: ReturnType<typeof cpuSpent>;
}

async function crowd({ base, headers, slots, total, concurrency, patientOffset, connections, signingSecret }: CrowdInput): Promise<CrowdResult> {
  const pool = new Pool(base, { connections: concurrency, pipelining: 1 });
  const now = new Date();
  const requests = Array.from({ length: total }, (_, i) => {
    const virtual = virtualPatient(patientOffset + i);
    const patient = { name: 'B', phone: virtual.phone, postcode: 'SW1A 1AA', issue: '' };
    return {
      headers: { ...headers, 'x-forwarded-for': virtual.address },
      body: JSON.stringify({ slotId: slots[i % slots.length], patient, screening: issueScreeningProof(patient, signingSecret, now) }),
    };
  });
  if (connections === 'open') {
    await Promise.all(Array.from({ length: concurrency }, async () => (await pool.request({ method: 'GET', path: '/health/live' })).body.dump()));
  }
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const cpu = await cpuSnapshot();
  const started = performance.now();
  let finished = started;
  const client = async () => {
    while (next < total) {
      const request = requests[next++];
      const sent = performance.now();
      const answer = await pool.request({ method: 'POST', path: '/api/holds', headers: request.headers, body: request.body });
      await answer.body.dump();
      finished = performance.now();
      latencies.push(finished - sent);
      statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
      if (process.env.HOLDS_TRACE) console.log(`${answer.statusCode} ${Math.round(sent - started)} ${(finished - sent).toFixed(1)}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  const spent = cpuSpent(cpu, await cpuSnapshot());
  await pool.close();
  return { latencies, statuses: [...statuses], elapsed: finished - started, cpu: spent };
}

/**
 * One thread runs every crowd of a bench, one after another, each sent as a message: the measured
 * crowd then runs on code the warm-up crowd had compiled. A fresh thread per crowd spent the
 * measured crowd's first 100–200 ms compiling (V8's helper threads: as much CPU as the api's own).
 */
parentPort?.on('message', (input: CrowdInput) => {
  void crowd(input).then((result) => parentPort!.postMessage(result));
});
