import { Module } from '@nestjs/common';
import { RedFlagMetrics } from './red-flag-metrics.js';
import { PostcodesModule } from '../postcodes/postcodes.module.js';
import { SiteModule } from '../site/site.module.js';
import { LayeredGeocoder } from './geocoder.js';
import { RobotCheck } from './robot-check.js';
import { ScreeningProofs } from './screening-proofs.js';
import { SearchController } from './search.controller.js';
import { SearchRepository } from './search.repository.js';
import { SearchService } from './search.service.js';
import { WarmPostcodeHandler } from './warm-postcode.handler.js';

const adapters = [LayeredGeocoder, RobotCheck];
const services = [SearchRepository, SearchService, RedFlagMetrics, ScreeningProofs];
const jobHandlers = [WarmPostcodeHandler];

/** Postcode rules, the geocoder port and adapters, robot check, the nearest-with-availability search and its screening proofs. */
@Module({
  imports: [PostcodesModule, SiteModule],
  controllers: [SearchController],
  providers: [...adapters, ...services, ...jobHandlers],
  exports: [LayeredGeocoder, WarmPostcodeHandler, RobotCheck, SearchRepository, ScreeningProofs],
})
export class SearchModule {}
