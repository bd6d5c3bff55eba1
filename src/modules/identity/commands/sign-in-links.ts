import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Config } from '../../../config/config.js';
import { CONFIG } from '../../../config/config.module.js';
import { Clock } from '../../../shared/clock/clock.js';
import { DomainError, RateLimitedError } from '../../../shared/errors/domain-error.js';
import { RateLimiter } from '../../../shared/http/rate-limiter.js';
import { TransactionRunner } from '../../../shared/outbox/transaction-runner.js';
import { REDIS } from '../../../shared/queues/redis.js';
import { SiteSettingsService } from '../../site/index.js';
import { LOGIN_MESSAGES, SIGN_IN_LINK_MESSAGES as M, SIGN_IN_LINK_MINUTES } from '../identity.constants.js';
import { SIGN_IN_LINK_MESSAGES_CY } from '../identity.cy.constants.js';
import { DEFAULT_LOCALE, type Locale } from '../../site/languages.constants.js';
import { accountKey, isEmailFormat, normaliseEmail } from '../rules/identity.rules.js';
import { hashPassword } from '../services/password-hasher.js';
import { SessionsRepository } from '../repositories/sessions.repository.js';
import { UsersRepository } from '../repositories/users.repository.js';
import { SignInLinksRepository } from '../repositories/sign-in-links.repository.js';
import { type PublicUser, toPublic } from './auth.service.js';
import { IdentityEvent } from '../identity.events.js';
import { IdentityErrorCode } from '../identity.errors.js';

/** The link's token: `<id>.<HMAC(id)>`; the e-mail job derives it again from the id, so nothing secret is stored. */
@Injectable()
export class SignInLinkTokens {
  constructor(private readonly site: SiteSettingsService) {}

  async token(linkId: string): Promise<string> {
    return `${linkId}.${await this.sign(linkId)}`;
  }

  /** The link id, or undefined when the token was not made by us. */
  async verify(token: unknown): Promise<string | undefined> {
    if (typeof token !== 'string' || token.length > 200) return undefined;
    const [id, signature, extra] = token.split('.');
    if (!id || !signature || extra !== undefined || !/^[0-9a-f-]{36}$/.test(id)) return undefined;
    const expected = Buffer.from(await this.sign(id));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
  }

  private async sign(id: string) {
    const { signingSecret } = await this.site.get();
    return createHmac('sha256', signingSecret).update(`sign-in-link:${id}`).digest('base64url');
  }
}

/**
 * Passwordless sign-in for patients: a one-time, 15-minute link to the address they booked with. The
 * request answers the same whether or not the address is known (no enumeration) and is rate-limited
 * per IP and per address (hashed in the key; per process while Redis is away, ADR 0026), and each
 * address receives at most SIGN_IN_LINKS_PER_DAY a day (past that the same answer, no mail, so
 * nobody can flood a patient with links). The link is used once (compare-and-set) and opens (or
 * creates) a plain user account for that address, whose My Appointments lists the bookings made
 * with it.
 *
 * Patients only (access to a mailbox must never be enough for an admin or staff session): an
 * admin's or practice staff's address gets the same answer and no link, a link reaching such an
 * account opens nothing, and a link session is marked `link`, which the admin and staff routes
 * refuse even if the account gains a role later.
 */
@Injectable()
export class SignInLinks {
  private readonly limiter: RateLimiter;

  constructor(
    private readonly tx: TransactionRunner,
    private readonly tokens: SignInLinkTokens,
    private readonly users: UsersRepository,
    private readonly links: SignInLinksRepository,
    private readonly sessions: SessionsRepository,
    private readonly clock: Clock,
    @Inject(REDIS) redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
  ) {
    this.limiter = new RateLimiter(redis, config.REDIS_PREFIX);
  }

  /** `locale`: the language of the answer (the page that asked); the refusals are said by the error filter. */
  async request(emailInput: string, ip: string, locale: Locale = DEFAULT_LOCALE): Promise<{ message: string }> {
    const raw = emailInput.trim();
    if (!raw) throw new DomainError(M.emailRequired, IdentityErrorCode.MissingFields, 400, { email: M.emailRequired });
    if (!isEmailFormat(raw)) throw new DomainError(LOGIN_MESSAGES.invalidEmail, IdentityErrorCode.InvalidEmail, 400, { email: LOGIN_MESSAGES.invalidEmail });
    const email = normaliseEmail(raw);
    const window = this.config.LOGIN_RATE_WINDOW_SECONDS;
    const byIp = await this.limiter.hit(`signin-link:ip:${ip}`, this.config.LOGIN_RATE_LIMIT_PER_IP, window);
    const byAccount = await this.limiter.hit(`signin-link:acct:${accountKey(email)}`, this.config.LOGIN_RATE_LIMIT_PER_ACCOUNT, window);
    if (byIp.limited || byAccount.limited) {
      throw new RateLimitedError(M.tooMany, Math.max(byIp.limited ? byIp.retryAfterSeconds : 0, byAccount.limited ? byAccount.retryAfterSeconds : 0));
    }
    const answer = { message: locale === 'cy' ? SIGN_IN_LINK_MESSAGES_CY.sent : M.sent };
    if (!(await this.links.mayReceiveLink(email))) return answer;
    // The day's cap per recipient, counted only for mails that would go: past it, the same answer.
    const today = await this.limiter.take(`signin-link:day:${accountKey(email)}`, this.config.SIGN_IN_LINKS_PER_DAY, 86_400);
    if (today.limited) return answer;
    await this.tx.run(async (uow) => {
      const link = await this.links.create(email, new Date(this.clock.now().getTime() + SIGN_IN_LINK_MINUTES * 60_000));
      // Ids only in the event and the job: the e-mail job reads the address from the row.
      uow.emit({ type: IdentityEvent.SignInLinkRequested, aggregateType: 'sign_in_link', aggregateId: link.id, actor: 'patient' });
    });
    return answer;
  }

  async consume(token: string): Promise<{ user: PublicUser; token: string; expiresAt: Date }> {
    const id = await this.tokens.verify(token);
    if (!id) throw new DomainError(M.invalid, IdentityErrorCode.SignInLinkInvalid, 401);
    const link = await this.links.use(id, this.clock.now());
    if (!link) throw new DomainError(M.expired, IdentityErrorCode.SignInLinkExpired, 410);
    let user = await this.users.findByEmail(link.email);
    if (!user) {
      // A patient's first sign-in: a plain account with an unusable random password (links only).
      const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
      user = await this.users.insert({ email: link.email, displayName: null, role: 'user', passwordHash });
      user ??= await this.users.findByEmail(link.email);
    }
    if (!user) throw new DomainError(M.invalid, IdentityErrorCode.SignInLinkInvalid, 401);
    if (user.disabled) throw new DomainError(LOGIN_MESSAGES.disabled, IdentityErrorCode.UserDisabled, 403);
    // A link sent before the account became an admin's or staff's opens nothing.
    if (await this.users.isPrivileged(user.id)) throw new DomainError(M.notForStaff, IdentityErrorCode.SignInLinkNotForStaff, 403);
    const session = await this.sessions.create(user.id, 'link');
    await this.users.recordSignIn(user.id);
    return { user: toPublic(user), token: session.token, expiresAt: session.absoluteExpiresAt };
  }
}
