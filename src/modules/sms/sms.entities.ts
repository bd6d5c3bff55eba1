import { defineEntity, p } from '@mikro-orm/postgresql';
import { Appointment } from '../booking/booking.entities.js';
import { SMS_STATUSES, SMS_TEMPLATES } from './sms.constants.js';

/**
 * Every text we send, one row per purpose (`message_key`, e.g. `booking-confirmed:<appointment>`):
 * the claim made before the provider is called, its body (fixed at the claim, so a retry sends the
 * same words and the same short link), the provider's id and the state its status callbacks report.
 * The unique key is the sent-marker of the exactly-once rule (ADR 0028).
 */
export const SmsMessage = defineEntity({
  name: 'SmsMessage',
  tableName: 'sms_message',
  indexes: [
    { name: 'sms_message_appointment_idx', properties: ['appointment', 'createdAt'] },
    { name: 'sms_message_created_idx', properties: ['createdAt'] },
  ],
  checks: [{ name: 'sms_message_to_phone_check', expression: "to_phone ~ '^\\+[1-9][0-9]{6,14}$'::text" }],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    messageKey: p.text().unique('sms_message_message_key_key'),
    template: p.enum([...SMS_TEMPLATES]),
    appointment: () =>
      p.manyToOne(Appointment).mapToPk().nullable().deleteRule('cascade').foreignKeyName('sms_message_appointment_id_fkey'),
    toPhone: p.text(),
    body: p.text(),
    status: p.enum([...SMS_STATUSES]).default('sending'),
    provider: p.text().nullable(),
    providerSid: p.text().nullable().unique('sms_message_provider_sid_key'),
    error: p.text().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
    updatedAt: p.datetime().defaultRaw('now()'),
    sentAt: p.datetime().nullable(),
  },
});

/** What the embedded default "sent" (the dev SMS outbox); never used with Twilio. One row per message key. */
export const DevSms = defineEntity({
  name: 'DevSms',
  tableName: 'dev_sms',
  properties: {
    id: p.bigint('number').primary().autoincrement().generated('identity'),
    messageKey: p.text().unique('dev_sms_message_key_key'),
    sid: p.text().unique('dev_sms_sid_key'),
    toPhone: p.text(),
    body: p.text(),
    sentAt: p.datetime().defaultRaw('now()').index('dev_sms_sent_at_idx'),
  },
});

/** Each status callback (and inbound message) processed, once: a replay of one is refused. */
export const SmsReceipt = defineEntity({
  name: 'SmsReceipt',
  tableName: 'sms_receipt',
  properties: {
    providerSid: p.text().primary(),
    status: p.text().primary(),
    receivedAt: p.datetime().defaultRaw('now()'),
  },
});

/** Numbers that replied STOP, by the SHA-256 of their E.164 form (no number is stored). */
export const SmsOptOut = defineEntity({
  name: 'SmsOptOut',
  tableName: 'sms_opt_out',
  properties: {
    phoneHash: p.text().primary(),
    optedOutAt: p.datetime().defaultRaw('now()'),
  },
});

/** `/m/<code>` → a path of ours (the manage, claim or leave link), until the link it stands for expires. */
export const ShortLink = defineEntity({
  name: 'ShortLink',
  tableName: 'short_link',
  indexes: [{ name: 'short_link_expires_idx', properties: ['expiresAt'] }],
  checks: [
    { name: 'short_link_code_check', expression: "code ~ '^[0-9A-Za-z]{12}$'::text" },
    { name: 'short_link_target_check', expression: "target ~ '^/[^/]'::text" },
  ],
  properties: {
    code: p.text().primary(),
    target: p.text(),
    expiresAt: p.datetime(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});
