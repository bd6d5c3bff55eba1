import { Injectable } from '@nestjs/common';
import { Clock, toLondonIso } from '../../../shared/clock/clock.js';
import { TransactionRunner } from '../../../shared/outbox/transaction-runner.js';
import { SmsAdminView } from '../../sms/index.js';
import { AdminAppointmentsRepository, type AppointmentFilters } from '../repositories/admin-appointments.repository.js';
import { actorLabel, type AppointmentCursor, encodeCursor, TimelineEntry, timelineLabel } from '../rules/admin-appointments.rules.js';
import { adminListItem, type AdminListItem } from './admin-appointment-view.js';
import { adminCancellationPreview } from '../rules/booking.rules.js';
import { ADMIN_APPOINTMENT_PAGE } from '../booking.constants.js';
import { BookingEvent } from '../booking.events.js';

export interface TimelineEntry {
  at: string;
  type: string;
  label: string;
  actor: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The admin's list, its export and each booking's story (ADR 0031). */
@Injectable()
export class AdminAppointmentsService {
  constructor(
    private readonly repository: AdminAppointmentsRepository,
    private readonly clock: Clock,
    private readonly tx: TransactionRunner,
    private readonly texts: SmsAdminView,
  ) {}

  /**
   * The audit trail's record of an export of patient data: who, when, and which filters, the search
   * only by its kind (the typed text may itself be a patient's name or phone).
   */
  async recordExport(actor: string, filters: AppointmentFilters) {
    const { search, startsFrom, startsBefore, ...rest } = filters;
    await this.tx.run(async (uow) => {
      uow.emit({
        type: BookingEvent.AppointmentsExported,
        aggregateType: 'admin_export',
        aggregateId: 'appointments.csv',
        actor,
        payload: { ...rest, search: search?.kind ?? null, startsFrom: startsFrom?.toISOString() ?? null, startsBefore: startsBefore?.toISOString() ?? null },
      });
    });
  }

  /** One page newest first and the cursor of the next (null on the last page). */
  async page(filters: AppointmentFilters, after: AppointmentCursor | undefined, limit: number): Promise<{ items: AdminListItem[]; nextCursor: string | null }> {
    const rows = await this.repository.page(filters, after, limit);
    const now = this.clock.now();
    const shown = rows.slice(0, limit);
    const last = shown.at(-1);
    return {
      items: await this.withTexts(shown, now),
      nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
    };
  }

  /**
   * Every appointment the filters match, newest first, in keyset batches: memory stays at one batch
   * whatever the total, and no transaction or connection is held between batches (each is its own
   * indexed query, so a slow download never pins a pooled connection).
   */
  async *exportAll(filters: AppointmentFilters): AsyncGenerator<AdminListItem> {
    let after: AppointmentCursor | undefined;
    for (;;) {
      const rows = await this.repository.page(filters, after, ADMIN_APPOINTMENT_PAGE.exportBatch - 1);
      const now = this.clock.now();
      for (const r of rows) yield adminListItem(r, now);
      if (rows.length < ADMIN_APPOINTMENT_PAGE.exportBatch) return;
      const last = rows.at(-1)!;
      after = { createdAt: last.created_at, id: last.id };
    }
  }

  /**
   * What each of an admin's choices for cancelling would do now (`adminCancellationPreview`): the
   * money in the one wording, or why it cannot be cancelled. Undefined when there is no such appointment.
   */
  async cancellationPreview(id: string) {
    const a = await this.repository.cancellationFacts(id);
    if (!a) return undefined;
    const choices = adminCancellationPreview(
      {
        status: a.status,
        paymentStatus: a.payment_status,
        amountPence: a.amount_pence,
        startsAt: new Date(a.starts_at),
        outcome: a.outcome,
        refundedPence: a.refunded_pence,
        capturedPence: a.captured_pence,
        releasedPence: a.released_pence,
      },
      this.clock.now(),
    );
    return { id: a.id, reference: a.reference, choices };
  }

