import { Injectable } from '@nestjs/common';
import { Db } from '../../../shared/db/db.js';
import { SignInLinksRepository } from '../repositories/sign-in-links.repository.js';
import { UsersRepository } from '../repositories/users.repository.js';

/**
 * Identity's port for the e-mails about accounts: the sign-in link's e-mail (what it reads of the
 * link, and its sent-marker) and the address of an account a notice goes to, on identity's tables.
 * It needs the database only, so the e-mail context provides it itself.
 */
@Injectable()
export class IdentityMail {
  private readonly links: SignInLinksRepository;
  private readonly users: UsersRepository;

  constructor(db: Db) {
    this.links = new SignInLinksRepository(db);
    this.users = new UsersRepository(db);
  }

  /** The link, or undefined when it is gone. */
  signInLink(id: string) {
    return this.links.findForMail(id);
  }

  /** The job may run twice; the mail goes once (a compare-and-set on `sent_at`). */
  markSignInLinkSent(id: string): Promise<void> {
    return this.links.markSent(id);
  }

  /** The account's own address (a notice about its sign-in goes there and nowhere else), or undefined. */
  async accountAddress(userId: string): Promise<string | undefined> {
    return (await this.users.findById(userId))?.email;
  }
}
