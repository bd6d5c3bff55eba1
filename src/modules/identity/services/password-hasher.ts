import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { Injectable } from '@nestjs/common';

/** OWASP's argon2id recommendation: 19 MiB memory, 2 iterations, 1 lane. */
const OPTIONS = {
  algorithm: 2 as Algorithm, // Algorithm.Argon2id (a const enum)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** A real hash to verify against for unknown e-mails, so their timing matches a wrong password. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hash('decoy-password-not-used', OPTIONS);
  return decoy;
}

/**
 * The password check as a provider: sign-in asks it rather than calling argon2 directly, so a test
 * can count how many guesses were really evaluated (the login throttle's promise, ADR 0026).
 */
@Injectable()
export class PasswordChecker {
  /** Checks `password` against the account's hash, or against the decoy when there is no account. */
  async check(hashed: string | undefined, password: string): Promise<boolean> {
    const ok = await verifyPassword(hashed ?? (await decoyHash()), password);
    return hashed !== undefined && ok;
  }
}
