import { Module } from '@nestjs/common';
import { PracticesModule } from '../practices/practices.module.js';
import { AdminAvailabilityController } from './admin-availability.controller.js';
import { AvailabilityRepository } from './availability.repository.js';
import { AvailabilityService } from './availability.service.js';
import { PublicPracticesController } from './public-practices.controller.js';

/** Slot generation (recurring rules), the admin editor, and the public slot reads. */
@Module({
  imports: [PracticesModule],
  controllers: [AdminAvailabilityController, PublicPracticesController],
  providers: [AvailabilityRepository, AvailabilityService],
  exports: [AvailabilityService, AvailabilityRepository],
})
export class AvailabilityModule {}
