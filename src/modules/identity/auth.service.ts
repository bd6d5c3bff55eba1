import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { DomainError, RateLimitedError } from '../../shared/errors/domain-error.js';
import { RateLimiter } from '../../shared/http/rate-limiter.js';
import { REDIS } from '../../shared/queues/redis.js';
import { LOGIN_GENERIC_FAILURE, LOGIN_MESSAGES } from './identity.constants.js';
import { DeviceCookies } from './device-cookies.js';
import { accountKey, isEmailFormat, normaliseEmail } from './identity.rules.js';
import { PasswordChecker } from './password-hasher.js';
import { SessionsRepository, type SessionUser } from './sessions.repository.js';
import { type UserRecord, UsersRepository } from './users.repository.js';

export interface PublicUser {
  id: string;
  email: string;
  displayName: string | null;
  role: 'admin' | 'user';
}

export interface SignedIn {
  user: PublicUser;
  token: string;
  expiresAt: Date;
  /** The device cookie's new value (ADR 0026). */
  deviceCookie: string;
}

/**
 * Sign-in with the spec's texts and no account enumeration (ADR 0003), throttled (ADR 0026): per IP,
 * then per account for untrusted browsers or per device for a browser holding this account's
 * device cookie. The account or device attempt is counted atomically before the password is
 * checked, so parallel guesses cannot all be evaluated; a correct password gives its attempt back,
 * so only failures stay counted.
 */
@Injectable()
export class AuthService {
  private readonly limiter: RateLimiter;

  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly passwords: PasswordChecker,
    private readonly devices: DeviceCookies,
    @Inject(REDIS) redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
  ) {
    this.limiter = new RateLimiter(redis, config.REDIS_PREFIX);
  }

  async login(emailInput: unknown, passwordInput: unknown, ip: string, deviceCookie?: unknown): Promise<SignedIn> {
    const email = typeof emailInput === 'string' ? emailInput : '';
    const password = typeof passwordInput === 'string' ? passwordInput : '';
    if (!email.trim() || !password) throw new DomainError(LOGIN_MESSAGES.bothRequired, 'missing_fields', 400);
    if (!isEmailFormat(email)) throw new DomainError(LOGIN_MESSAGES.invalidEmail, 'invalid_email', 400);
    const account = normaliseEmail(email);
    const window = this.config.LOGIN_RATE_WINDOW_SECONDS;
    const byIp = await this.limiter.hit(`login:ip:${ip}`, this.config.LOGIN_RATE_LIMIT_PER_IP, window);
    if (byIp.limited) throw new RateLimitedError(LOGIN_MESSAGES.tooMany, byIp.retryAfterSeconds);
    // A trusted browser spends its own allowance, so strangers' failures cannot lock it out; a
    // cookie issued for another account, or altered, is simply not trusted here.
    const deviceId = await this.devices.trustedDevice(deviceCookie, account);
    const attempt = deviceId
      ? await this.limiter.take(`login:device:${deviceId}`, this.config.LOGIN_RATE_LIMIT_PER_DEVICE, window)
      : await this.limiter.take(`login:acct:${accountKey(account)}`, this.config.LOGIN_RATE_LIMIT_PER_ACCOUNT, window);
    if (attempt.limited) throw new RateLimitedError(LOGIN_MESSAGES.tooMany, attempt.retryAfterSeconds);
    let user: UserRecord | undefined;
    try {
      const found = await this.users.findByEmail(account);
      if (await this.passwords.check(found?.passwordHash, password)) user = found;
    } catch (error) {
      await attempt.refund(); // an outage is not a guess
      throw error;
    }
    if (!user) throw new DomainError(LOGIN_GENERIC_FAILURE, 'invalid_credentials', 401);
    // Given back rather than reset: other clients' failures in this window stay counted.
    await attempt.refund();
    if (user.disabled) throw new DomainError(LOGIN_MESSAGES.disabled, 'user_disabled', 403);
    const { token, absoluteExpiresAt } = await this.sessions.create(user.id, 'password');
    await this.users.recordSignIn(user.id);
    return { user: toPublic(user), token, expiresAt: absoluteExpiresAt, deviceCookie: await this.devices.issue(deviceCookie, account) };
  }
}

export function toPublic(user: { id: string; email: string; displayName: string | null; role: 'admin' | 'user' }): PublicUser {
  return { id: user.id, email: user.email, displayName: user.displayName, role: user.role };
}

export type { SessionUser };
