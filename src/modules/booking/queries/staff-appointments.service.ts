import { Injectable } from '@nestjs/common';
import { StaffAppointmentsRepository } from '../repositories/staff-appointments.repository.js';

/**
 * What the staff context reads of a practice's appointments: its day list, its calendar feed and
 * whose an appointment is. Booking's tables stay behind booking's repository (issue #31 item 2).
 */
@Injectable()
export class StaffAppointmentsService {
  constructor(private readonly appointments: StaffAppointmentsRepository) {}

  /** The practice an appointment belongs to (undefined when there is no such appointment). */
  practiceOf(appointmentId: string) {
    return this.appointments.practiceOf(appointmentId);
  }

  listForPractice(practiceId: string, from: Date, to: Date, limit: number) {
    return this.appointments.listForPractice(practiceId, from, to, limit);
  }

  feedForPractice(practiceId: string, from: Date, to: Date, limit: number) {
    return this.appointments.feedForPractice(practiceId, from, to, limit);
  }

  countAttended(): Promise<number> {
    return this.appointments.countAttended();
  }
}
