import { Injectable } from '@nestjs/common';
import { ConflictError, NotFoundError } from '../../../shared/errors/domain-error.js';
import { TransactionRunner } from '../../../shared/outbox/transaction-runner.js';
import { ACCOUNT_MESSAGES as M } from '../identity.constants.js';
import { IdentityEvent } from '../identity.events.js';
import { SecondFactorRepository } from '../repositories/second-factor.repository.js';
import { SessionsRepository } from '../repositories/sessions.repository.js';
import { type UserRecord, UsersRepository } from '../repositories/users.repository.js';
import { IdentityErrorCode } from '../identity.errors.js';

/**
 * Looking after other people's accounts, for the Users tab and the operator's CLI alike (which builds
 * it by hand, without Redis): each change is a domain event naming who made it, and every change that
 * takes access away ends the account's sessions in the same transaction.
 */
@Injectable()
export class AccountCare {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly factors: SecondFactorRepository,
    private readonly tx: TransactionRunner,
  ) {}

  async find(userId: string): Promise<UserRecord> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundError(M.userNotFound, IdentityErrorCode.UserNotFound);
    return user;
  }

  /**
   * Removes the authenticator and the recovery codes (a lost phone) and asks the account for a new
   * one at its next sign-in, whatever ADMIN_2FA says (a reset that let the account back in on a
   * password alone would be a way to switch the factor off). Its sessions end; the owner is told.
   */
  async resetSecondFactor(userId: string, actor: string): Promise<UserRecord> {
    const user = await this.find(userId);
    await this.tx.run(async (uow) => {
      await this.factors.remove(user.id);
      await this.users.setSecondFactorRequired(user.id, true);
      await this.sessions.revokeAllOf(user.id);
      uow.emit({ type: IdentityEvent.SecondFactorReset, aggregateType: 'app_user', aggregateId: user.id, actor });
    });
    return user;
  }

  /** `npm run admin -- require-2fa`: this account enrols at its next sign-in; its sessions end. */
  async requireSecondFactor(userId: string, actor: string): Promise<UserRecord> {
    const user = await this.find(userId);
    await this.tx.run(async (uow) => {
      await this.users.setSecondFactorRequired(user.id, true);
      await this.sessions.revokeAllOf(user.id);
      uow.emit({ type: IdentityEvent.SecondFactorRequired, aggregateType: 'app_user', aggregateId: user.id, actor });
    });
    return user;
  }

  /** Ends the day-long lock of the code step (the windows in Redis are SignInLocks'); the owner is told. */
  async endCodeLock(userId: string, actor: string): Promise<UserRecord> {
    const user = await this.find(userId);
    await this.tx.run(async (uow) => {
      await this.users.clearCodeFailures(user.id);
      uow.emit({ type: IdentityEvent.SignInLockEnded, aggregateType: 'app_user', aggregateId: user.id, actor });
    });
    return user;
  }

  /** Disables (its sessions end at once) or enables an account; never the last active admin. */
  async setDisabled(userId: string, disabled: boolean, actor: string): Promise<'changed' | 'unchanged'> {
    return this.tx.run(async (uow) => {
      const outcome = await this.users.setDisabled(userId, disabled);
      if (outcome === 'not_found') throw new NotFoundError(M.userNotFound, IdentityErrorCode.UserNotFound);
      if (outcome === 'last_admin') throw new ConflictError(M.lastAdminDisabled, IdentityErrorCode.LastAdmin);
      if (outcome === 'changed') {
        if (disabled) await this.sessions.revokeAllOf(userId);
        uow.emit({ type: disabled ? IdentityEvent.UserDisabled : IdentityEvent.UserEnabled, aggregateType: 'app_user', aggregateId: userId, actor });
      }
      return outcome;
    });
  }
}
