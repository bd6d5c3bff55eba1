import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { addLondonDays, Clock, londonInstant, toLondonIso } from '../../shared/clock/clock.js';
import { NotFoundError, ValidationError } from '../../shared/errors/domain-error.js';
import { TransactionRunner, type UnitOfWork } from '../../shared/outbox/transaction-runner.js';
import { REDIS } from '../../shared/queues/redis.js';
import { StaffAppointmentsService } from '../booking/index.js';
import { practiceCalendarFeed } from '../notifications/index.js';
import {
  CALENDAR_FEED_DAYS_AHEAD,
  CALENDAR_FEED_DAYS_BACK,
  CALENDAR_FEED_LIMIT,
  CALENDAR_FEED_SUFFIX,
  CALENDAR_FEED_TOKEN_BYTES,
  PEOPLE_HELPED_CACHE_SECONDS,
  STAFF_LIST_LIMIT,
  STAFF_MESSAGES,
  STAFF_UPCOMING_DAYS,
} from './staff.constants.js';
import { StaffRepository } from './staff.repository.js';
import { firstName, peopleHelpedText } from './staff.rules.js';
import { type StaffActor, UsersService } from '../identity/index.js';
import { StaffEvent } from './staff.events.js';
import { StaffErrorCode } from './staff.errors.js';
import { PracticesErrorCode } from '../practices/practices.errors.js';
import { IdentityErrorCode } from '../identity/identity.errors.js';
import { DEFAULT_LOCALE, type Locale } from '../site/languages.constants.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const isPaidOrPending = (s: string) => s === 'authorized' || s === 'completed' || s === 'processing';

