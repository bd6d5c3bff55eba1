import { api } from '../../../shared/api-client';
import type { SessionUser } from '../../../shared/session';

/** POST /api/auth/second-factor/setup: the authenticator secret, shown once (ADR 0037). */
export interface SecondFactorSetup {
  secret: string;
  otpauthUri: string;
  /** An SVG image of the QR code, as a data URL. */
  qrCode: string;
}

/** Two-step verification's enrolment: the password again at each step, as for any change of how one signs in. */
export const secondFactorApi = {
  setup: (email: string, password: string) => api.post<SecondFactorSetup>('/api/auth/second-factor/setup', { email, password }),
  confirm: (email: string, password: string, code: string) =>
    api.post<{ user: SessionUser; recoveryCodes: string[] }>('/api/auth/second-factor/confirm', { email, password, code }),
};

/** The secret as people copy it: groups of four. */
export function groupedSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}
