import { api } from '../../../shared/api-client';
import type { ApiAnswer, ApiBody } from '../../../shared/api/types';

/** POST /api/auth/second-factor/setup: the authenticator secret, shown once (ADR 0037). */
/** `qrCode`: an SVG image of the QR code, as a data URL. */
export type SecondFactorSetup = ApiAnswer<'/api/auth/second-factor/setup', 'post'>;

/** Two-step verification's enrolment: the password again at each step, as for any change of how one signs in. */
export const secondFactorApi = {
  setup: (email: string, password: string) => api.post<SecondFactorSetup>('/api/auth/second-factor/setup', {
      email,
      password,
    } satisfies ApiBody<'/api/auth/second-factor/setup', 'post'>),
  confirm: (email: string, password: string, code: string) =>
    api.post<ApiAnswer<'/api/auth/second-factor/confirm', 'post'>>('/api/auth/second-factor/confirm', {
      email,
      password,
      code,
    } satisfies ApiBody<'/api/auth/second-factor/confirm', 'post'>),
};

/** The secret as people copy it: groups of four. */
export function groupedSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}
