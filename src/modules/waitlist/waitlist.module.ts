import { Module } from '@nestjs/common';
import { PracticesModule } from '../practices/practices.module.js';
import { SearchModule } from '../search/search.module.js';
import { SiteModule } from '../site/site.module.js';
import { WaitlistTokens } from './services/waitlist-tokens.js';
import { AdminWaitlistController, WaitlistController } from './http/waitlist.controller.js';
import { waitlistJobHandlers } from './waitlist.jobs.js';
import { WaitlistDailyRepository } from './repositories/waitlist-daily.repository.js';
import { WaitlistEntriesRepository } from './repositories/waitlist-entries.repository.js';
import { WaitlistOffersRepository } from './repositories/waitlist-offers.repository.js';
import { WaitlistRepository } from './repositories/waitlist.repository.js';
import { WaitlistRequestsService } from './services/waitlist-requests.service.js';
import { WaitlistService } from './commands/waitlist.service.js';

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
