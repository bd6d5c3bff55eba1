import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { SiteSettingsService } from '../../site/index.js';

type Purpose = 'waitlist-offer' | 'waitlist-leave' | 'waitlist-confirm';

/**
 * The waitlist's links: `<id>.<HMAC(purpose, id)>` with the site's signing secret. An offer link
 * cannot be used to leave or to confirm, nor the reverse; nothing is stored, and the e-mail jobs carry
 * ids only. A confirmation link expires and is used once through its request row, not the token.
 */
@Injectable()
export class WaitlistTokens {
  constructor(private readonly site: SiteSettingsService) {}

  async token(purpose: Purpose, id: string): Promise<string> {
    return `${id}.${await this.sign(purpose, id)}`;
  }

  async verify(purpose: Purpose, token: unknown): Promise<string | undefined> {
    if (typeof token !== 'string' || token.length > 200) return undefined;
    const [id, signature, extra] = token.split('.');
    if (!id || !signature || extra !== undefined || !/^[0-9a-f-]{36}$/.test(id)) return undefined;
    const expected = Buffer.from(await this.sign(purpose, id));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
  }

  /**
   * The key of an address's e-mail quota: a keyed hash, so the counter row names nobody and a leaked
   * table cannot be matched against a list of addresses without the secret.
   */
  async recipientHash(email: string): Promise<string> {
    const { signingSecret } = await this.site.get();
    return createHmac('sha256', signingSecret).update(`waitlist-recipient:${email}`).digest('base64url');
  }

  private async sign(purpose: Purpose, id: string) {
    const { signingSecret } = await this.site.get();
    return createHmac('sha256', signingSecret).update(`${purpose}:${id}`).digest('base64url');
  }
}
