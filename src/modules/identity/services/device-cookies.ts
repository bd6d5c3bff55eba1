import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Config } from '../../../config/config.js';
import { Clock } from '../../../shared/clock/clock.js';
import { SiteSettingsService } from '../../site/index.js';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_DAYS,
  DEVICE_COOKIE_MAX_ACCOUNTS,
  DEVICE_COOKIE_PRODUCTION,
} from '../identity.constants.js';

/** `<device id>.<issued at, epoch seconds in base 36>.<HMAC>`: 22 + up to 10 + 43 characters. */
const ENTRY = /^([A-Za-z0-9_-]{22})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/;
const SEPARATOR = '~';
const MAX_COOKIE_LENGTH = DEVICE_COOKIE_MAX_ACCOUNTS * 80;
export const DEVICE_COOKIE_MAX_AGE_SECONDS = DEVICE_COOKIE_DAYS * 86_400;

export function deviceCookieName(config: Config) {
  return config.isProduction ? DEVICE_COOKIE_PRODUCTION : DEVICE_COOKIE;
}

interface Entry {
  deviceId: string;
  issuedAt: string;
  signature: string;
  raw: string;
}

/**
 * Device cookies after OWASP's "Slow down online guessing attacks with device cookies" (ADR 0026).
 * After a correct password the browser gets an entry bound to the account: a random device id and
 * the time, signed with the site's signing secret over the account's (normalised) e-mail. Nothing
 * is stored on the server; an entry proves "this browser signed in to this account before", and
 * its device id keys the browser's own failure allowance. One cookie holds entries for up to
 * DEVICE_COOKIE_MAX_ACCOUNTS accounts, so staff sharing a computer each stay trusted. Whether an
 * entry is valid depends only on the cookie and the e-mail typed, never on whether the account
 * exists (ADR 0003).
 */
@Injectable()
export class DeviceCookies {
  constructor(
    private readonly site: SiteSettingsService,
    private readonly clock: Clock,
  ) {}

  /** The device id this browser holds for `account`, or undefined when it is not trusted for it. */
  async trustedDevice(cookie: unknown, account: string): Promise<string | undefined> {
    for (const entry of this.entries(cookie)) {
      if (await this.validFor(entry, account)) return entry.deviceId;
    }
    return undefined;
  }

  /** The cookie value to set after a password sign-in to `account`: a new entry first, then the others. */
  async issue(cookie: unknown, account: string): Promise<string> {
    const deviceId = randomBytes(16).toString('base64url');
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000).toString(36);
    const fresh = `${deviceId}.${issuedAt}.${await this.sign(account, deviceId, issuedAt)}`;
    const others: string[] = [];
    for (const entry of this.entries(cookie)) {
      if (!(await this.validFor(entry, account))) others.push(entry.raw);
    }
    return [fresh, ...others].slice(0, DEVICE_COOKIE_MAX_ACCOUNTS).join(SEPARATOR);
  }

  /** Well-formed entries still within their lifetime (the signature is checked per account). */
  private entries(cookie: unknown): Entry[] {
    if (typeof cookie !== 'string' || !cookie || cookie.length > MAX_COOKIE_LENGTH) return [];
    const oldest = this.clock.now().getTime() / 1000 - DEVICE_COOKIE_MAX_AGE_SECONDS;
    return cookie
      .split(SEPARATOR)
      .slice(0, DEVICE_COOKIE_MAX_ACCOUNTS)
      .flatMap((raw) => {
        const match = ENTRY.exec(raw);
        if (!match) return [];
        return parseInt(match[2], 36) >= oldest
          ? [{ deviceId: match[1], issuedAt: match[2], signature: match[3], raw }]
          : [];
      });
  }

  private async validFor(entry: Entry, account: string): Promise<boolean> {
    const expected = Buffer.from(await this.sign(account, entry.deviceId, entry.issuedAt));
    const given = Buffer.from(entry.signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private async sign(account: string, deviceId: string, issuedAt: string) {
    const { signingSecret } = await this.site.get();
    return createHmac('sha256', signingSecret)
      .update(`device:${account}:${deviceId}:${issuedAt}`)
      .digest('base64url');
  }
}
