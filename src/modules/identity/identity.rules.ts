import { createHash } from 'node:crypto';
import { plainMailbox } from '../notifications/mailbox.rules.js';
import { SESSION_ABSOLUTE_HOURS, SESSION_IDLE_MINUTES } from './identity.constants.js';

/** E-mail addresses are compared case-insensitively, without surrounding spaces, an internationalised domain in ASCII. */
export function normaliseEmail(email: string): string {
  return (plainMailbox(email) ?? email.trim()).toLowerCase();
}

/** An account's name in Redis keys: a hash of the normalised address, never the address itself. */
export function accountKey(email: string): string {
  return createHash('sha256').update(normaliseEmail(email)).digest('hex');
}

/** One plain mailbox (`plainMailbox`: no lists, names, brackets or IP literals); the spec's "invalid-email" case. */
export function isEmailFormat(email: string): boolean {
  return plainMailbox(email) !== undefined;
}

/** A new session's idle and absolute expiry. */
export function newSessionWindow(now: Date): { idleExpiresAt: Date; absoluteExpiresAt: Date } {
  const absoluteExpiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_HOURS * 3600_000);
  return { idleExpiresAt: nextIdleExpiry(now, absoluteExpiresAt), absoluteExpiresAt };
}

/** Use extends the idle expiry, never past the absolute one. */
export function nextIdleExpiry(now: Date, absoluteExpiresAt: Date): Date {
  return new Date(Math.min(now.getTime() + SESSION_IDLE_MINUTES * 60_000, absoluteExpiresAt.getTime()));
}

/** Demoting or disabling the last admin would lock everyone out of the admin area. */
export function wouldRemoveLastAdmin(activeAdmins: number, currentRole: string, newRole: string): boolean {
  return currentRole === 'admin' && newRole !== 'admin' && activeAdmins <= 1;
}
