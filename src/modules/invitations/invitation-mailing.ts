import { Injectable } from '@nestjs/common';
import { Db } from '../../shared/db/db.js';
import { InvitationsRepository } from './invitations.repository.js';

/**
 * The invitations' port for their e-mail: what it reads of an invitation, and which send was mailed,
 * on the invitations' table. It needs the database only, so the e-mail context provides it itself
 * (InvitationsModule reaches NotificationsModule through staff and booking).
 */
@Injectable()
export class InvitationMailing {
  private readonly invitations: InvitationsRepository;

  constructor(db: Db) {
    this.invitations = new InvitationsRepository(db);
  }

  /** The invitation, or undefined when it is gone. */
  invitation(id: string) {
    return this.invitations.findForMail(id);
  }

  /** Send `send` was mailed; never recorded behind a later one. */
  markMailed(id: string, send: number): Promise<void> {
    return this.invitations.markMailed(id, send);
  }
}
