import { Module } from '@nestjs/common';
import { MyAppointmentsController } from './my-appointments.controller.js';

/** Holds, appointments and the patient's view of their bookings. */
@Module({
  controllers: [MyAppointmentsController],
})
export class BookingModule {}
