import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Config } from '../../../config/config.js';
import { CONFIG } from '../../../config/config.module.js';
import { Clock } from '../../../shared/clock/clock.js';
import { RateLimiter } from '../../../shared/http/rate-limiter.js';
import { REDIS } from '../../../shared/queues/redis.js';
import { accountKey, lockedUntil } from '../rules/identity.rules.js';

/** Redis keys of the sign-in limits (ADR 0026, 0037): a hash of the normalised e-mail, never the address. */
export const loginKeys = {
  /** Wrong passwords from browsers without the account's device cookie, together. */
  account: (email: string) => `login:acct:${accountKey(email)}`,
  /** Wrong codes after a right password, per window. */
  codes: (email: string) => `login:code:${accountKey(email)}`,
  device: (deviceId: string) => `login:device:${deviceId}`,
  ip: (ip: string) => `login:ip:${ip}`,
};

/** What the Users tab shows of an account's locks, from the sign-in limits' windows. */
export interface WindowLocks {
  /** Browsers without the account's device cookie are refused until then (the password's window). */
  signInLockedUntil: Date | null;
  /** Codes are refused until then (the window of wrong codes; the day-long lock is in PostgreSQL). */
  codesLockedUntil: Date | null;
}

/**
 * The sign-in limiter, one per process: sign-in counts in it, and the Users tab reads and lifts its
 * windows through it, so during a Redis outage (its in-process stand-in, ADR 0026) both see the same
 * counts.
 */
@Injectable()
export class SignInLocks {
  readonly limiter: RateLimiter;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
    private readonly clock: Clock,
  ) {
    this.limiter = new RateLimiter(redis, config.REDIS_PREFIX);
  }

  /** The window locks of each account, in the order given. */
  async of(emails: readonly string[]): Promise<WindowLocks[]> {
    const windows = await this.limiter.peek(emails.flatMap((email) => [loginKeys.account(email), loginKeys.codes(email)]));
    const now = this.clock.now();
    return emails.map((_, i) => {
      const [password, codes] = [windows[2 * i], windows[2 * i + 1]];
      return {
        signInLockedUntil: lockedUntil(password.count, this.config.LOGIN_RATE_LIMIT_PER_ACCOUNT, password.ttlMs, now),
        codesLockedUntil: lockedUntil(codes.count, this.config.LOGIN_CODE_ATTEMPTS_PER_ACCOUNT, codes.ttlMs, now),
      };
    });
  }

  /** Forgets the account's counted wrong passwords and codes (an admin ending a lock-out). */
  async lift(email: string): Promise<void> {
    await this.limiter.reset(loginKeys.account(email));
    await this.limiter.reset(loginKeys.codes(email));
  }
}
