import { Injectable } from '@nestjs/common';
import { WaitlistRepository } from './waitlist.repository.js';

/**
 * What the e-mail context reads and marks of a pending waitlist join: the confirmation mail's content
 * and its sent-marker. The waitlist's tables stay behind the waitlist's repository (issue #31 item 2).
 */
@Injectable()
export class WaitlistRequestsService {
  constructor(private readonly requests: WaitlistRepository) {}

  /** The pending request and the address's live entry, if any; undefined when the request is gone. */
  confirmationMail(requestId: string) {
    return this.requests.confirmationMail(requestId);
  }

  /** The job may run twice; the mail goes once (a compare-and-set on `mail_sent_at`). */
  markConfirmationMailSent(requestId: string): Promise<void> {
    return this.requests.markConfirmationMailSent(requestId);
  }
}
