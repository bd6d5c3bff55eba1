import { api } from '../../../shared/api-client';
import type { ApiBody } from '../../../shared/api/types';
import type { SessionUser } from '../../../shared/session';
import { useOpenedLink } from '../../../shared/use-opened-link';

/** POST /api/auth/email-link/verify: uses the e-mailed sign-in link once; the session cookie is set on the answer. */
export const verifySignInLink = (token: string) =>
  api.post<SessionUser>('/api/auth/email-link/verify', { token } satisfies ApiBody<'/api/auth/email-link/verify', 'post'>);

export const useVerifySignInLink = (token: string | null) => useOpenedLink(token, verifySignInLink);
