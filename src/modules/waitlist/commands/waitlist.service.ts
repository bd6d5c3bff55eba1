import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Redis } from 'ioredis';
import type { z } from 'zod';
import type { Config } from '../../../config/config.js';
import { CONFIG } from '../../../config/config.module.js';
import { RateLimiter } from '../../../shared/http/rate-limiter.js';
import { REDIS } from '../../../shared/queues/redis.js';
import { addLondonDays, Clock, londonDayBounds, toLondonIso } from '../../../shared/clock/clock.js';
import { ConflictError, DomainError, RateLimitedError } from '../../../shared/errors/domain-error.js';
import { TransactionRunner } from '../../../shared/outbox/transaction-runner.js';
import { BOOKING_MESSAGES } from '../../booking/booking.constants.js';
import { clientNetwork, emailProblem } from '../../booking/rules/booking.rules.js';
import { plainMailbox } from '../../notifications/rules/mailbox.rules.js';
import { HoldSlotCommand } from '../../booking/index.js';
import { PracticesService } from '../../practices/index.js';
import { LayeredGeocoder } from '../../search/index.js';
import { checkPostcode } from '../../search/rules/postcode.rules.js';
import { SEARCH_MESSAGES } from '../../search/search.constants.js';
import { CONFIRM_LINK_HOURS, CONFIRMATION_MAILS_PER_DAY, OFFER_OPEN_MINUTES, OFFER_SLOTS_PER_RUN, WAITLIST_DAYS, WAITLIST_MESSAGES as M } from '../waitlist.constants.js';
import { WaitlistRepository } from '../repositories/waitlist.repository.js';
import { WaitlistDailyRepository } from '../repositories/waitlist-daily.repository.js';
import { WaitlistEntriesRepository } from '../repositories/waitlist-entries.repository.js';
import { WaitlistOffersRepository } from '../repositories/waitlist-offers.repository.js';
import { postcodeArea, rankForPractice, waitlistMessagesIn } from '../rules/waitlist.rules.js';
import { WaitlistTokens } from '../services/waitlist-tokens.js';
import { WaitlistEvent } from '../waitlist.events.js';
import type { offerClaimedSchema, waitlistConfirmedSchema, waitlistMessageSchema, waitlistStatsSchema } from '../http/waitlist.schemas.js';
import { offerGone, WaitlistErrorCode, waitlistLinkInvalid } from '../waitlist.errors.js';
import { postcodeRefused, SearchErrorCode } from '../../search/search.errors.js';
import { IdentityErrorCode } from '../../identity/identity.errors.js';
import { DEFAULT_LOCALE, type Locale } from '../../site/languages.constants.js';

export interface JoinInput {
  name: string;
  phone: string;
  postcode: string;
  issue: string;
  email: unknown;
  consent: unknown;
  radiusKm: number;
}

/**
 * The waitlist: join (a pending request until the e-mailed link confirms it), leave, the offer run
 * (nearest waiting patient first, one live offer per slot and per patient), and claiming an offer,
 * which holds the slot through the booking's own hold rules so the database decides who gets it.
 */
@Injectable()
export class WaitlistService {
  private readonly limiter: RateLimiter;

  constructor(
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    private readonly geocoder: LayeredGeocoder,
    private readonly tokens: WaitlistTokens,
    private readonly commands: CommandBus,
    private readonly requests: WaitlistRepository,
    private readonly entries: WaitlistEntriesRepository,
    private readonly offers: WaitlistOffersRepository,
    private readonly daily: WaitlistDailyRepository,
    private readonly practices: PracticesService,
    @Inject(REDIS) redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
  ) {
    this.limiter = new RateLimiter(redis, config.REDIS_PREFIX);
  }

