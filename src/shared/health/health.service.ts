import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '../queues/queues.module.js';
import { HealthRepository } from './health.repository.js';

const CHECK_TIMEOUT_MS = 1500;

export type Health = { database: 'up' | 'down'; redis: 'up' | 'down' };

@Injectable()
export class HealthService {
  constructor(
    private readonly database: HealthRepository,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async check(): Promise<Health> {
    const [database, redis] = await Promise.all([
      withTimeout(this.database.ping()),
      withTimeout(this.redis.ping()),
    ]);
    return { database, redis };
  }
}

async function withTimeout(work: Promise<unknown>): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work.then(() => 'up' as const, () => 'down' as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
