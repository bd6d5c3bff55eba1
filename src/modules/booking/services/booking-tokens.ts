import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { SiteSettingsService } from '../../site/index.js';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const newHoldToken = () => randomBytes(32).toString('base64url');

/**
 * The patient's access token for one appointment: an HMAC of its id with the site's signing secret.
 * Unguessable, not the id, and the same on every call, so two concurrent checkouts of one hold get
 * the same answer without storing the token.
 */
@Injectable()
export class BookingTokens {
  constructor(private readonly site: SiteSettingsService) {}

  async accessToken(appointmentId: string): Promise<string> {
    const { signingSecret } = await this.site.get();
    return createHmac('sha256', signingSecret).update(`appointment:${appointmentId}`).digest('base64url');
  }

  async verify(appointmentId: string, token: string | undefined): Promise<boolean> {
    if (!token) return false;
    const expected = Buffer.from(await this.accessToken(appointmentId));
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

export function bearer(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * The key a hold is counted under for its client: an HMAC of the client's network with the site's
 * signing secret, so the database never holds an address and the key cannot be reversed by trying
 * every IPv4 address, yet every api copy computes the same key.
 */
export const holdClientKey = (signingSecret: string, network: string) =>
  createHmac('sha256', signingSecret).update(`hold-client:${network}`).digest('base64url');
