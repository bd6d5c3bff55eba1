import { Module } from '@nestjs/common';
import { AvailabilityModule } from '../availability/availability.module.js';
import { BookingModule } from '../booking/booking.module.js';
import { PracticesModule } from '../practices/practices.module.js';
import { StaffController } from './staff.controller.js';
import { AdminStaffController, StaffPublicController } from './staff-public.controller.js';
import { StaffRepository } from './staff.repository.js';
import { StaffService } from './staff.service.js';

/** Practice staff: memberships, the staff day, the calendar feed and the people-helped count (issue 20). */
@Module({
  imports: [BookingModule, PracticesModule, AvailabilityModule],
  controllers: [StaffController, AdminStaffController, StaffPublicController],
  providers: [StaffRepository, StaffService],
  exports: [StaffRepository],
})
export class StaffModule {}
