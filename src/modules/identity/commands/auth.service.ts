import { Inject, Injectable } from '@nestjs/common';
import type { z } from 'zod';
import type { Config } from '../../../config/config.js';
import { CONFIG } from '../../../config/config.module.js';
import { Clock } from '../../../shared/clock/clock.js';
import { DomainError, RateLimitedError } from '../../../shared/errors/domain-error.js';
import type { RateLimiter } from '../../../shared/http/rate-limiter.js';
import { TransactionRunner } from '../../../shared/outbox/transaction-runner.js';
import {
  ACCOUNT_MESSAGES,
  CODE_FAILURE_WINDOW_HOURS,
  CODE_LOCK_HOURS,
  LOGIN_GENERIC_FAILURE,
  LOGIN_MESSAGES,
  SECOND_FACTOR_MESSAGES as SF,
  type SessionMethod,
} from '../identity.constants.js';
import { DeviceCookies } from '../services/device-cookies.js';
import { IdentityEvent } from '../identity.events.js';
import { isEmailFormat, isNewDeviceSignIn, normaliseEmail, stillLocked } from '../rules/identity.rules.js';
import type { publicUserSchema } from '../http/identity.schemas.js';
import { PasswordChecker } from '../services/password-hasher.js';
import { isTotpShaped } from '../rules/second-factor.rules.js';
import { type SecondFactorSetup, SecondFactors } from './second-factor.service.js';
import { SessionsRepository, type SessionUser } from '../repositories/sessions.repository.js';
import { loginKeys, SignInLocks } from '../services/sign-in-locks.js';
import { type UserRecord, UsersRepository } from '../repositories/users.repository.js';
import { IdentityErrorCode } from '../identity.errors.js';

/** The signed-in user as the portal sees them (identity.schemas.ts: the API document's shape). */
export type PublicUser = z.infer<typeof publicUserSchema>;

export interface SignedIn {
  user: PublicUser;
  token: string;
  expiresAt: Date;
  /** The device cookie's new value (ADR 0026). */
  deviceCookie: string;
  /** An admin or practice staff: trusted past the site gate (ADR 0043). */
  privileged: boolean;
}

/** A correct password (and, where the account has one, a correct second-factor code). */
interface Proven {
  user: UserRecord;
  account: string;
  /** How the second factor was checked already (the owner's way past a lock, below), if it was. */
  factor?: 'totp' | 'recovery';
  /** The browser holds this account's device cookie (it signed in to it before). */
  trustedBrowser: boolean;
}

/** What else a sign-in did: enrolment, a recovery code. Both end the account's other sessions. */
interface SignInKind {
  enrolled?: boolean;
  recoveryUsed?: boolean;
}

