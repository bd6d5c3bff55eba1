import { Module } from '@nestjs/common';
import { SlotSupply } from '../booking/index.js';
import { PostcodesModule } from '../postcodes/postcodes.module.js';
import { AdminPracticesController } from './admin-practices.controller.js';
import { PracticesRepository } from './practices.repository.js';
import { PracticesService } from './practices.service.js';

/** Practices and their operatives: admin management, import and sample data. */
@Module({
  imports: [PostcodesModule],
  controllers: [AdminPracticesController],
  // SlotSupply is booking's port for the slots (it needs the database only).
  providers: [PracticesRepository, PracticesService, SlotSupply],
  exports: [PracticesService, PracticesRepository],
})
export class PracticesModule {}
