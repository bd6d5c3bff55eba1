import { Injectable } from '@nestjs/common';
import { Db } from '../../../shared/db/db.js';
import { IdentityPersonalDataRepository } from '../repositories/personal-data.repository.js';

/**
 * Identity's part of the data-protection model (ADR 0021), for privacy: expired sign-in links go,
 * and what identity holds about a person (the account, its sessions, the links sent). It needs the
 * database only, so privacy provides it itself.
 */
@Injectable()
export class IdentityPersonalData {
  private readonly data: IdentityPersonalDataRepository;

  constructor(db: Db) {
    this.data = new IdentityPersonalDataRepository(db);
  }

  /** Sign-in links that expired before `before`, at most `limit`, are deleted; how many were. */
  deleteSignInLinks(before: Date, limit: number): Promise<number> {
    return this.data.deleteSignInLinks(before, limit);
  }

  /** The account with this address (or null), its sessions and the sign-in links sent to the address. */
  async ofSubject(email: string) {
    const account = await this.data.accountOf(email);
    const sessions = account ? await this.data.sessionsOf(account.id) : [];
    const signInLinks = await this.data.signInLinksOf(email);
    return { account: account ?? null, sessions, signInLinks };
  }
}
