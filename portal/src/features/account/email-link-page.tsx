import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SIGN_IN_LINK_MESSAGES } from '@contexts/identity/identity.constants';
import { api, userMessage } from '../../shared/api-client';
import { paths } from '../../shared/paths';
import { type SessionUser, useSession } from '../../shared/session';
import { Spinner } from '../../shared/spinner';
import { useDocumentTitle } from '../../shared/use-document-title';

/** /login/link?token=…: uses the e-mailed sign-in link once, then shows My Appointments. */
export function EmailLinkPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const refresh = useSession((s) => s.refresh);
  const [error, setError] = useState<string>();
  const started = useRef(false);
  useDocumentTitle('Signing you in');

  useEffect(() => {
    // Once only (React may run effects twice in development): the link is single-use.
    if (started.current) return;
    started.current = true;
    const token = params.get('token');
    if (!token) {
      setError(SIGN_IN_LINK_MESSAGES.invalid);
      return;
    }
    api
      .post<SessionUser>('/api/auth/email-link/verify', { token })
      .then(async () => {
        await refresh();
        navigate(paths.user.getHref(), { replace: true });
      })
      .catch((e: unknown) => setError(userMessage(e, SIGN_IN_LINK_MESSAGES.invalid)));
  }, [navigate, params, refresh]);

  if (!error) return <Spinner fullPage label="Signing you in…" />;
  return (
    <div className="container narrow page">
      <h1>Sign in to My Appointments</h1>
      <p className="banner banner--error" role="alert">
        {error}
      </p>
      <p>
        <Link to={paths.login.getHref()}>Ask for a new sign-in link</Link>
      </p>
    </div>
  );
}
