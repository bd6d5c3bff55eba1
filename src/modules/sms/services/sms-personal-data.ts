import { Injectable } from '@nestjs/common';
import { Db } from '../../../shared/db/db.js';
import { SmsPersonalDataRepository } from '../repositories/personal-data.repository.js';

/**
 * The texts' part of the data-protection model (ADR 0021), for privacy: old texts and expired short
 * links go, and the texts about a person's bookings are listed. It needs the database only, so
 * privacy provides it itself.
 */
@Injectable()
export class SmsPersonalData {
  private readonly data: SmsPersonalDataRepository;

  constructor(db: Db) {
    this.data = new SmsPersonalDataRepository(db);
  }

  /** Texts created before `cutoff` (and their copies and receipts), at most `limit` of each; how many texts or copies went. */
  deleteTexts(cutoff: Date, limit: number): Promise<number> {
    return this.data.deleteTexts(cutoff, limit);
  }

  /** Short links that expired before `before`, at most `limit`; how many. */
  deleteShortLinks(before: Date, limit: number): Promise<number> {
    return this.data.deleteShortLinks(before, limit);
  }

  /** The texts about these appointments. */
  textsFor(appointmentIds: readonly string[]) {
    return this.data.textsFor(appointmentIds);
  }
}
