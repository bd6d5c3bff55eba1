import { Module } from '@nestjs/common';
import { AvailabilityModule } from '../availability/availability.module.js';
import { BookingModule } from '../booking/booking.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { PracticesModule } from '../practices/practices.module.js';
import { StaffController } from './staff.controller.js';
import { AdminStaffController, StaffPublicController } from './staff-public.controller.js';
import { StaffMembership } from '../identity/index.js';
import { StaffRepository } from './staff.repository.js';
import { StaffService } from './staff.service.js';

/** Practice staff: memberships, the staff day, the calendar feed and the people-helped count. */
@Module({
  imports: [BookingModule, PracticesModule, AvailabilityModule, IdentityModule],
  controllers: [StaffController, AdminStaffController, StaffPublicController],
  // Identity's access hooks ask "is this user on the practice's staff?" through this port.
  providers: [StaffRepository, StaffService, { provide: StaffMembership, useExisting: StaffRepository }],
  exports: [StaffRepository, StaffMembership, StaffService],
})
export class StaffModule {}
