import { Module } from '@nestjs/common';
import { PostcodesModule } from '../postcodes/postcodes.module.js';
import { AdminPracticesController } from './admin-practices.controller.js';
import { PracticesRepository } from './practices.repository.js';
import { PracticesService } from './practices.service.js';

/** Practices and their operatives: admin management, import and sample data. */
@Module({
  imports: [PostcodesModule],
  controllers: [AdminPracticesController],
  providers: [PracticesRepository, PracticesService],
  exports: [PracticesService, PracticesRepository],
})
export class PracticesModule {}
