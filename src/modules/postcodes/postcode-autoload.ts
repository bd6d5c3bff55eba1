import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { PostcodeLoader } from './postcode-loader.js';
import { POSTCODE_LOAD_RETRY_MS } from './postcodes.constants.js';

/**
 * The worker's first start loads the postcode table in the background (POSTCODES_AUTOLOAD, on by
 * default): the worker serves its queues meanwhile and the api answers from the outcode table until
 * the load commits. When another worker holds the load (or a load failed), it looks again later.
 */
@Injectable()
export class PostcodeAutoload implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PostcodeLoader');
  private timer?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    private readonly loader: PostcodeLoader,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  onApplicationBootstrap() {
    if (!this.config.POSTCODES_AUTOLOAD) return;
    void this.attempt();
  }

  onApplicationShutdown() {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private async attempt(): Promise<void> {
    try {
      const outcome = await this.loader.ensureLoaded();
      if (outcome.status !== 'busy') return;
    } catch (error) {
      if (this.stopped) return;
      this.logger.error(`Postcode table load failed (the outcode table keeps serving): ${(error as Error).message}`);
    }
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.attempt(), POSTCODE_LOAD_RETRY_MS);
    this.timer.unref();
  }
}
