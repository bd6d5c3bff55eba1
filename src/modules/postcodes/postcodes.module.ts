import { Module } from '@nestjs/common';
import { PostcodeAutoload } from './postcode-autoload.js';
import { PostcodeLoader } from './postcode-loader.js';
import { PostcodesController } from './postcodes.controller.js';
import { PostcodesRepository } from './postcodes.repository.js';
import { PostcodesService } from './postcodes.service.js';

/**
 * Every live GB postcode with its own coordinates (ADR 0029): the table, its loader, exact lookups
 * for the geocoder and practices, and the type-ahead. The worker adds PostcodeAutoload.
 */
@Module({
  controllers: [PostcodesController],
  providers: [PostcodesRepository, PostcodesService, PostcodeLoader],
  exports: [PostcodesService, PostcodeLoader],
})
export class PostcodesModule {}

/** The worker's part: the background load on its first start. */
export const postcodeWorkerProviders = [PostcodeAutoload];