/**
 * Sign-in with the spec's texts and no account enumeration (ADR 0003), throttled (ADR 0026): per IP,
 * then per account for untrusted browsers or per device for a browser holding this account's
 * device cookie. The account or device attempt is counted atomically before the password is
 * checked, so parallel guesses cannot all be evaluated; a correct password gives its attempt back,
 * so only failures stay counted.
 *
 * The second factor (ADR 0037): an account with one gives a code after its password
 * (guesses at codes limited per account, counted only after a correct password); an admin or staff
 * account without one enrols first where it is required. And a lock that strangers' failures set is
 * not a lock-out for such an account: once its allowance is spent, a request that brings the
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
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    locks: SignInLocks,
    @Inject(CONFIG) private readonly config: Config,
  ) {
    this.limiter = locks.limiter;
  }

  async login(email: string, password: string, ip: string, deviceCookie?: unknown, codeInput?: string): Promise<SignedIn> {
    const code = optionalCode(codeInput);
    const proven = await this.provePassword(email, password, ip, deviceCookie, code);
    let factor = proven.factor;
    if (!factor) {
      const need = await this.secondFactors.need(proven.user);
      if (need === 'setup') throw new DomainError(SF.setupRequired, IdentityErrorCode.SecondFactorSetupRequired, 401);
      if (need === 'code') {
        if (!code) throw new DomainError(SF.codeRequired, IdentityErrorCode.SecondFactorRequired, 401);
        factor = await this.checkCode(proven, code);
      }
    }
    return this.signIn(proven, factor ? 'second_factor' : 'password', deviceCookie, { recoveryUsed: factor === 'recovery' });
  }

  /** Enrolment, step 1 (the password again, as for any change of how one signs in): the secret and its QR code. */
  async beginSecondFactor(email: string, password: string, ip: string, deviceCookie?: unknown): Promise<SecondFactorSetup> {
    const proven = await this.provePassword(email, password, ip, deviceCookie, undefined);
    return this.secondFactors.begin(proven.user);
  }

  /** Enrolment, step 2: the first code confirms it; signs in, and hands the recovery codes over once. */
  async confirmSecondFactor(email: string, password: string, ip: string, deviceCookie: unknown, codeInput: string): Promise<SignedIn & { recoveryCodes: string[] }> {
    const code = optionalCode(codeInput);
    if (!code) throw new DomainError(SF.codeRequired, IdentityErrorCode.SecondFactorRequired, 400);
    const proven = await this.provePassword(email, password, ip, deviceCookie, undefined);
    const attempt = await this.codeAttempt(proven.account);
    const recoveryCodes = await this.secondFactors.confirm(proven.user, code);
    await attempt.refund();
    return { ...(await this.signIn(proven, 'second_factor', deviceCookie, { enrolled: true })), recoveryCodes };
  }

  /**
   * An admin confirms a change to someone else's account with a current code of their own app
   * (re-authentication, ASVS V3.7): counted like codes at sign-in, per window and per day, since a
   * session in the wrong hands must not guess its way through. Answers 400 rather than 401/403 for a
   * wrong code, so the portal does not take it for a session that ended.
   */
  async confirmWithOwnCode(actor: SessionUser, codeInput: unknown): Promise<void> {
    const code = optionalCode(codeInput);
    if (!code || !isTotpShaped(code)) throw new DomainError(ACCOUNT_MESSAGES.confirmCodeRequired, IdentityErrorCode.ConfirmationCodeRequired, 400, { code: ACCOUNT_MESSAGES.confirmCodeRequired });
    const user = await this.users.findById(actor.id);
    if (!user || user.disabled) throw new DomainError(ACCOUNT_MESSAGES.userNotFound, IdentityErrorCode.UserNotFound, 404);
    if (!(await this.secondFactors.isOn(user.id))) throw new DomainError(ACCOUNT_MESSAGES.ownFactorNeeded, IdentityErrorCode.SecondFactorNeeded, 409);
    const proven: Proven = { user, account: normaliseEmail(user.email), trustedBrowser: true };
    this.refuseWhileCodesLocked(user);
    const attempt = await this.codeAttempt(proven.account);
    const result = await this.secondFactors.verify(user, code, { recovery: false });
    if (result === 'just_used') {
      await attempt.refund();
      throw new DomainError(SF.codeJustUsed, IdentityErrorCode.SecondFactorJustUsed, 400, { code: SF.codeJustUsed });
    }
    if (result === 'wrong') {
      await this.recordCodeFailure(user);
      throw new DomainError(ACCOUNT_MESSAGES.confirmCodeWrong, IdentityErrorCode.ConfirmationCodeInvalid, 400, { code: ACCOUNT_MESSAGES.confirmCodeWrong });
    }
    await attempt.refund();
    await this.users.clearCodeFailures(user.id);
  }

  private async provePassword(email: string, password: string, ip: string, deviceCookie: unknown, code: string | undefined): Promise<Proven> {
    if (!email.trim() || !password) throw new DomainError(LOGIN_MESSAGES.bothRequired, IdentityErrorCode.MissingFields, 400);
    if (!isEmailFormat(email)) throw new DomainError(LOGIN_MESSAGES.invalidEmail, IdentityErrorCode.InvalidEmail, 400);
    const account = normaliseEmail(email);
    const window = this.config.LOGIN_RATE_WINDOW_SECONDS;
    const byIp = await this.limiter.hit(loginKeys.ip(ip), this.config.LOGIN_RATE_LIMIT_PER_IP, window);
    if (byIp.limited) throw new RateLimitedError(LOGIN_MESSAGES.tooMany, byIp.retryAfterSeconds);
    // A trusted browser spends its own allowance, so strangers' failures cannot lock it out; a
    // cookie issued for another account, or altered, is simply not trusted here.
    const deviceId = await this.devices.trustedDevice(deviceCookie, account);
    const trustedBrowser = deviceId !== undefined;
    const attempt = deviceId
      ? await this.limiter.take(loginKeys.device(deviceId), this.config.LOGIN_RATE_LIMIT_PER_DEVICE, window)
      : await this.limiter.take(loginKeys.account(account), this.config.LOGIN_RATE_LIMIT_PER_ACCOUNT, window);
    if (attempt.limited) {
      const owner = code ? await this.pastTheLock(account, password, code, trustedBrowser) : undefined;
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
    if (!user) throw new DomainError(LOGIN_GENERIC_FAILURE, IdentityErrorCode.InvalidCredentials, 401);
    // Given back rather than reset: other clients' failures in this window stay counted.
    await attempt.refund();
    if (user.disabled) throw new DomainError(LOGIN_MESSAGES.disabled, IdentityErrorCode.UserDisabled, 403);
    return { user, account, trustedBrowser };
  }

  /**
   * The owner's way past a lock (ADR 0037): with the account's allowance spent, a password is still
   * checked when it comes with a code, and only the password and a current code of the account's
   * own authenticator together let it through. The caller answers anything else with the lock's
   * 429, whether the password was right or not.
   */
  private async pastTheLock(account: string, password: string, code: string, trustedBrowser: boolean): Promise<Proven | undefined> {
    const found = await this.users.findByEmail(account);
    if (!(await this.passwords.check(found?.passwordHash, password)) || !found || found.disabled) return undefined;
    if ((await this.secondFactors.need(found)) !== 'code') return undefined;
    if (stillLocked(found.codesLockedUntil, this.clock.now())) return undefined;
    const attempt = await this.codeAttempt(account, false);
    if (attempt.limited) return undefined;
    const result = await this.secondFactors.verify(found, code);
    if (result === 'wrong') await this.recordCodeFailure(found).catch(() => undefined);
    if (result !== 'totp' && result !== 'recovery') return undefined;
    await attempt.refund();
    await this.users.clearCodeFailures(found.id);
    return { user: found, account, factor: result, trustedBrowser };
  }

  /** Guesses at codes, per account, counted only after a correct password; a right code gives its attempt back. */
  private async codeAttempt(account: string, throwWhenLimited = true) {
    const attempt = await this.limiter.take(loginKeys.codes(account), this.config.LOGIN_CODE_ATTEMPTS_PER_ACCOUNT, this.config.LOGIN_RATE_WINDOW_SECONDS);
    if (attempt.limited && throwWhenLimited) throw new RateLimitedError(SF.tooManyCodes, attempt.retryAfterSeconds);
    return attempt;
  }

  /** The day-long lock of the code step (so code guessing cannot go on for ever): no code is even checked until it ends or an admin ends it. */
  private refuseWhileCodesLocked(user: UserRecord) {
    const now = this.clock.now();
    const until = stillLocked(user.codesLockedUntil, now);
    if (until) throw new RateLimitedError(SF.codesLocked, Math.ceil((until.getTime() - now.getTime()) / 1000));
  }

  /**
   * A wrong code, counted in PostgreSQL over a day (the Redis window above refills every 15 minutes
   * for ever): the failure that reaches LOGIN_CODE_FAILURES_PER_DAY locks the code step and tells
   * the owner, in the same transaction. That failure is answered with the lock itself.
   */
  private async recordCodeFailure(user: UserRecord): Promise<void> {
    const now = this.clock.now();
    const counted = await this.tx.run(async (uow) => {
      const row = await this.users.recordCodeFailure(user.id, now, this.config.LOGIN_CODE_FAILURES_PER_DAY, CODE_FAILURE_WINDOW_HOURS, CODE_LOCK_HOURS);
      if (row?.justLocked && row.lockedUntil) {
        uow.emit({ type: IdentityEvent.SecondFactorCodesLocked, aggregateType: 'app_user', aggregateId: user.id, actor: 'system', payload: { until: row.lockedUntil.toISOString() } });
      }
      return row;
    });
    const until = counted && stillLocked(counted.lockedUntil, now);
    if (until) throw new RateLimitedError(SF.codesLocked, Math.ceil((until.getTime() - now.getTime()) / 1000));
  }

  private async checkCode(proven: Proven, code: string): Promise<'totp' | 'recovery'> {
    this.refuseWhileCodesLocked(proven.user);
    const attempt = await this.codeAttempt(proven.account);
    const result = await this.secondFactors.verify(proven.user, code);
    if (result === 'just_used') {
      // Not a guess: the owner's second tap, or a replay that cannot succeed anyway.
      await attempt.refund();
      throw new DomainError(SF.codeJustUsed, IdentityErrorCode.SecondFactorJustUsed, 401);
    }
    if (result === 'wrong') {
      await this.recordCodeFailure(proven.user);
      throw new DomainError(SF.codeWrong, IdentityErrorCode.SecondFactorInvalid, 401);
    }
    await attempt.refund();
    await this.users.clearCodeFailures(proven.user.id);
    return result;
  }

  /**
   * Opens the session. Enrolment, a recovery code, and a sign-in with both factors from a new
   * device end the account's other sessions: each proves the owner is here, so anyone else signed in
   * is signed out (a thief's session among them). A password alone proves less, and ending sessions
   * on it would let whoever holds the password sign the owner out at will; such a new device is
   * still e-mailed to the owner, as every sign-in with both factors from a new device is.
   */
  private async signIn(proven: Proven, method: SessionMethod, deviceCookie: unknown, kind: SignInKind = {}): Promise<SignedIn> {
    const { user, account } = proven;
    const newDevice = !kind.enrolled && isNewDeviceSignIn({ trustedBrowser: proven.trustedBrowser, signedInBefore: user.lastSignInAt !== null });
    const endOthers = kind.enrolled === true || kind.recoveryUsed === true || (newDevice && method === 'second_factor');
    const session = await this.tx.run(async (uow) => {
      const created = await this.sessions.create(user.id, method);
      await this.users.recordSignIn(user.id);
      if (endOthers) await this.sessions.revokeAllOf(user.id, created.id);
      if (newDevice) uow.emit({ type: IdentityEvent.NewDeviceSignIn, aggregateType: 'app_user', aggregateId: user.id, actor: user.id, payload: { method: method === 'second_factor' ? 'second_factor' : 'password' } });
      return created;
    });
    return {
      user: toPublic(user),
      token: session.token,
      expiresAt: session.absoluteExpiresAt,
      deviceCookie: await this.devices.issue(deviceCookie, account),
      privileged: await this.users.isPrivileged(user.id),
    };
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
