import { Module } from '@nestjs/common';
import { PracticesModule } from '../practices/practices.module.js';
import { SearchModule } from '../search/search.module.js';
import { SiteModule } from '../site/site.module.js';
import { WaitlistTokens } from './waitlist-tokens.js';
import { AdminWaitlistController, WaitlistController } from './waitlist.controller.js';
import { waitlistJobHandlers } from './waitlist.jobs.js';
import { WaitlistDailyRepository } from './waitlist-daily.repository.js';
import { WaitlistEntriesRepository } from './waitlist-entries.repository.js';
import { WaitlistOffersRepository } from './waitlist-offers.repository.js';
import { WaitlistRepository } from './waitlist.repository.js';
import { WaitlistRequestsService } from './waitlist-requests.service.js';
import { WaitlistService } from './waitlist.service.js';

const repositories = [WaitlistRepository, WaitlistEntriesRepository, WaitlistOffersRepository, WaitlistDailyRepository];
const jobHandlers = waitlistJobHandlers;

/** The waitlist (ADR 0024): freed slots offered to waiting patients, nearest first, one at a time. */
@Module({
  imports: [PracticesModule, SearchModule, SiteModule],
  controllers: [WaitlistController, AdminWaitlistController],
  providers: [WaitlistService, WaitlistRequestsService, ...repositories, WaitlistTokens, ...jobHandlers],
  exports: [WaitlistService, WaitlistRequestsService, ...repositories, WaitlistTokens, ...jobHandlers],
})
export class WaitlistModule {}
