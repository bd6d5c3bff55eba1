import { Module } from '@nestjs/common';
import { RedFlagMetrics } from './services/red-flag-metrics.js';
import { PostcodesModule } from '../postcodes/postcodes.module.js';
import { SiteModule } from '../site/site.module.js';
import { LayeredGeocoder } from './services/geocoder.js';
import { RobotCheck } from './services/robot-check.js';
import { ScreeningProofs } from './services/screening-proofs.js';
import { SearchController } from './http/search.controller.js';
import { SearchRepository } from './repositories/search.repository.js';
import { SearchService } from './queries/search.service.js';
import { WarmPostcodeHandler } from './jobs/warm-postcode.handler.js';

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
