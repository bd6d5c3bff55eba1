import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { DomainError } from '../../shared/errors/domain-error.js';
import { SEARCH_MESSAGES } from './search.constants.js';

const VERIFY_URL = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
} as const;

/**
 * The RobotCheck port: reCAPTCHA v3 or Turnstile siteverify when configured (action "submit"),
 * off by default (logged once at start). Throws the spec's texts.
 */
@Injectable()
export class RobotCheck implements OnModuleInit {
  private readonly logger = new Logger('RobotCheck');

  constructor(@Inject(CONFIG) private readonly config: Config) {}

  onModuleInit() {
    if (this.config.ROBOT_CHECK_PROVIDER === 'off') this.logger.log('Robot verification is off (set ROBOT_CHECK_PROVIDER to turn it on).');
  }

  async verify(token: string | undefined, ip: string): Promise<void> {
    const provider = this.config.ROBOT_CHECK_PROVIDER;
    if (provider === 'off') return;
    if (!token) throw new DomainError(SEARCH_MESSAGES.robotMissing, 'robot_token_missing', 400);
    let ok = false;
    try {
      const res = await fetch(VERIFY_URL[provider], {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: this.config.ROBOT_CHECK_SECRET!, response: token, remoteip: ip }),
        signal: AbortSignal.timeout(3000),
      });
      const body = (await res.json()) as { success?: boolean; action?: string; score?: number };
      ok = Boolean(body.success) && (provider === 'turnstile' || (body.action === 'submit' && (body.score ?? 0) >= this.config.ROBOT_CHECK_MIN_SCORE));
    } catch {
      ok = false;
    }
    if (!ok) throw new DomainError(SEARCH_MESSAGES.robotFailed, 'robot_check_failed', 400);
  }
}
