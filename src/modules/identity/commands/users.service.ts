import { Injectable } from '@nestjs/common';
import { ConflictError, NotFoundError, ValidationError } from '../../../shared/errors/domain-error.js';
import { TransactionRunner, type UnitOfWork } from '../../../shared/outbox/transaction-runner.js';
import { ROLE_MESSAGES, type Role } from '../identity.constants.js';
import { isEmailFormat, normaliseEmail, passwordProblem } from '../rules/identity.rules.js';
import { hashPassword } from '../services/password-hasher.js';
import { SessionsRepository } from '../repositories/sessions.repository.js';
import { type UserRecord, UsersRepository } from '../repositories/users.repository.js';
import { IdentityEvent } from '../identity.events.js';
import { IdentityErrorCode } from '../identity.errors.js';

/** Creating users, resetting passwords and changing roles, each audited as a domain event. */
@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly tx: TransactionRunner,
  ) {}

  async create(input: { email: string; password: string; role: Role; displayName?: string | null }, actor = 'system') {
    if (!isEmailFormat(input.email)) throw new ValidationError('Invalid email address format.', { email: 'Invalid email address format.' });
    const weak = passwordProblem(input.password);
    if (weak) throw new ValidationError(weak, { password: weak });
    const passwordHash = await hashPassword(input.password);
    const email = normaliseEmail(input.email);
    return this.tx.run(async (uow) => {
      const user = await this.users.insert({ email, displayName: input.displayName ?? null, role: input.role, passwordHash });
      if (!user) throw new ConflictError('An account with this email already exists.', IdentityErrorCode.EmailTaken);
      uow.emit({ type: IdentityEvent.UserCreated, aggregateType: 'app_user', aggregateId: user.id, actor, payload: { role: user.role } });
      return user;
    });
  }

  /** Creates the user when missing; otherwise leaves it as it is. */
  async ensure(input: { email: string; password: string; role: Role; displayName?: string | null }): Promise<{ user: UserRecord; created: boolean }> {
    const existing = await this.users.findByEmail(input.email);
    if (existing) return { user: existing, created: false };
    try {
      return { user: await this.create(input), created: true };
    } catch (error) {
      const raced = await this.users.findByEmail(input.email);
      if (raced) return { user: raced, created: false };
      throw error;
    }
  }

  async resetPassword(email: string, password: string, actor = 'system') {
    const user = await this.users.findByEmail(email);
    if (!user) throw new NotFoundError(ROLE_MESSAGES.userNotFound, IdentityErrorCode.UserNotFound);
    const weak = passwordProblem(password);
    if (weak) throw new ValidationError(weak, { password: weak });
    const passwordHash = await hashPassword(password);
    await this.tx.run(async (uow) => {
      await this.users.setPassword(user.id, passwordHash);
      uow.emit({ type: IdentityEvent.UserPasswordReset, aggregateType: 'app_user', aggregateId: user.id, actor });
    });
    await this.sessions.revokeAllOf(user.id);
    return user;
  }

  /**
   * Inside the caller's transaction (an accepted invitation): a new account with a password already
   * hashed; undefined when the address has one already (the unique index decides).
   */
  async createInside(uow: UnitOfWork, input: { email: string; passwordHash: string; role: Role; displayName: string | null }, actor: string) {
    const user = await this.users.insert({ email: normaliseEmail(input.email), displayName: input.displayName, role: input.role, passwordHash: input.passwordHash });
    if (user) uow.emit({ type: IdentityEvent.UserCreated, aggregateType: 'app_user', aggregateId: user.id, actor, payload: { role: user.role } });
    return user;
  }

  /** Taking admin away ends the account's sessions at once, in the same transaction. */
  async changeRole(userId: string, role: Role, actor: string) {
    return this.tx.run(async (uow) => {
      const outcome = await this.users.changeRole(userId, role);
      if (outcome === 'not_found') throw new NotFoundError(ROLE_MESSAGES.userNotFound, IdentityErrorCode.UserNotFound);
      if (outcome === 'last_admin') throw new ConflictError(ROLE_MESSAGES.lastAdmin, IdentityErrorCode.LastAdmin);
      if (outcome === 'changed') {
        if (role !== 'admin') await this.sessions.revokeAllOf(userId);
        uow.emit({ type: IdentityEvent.UserRoleChanged, aggregateType: 'app_user', aggregateId: userId, actor, payload: { role } });
      }
      return outcome;
    });
  }

  /**
   * Ends every session of the account (another context took some of its access away, e.g. a
   * practice membership): joins the caller's transaction when there is one.
   */
  async endSessions(userId: string): Promise<void> {
    await this.tx.join(async () => {
      await this.sessions.revokeAllOf(userId);
    });
  }

  list() {
    return this.users.list();
  }

  /** Whether an account uses this address (case-insensitively). */
  async hasAccount(email: string): Promise<boolean> {
    return (await this.users.findByEmail(email)) !== undefined;
  }
}
