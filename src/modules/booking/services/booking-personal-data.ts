import { Injectable } from '@nestjs/common';
import { Db } from '../../../shared/db/db.js';
import { BookingPersonalDataRepository } from '../repositories/personal-data.repository.js';

/**
 * Booking's part of the data-protection model (ADR 0021), for privacy's retention job and
 * subject-access export: booking anonymises its own appointments and holds, and says what it holds
 * about a person. It needs the database only, so privacy provides it itself.
 */
@Injectable()
export class BookingPersonalData {
  private readonly data: BookingPersonalDataRepository;

  constructor(db: Db) {
    this.data = new BookingPersonalDataRepository(db);
  }

  /** Appointments that ended before `cutoff`, at most `limit`, lose the patient's details; how many did. */
  anonymiseAppointments(cutoff: Date, limit: number): Promise<number> {
    return this.data.anonymiseAppointments(cutoff, limit);
  }

  /** Holds that ran out before `cutoff` (their appointment anonymised first), at most `limit`; how many. */
  anonymiseHolds(cutoff: Date, limit: number): Promise<number> {
    return this.data.anonymiseHolds(cutoff, limit);
  }

  /** The person's appointments (with their practice) and holds, by e-mail, account and phone key. */
  async ofSubject(subject: { email: string; userId?: string; phone?: string }) {
    const appointments = await this.data.appointmentsOf(subject.email, subject.userId, subject.phone);
    const holds = await this.data.holdsOf(
      appointments.map((a) => a.hold_id).filter((id) => id !== null),
      subject.phone,
    );
    return { appointments, holds };
  }
}
