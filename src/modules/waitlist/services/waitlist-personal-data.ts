import { Injectable } from '@nestjs/common';
import { Db } from '../../../shared/db/db.js';
import { WaitlistPersonalDataRepository } from '../repositories/personal-data.repository.js';

/**
 * The waitlist's part of the data-protection model (ADR 0021), for privacy: expired requests go, and
 * what the waitlist holds about a person. It needs the database only, so privacy provides it itself.
 */
@Injectable()
export class WaitlistPersonalData {
  private readonly data: WaitlistPersonalDataRepository;

  constructor(db: Db) {
    this.data = new WaitlistPersonalDataRepository(db);
  }

  /** Unconfirmed requests whose link expired before `before`, at most `limit`, are deleted; how many were. */
  deleteExpiredRequests(before: Date, limit: number): Promise<number> {
    return this.data.deleteRequests(before, limit);
  }

  /** The person's places, requests and the offers made to them, by e-mail and phone key. */
  async ofSubject(email: string, phone?: string) {
    const waitlist = await this.data.entriesOf(email, phone);
    const waitlistRequests = await this.data.requestsOf(email, phone);
    const waitlistOffers = await this.data.offersTo(waitlist.map((w) => w.id));
    return { waitlist, waitlistRequests, waitlistOffers };
  }
}
