import { Module } from '@nestjs/common';
import { SearchModule } from '../search/search.module.js';
import { SiteModule } from '../site/site.module.js';
import { WaitlistTokens } from './waitlist-tokens.js';
import { AdminWaitlistController, WaitlistController } from './waitlist.controller.js';
import { LapseWaitlistOfferHandler, OfferOpenSlotsHandler, SweepWaitlistHandler } from './waitlist-jobs.handlers.js';
import { WaitlistRepository } from './waitlist.repository.js';
import { WaitlistService } from './waitlist.service.js';

const jobHandlers = [OfferOpenSlotsHandler, LapseWaitlistOfferHandler, SweepWaitlistHandler];

/** The waitlist (issue #12): freed slots offered to waiting patients, nearest first, one at a time. */
@Module({
  imports: [SearchModule, SiteModule],
  controllers: [WaitlistController, AdminWaitlistController],
  providers: [WaitlistService, WaitlistRepository, WaitlistTokens, ...jobHandlers],
  exports: [WaitlistService, WaitlistRepository, WaitlistTokens, ...jobHandlers],
})
export class WaitlistModule {}