/** Memberships, the staff day, the practice's calendar feed and the home page's count. */
@Injectable()
export class StaffService {
  constructor(
    private readonly staff: StaffRepository,
    private readonly appointments: StaffAppointmentsService,
    private readonly users: UsersService,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  // ---- memberships (admin) ----

  /**
   * Makes the user staff of exactly these practices (none: no longer staff); audited on the user.
   * Taking a practice away ends the user's sessions in the same transaction: the access hook already
   * refuses that practice's routes, and pages opened before must not go on showing its patients.
   */
  async setPractices(userId: string, practiceIds: readonly string[], actor: string) {
    const ids = [...new Set(practiceIds)];
    if (!(await this.staff.userExists(userId))) throw new NotFoundError(STAFF_MESSAGES.userNotFound, IdentityErrorCode.UserNotFound);
    if ((await this.staff.countPractices(ids)) !== ids.length) throw new ValidationError(STAFF_MESSAGES.unknownPractice, { practiceIds: STAFF_MESSAGES.unknownPractice });
    await this.tx.run(async (uow) => {
      const removed = await this.staff.removeOtherMemberships(userId, ids);
      const added = await this.staff.addMemberships(userId, ids, actor);
      if (removed.length) await this.users.endSessions(userId);
      if (removed.length || added.length) {
        uow.emit({ type: StaffEvent.UserPracticesChanged, aggregateType: 'app_user', aggregateId: userId, actor, payload: { added, removed } });
      }
    });
    return { id: userId, practices: await this.practicesOf(userId) };
  }

  /**
   * Inside the caller's transaction (an accepted invitation): makes the user staff of those of these
   * practices that still exist and are not archived; answers the ones granted.
   */
  async grantInside(uow: UnitOfWork, userId: string, practiceIds: readonly string[], actor: string): Promise<string[]> {
    const added = await this.staff.addOpenPracticeMemberships(userId, [...new Set(practiceIds)], actor);
    if (added.length) uow.emit({ type: StaffEvent.UserPracticesChanged, aggregateType: 'app_user', aggregateId: userId, actor, payload: { added, removed: [] } });
    return added;
  }

  async practicesOf(userId: string) {
    return (await this.staff.practicesOf(userId)).map((p) => ({ id: p.id, name: p.name, city: p.city, archived: p.archived_at !== null }));
  }

  async practicesOfEveryone(): Promise<Map<string, Array<{ id: string; name: string }>>> {
    const byUser = new Map<string, Array<{ id: string; name: string }>>();
    for (const row of await this.staff.practicesOfEveryone()) {
      byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), { id: row.id, name: row.name }]);
    }
    return byUser;
  }

  practiceOptions(q: string) {
    return this.staff.practiceOptions(q, 20);
  }

  // ---- the staff day ----

  async practice(practiceId: string) {
    const p = await this.staff.practiceName(practiceId);
    if (!p) throw new NotFoundError('Practice not found.', PracticesErrorCode.PracticeNotFound);
    return p;
  }

  /** Today's and the next fortnight's bookings of the practice, with what staff may do with each. */
  async day(practiceId: string) {
    const practice = await this.practice(practiceId);
    const now = this.clock.now();
    const today = this.clock.londonToday();
    const tomorrow = londonInstant(addLondonDays(today, 1), 0);
    const rows = await this.appointments.listForPractice(practiceId, londonInstant(today, 0), londonInstant(addLondonDays(today, STAFF_UPCOMING_DAYS + 1), 0), STAFF_LIST_LIMIT);
    const items = rows.map((a) => {
      const started = new Date(a.starts_at).getTime() <= now.getTime();
      const live = a.status === 'pending' || a.status === 'confirmed';
      return {
        id: a.id,
        reference: a.reference,
        startTime: toLondonIso(new Date(a.starts_at)),
        endTime: toLondonIso(new Date(a.ends_at)),
        patient: { name: a.patient_name, phone: a.patient_phone },
        bookedFor: a.bookedFor,
        issue: a.patient_issue,
        service: a.service ?? 'Emergency dental appointment',
        operative: a.operative_name ?? null,
        status: a.status,
        paymentStatus: a.payment_status,
        cancelledBy: a.cancelled_by ?? null,
        outcome: a.outcome ?? null,
        canConfirm: a.status === 'pending' && (a.payment_status === 'authorized' || a.payment_status === 'completed'),
        canRecordAttendance: a.status === 'confirmed' && !a.outcome && started,
        canCancel: live && !a.outcome && isPaidOrPending(a.payment_status),
        isToday: new Date(a.starts_at).getTime() < tomorrow.getTime(),
      };
    });
    return {
      practice: { id: practice.id, name: practice.name },
      date: today,
      today: items.filter((i) => i.isToday).map(({ isToday: _, ...i }) => i),
      upcoming: items.filter((i) => !i.isToday).map(({ isToday: _, ...i }) => i),
    };
  }

  // ---- the calendar feed ----

  async feedStatus(practiceId: string) {
    await this.practice(practiceId);
    const feed = await this.staff.feedOf(practiceId);
    return { active: feed !== undefined, createdAt: feed ? new Date(feed.created_at).toISOString() : null };
  }

  /**
   * A new secret URL for the practice's feed (256 random bits; only their SHA-256 is stored, so the
   * URL is shown once). Rotating replaces the stored hash: the old URL stops working at once.
   */
  async rotateFeed(practiceId: string, actor: StaffActor) {
    await this.practice(practiceId);
    const token = randomBytes(CALENDAR_FEED_TOKEN_BYTES).toString('base64url');
    const result = await this.tx.run(async (uow) => {
      const row = await this.staff.setFeedToken(practiceId, sha256(token), actor.id);
      uow.emit({ type: row.replaced ? StaffEvent.CalendarFeedRotated : StaffEvent.CalendarFeedCreated, aggregateType: 'practice', aggregateId: practiceId, actor: actor.id, payload: { actorRole: actor.role } });
      return row;
    });
    return {
      active: true,
      createdAt: new Date(result.created_at).toISOString(),
      url: `${this.config.PUBLIC_URL.replace(/\/$/, '')}/api/calendar/${token}${CALENDAR_FEED_SUFFIX}`,
      message: result.replaced ? STAFF_MESSAGES.feedRotated : STAFF_MESSAGES.feedCreated,
    };
  }

  async revokeFeed(practiceId: string, actor: StaffActor) {
    await this.practice(practiceId);
    await this.tx.run(async (uow) => {
      if (await this.staff.deleteFeed(practiceId)) {
        uow.emit({ type: StaffEvent.CalendarFeedRevoked, aggregateType: 'practice', aggregateId: practiceId, actor: actor.id, payload: { actorRole: actor.role } });
      }
    });
    return { active: false, createdAt: null, message: STAFF_MESSAGES.feedRevoked };
  }

  /** The feed of a token, as iCalendar text; not found for an unknown, rotated or revoked token. */
  async feed(token: string): Promise<string> {
    const practice = await this.staff.practiceOfFeed(sha256(token));
    if (!practice) throw new NotFoundError(STAFF_MESSAGES.feedNotFound, StaffErrorCode.FeedNotFound);
    const today = this.clock.londonToday();
    const rows = await this.appointments.feedForPractice(
      practice.id,
      londonInstant(addLondonDays(today, -CALENDAR_FEED_DAYS_BACK), 0),
      londonInstant(addLondonDays(today, CALENDAR_FEED_DAYS_AHEAD + 1), 0),
      CALENDAR_FEED_LIMIT,
    );
    const address = [practice.address_line1, practice.address_line2, practice.city, practice.postcode].filter(Boolean).join(', ');
    return practiceCalendarFeed(
      { name: practice.name, address },
      rows.map((a) => ({
        appointmentId: a.id,
        reference: a.reference,
        startsAt: new Date(a.starts_at),
        endsAt: new Date(a.ends_at),
        firstName: firstName(a.booked_for_name ?? a.patient_name),
        operativeName: a.operative_name ?? null,
        confirmed: a.status === 'confirmed',
        sequence: a.rescheduled_count,
      })),
      new URL(this.config.PUBLIC_URL).host,
    );
  }

  // ---- the home page's claim ----

  /**
   * "over 1,500 people helped", as a fact: attended visits plus the configured history, cached in
   * Redis for a few minutes (the count is a scan of a partial index, but the home page is hot). When
   * Redis is away the count is computed directly.
   */
  async peopleHelped(locale: Locale = DEFAULT_LOCALE): Promise<{ count: number; text: string }> {
    const key = `${this.config.REDIS_PREFIX}:people-helped`;
    const cached = await this.redis.get(key).catch(() => null);
    let attended = cached === null ? NaN : Number(cached);
    if (!Number.isFinite(attended)) {
      attended = await this.appointments.countAttended();
      await this.redis.set(key, String(attended), 'EX', PEOPLE_HELPED_CACHE_SECONDS).catch(() => undefined);
    }
    const count = this.config.PEOPLE_HELPED_BASELINE + attended;
    return { count, text: peopleHelpedText(count, locale) };
  }
}
