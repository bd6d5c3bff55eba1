import { Module } from '@nestjs/common';
import { SlotSupply } from '../booking/index.js';
import { PracticesModule } from '../practices/practices.module.js';
import { AdminAvailabilityController } from './admin-availability.controller.js';
import { AdminClosuresController } from './admin-closures.controller.js';
import { AvailabilityService } from './availability.service.js';
import { ClosuresRepository } from './closures.repository.js';
import { ClosuresService } from './closures.service.js';
import { PublicPracticesController } from './public-practices.controller.js';

/** Slot generation (recurring rules), the admin editor, closures, and the public slot reads. */
@Module({
  imports: [PracticesModule],
  controllers: [AdminAvailabilityController, AdminClosuresController, PublicPracticesController],
  // The slots are booking's: created, opened and read through its port (it needs the database only).
  providers: [SlotSupply, AvailabilityService, ClosuresRepository, ClosuresService],
  exports: [AvailabilityService, ClosuresService],
})
export class AvailabilityModule {}
