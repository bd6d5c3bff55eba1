import { Closure } from '../modules/availability/availability.entities.js';
import { Appointment, Hold, Slot } from '../modules/booking/booking.entities.js';
import { AppUser, SignInLink, UserRecoveryCode, UserSecondFactor, UserSession } from '../modules/identity/identity.entities.js';
import { AccountNoticeSent, DevMail, NotificationSent } from '../modules/notifications/notifications.entities.js';
import { UserInvitation } from '../modules/invitations/invitations.entities.js';
import { ProcessedWebhookEvent, SimulatedPaymentIntent, SimulatedRefund } from '../modules/payments/payments.entities.js';
import { Operative, Practice } from '../modules/practices/practices.entities.js';
import { SiteSettings } from '../modules/site/site.entities.js';
import { WaitlistDaily, WaitlistEntry, WaitlistMailQuota, WaitlistOffer, WaitlistRequest } from '../modules/waitlist/waitlist.entities.js';
import { DomainEvent } from '../shared/outbox/domain-event.entity.js';
import { PracticeCalendarFeed, PracticeStaff } from '../modules/staff/staff.entities.js';
import { DevSms, ShortLink, SmsMessage, SmsOptOut, SmsReceipt } from '../modules/sms/sms.entities.js';
import { Postcode, PostcodeLoad } from '../modules/postcodes/postcodes.entities.js';

/**
 * Every table, defined once as a MikroORM entity (`defineEntity`), listed explicitly so discovery
 * never depends on file globs. The migrations create the tables; the schema-agreement test keeps
 * these definitions equal to what they create.
 */
export const entities = [
  DomainEvent,
  Practice,
  Operative,
  Slot,
  Closure,
  Hold,
  Appointment,
  AppUser,
  UserSession,
  SignInLink,
  // The second factor of admins and staff (ADR 0037).
  UserSecondFactor,
  UserRecoveryCode,
  SiteSettings,
  SimulatedPaymentIntent,
  SimulatedRefund,
  ProcessedWebhookEvent,
  DevMail,
  NotificationSent,
  WaitlistEntry,
  WaitlistOffer,
  WaitlistDaily,
  WaitlistRequest,
  WaitlistMailQuota,
  // Practice staff and their calendar feeds.
  PracticeStaff,
  PracticeCalendarFeed,
  // Text messages
  SmsMessage,
  DevSms,
  SmsReceipt,
  SmsOptOut,
  ShortLink,
  Postcode,
  PostcodeLoad,
  // The back office without a command line: invitations, and the e-mails to an account's owner.
  UserInvitation,
  AccountNoticeSent,
] as const;
