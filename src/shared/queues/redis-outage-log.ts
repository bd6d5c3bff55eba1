import type { Logger } from '@nestjs/common';

interface Emitter {
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/**
 * One structured line when a Redis connection starts failing and one when it works again, in place
 * of ioredis's and BullMQ's own dumps (an unstructured "Unhandled error event" on every retry: about
 * a hundred lines in 8 s of outage, which break JSON log parsing; ADR 0022).
 */
export class RedisOutageLog {
  private failing = false;

  constructor(
    private readonly logger: Logger,
    private readonly what: string,
  ) {}

  /** Listens for `error` on the connection (or queue, or worker); `recovered` when it is back. */
  watch(emitter: Emitter): this {
    emitter.on('error', (error) => this.failed(error));
    return this;
  }

  failed(error: Error): void {
    if (this.failing) return;
    this.failing = true;
    this.logger.warn(`${this.what}: Redis unreachable (${error.message}); retrying in the background`);
  }

  recovered(): void {
    if (!this.failing) return;
    this.failing = false;
    this.logger.log(`${this.what}: Redis reachable again`);
  }
}
