/** Keys one process remembers while Redis is away; past this the oldest are forgotten first. */
export const IN_PROCESS_COUNTER_MAX_KEYS = 50_000;

interface Window {
  count: number;
  endsAt: number;
}

/**
 * Fixed-window counters in this process's memory: the rate limiter's stand-in while Redis is away
 * (ADR 0026). Same answers as the Redis scripts, but per process, so N api copies allow up to N
 * times a limit during an outage. Node runs each call to completion, so every method is atomic.
 */
export class InProcessWindowCounter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = IN_PROCESS_COUNTER_MAX_KEYS,
  ) {}

  /** Counts one attempt: the count in the window so far and the milliseconds the window has left. */
  hit(key: string, windowMs: number): { count: number; ttlMs: number } {
    const window = this.open(key, windowMs);
    window.count += 1;
    return { count: window.count, ttlMs: window.endsAt - this.now() };
  }

  /** Counts one attempt only while fewer than `limit` are counted. */
  take(key: string, limit: number, windowMs: number): { taken: boolean; ttlMs: number } {
    const window = this.open(key, windowMs);
    const ttlMs = window.endsAt - this.now();
    if (window.count >= limit) return { taken: false, ttlMs };
    window.count += 1;
    return { taken: true, ttlMs };
  }

  /** Gives one counted attempt back (never below zero, never opens a window). */
  refund(key: string): void {
    const window = this.live(key);
    if (window && window.count > 0) window.count -= 1;
  }

  /** The count of a live window and its milliseconds left, counting nothing (zero and -2 when none). */
  peek(key: string): { count: number; ttlMs: number } {
    const window = this.live(key);
    return window ? { count: window.count, ttlMs: window.endsAt - this.now() } : { count: 0, ttlMs: -2 };
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  get size(): number {
    return this.windows.size;
  }

  private live(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.endsAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private open(key: string, windowMs: number): Window {
    const existing = this.live(key);
    if (existing) return existing;
    if (this.windows.size >= this.maxKeys) this.evict();
    const window = { count: 0, endsAt: this.now() + windowMs };
    this.windows.set(key, window);
    return window;
  }

  /**
   * Drops ended windows and, if that is not enough, the oldest tenth (Map keeps insertion order),
   * so a flood of new keys costs one sweep per tenth of the map rather than one per key.
   */
  private evict(): void {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    const keep = Math.floor(this.maxKeys * 0.9);
    for (const key of this.windows.keys()) {
      if (this.windows.size <= keep) break;
      this.windows.delete(key);
    }
  }
}
