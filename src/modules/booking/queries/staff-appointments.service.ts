import { Injectable } from '@nestjs/common';
import { StaffAppointmentsRepository } from '../repositories/staff-appointments.repository.js';
import { storedBookedFor } from '../rules/checkout-consent.rules.js';

/**
 * What the staff context reads of a practice's appointments: its day list, its calendar feed and
 * whose an appointment is. Booking's tables stay behind booking's repository (ADR 0038).
 */
@Injectable()
export class StaffAppointmentsService {
  constructor(private readonly appointments: StaffAppointmentsRepository) {}

  /** The practice an appointment belongs to (undefined when there is no such appointment). */
  practiceOf(appointmentId: string) {
    return this.appointments.practiceOf(appointmentId);
  }

  /** The day's rows, each with `bookedFor`: the patient when not the person booking (`patient_name`). */
  async listForPractice(practiceId: string, from: Date, to: Date, limit: number) {
    return (await this.appointments.listForPractice(practiceId, from, to, limit)).map((a) => ({ ...a, bookedFor: storedBookedFor(a) }));
  }

  feedForPractice(practiceId: string, from: Date, to: Date, limit: number) {
    return this.appointments.feedForPractice(practiceId, from, to, limit);
  }

  countAttended(): Promise<number> {
    return this.appointments.countAttended();
  }
}
