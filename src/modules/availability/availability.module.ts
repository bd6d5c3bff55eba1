import { Module } from '@nestjs/common';
import { SlotSupply } from '../booking/index.js';
import { PracticesModule } from '../practices/practices.module.js';
import { AdminAvailabilityController } from './http/admin-availability.controller.js';
import { AdminClosuresController } from './http/admin-closures.controller.js';
import { AvailabilityService } from './commands/availability.service.js';
import { ClosuresRepository } from './repositories/closures.repository.js';
import { ClosuresService } from './commands/closures.service.js';
import { PublicPracticesController } from './http/public-practices.controller.js';

/** Slot generation (recurring rules), the admin editor, closures, and the public slot reads. */
@Module({
  imports: [PracticesModule],
  controllers: [AdminAvailabilityController, AdminClosuresController, PublicPracticesController],
  // The slots are booking's: created, opened and read through its port (it needs the database only).
  providers: [SlotSupply, AvailabilityService, ClosuresRepository, ClosuresService],
  exports: [AvailabilityService, ClosuresService],
})
export class AvailabilityModule {}
