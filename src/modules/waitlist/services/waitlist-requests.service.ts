import { Injectable } from '@nestjs/common';
import { WaitlistOffersRepository } from '../repositories/waitlist-offers.repository.js';
import { WaitlistRepository } from '../repositories/waitlist.repository.js';

/**
 * What the e-mail context reads and marks of the waitlist: a pending join's confirmation mail and an
 * offer's mail, each with its sent-marker. The waitlist's tables stay behind its repositories.
 */
@Injectable()
export class WaitlistRequestsService {
  constructor(
    private readonly requests: WaitlistRepository,
    private readonly offers: WaitlistOffersRepository,
  ) {}

  /** The pending request and the address's live entry, if any; undefined when the request is gone. */
  confirmationMail(requestId: string) {
    return this.requests.confirmationMail(requestId);
  }

  /** The job may run twice; the mail goes once (a compare-and-set on `mail_sent_at`). */
  markConfirmationMailSent(requestId: string): Promise<void> {
    return this.requests.markConfirmationMailSent(requestId);
  }

  /** The offer with its patient's address, the slot's time and the practice; undefined when gone. */
  offerMail(offerId: string) {
    return this.offers.findOfferMail(offerId);
  }

  /** The job may run twice; the offer's mail goes once (a compare-and-set on `mail_sent_at`). */
  markOfferMailSent(offerId: string): Promise<void> {
    return this.offers.markOfferMailSent(offerId);
  }
}
