import { InProcessWindowCounter } from './in-process-window-counter.js';

describe(InProcessWindowCounter.name, () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000_000;
  });

  it('takes attempts up to the limit and refuses the rest without counting them', () => {
    const sut = new InProcessWindowCounter(clock);
    const answers = Array.from({ length: 7 }, () => sut.take('k', 5, 60_000).taken);
    expect(answers).toEqual([true, true, true, true, true, false, false]);
    sut.refund('k');
    expect(sut.take('k', 5, 60_000).taken).toBe(true);
    expect(sut.take('k', 5, 60_000).taken).toBe(false);
  });

  it('reads a window without counting, and an absent one as nothing', () => {
    const sut = new InProcessWindowCounter(clock);
    expect(sut.peek('k')).toEqual({ count: 0, ttlMs: -2 });
    sut.take('k', 5, 60_000);
    now += 10_000;
    expect(sut.peek('k')).toEqual({ count: 1, ttlMs: 50_000 });
    expect(sut.peek('k')).toEqual({ count: 1, ttlMs: 50_000 });
    now += 50_000;
    expect(sut.peek('k')).toEqual({ count: 0, ttlMs: -2 });
  });

  it('counts every hit and says how long the window has left', () => {
    const sut = new InProcessWindowCounter(clock);
    expect(sut.hit('k', 60_000)).toEqual({ count: 1, ttlMs: 60_000 });
    now += 15_000;
    expect(sut.hit('k', 60_000)).toEqual({ count: 2, ttlMs: 45_000 });
  });

  it('starts a new window once the old one has ended', () => {
    const sut = new InProcessWindowCounter(clock);
    for (let i = 0; i < 5; i++) sut.take('k', 5, 60_000);
    now += 59_999;
    expect(sut.take('k', 5, 60_000).taken).toBe(false);
    now += 1;
    expect(sut.take('k', 5, 60_000)).toEqual({ taken: true, ttlMs: 60_000 });
  });

  it('never refunds below zero and never opens a window by refunding', () => {
    const sut = new InProcessWindowCounter(clock);
    sut.refund('unknown');
    expect(sut.size).toBe(0);
    sut.take('k', 1, 60_000);
    sut.refund('k');
    sut.refund('k');
    expect(sut.take('k', 1, 60_000).taken).toBe(true);
    expect(sut.take('k', 1, 60_000).taken).toBe(false);
  });

  it('keeps its memory bounded: ended windows go first, then the oldest', () => {
    const sut = new InProcessWindowCounter(clock, 100);
    for (let i = 0; i < 50; i++) sut.hit(`old-${i}`, 1_000);
    now += 1_000;
    for (let i = 0; i < 100; i++) sut.hit(`new-${i}`, 60_000);
    expect(sut.size).toBe(100);
    sut.hit('one-more', 60_000);
    expect(sut.size).toBeLessThanOrEqual(100);
    // The newest windows survive the eviction with their counts.
    expect(sut.hit('new-99', 60_000).count).toBe(2);
    expect(sut.hit('one-more', 60_000).count).toBe(2);
  });
});
