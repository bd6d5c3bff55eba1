import { defineEntity, p } from '@mikro-orm/postgresql';
import { Slot } from '../booking/booking.entities.js';
import { Practice } from '../practices/practices.entities.js';

/** A patient waiting for a freed slot near them (one place per e-mail address, 14 days). */
export const WaitlistEntry = defineEntity({
  name: 'WaitlistEntry',
  tableName: 'waitlist_entry',
  indexes: [{ name: 'waitlist_entry_waiting_idx', properties: ['expiresAt'], where: "status = 'waiting'::text" }],
  uniques: [{ name: 'waitlist_entry_request_unique', properties: ['requestId'], where: '(request_id IS NOT NULL)' }],
  checks: [
    { name: 'waitlist_entry_check', expression: 'expires_at > created_at' },
    { name: 'waitlist_entry_email_check', expression: "(email = lower(btrim(email))) AND (email <> ''::text)" },
    // `BETWEEN -90 AND 90` / `-180 AND 180` as MikroORM's schema reader normalises PostgreSQL's definition.
    { name: 'waitlist_entry_latitude_check', expression: "latitude >= ('-90'::integer precision) AND latitude <= (90 precision)" },
    { name: 'waitlist_entry_longitude_check', expression: "longitude >= ('-180'::integer precision) AND longitude <= (180 precision)" },
    { name: 'waitlist_entry_radius_km_check', expression: '(radius_km >= 1) AND (radius_km <= 1000)' },
  ],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    email: p.text().unique('waitlist_entry_email_unique'),
    name: p.text(),
    phone: p.text(),
    postcode: p.text(),
    issue: p.text().default(''),
    outcode: p.text(),
    latitude: p.double(),
    longitude: p.double(),
    radiusKm: p.integer(),
    status: p.enum(['waiting', 'offered'] as const).default('waiting'),
    consentAt: p.datetime(),
    createdAt: p.datetime().defaultRaw('now()'),
    expiresAt: p.datetime(),
    /** The confirmed request this entry came from (each request confirms once). */
    requestId: p.uuid().nullable(),
  },
});

/**
 * Joining asks first: the details wait here until the e-mailed link is opened (double opt-in),
 * one request per address.
 */
export const WaitlistRequest = defineEntity({
  name: 'WaitlistRequest',
  tableName: 'waitlist_request',
  indexes: [{ name: 'waitlist_request_expires_idx', properties: ['expiresAt'] }],
  checks: [
    { name: 'waitlist_request_check', expression: 'expires_at > created_at' },
    { name: 'waitlist_request_email_check', expression: "(email = lower(btrim(email))) AND (email <> ''::text)" },
    { name: 'waitlist_request_latitude_check', expression: "latitude >= ('-90'::integer precision) AND latitude <= (90 precision)" },
    { name: 'waitlist_request_longitude_check', expression: "longitude >= ('-180'::integer precision) AND longitude <= (180 precision)" },
    { name: 'waitlist_request_radius_km_check', expression: '(radius_km >= 1) AND (radius_km <= 1000)' },
  ],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    email: p.text().unique('waitlist_request_email_unique'),
    name: p.text(),
    phone: p.text(),
    postcode: p.text(),
    issue: p.text().default(''),
    outcode: p.text(),
    latitude: p.double(),
    longitude: p.double(),
    radiusKm: p.integer(),
    consentAt: p.datetime(),
    mailSentAt: p.datetime().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
    expiresAt: p.datetime(),
  },
});

/** Confirmation mails per recipient (a keyed hash, never the address) per London day. */
export const WaitlistMailQuota = defineEntity({
  name: 'WaitlistMailQuota',
  tableName: 'waitlist_mail_quota',
  indexes: [{ name: 'waitlist_mail_quota_day_idx', properties: ['day'] }],
  checks: [{ name: 'waitlist_mail_quota_sent_check', expression: 'sent >= 1' }],
  properties: {
    recipientHash: p.text().primary(),
    day: p.date().primary(),
    sent: p.integer(),
  },
});

/** A freed slot offered to one waiting patient; at most one live offer per slot and per patient. */
export const WaitlistOffer = defineEntity({
  name: 'WaitlistOffer',
  tableName: 'waitlist_offer',
  uniques: [
    { name: 'waitlist_offer_one_live_per_slot', properties: ['slot'], where: "status = 'sent'::text" },
    { name: 'waitlist_offer_one_live_per_entry', properties: ['entry'], where: "status = 'sent'::text" },
  ],
  checks: [{ name: 'waitlist_offer_check', expression: "(status <> 'sent'::text) OR (entry_id IS NOT NULL)" }],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    entry: () => p.manyToOne(WaitlistEntry).mapToPk().nullable().deleteRule('set null').foreignKeyName('waitlist_offer_entry_id_fkey'),
    slot: () => p.manyToOne(Slot).mapToPk().deleteRule('cascade').foreignKeyName('waitlist_offer_slot_id_fkey'),
    practice: () => p.manyToOne(Practice).mapToPk().deleteRule('cascade').foreignKeyName('waitlist_offer_practice_id_fkey'),
    status: p.enum(['sent', 'claimed', 'lapsed', 'refused'] as const).default('sent'),
    expiresAt: p.datetime(),
    mailSentAt: p.datetime().nullable(),
    claimedAt: p.datetime().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});

/** Counts for admins per London day and postcode area, kept after the entries are deleted. */
export const WaitlistDaily = defineEntity({
  name: 'WaitlistDaily',
  tableName: 'waitlist_daily',
  properties: {
    day: p.date().primary(),
    area: p.text().primary(),
    joined: p.integer().default(0),
    offered: p.integer().default(0),
    taken: p.integer().default(0),
  },
});
