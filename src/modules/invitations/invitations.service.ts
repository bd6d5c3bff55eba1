import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { Clock } from '../../shared/clock/clock.js';
import { ConflictError, RateLimitedError, ValidationError } from '../../shared/errors/domain-error.js';
import { RateLimiter } from '../../shared/http/rate-limiter.js';
import { TransactionRunner } from '../../shared/outbox/transaction-runner.js';
import { REDIS } from '../../shared/queues/redis.js';
import { hashPassword, UsersService } from '../identity/index.js';
import { passwordProblem } from '../identity/rules/identity.rules.js';
import { plainMailbox } from '../notifications/rules/mailbox.rules.js';
import { StaffService } from '../staff/index.js';
import { InvitationTokens } from './invitation-tokens.js';
import { INVITATION_MESSAGES as M, type InvitationRole } from './invitations.constants.js';
import { InvitationEvent } from './invitations.events.js';
import { InvitationsRepository } from './invitations.repository.js';
import { hashInvitationToken, invitationExpiry, invitationProblems, invitationSentAt, invitationState, isInvitationTokenShaped } from './invitations.rules.js';
import { invitationLinkInvalid, invitationNotOpen, InvitationsErrorCode } from './invitations.errors.js';

/** An open invitation as the Users tab lists it. */
export interface InvitationView {
  id: string;
  email: string;
  role: InvitationRole;
  practices: Array<{ id: string; name: string }>;
  invitedBy: string | null;
  sentAt: string;
  expiresAt: string;
  expired: boolean;
}

/** What the invitee's page needs after the password is set: who they are, and whether enrolment comes next. */
export interface AcceptedInvitation {
  email: string;
  role: InvitationRole;
  /** `required`: enrol now (ADMIN_2FA=required, ADR 0037); `optional`: may enrol now or later. */
  secondFactor: 'required' | 'optional';
}

/**
 * Invitations to the back office (ADR 0043): an admin invites an admin or a member of staff of some
 * practices by e-mail; the e-mail (sent once, through the outbox) carries a one-time link that works
 * for INVITATION_HOURS; the invitee sets a password with it, and the account, its role and its
 * memberships are made in the same transaction as the link is used up.
 */
@Injectable()
export class InvitationsService {
  private readonly limiter: RateLimiter;

  constructor(
    private readonly invitations: InvitationsRepository,
    private readonly tokens: InvitationTokens,
    private readonly users: UsersService,
    private readonly staff: StaffService,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    @Inject(REDIS) redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
  ) {
    this.limiter = new RateLimiter(redis, config.REDIS_PREFIX);
  }

  async list(): Promise<InvitationView[]> {
    const now = this.clock.now();
    return (await this.invitations.listOpen()).map((r) => {
      const expiresAt = new Date(r.expires_at);
      return {
        id: r.id,
        email: r.email,
        role: r.role,
        practices: r.practices,
        invitedBy: r.invited_by_name ?? r.invited_by_email ?? null,
        sentAt: invitationSentAt(expiresAt).toISOString(),
        expiresAt: expiresAt.toISOString(),
        expired: invitationState({ acceptedAt: null, withdrawnAt: null, expiresAt }, now) === 'expired',
      };
    });
  }

  async invite(input: { email: string; role: InvitationRole; practiceIds: readonly string[] }, actor: string): Promise<InvitationView> {
    const email = plainMailbox(input.email)?.toLowerCase();
    if (!email) throw new ValidationError(M.invalidEmail, { email: M.invalidEmail });
    const practiceIds = [...new Set(input.practiceIds)];
    const problems = invitationProblems(input.role, practiceIds);
    if (problems) throw new ValidationError(Object.values(problems)[0], problems);
    if ((await this.invitations.countOpenPractices(practiceIds)) !== practiceIds.length) {
      throw new ValidationError(M.unknownPractice, { practiceIds: M.unknownPractice });
    }
    if (await this.users.hasAccount(email)) throw new ConflictError(M.accountExists, InvitationsErrorCode.AccountExists);
    // The token is made from the id, so the id is chosen here rather than by the database.
    const id = randomUUID();
    const nonce = randomBytes(16).toString('hex');
    const tokenHash = hashInvitationToken(await this.tokens.token(id, nonce));
    await this.tx.run(async (uow) => {
      const row = await this.invitations.create({ id, email, role: input.role, practiceIds, tokenHash, linkNonce: nonce, expiresAt: invitationExpiry(this.clock.now()), invitedBy: actor });
      if (!row) throw new ConflictError(M.pending, InvitationsErrorCode.InvitationPending);
      uow.emit({ type: InvitationEvent.InvitationSent, aggregateType: 'user_invitation', aggregateId: id, actor, payload: { send: row.sends } });
    });
    return this.view(id);
  }