  /**
   * A join asks for a place; it never changes the live entry. It writes the address's pending request
   * (the newest replacing the last, whose link then stops working) and e-mails the confirmation link.
   *
   * Mails are capped twice. Per sender network (an IPv4
   * address, an IPv6 /64): WAITLIST_MAILS_PER_NETWORK_PER_HOUR joins, then 429, which says nothing
   * about any address. Per recipient: CONFIRMATION_MAILS_PER_DAY a London day (counted in the same
   * transaction, so parallel joins cannot overshoot); past that, the newest request still gets its
   * mail once per sender network and day, dropping the older pending request, so a stranger who used
   * up an address's mails cannot keep its owner off the list, and every further mail to it needs
   * another network. The answer is the same in every case: it tells nobody whether an address is on
   * the list or how often it was asked for.
   */
  async join(input: JoinInput, ip: string, locale: Locale = DEFAULT_LOCALE): Promise<z.infer<typeof waitlistMessageSchema>> {
    const problem = emailProblem(input.email);
    if (problem) {
      const message = problem === BOOKING_MESSAGES.emailRequired ? M.emailRequired : problem;
      throw new DomainError(message, IdentityErrorCode.InvalidEmail, 400, { email: message });
    }
    if (input.consent !== true) throw new DomainError(M.consentRequired, WaitlistErrorCode.ConsentRequired, 400, { consent: M.consentRequired });
    const postcode = checkPostcode(input.postcode);
    if (!postcode.ok) throw postcodeRefused(postcode);
    const where = await this.geocoder.geocode(postcode.postcode);
    if (!where) throw new DomainError(SEARCH_MESSAGES.noPractices, SearchErrorCode.PostcodeUnknown, 400, { postcode: SEARCH_MESSAGES.noPractices });
    const network = clientNetwork(ip);
    const fromNetwork = await this.limiter.hit(`waitlist-mail:net:${network}`, this.config.WAITLIST_MAILS_PER_NETWORK_PER_HOUR, 3600);
    if (fromNetwork.limited) throw new RateLimitedError(M.tooManyFromNetwork, fromNetwork.retryAfterSeconds);
    const now = this.clock.now();
    const email = plainMailbox(input.email)!.toLowerCase();
    const recipient = await this.tokens.recipientHash(email);
    await this.tx.run(async (uow) => {
      const mailable =
        (await this.requests.takeMailQuota(recipient, this.clock.londonToday(), CONFIRMATION_MAILS_PER_DAY)) ||
        !(await this.limiter.take(`waitlist-mail:newest:${recipient}:${network}`, 1, 86_400)).limited;
      if (!mailable) return;
      const details = { email, name: input.name, phone: input.phone, postcode: postcode.postcode, issue: input.issue, outcode: postcode.outcode, latitude: where.lat, longitude: where.lng, radiusKm: input.radiusKm };
      const requestId = await this.requests.savePendingRequest(details, now, new Date(now.getTime() + CONFIRM_LINK_HOURS * 3_600_000));
      // Ids only in the event and the job: the e-mail job reads the address from the row.
      uow.emit({ type: WaitlistEvent.WaitlistJoinRequested, aggregateType: 'waitlist_request', aggregateId: requestId, actor: 'patient' });
    });
    return { message: waitlistMessagesIn(locale).checkEmail };
  }

