import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { SiteSettingsService } from '../../site/index.js';
import { MANAGE_LINK_DAYS, MANAGE_MESSAGES } from '../booking.constants.js';
import { BookingErrorCode } from '../booking.errors.js';

const PURPOSE = 'manage-appointment';
interface Claims {
  /** appointment id */
  a: string;
  /** purpose: a token for something else never opens the manage page */
  p: string;
  /** expiry, seconds since the epoch */
  x: number;
}

/**
 * The manage link's token: `<claims>.<signature>`, both base64url, signed with the site's secret
 * (HMAC-SHA256 over the purpose and the claims). Unguessable, not the appointment id on its own,
 * single-purpose and expiring; nothing is stored, so a link works from any device.
 */
@Injectable()
export class ManageTokens {
  constructor(private readonly site: SiteSettingsService) {}

  async issue(appointmentId: string, now: Date, days = MANAGE_LINK_DAYS): Promise<string> {
    const claims: Claims = { a: appointmentId, p: PURPOSE, x: Math.floor(now.getTime() / 1000) + days * 86_400 };
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${body}.${await this.sign(body)}`;
  }

  /** The appointment id, or a 401 (tampered, malformed, wrong purpose) / 410 (expired) with a clear message. */
  async verify(token: string | undefined, now: Date): Promise<string> {
    const invalid = new DomainError(MANAGE_MESSAGES.linkInvalid, BookingErrorCode.ManageLinkInvalid, 401);
    if (!token || token.length > 512) throw invalid;
    const [body, signature, extra] = token.split('.');
    if (!body || !signature || extra !== undefined) throw invalid;
    const expected = Buffer.from(await this.sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid;
    let claims: Partial<Claims>;
    try {
      claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Claims>;
    } catch {
      throw invalid;
    }
    if (claims.p !== PURPOSE || typeof claims.a !== 'string' || typeof claims.x !== 'number') throw invalid;
    if (claims.x * 1000 <= now.getTime()) throw new DomainError(MANAGE_MESSAGES.linkExpired, BookingErrorCode.ManageLinkExpired, 410);
    return claims.a;
  }

  private async sign(body: string): Promise<string> {
    const { signingSecret } = await this.site.get();
    return createHmac('sha256', signingSecret).update(`${PURPOSE}:${body}`).digest('base64url');
  }
}
