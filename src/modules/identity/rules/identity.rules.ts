import { createHash } from 'node:crypto';
import { plainMailbox } from '../../notifications/rules/mailbox.rules.js';
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, SESSION_ABSOLUTE_HOURS, SESSION_IDLE_MINUTES } from '../identity.constants.js';

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

/** What is wrong with a chosen password, or undefined (the CLI, an invitation: one rule). */
export function passwordProblem(password: string): string | undefined {
  return password.length < PASSWORD_MIN_LENGTH ? PASSWORD_MESSAGES.tooShort : undefined;
}

/** How an account stands with its second factor, as the Users tab shows it. */
export type SecondFactorState = 'on' | 'required' | 'off';

/**
 * On once confirmed; otherwise required at the next sign-in when the account was asked for it (a
 * reset, `require-2fa`) or when it is privileged and the site requires it (ADR 0037); else off.
 */
export function secondFactorState(a: { confirmed: boolean; asked: boolean; privileged: boolean; mode: 'required' | 'optional' }): SecondFactorState {
  if (a.confirmed) return 'on';
  if (a.asked || (a.mode === 'required' && a.privileged)) return 'required';
  return 'off';
}

/**
 * Until when a fixed-window counter refuses: once `count` reached `limit`, until its window ends
 * (`ttlMs` from `now`); null while it still lets attempts through.
 */
export function lockedUntil(count: number, limit: number, ttlMs: number, now: Date): Date | null {
  return count >= limit && ttlMs > 0 ? new Date(now.getTime() + ttlMs) : null;
}

/** A lock stored as a time is on until then, and no longer. */
export function stillLocked(until: Date | null, now: Date): Date | null {
  return until && until.getTime() > now.getTime() ? until : null;
}

/**
 * A sign-in "from a new device": with a password, from a browser holding no device cookie for the
 * account, by an account that has signed in before (its very first sign-in warns nobody of anything).
 */
export function isNewDeviceSignIn(a: { trustedBrowser: boolean; signedInBefore: boolean }): boolean {
  return !a.trustedBrowser && a.signedInBefore;
}