  /** A new link (a new nonce, so a new token and hash: the old link stops working) and a new e-mail. */
  async resend(id: string, actor: string): Promise<InvitationView> {
    const nonce = randomBytes(16).toString('hex');
    const tokenHash = hashInvitationToken(await this.tokens.token(id, nonce));
    await this.tx.run(async (uow) => {
      const row = await this.invitations.resend(id, tokenHash, nonce, invitationExpiry(this.clock.now()));
      if (!row) throw invitationNotOpen();
      uow.emit({ type: InvitationEvent.InvitationResent, aggregateType: 'user_invitation', aggregateId: id, actor, payload: { send: row.sends } });
    });
    return this.view(id);
  }

  async withdraw(id: string, actor: string): Promise<void> {
    await this.tx.run(async (uow) => {
      if (!(await this.invitations.withdraw(id, this.clock.now()))) throw invitationNotOpen();
      uow.emit({ type: InvitationEvent.InvitationWithdrawn, aggregateType: 'user_invitation', aggregateId: id, actor });
    });
  }

  /**
   * The invitee sets a password with the link. Limited per network; a link that is unknown, used,
   * replaced, withdrawn or expired gets one answer (410). The password is checked first (a short one
   * must not use the link up), then the link is used up and the account made in one transaction.
   */
  async accept(tokenInput: string, password: string, ip: string): Promise<AcceptedInvitation> {
    const byIp = await this.limiter.hit(`invitation:ip:${ip}`, this.config.LOGIN_RATE_LIMIT_PER_IP, this.config.LOGIN_RATE_WINDOW_SECONDS);
    if (byIp.limited) throw new RateLimitedError(M.tooMany, byIp.retryAfterSeconds);
    const weak = passwordProblem(password);
    if (weak) throw new ValidationError(weak, { password: weak });
    if (!isInvitationTokenShaped(tokenInput)) throw invitationLinkInvalid();
    const passwordHash = await hashPassword(password);
    const accepted = await this.tx.run(async (uow) => {
      const invitation = await this.invitations.accept(hashInvitationToken(tokenInput), this.clock.now());
      if (!invitation) throw invitationLinkInvalid();
      const inviter = invitation.invited_by_id ?? 'system';
      const user = await this.users.createInside(uow, { email: invitation.email, passwordHash, role: invitation.role === 'admin' ? 'admin' : 'user', displayName: null }, inviter);
      // Someone made an account with this address since (a patient's sign-in link): nothing is used up.
      if (!user) throw new ConflictError(M.accountExists, InvitationsErrorCode.AccountExists);
      if (invitation.role === 'staff') await this.staff.grantInside(uow, user.id, invitation.practice_ids, inviter);
      await this.invitations.recordAcceptedUser(invitation.id, user.id);
      uow.emit({ type: InvitationEvent.InvitationAccepted, aggregateType: 'user_invitation', aggregateId: invitation.id, actor: user.id, payload: { userId: user.id } });
      return { email: user.email, role: invitation.role };
    });
    return { ...accepted, secondFactor: this.config.ADMIN_2FA };
  }

  private async view(id: string): Promise<InvitationView> {
    const found = (await this.list()).find((i) => i.id === id);
    if (!found) throw invitationNotOpen();
    return found;
  }
}