  /**
   * The booking's story, oldest first: its events and its hold's, the confirmation e-mail (sent, or
   * failed with the reason) and the sent-markers of the later e-mails. Undefined when there is no such
   * appointment. Callers check who may see it (the admin route; a staff route checks the practice).
   */
  /** List items with each booking's confirmation-text state, in one look-up for the page. */
  private async withTexts<R extends Parameters<typeof adminListItem>[0]>(rows: R[], now: Date): Promise<AdminListItem[]> {
    const texts = await this.texts.statuses(rows);
    return rows.map((r) => adminListItem(r, now, texts.get(r.id) ?? null));
  }

  async timeline(appointmentId: string) {
    const subject = await this.repository.timelineSubject(appointmentId);
    if (!subject) return undefined;
    const [events, mails] = await Promise.all([this.repository.timelineEvents(subject.id, subject.hold_id), this.repository.sentMails(subject.id)]);
    const userIds = [...new Set(events.map((e) => e.actor).filter((a): a is string => a !== null && UUID.test(a)))];
    const users = new Map((await this.repository.usersByIds(userIds)).map((u) => [u.id, { displayName: u.display_name, email: u.email }]));

    const entries: Array<TimelineEntry & { order: number }> = events.map((e, i) => ({
      at: new Date(e.occurred_at).toISOString(),
      type: e.type,
      label: timelineLabel({ type: e.type, payload: (e.payload ?? {}) as Record<string, unknown> }),
      actor: actorLabel(e.actor, e.actor ? users.get(e.actor) : undefined),
      order: i,
    }));
    if (subject.email_status === 'sent' && subject.email_sent_at) {
      entries.push({ at: new Date(subject.email_sent_at).toISOString(), type: TimelineEntry.EmailSent, label: timelineLabel({ type: TimelineEntry.EmailSent, payload: { kind: 'confirmation' } }), actor: 'System', order: entries.length });
    } else if (subject.email_status === 'failed') {
      // No failure time is kept; the row's last change is when the failure was recorded (or later).
      entries.push({ at: new Date(subject.updated_at).toISOString(), type: TimelineEntry.EmailFailed, label: timelineLabel({ type: TimelineEntry.EmailFailed, payload: { reason: subject.email_error } }), actor: 'System', order: entries.length });
    }
    // The consent given at checkout: stored on the row at the Clock's time, not an event.
    // It was given by the checkout that created the appointment, so it sits right after that line,
    // at that line's time: the event's time is PostgreSQL's and the consent's the Clock's, a moment
    // apart (or days under a moved test clock), and the timeline must read in order. Its exact time
    // is on the appointment (`consent.acceptedAt`).
    if (subject.terms_version && subject.terms_accepted_at) {
      const created = entries.find((e) => e.type === BookingEvent.AppointmentCreated);
      entries.push({
        at: created?.at ?? new Date(subject.terms_accepted_at).toISOString(),
        type: TimelineEntry.TermsAccepted,
        label: timelineLabel({ type: TimelineEntry.TermsAccepted, payload: { termsVersion: subject.terms_version, guardianConfirmed: subject.guardian_confirmed } }),
        actor: 'Patient',
        order: created ? created.order + 0.5 : entries.length,
      });
    }
    for (const m of mails) {
      entries.push({ at: new Date(m.sent_at).toISOString(), type: TimelineEntry.EmailSent, label: timelineLabel({ type: TimelineEntry.EmailSent, payload: { kind: m.kind } }), actor: 'System', order: entries.length });
    }
    entries.sort((a, b) => a.at.localeCompare(b.at) || a.order - b.order);

    const now = this.clock.now();
    return {
      appointment: {
        ...(await this.withTexts([subject], now))[0],
        amountPence: subject.amount_pence,
        emailError: subject.email_error ?? null,
        // null: booked before the checkout asked (Migration20261128000100).
        consent:
          subject.terms_version && subject.terms_accepted_at
            ? {
                termsVersion: subject.terms_version,
                acceptedAt: new Date(subject.terms_accepted_at).toISOString(),
                over16Confirmed: subject.over_16_confirmed,
                guardianConfirmed: subject.guardian_confirmed,
              }
            : null,
      },
      entries: entries.map(({ order: _order, ...e }) => ({ ...e, atLondon: toLondonIso(new Date(e.at)) })),
    };
  }
}
