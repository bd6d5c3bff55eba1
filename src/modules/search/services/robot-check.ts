import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { Config } from '../../../config/config.js';
import { CONFIG } from '../../../config/config.module.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { ROBOT_CHECK_ACTION, ROBOT_CHECK_TIMEOUT_MS, SEARCH_MESSAGES } from '../search.constants.js';
import { SearchErrorCode } from '../search.errors.js';

export type RobotProvider = 'recaptcha' | 'turnstile';

const VERIFY_URL: Record<RobotProvider, string> = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
};

/** What siteverify answers (the fields we read; both providers share them, Turnstile has no score). */
export interface SiteverifyAnswer {
  success?: boolean;
  action?: string;
  score?: number;
}

/**
 * Whether a siteverify answer lets the request through: success, the action "submit", and for
 * reCAPTCHA v3 a score of at least `minScore`. Turnstile has no score; its action is checked when
 * the widget reported one.
 */
export function robotVerdict(provider: RobotProvider, answer: SiteverifyAnswer, minScore: number): boolean {
  if (answer.success !== true) return false;
  if (provider === 'turnstile')
    return answer.action === undefined || answer.action === '' || answer.action === ROBOT_CHECK_ACTION;
  return answer.action === ROBOT_CHECK_ACTION && typeof answer.score === 'number' && answer.score >= minScore;
}

/**
 * The RobotCheck port: reCAPTCHA v3 or Turnstile siteverify when ROBOT_CHECK_PROVIDER is set, off by
 * default (said once at start). Throws the spec's texts; an unreachable provider counts as a failed
 * check (bounded by ROBOT_CHECK_TIMEOUT_MS), never a 500.
 */
@Injectable()
export class RobotCheck implements OnModuleInit {
  private readonly logger = new Logger('RobotCheck');

  constructor(@Inject(CONFIG) private readonly config: Config) {}

  onModuleInit() {
    const provider = this.config.ROBOT_CHECK_PROVIDER;
    if (provider === 'off')
      this.logger.log('Robot verification is off (set ROBOT_CHECK_PROVIDER to turn it on).');
    else
      this.logger.log(
        `Robot verification: ${provider}, action "${ROBOT_CHECK_ACTION}", minimum score ${this.config.ROBOT_CHECK_MIN_SCORE}.`,
      );
  }

  async verify(token: string | undefined, ip: string): Promise<void> {
    const provider = this.config.ROBOT_CHECK_PROVIDER;
    if (provider === 'off') return;
    if (!token) throw new DomainError(SEARCH_MESSAGES.robotMissing, SearchErrorCode.RobotTokenMissing, 400);
    let ok = false;
    try {
      const res = await fetch(this.config.ROBOT_CHECK_VERIFY_URL ?? VERIFY_URL[provider], {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: this.config.ROBOT_CHECK_SECRET!, response: token, remoteip: ip }),
        signal: AbortSignal.timeout(ROBOT_CHECK_TIMEOUT_MS),
      });
      ok =
        res.ok &&
        robotVerdict(provider, (await res.json()) as SiteverifyAnswer, this.config.ROBOT_CHECK_MIN_SCORE);
    } catch (error) {
      this.logger.warn(`Robot verification unavailable: ${(error as Error).name}`);
      ok = false;
    }
    if (!ok) throw new DomainError(SEARCH_MESSAGES.robotFailed, SearchErrorCode.RobotCheckFailed, 400);
  }
}