  /**
   * Opening the e-mailed link: the pending request is used once (deleted by the statement that reads
   * it) and becomes the address's live entry for WAITLIST_DAYS from now, or replaces the details of
   * the live one, which keeps its place and any live offer. Then the offer run looks for a slot.
   */
  async confirm(token: unknown, locale: Locale = DEFAULT_LOCALE): Promise<z.infer<typeof waitlistConfirmedSchema>> {
    const id = await this.tokens.verify('waitlist-confirm', token);
    if (!id) throw waitlistLinkInvalid();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + WAITLIST_DAYS * 86_400_000);
    const confirmed = await this.tx.run(async (uow) => {
      const request = await this.requests.takePendingRequest(id, now);
      if (!request) return undefined;
      const entryId = await this.entries.confirmEntry(request, now, expiresAt);
      await this.daily.countJoined(this.clock.londonToday(), postcodeArea(request.outcode));
      uow.emit({ type: WaitlistEvent.WaitlistJoined, aggregateType: 'waitlist_entry', aggregateId: entryId, actor: 'patient' });
      return { entryId, request };
    });
    if (!confirmed) {
      const outcome = await this.requests.requestOutcome(id);
      if (outcome === 'confirmed') throw new ConflictError(M.alreadyConfirmed, WaitlistErrorCode.WaitlistAlreadyConfirmed);
      throw new DomainError(M.confirmExpired, WaitlistErrorCode.WaitlistLinkExpired, 410);
    }
    const { entryId, request } = confirmed;
    return {
      message: waitlistMessagesIn(locale).joined(request.radius_km),
      postcode: request.postcode,
      radiusKm: request.radius_km,
      expiresAt: expiresAt.toISOString(),
      leaveToken: await this.tokens.token('waitlist-leave', entryId),
    };
  }

  /**
   * Leaving from any waitlist e-mail: the live entry (its live offer released) and any pending
   * request for the address go. A confirmation e-mail's link names the request, which is also the
   * id of the entry it created, so it works before and after confirming.
   */
  async leave(token: unknown, locale: Locale = DEFAULT_LOCALE): Promise<z.infer<typeof waitlistMessageSchema>> {
    const id = await this.tokens.verify('waitlist-leave', token);
    if (!id) throw waitlistLinkInvalid();
    const left = await this.tx.run(async (uow) => {
      // The entry first: an offer made for it meanwhile is released with it, never left pointing at
      // nothing (a live offer must name its entry: the delete would otherwise fail on that check).
      await this.entries.lockEntry(id);
      const released = await this.offers.releaseLiveOffer(id);
      const email = await this.entries.deleteEntry(id);
      const pending = await this.requests.deletePendingRequests(id, email ?? null);
      for (const practiceId of released) uow.emit({ type: WaitlistEvent.WaitlistOfferReleased, aggregateType: 'practice', aggregateId: practiceId, actor: 'patient' });
      return email !== undefined || pending > 0;
    });
    const words = waitlistMessagesIn(locale);
    return { message: left ? words.left : words.notOnList };
  }

  /**
   * The 15-minute sweep: live entries whose 14 days have ended, pending requests whose link has
   * run out, and e-mail quota rows of days gone by (yesterday's is kept for a join at midnight).
   */
  async sweep() {
    const now = this.clock.now();
    return {
      deleted: await this.sweepExpired(),
      pendingDeleted: await this.requests.deleteExpiredRequests(now),
      quotaRowsDeleted: await this.requests.deleteMailQuotasBefore(addLondonDays(this.clock.londonToday(), -1)),
    };
  }

  /** Entries whose 14 days have ended are deleted (an entry with a live offer goes when its offer lapses). */
  async sweepExpired(): Promise<number> {
    return this.entries.deleteExpiredEntries(this.clock.now());
  }

  /** The offer run for one practice: each open slot in the next 14 days without a live offer goes to the nearest waiting patient not offered it before. */
  async offerOpenSlots(practiceId: string): Promise<number> {
    const now = this.clock.now();
    await this.sweepExpired();
    const practice = await this.practices.find(practiceId);
    if (!practice) return 0;
    const horizon = londonDayBounds(addLondonDays(this.clock.londonToday(), WAITLIST_DAYS)).start;
    const slots = await this.offers.openSlotsWithoutLiveOffer(practiceId, now, horizon, OFFER_SLOTS_PER_RUN);
    if (!slots.length) return 0;
    const waiting = await this.entries.waitingEntries(now);
    const ranked = rankForPractice(
      { lat: practice.latitude === null ? null : Number(practice.latitude), lng: practice.longitude === null ? null : Number(practice.longitude) },
      waiting.map((w) => ({ id: w.id, latitude: Number(w.latitude), longitude: Number(w.longitude), radiusKm: w.radius_km, createdAt: new Date(w.created_at), expiresAt: new Date(w.expires_at) })),
      now,
    );
    if (!ranked.length) return 0;
    const earlier = await this.offers.earlierOffers(slots.map((s) => s.id));
    const offeredBefore = new Set(earlier.map((e) => `${e.entry_id}/${e.slot_id}`));
    const taken = new Set<string>();
    let made = 0;
    for (const slot of slots) {
      const entry = ranked.find((e) => !taken.has(e.id) && !offeredBefore.has(`${e.id}/${slot.id}`));
      if (!entry) continue;
      taken.add(entry.id);
      if (await this.offer(practiceId, slot.id, entry.id, now)) made += 1;
    }
    return made;
  }

  private async offer(practiceId: string, slotId: string, entryId: string, now: Date): Promise<boolean> {
    const expiresAt = new Date(now.getTime() + OFFER_OPEN_MINUTES * 60_000);
    return this.tx.run(async (uow) => {
      const outcode = await this.entries.markOffered(entryId, now);
      if (outcode === undefined) return false;
      const offerId = await this.offers.insertOffer(entryId, slotId, practiceId, expiresAt);
      if (!offerId) {
        // The slot got a live offer meanwhile: the entry, locked by this transaction since markOffered, waits again.
        await this.entries.returnToWaiting(entryId);
        return false;
      }
      await this.daily.countOffered(this.clock.londonToday(), postcodeArea(outcode));
      uow.emit({ type: WaitlistEvent.WaitlistOfferMade, aggregateType: 'waitlist_offer', aggregateId: offerId, actor: 'system', payload: { practiceId, expiresAt: expiresAt.toISOString() } });
      return true;
    });
  }

  /** An offer not opened in time: the patient waits again (not for this slot), the slot goes to the next. */
  async lapse(offerId: string): Promise<boolean> {
    return this.tx.run(async (uow) => {
      const offer = await this.offers.lapseExpired(offerId, this.clock.now());
      if (!offer) return false;
      if (offer.entry_id) await this.entries.returnToWaiting(offer.entry_id);
      uow.emit({ type: WaitlistEvent.WaitlistOfferReleased, aggregateType: 'practice', aggregateId: offer.practice_id, actor: 'system', payload: { offerId } });
      return true;
    });
  }

  /**
   * Opening an offer: the offer is claimed by a compare-and-set (a second click gets "no longer
   * available"), then the slot is held through the booking's hold rules (10 minutes). If someone
   * else got the slot first, the patient goes back on the list and is told so.
   */
  async claim(token: unknown): Promise<z.infer<typeof offerClaimedSchema>> {
    const id = await this.tokens.verify('waitlist-offer', token);
    if (!id) throw waitlistLinkInvalid();
    const now = this.clock.now();
    const claimed = await this.offers.claim(id, now);
    if (!claimed) {
      const offer = await this.offers.offerState(id);
      if (!offer) throw waitlistLinkInvalid();
      if (offer.status === 'lapsed' || (offer.status === 'sent' && new Date(offer.expires_at) <= now)) throw new DomainError(M.offerExpired, WaitlistErrorCode.OfferExpired, 410);
      throw offerGone();
    }
    const entry = await this.entries.patientOf(claimed.entry_id);
    if (!entry) throw offerGone();
    const patient = { name: entry.name, phone: entry.phone, postcode: entry.postcode, issue: entry.issue };
    let hold: { holdId: string; holdToken: string; expiresAt: string };
    try {
      hold = await this.commands.execute(new HoldSlotCommand(claimed.slot_id, patient));
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      await this.tx.run(async (uow) => {
        await this.offers.refuseClaimed(id);
        await this.entries.returnToWaiting(claimed.entry_id);
        uow.emit({ type: WaitlistEvent.WaitlistOfferReleased, aggregateType: 'practice', aggregateId: claimed.practice_id, actor: 'patient', payload: { offerId: id } });
      });
      throw offerGone();
    }
    // The place has served its purpose: the details now live in the hold and the booking.
    await this.tx.run(async (uow) => {
      await this.entries.deleteEntry(claimed.entry_id);
      await this.daily.countTaken(this.clock.londonToday(), postcodeArea(entry.outcode));
      uow.emit({ type: WaitlistEvent.WaitlistOfferTaken, aggregateType: 'waitlist_offer', aggregateId: id, actor: 'patient', payload: { practiceId: claimed.practice_id } });
    });
    const slot = await this.offers.slotTimes(claimed.slot_id);
    const practice = await this.offers.practiceCard(claimed.practice_id);
    return {
      hold,
      email: entry.email,
      patient,
      slot: { id: slot.id, startTime: toLondonIso(new Date(slot.starts_at)), endTime: toLondonIso(new Date(slot.ends_at)) },
      practice: {
        id: practice.id,
        name: practice.name,
        address: { line1: practice.address_line1, line2: practice.address_line2, city: practice.city, postcode: practice.postcode },
        phone: practice.phone,
        email: practice.email,
        website: practice.website,
        services: practice.services ?? [],
        openingHours: practice.opening_hours,
        latitude: practice.latitude === null ? null : Number(practice.latitude),
        longitude: practice.longitude === null ? null : Number(practice.longitude),
        distanceKm: null,
      },
    };
  }

  /** Practices near a new entry, for its first offer run. */
  async practicesNear(entryId: string): Promise<string[]> {
    const entry = await this.entries.reachOf(entryId);
    if (!entry) return [];
    const practices = await this.offers.locatedPractices();
    const probe = [{ id: 'entry', latitude: Number(entry.latitude), longitude: Number(entry.longitude), radiusKm: entry.radius_km, createdAt: new Date(0), expiresAt: new Date(8.64e15) }];
    return practices.filter((p) => rankForPractice({ lat: Number(p.latitude), lng: Number(p.longitude) }, probe, this.clock.now()).length > 0).map((p) => p.id);
  }

  async stats(): Promise<z.infer<typeof waitlistStatsSchema>> {
    return { waiting: await this.entries.waitingPerArea(this.clock.now()), days: await this.daily.lastFortnight() };
  }
}
