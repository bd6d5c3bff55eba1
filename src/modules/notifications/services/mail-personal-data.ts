import { Injectable } from '@nestjs/common';
import { Db } from '../../../shared/db/db.js';
import { MailPersonalDataRepository } from '../repositories/personal-data.repository.js';

/**
 * The e-mails' part of the data-protection model (ADR 0021), for privacy: old dev-inbox copies go,
 * and what the e-mails hold about a person. It needs the database only, so privacy provides it itself.
 */
@Injectable()
export class MailPersonalData {
  private readonly data: MailPersonalDataRepository;

  constructor(db: Db) {
    this.data = new MailPersonalDataRepository(db);
  }

  /** Dev-inbox copies sent before `cutoff`, at most `limit`, are deleted; how many were. */
  deleteDevMail(cutoff: Date, limit: number): Promise<number> {
    return this.data.deleteDevMail(cutoff, limit);
  }

  /** Copies of e-mails to the address (dev inbox only) and the markers of those sent about the appointments. */
  async ofSubject(email: string, appointmentIds: readonly string[]) {
    return { emails: await this.data.emailsTo(email), notifications: await this.data.sentFor(appointmentIds) };
  }
}
