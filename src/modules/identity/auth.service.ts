import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { DomainError } from '../../shared/errors/domain-error.js';
import { RateLimiter } from '../../shared/http/rate-limiter.js';
import { REDIS } from '../../shared/queues/redis.js';
import { LOGIN_GENERIC_FAILURE, LOGIN_MESSAGES } from './identity.constants.js';
import { isEmailFormat, normaliseEmail } from './identity.rules.js';
import { decoyHash, verifyPassword } from './password-hasher.js';
import { SessionsRepository, type SessionUser } from './sessions.repository.js';
import { UsersRepository } from './users.repository.js';

export interface PublicUser {
  id: string;
  email: string;
  displayName: string | null;
  role: 'admin' | 'user';
}

/** Sign-in with the spec's texts, rate limits per IP and per account, no account enumeration (ADR 0003). */
@Injectable()
export class AuthService {
  private readonly limiter: RateLimiter;

  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    @Inject(REDIS) redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
  ) {
    this.limiter = new RateLimiter(redis, config.REDIS_PREFIX);
  }

  async login(emailInput: unknown, passwordInput: unknown, ip: string): Promise<{ user: PublicUser; token: string; expiresAt: Date }> {
    const email = typeof emailInput === 'string' ? emailInput : '';
    const password = typeof passwordInput === 'string' ? passwordInput : '';
    if (!email.trim() || !password) throw new DomainError(LOGIN_MESSAGES.bothRequired, 'missing_fields', 400);
    if (!isEmailFormat(email)) throw new DomainError(LOGIN_MESSAGES.invalidEmail, 'invalid_email', 400);
    const account = normaliseEmail(email);
    const window = this.config.LOGIN_RATE_WINDOW_SECONDS;
    const byIp = await this.limiter.hit(`login:ip:${ip}`, this.config.LOGIN_RATE_LIMIT_PER_IP, window);
    const failures = await this.limiter.count(`login:acct:${account}`);
    if (byIp.limited || failures >= this.config.LOGIN_RATE_LIMIT_PER_ACCOUNT) {
      throw new DomainError(LOGIN_MESSAGES.tooMany, 'rate_limited', 429);
    }
    const user = await this.users.findByEmail(account);
    const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
    if (!user || !ok) {
      await this.limiter.hit(`login:acct:${account}`, Number.MAX_SAFE_INTEGER, window);
      throw new DomainError(LOGIN_GENERIC_FAILURE, 'invalid_credentials', 401);
    }
    if (user.disabled) throw new DomainError(LOGIN_MESSAGES.disabled, 'user_disabled', 403);
    await this.limiter.reset(`login:acct:${account}`);
    const { token, absoluteExpiresAt } = await this.sessions.create(user.id);
    await this.users.recordSignIn(user.id);
    return { user: toPublic(user), token, expiresAt: absoluteExpiresAt };
  }
}

export function toPublic(user: { id: string; email: string; displayName: string | null; role: 'admin' | 'user' }): PublicUser {
  return { id: user.id, email: user.email, displayName: user.displayName, role: user.role };
}

export type { SessionUser };
