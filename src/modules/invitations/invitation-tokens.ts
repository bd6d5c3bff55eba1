import { Injectable } from '@nestjs/common';
import { SiteSettingsService } from '../site/index.js';
import { invitationToken } from './invitations.rules.js';

/**
 * The link's token, made from the site's signing secret, the invitation's id and its current nonce:
 * the e-mail job makes it again from the row (nothing secret travels in the event or the job), and
 * only its hash is kept. A copy of the database alone opens no invitation.
 */
@Injectable()
export class InvitationTokens {
  constructor(private readonly site: SiteSettingsService) {}

  async token(invitationId: string, nonce: string): Promise<string> {
    const { signingSecret } = await this.site.get();
    return invitationToken(signingSecret, invitationId, nonce);
  }
}
