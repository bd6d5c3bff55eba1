import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { z } from 'zod';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { DomainError, RateLimitedError } from '../../shared/errors/domain-error.js';
import { RateLimiter } from '../../shared/http/rate-limiter.js';
import { REDIS } from '../../shared/queues/redis.js';
import { LOGIN_GENERIC_FAILURE, LOGIN_MESSAGES, SECOND_FACTOR_MESSAGES as SF, type SessionMethod } from './identity.constants.js';
import { DeviceCookies } from './device-cookies.js';
import { accountKey, isEmailFormat, normaliseEmail } from './identity.rules.js';
import type { publicUserSchema } from './identity.schemas.js';
import { PasswordChecker } from './password-hasher.js';
import { type SecondFactorSetup, SecondFactors } from './second-factor.service.js';
import { SessionsRepository, type SessionUser } from './sessions.repository.js';
import { type UserRecord, UsersRepository } from './users.repository.js';

/** The signed-in user as the portal sees them (identity.schemas.ts: the API document's shape). */
export type PublicUser = z.infer<typeof publicUserSchema>;

export interface SignedIn {
  user: PublicUser;
  token: string;
  expiresAt: Date;
  /** The device cookie's new value (ADR 0026). */
  deviceCookie: string;
}

/** A correct password (and, where the account has one, a correct second-factor code). */
interface Proven {
  user: UserRecord;
  account: string;
  /** The second factor was checked already (the owner's way past a lock, below). */
  secondFactor: boolean;
}

/**
 * Sign-in with the spec's texts and no account enumeration (ADR 0003), throttled (ADR 0026): per IP,
 * then per account for untrusted browsers or per device for a browser holding this account's
 * device cookie. The account or device attempt is counted atomically before the password is
 * checked, so parallel guesses cannot all be evaluated; a correct password gives its attempt back,
 * so only failures stay counted.
 *
 * The second factor (issue #30, ADR 0037): an account with one gives a code after its password
 * (guesses at codes limited per account, counted only after a correct password); an admin or staff
 * account without one enrols first where it is required. And a lock that strangers' failures set is
 * no longer a lock-out for such an account: once its allowance is spent, a request that brings the
 * password AND a current code still gets in. Every answer to it while locked is the same 429 unless
 * both are right, so the lock tells nobody whether a password was.
 */
@Injectable()
export class AuthService {
  private readonly limiter: RateLimiter;

  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly passwords: PasswordChecker,
    private readonly devices: DeviceCookies,
    private readonly secondFactors: SecondFactors,
    @Inject(REDIS) redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
  ) {
    this.limiter = new RateLimiter(redis, config.REDIS_PREFIX);
  }

  async login(emailInput: unknown, passwordInput: unknown, ip: string, deviceCookie?: unknown, codeInput?: unknown): Promise<SignedIn> {
    const code = optionalCode(codeInput);
    const proven = await this.provePassword(emailInput, passwordInput, ip, deviceCookie, code);
    let method: SessionMethod = proven.secondFactor ? 'second_factor' : 'password';
    if (!proven.secondFactor) {
      const need = await this.secondFactors.need(proven.user);
      if (need === 'setup') throw new DomainError(SF.setupRequired, 'second_factor_setup_required', 401);
      if (need === 'code') {
        if (!code) throw new DomainError(SF.codeRequired, 'second_factor_required', 401);
        await this.checkCode(proven, code);
        method = 'second_factor';
      }
    }
    return this.signIn(proven, method, deviceCookie);
  }

  /** Enrolment, step 1 (the password again, as for any change of how one signs in): the secret and its QR code. */
  async beginSecondFactor(emailInput: unknown, passwordInput: unknown, ip: string, deviceCookie?: unknown): Promise<SecondFactorSetup> {
    const proven = await this.provePassword(emailInput, passwordInput, ip, deviceCookie, undefined);
    return this.secondFactors.begin(proven.user);
  }

  /** Enrolment, step 2: the first code confirms it; signs in, and hands the recovery codes over once. */
  async confirmSecondFactor(emailInput: unknown, passwordInput: unknown, ip: string, deviceCookie: unknown, codeInput: unknown): Promise<SignedIn & { recoveryCodes: string[] }> {
    const code = optionalCode(codeInput);
    if (!code) throw new DomainError(SF.codeRequired, 'second_factor_required', 400);
    const proven = await this.provePassword(emailInput, passwordInput, ip, deviceCookie, undefined);
    const attempt = await this.codeAttempt(proven.account);
    const recoveryCodes = await this.secondFactors.confirm(proven.user, code);
    await attempt.refund();
    return { ...(await this.signIn(proven, 'second_factor', deviceCookie)), recoveryCodes };
  }

  private async provePassword(emailInput: unknown, passwordInput: unknown, ip: string, deviceCookie: unknown, code: string | undefined): Promise<Proven> {
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
    if (attempt.limited) {
      const owner = code ? await this.pastTheLock(account, password, code) : undefined;
      if (!owner) throw new RateLimitedError(LOGIN_MESSAGES.tooMany, attempt.retryAfterSeconds);
      return owner;
    }
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
    return { user, account, secondFactor: false };
  }

  /**
   * The owner's way past a lock (ADR 0037): with the account's allowance spent, a password is still
   * checked when it comes with a code, and only the password and a current code of the account's
   * own authenticator together let it through. The caller answers anything else with the lock's
   * 429, whether the password was right or not.
   */
  private async pastTheLock(account: string, password: string, code: string): Promise<Proven | undefined> {
    const found = await this.users.findByEmail(account);
    if (!(await this.passwords.check(found?.passwordHash, password)) || !found || found.disabled) return undefined;
    if ((await this.secondFactors.need(found)) !== 'code') return undefined;
    const attempt = await this.codeAttempt(account, false);
    if (attempt.limited || !(await this.secondFactors.verify(found, code))) return undefined;
    await attempt.refund();
    return { user: found, account, secondFactor: true };
  }

  /** Guesses at codes, per account, counted only after a correct password; a right code gives its attempt back. */
  private async codeAttempt(account: string, throwWhenLimited = true) {
    const attempt = await this.limiter.take(`login:code:${accountKey(account)}`, this.config.LOGIN_CODE_ATTEMPTS_PER_ACCOUNT, this.config.LOGIN_RATE_WINDOW_SECONDS);
    if (attempt.limited && throwWhenLimited) throw new RateLimitedError(SF.tooManyCodes, attempt.retryAfterSeconds);
    return attempt;
  }

  private async checkCode(proven: Proven, code: string) {
    const attempt = await this.codeAttempt(proven.account);
    if (!(await this.secondFactors.verify(proven.user, code))) throw new DomainError(SF.codeWrong, 'second_factor_invalid', 401);
    await attempt.refund();
  }

  private async signIn({ user, account }: Proven, method: SessionMethod, deviceCookie: unknown): Promise<SignedIn> {
    const { token, absoluteExpiresAt } = await this.sessions.create(user.id, method);
    await this.users.recordSignIn(user.id);
    return { user: toPublic(user), token, expiresAt: absoluteExpiresAt, deviceCookie: await this.devices.issue(deviceCookie, account) };
  }
}

/** The optional code field: a string of sensible length, else nothing. */
function optionalCode(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() && value.length <= 64 ? value.trim() : undefined;
}

export function toPublic(user: { id: string; email: string; displayName: string | null; role: 'admin' | 'user' }): PublicUser {
  return { id: user.id, email: user.email, displayName: user.displayName, role: user.role };
}

export type { SessionUser };
