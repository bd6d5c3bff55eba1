import { Inject, Injectable } from '@nestjs/common';
import type { Config } from '../../../config/config.js';
import { CONFIG } from '../../../config/config.module.js';
import { SHORT_LINK_PREFIX } from '../sms.constants.js';
import { newShortCode } from '../rules/sms.rules.js';
import { ShortLinksRepository } from '../repositories/short-links.repository.js';

/** `/m/<code>` links for texts: a random code stored with the path it stands for and that link's expiry. */
@Injectable()
export class ShortLinks {
  constructor(
    private readonly links: ShortLinksRepository,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /** A short link to `target` (a path of ours, with its token) until `expiresAt`. */
  async create(target: string, expiresAt: Date): Promise<string> {
    for (;;) {
      const code = newShortCode();
      if (await this.links.create(code, target, expiresAt)) return `${this.config.PUBLIC_URL.replace(/\/$/, '')}${SHORT_LINK_PREFIX}${code}`;
    }
  }
}
