import type { QueueRegistry } from '../queues/queue-registry.js';
import type { QueuesReachability } from '../queues/queues-reachability.js';
import { QueueDepths } from './queue-depths.js';

const WAIT_MS = 50;

/** A queue whose getJobCounts answers at once, or hangs until released (Redis gone silent). */
function queueFake() {
  let waiting = 3;
  let hang = false;
  let release: () => void = () => undefined;
  const calls = { count: 0 };
  const queue = {
    getJobCounts: async () => {
      calls.count += 1;
      if (hang) await new Promise<void>((resolve) => (release = resolve));
      return { waiting, failed: 1 };
    },
  };
  return {
    registry: { all: () => [{ name: 'hold', queue }] } as unknown as QueueRegistry,
    calls,
    setWaiting: (n: number) => (waiting = n),
    hang: () => (hang = true),
    answer: () => {
      hang = false;
      release();
    },
  };
}

describe(QueueDepths.name, () => {
  let reachable = true;
  const reachability = { reachable: async () => reachable } as unknown as QueuesReachability;
  let now = 1_000_000;
  beforeEach(() => {
    reachable = true;
    now = 1_000_000;
  });

  it('reads fresh counts when Redis answers, every state filled in', async () => {
    const fake = queueFake();
    const sut = new QueueDepths(fake.registry, reachability, WAIT_MS, () => now);
    const snapshot = await sut.snapshot();
    expect(snapshot.fresh).toBe(true);
    expect(snapshot.ageSeconds).toBe(0);
    expect(snapshot.counts.get('hold')).toEqual({ waiting: 3, active: 0, delayed: 0, failed: 1, completed: 0, prioritized: 0 });
  });

  it('serves the last counts, stale and aged, when Redis is unreachable, without sending a command', async () => {
    const fake = queueFake();
    const sut = new QueueDepths(fake.registry, reachability, WAIT_MS, () => now);
    await sut.snapshot();
    reachable = false;
    fake.setWaiting(99);
    now += 30_000;
    const snapshot = await sut.snapshot();
    expect(snapshot).toMatchObject({ fresh: false, ageSeconds: 30 });
    expect(snapshot.counts.get('hold')?.waiting).toBe(3);
    expect(fake.calls.count).toBe(1);
  });

  it('answers within its wait when Redis goes silent mid-read, and shares the read in flight', async () => {
    const fake = queueFake();
    const sut = new QueueDepths(fake.registry, reachability, WAIT_MS, () => now);
    await sut.snapshot();
    fake.hang();
    fake.setWaiting(7);
    const started = performance.now();
    const [a, b, c] = await Promise.all([sut.snapshot(), sut.snapshot(), sut.snapshot()]);
    expect(performance.now() - started).toBeLessThan(WAIT_MS * 10);
    expect([a.fresh, b.fresh, c.fresh]).toEqual([false, false, false]);
    expect((await sut.snapshot()).counts.get('hold')?.waiting).toBe(3);
    // Two reads in all: the first, and one hung read shared by every scrape since.
    expect(fake.calls.count).toBe(2);
    fake.answer();
    await new Promise((r) => setTimeout(r, 0));
    expect((await sut.snapshot()).counts.get('hold')?.waiting).toBe(7);
  });
});
