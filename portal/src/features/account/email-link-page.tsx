import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SIGN_IN_LINK_MESSAGES } from '@contexts/identity/identity.constants';
import { SIGN_IN_LINK_MESSAGES_CY } from '@contexts/identity/identity.cy.constants';
import { userMessage } from '../../shared/api-client';
import { useSay, useWords } from '../../shared/i18n/app-i18n';
import { paths } from '../../shared/paths';
import { useSession } from '../../shared/session';
import { Spinner } from '../../shared/spinner';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useVerifySignInLink } from './api/verify-sign-in-link';
import { EMAIL_LINK } from './messages';

/** /login/link?token=…: uses the e-mailed sign-in link once, then shows My Appointments. */
export function EmailLinkPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const say = useSay();
  // The link's refusal, in the page's language (the api's own refusal comes in it too).
  const { invalid } = useWords<Pick<typeof SIGN_IN_LINK_MESSAGES, 'invalid'>>({ 'en-GB': SIGN_IN_LINK_MESSAGES, cy: SIGN_IN_LINK_MESSAGES_CY });
  const refresh = useSession((s) => s.refresh);
  const token = params.get('token');
  // Once only: the link is single-use.
  const link = useVerifySignInLink(token);
  const error = !token ? invalid : link.isError ? userMessage(link.error, invalid) : undefined;
  useDocumentTitle(say(EMAIL_LINK.title));

  // Signed in: the session is read again, then My Appointments.
  const signedIn = link.isSuccess;
  useEffect(() => {
    if (!signedIn) return;
    void refresh().then(() => navigate(paths.user.getHref(), { replace: true }));
  }, [signedIn, refresh, navigate]);

  if (!error) return <Spinner fullPage label={say(EMAIL_LINK.signingIn)} />;
  return (
    <div className="container narrow page">
      <h1>{say(EMAIL_LINK.heading)}</h1>
      <p className="banner banner--error" role="alert">
        {error}
      </p>
      <p>
        <Link to={paths.login.getHref()}>{say(EMAIL_LINK.newLink)}</Link>
      </p>
    </div>
  );
}
