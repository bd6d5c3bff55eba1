import { Module } from '@nestjs/common';
import { LayeredGeocoder } from './geocoder.js';
import { RobotCheck } from './robot-check.js';
import { SearchController } from './search.controller.js';
import { SearchRepository } from './search.repository.js';
import { SearchService } from './search.service.js';
import { WarmPracticePostcodeHandler } from './warm-practice-postcode.handler.js';

/** Postcode rules, the geocoder port and adapters, robot check, and the nearest-with-availability search. */
@Module({
  controllers: [SearchController],
  providers: [LayeredGeocoder, RobotCheck, SearchRepository, SearchService, WarmPracticePostcodeHandler],
  exports: [LayeredGeocoder, WarmPracticePostcodeHandler],
})
export class SearchModule {}
