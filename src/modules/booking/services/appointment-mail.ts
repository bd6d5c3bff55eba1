import { Inject, Injectable } from '@nestjs/common';
import type { Config } from '../../../config/config.js';
import { CONFIG } from '../../../config/config.module.js';
import { Db } from '../../../shared/db/db.js';
import { messageLocale } from '../../site/rules/language.rules.js';
import { AppointmentMailRepository } from '../repositories/appointment-mail.repository.js';

/**
 * Booking's port for the e-mails about an appointment: what they render of it (with its practice),
 * and what they sent, which booking records on the appointment (its table). It needs the database only, so the e-mail context
 * provides it itself (BookingModule imports NotificationsModule, not the other way round).
 */
@Injectable()
export class AppointmentMail {
  private readonly appointments: AppointmentMailRepository;

  constructor(
    db: Db,
    @Inject(CONFIG) private readonly config: Pick<Config, 'WELSH_PAGES'>,
  ) {
    this.appointments = new AppointmentMailRepository(db);
  }

  /**
   * The appointment with its practice, as every booking e-mail renders it; undefined when gone. Its
   * `locale` is the one to write in: English while Welsh is not offered.
   */
  async forMail(appointmentId: string) {
    const a = await this.appointments.findForMail(appointmentId);
    return a && { ...a, locale: messageLocale(a.locale, this.config.WELSH_PAGES === 'on') };
  }

  /** The confirmation went to the address read before sending (`emailChanges`); once. */
  confirmationSent(appointmentId: string, messageId: string, emailChanges: number): Promise<void> {
    return this.appointments.markConfirmationSent(appointmentId, messageId, emailChanges);
  }

  /** The confirmation failed for good, unless it was sent or the address changed meanwhile. */
  confirmationFailed(appointmentId: string, error: string, emailChanges: number): Promise<void> {
    return this.appointments.markConfirmationFailed(appointmentId, error, emailChanges);
  }

  /** The reminder for the appointment's time `startsAt` went; once. */
  reminderSent(appointmentId: string, startsAt: string): Promise<void> {
    return this.appointments.markReminderSent(appointmentId, startsAt);
  }
}
