import { Trans } from '@lingui/react';
import { Link } from 'react-router';
import { COOKIE_CONSENT_KEY, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@contexts/site/site.constants';
import { useSay, useWords } from '../../shared/i18n/app-i18n';
import { paths } from '../../shared/paths';
import { MINIMUM_PATIENT_AGE, PRIVACY_POLICY_LAST_UPDATED_WORDS, SITE_NAME } from '../../shared/portal-constants';
import { useDocumentTitle } from '../../shared/use-document-title';
import { Contents } from './contents';
import { PRIVACY } from './privacy-policy-messages';

const SECTIONS = [
  ['who-we-are', PRIVACY.whoWeAreTitle],
  ['data-we-collect', PRIVACY.dataWeCollectTitle],
  ['how-we-use-it', PRIVACY.howWeUseTitle],
  ['sharing', PRIVACY.sharingTitle],
  ['cookies', PRIVACY.cookiesTitle],
  ['security', PRIVACY.securityTitle],
  ['your-rights', PRIVACY.rightsTitle],
  ['children', PRIVACY.childrenTitle],
  ['changes', PRIVACY.changesTitle],
  ['contact', PRIVACY.contactTitle],
] as const;

const USES = [PRIVACY.useToBook, PRIVACY.useFee, PRIVACY.useConfirmation, PRIVACY.useQuestions, PRIVACY.useFraud] as const;
const SHARED_WITH = [PRIVACY.sharePractice, PRIVACY.sharePayment, PRIVACY.shareProviders, PRIVACY.shareLaw] as const;
const RIGHTS = [
  PRIVACY.rightCopy,
  PRIVACY.rightCorrect,
  PRIVACY.rightDelete,
  PRIVACY.rightRestrict,
  PRIVACY.rightObject,
  PRIVACY.rightPortable,
  PRIVACY.rightComplain,
] as const;

/** /privacy-policy. Each paragraph and list item is one message; the Welsh is a draft awaiting a Welsh legal translator's review. */
export function PrivacyPolicyPage() {
  const say = useSay();
  // The date the policy last changed, written as each language writes a date.
  const lastUpdated = useWords(PRIVACY_POLICY_LAST_UPDATED_WORDS);
  useDocumentTitle(say(PRIVACY.title));
  // "1. Who we are": the number is the section's place, the title its message.
  const heading = (n: number) => `${n}. ${say(SECTIONS[n - 1][1])}`;
  const strong = <strong />;
  return (
    <article className="container narrow page prose">
      <h1>{say(PRIVACY.title)}</h1>
      <p className="meta">{say(PRIVACY.lastUpdated, { date: lastUpdated })}</p>
      <p className="lead">{say(PRIVACY.lead, { site: SITE_NAME })}</p>
      <Contents sections={SECTIONS.map(([id, title]) => [id, say(title)] as const)} />

      <h2 id="who-we-are">{heading(1)}</h2>
      <p>{say(PRIVACY.whoWeAre, { site: SITE_NAME })}</p>

      <h2 id="data-we-collect">{heading(2)}</h2>
      <ul>
        <li>
          <Trans
            id="privacy.dataWeCollect.booking"
            message="<0>Booking details:</0> your name, phone number, postcode, e-mail address and the description of your dental problem that you give us."
            components={{ 0: strong }}
          />
        </li>
        <li>
          <Trans
            id="privacy.dataWeCollect.appointment"
            message="<0>Appointment details:</0> the practice, date and time you book, and the status of your booking."
            components={{ 0: strong }}
          />
        </li>
        <li>
          <Trans
            id="privacy.dataWeCollect.payment"
            message="<0>Payment details:</0> the outcome of your card payment. Card numbers are entered into and held by our payment provider; we never see or store your full card details."
            components={{ 0: strong }}
          />
        </li>
        <li>
          <Trans
            id="privacy.dataWeCollect.account"
            message="<0>Account details:</0> if you sign in, your e-mail address, name and a securely hashed password."
            components={{ 0: strong }}
          />
        </li>
        <li>
          <Trans
            id="privacy.dataWeCollect.technical"
            message="<0>Technical data:</0> basic information your browser sends, such as your IP address and browser type, used to keep the service secure and working."
            components={{ 0: strong }}
          />
        </li>
        <li>
          <Trans
            id="privacy.dataWeCollect.calls"
            message="<0>Calls:</0> recordings of calls with our team, as described in our <1>Booking Terms</1>."
            components={{ 0: strong, 1: <Link to={paths.bookingTerms.getHref()} /> }}
          />
        </li>
      </ul>

      <h2 id="how-we-use-it">{heading(3)}</h2>
      <ul>
        {USES.map((use) => (
          <li key={use.id}>{say(use)}</li>
        ))}
      </ul>
      <p>{say(PRIVACY.useHealth)}</p>

      <h2 id="sharing">{heading(4)}</h2>
      <ul>
        {SHARED_WITH.map((recipient) => (
          <li key={recipient.id}>{say(recipient)}</li>
        ))}
      </ul>
      <p>{say(PRIVACY.shareAbroad)}</p>

      <h2 id="cookies">{heading(5)}</h2>
      <p>{say(PRIVACY.cookiesIntro)}</p>
      <ul>
        <li>{say(PRIVACY.cookiesEssential)}</li>
        <li>
          <Trans
            id="privacy.cookies.consent"
            message="A browser storage item called <0>{key}</0> that remembers whether you accepted or declined our cookie notice, so that we do not ask again."
            values={{ key: COOKIE_CONSENT_KEY }}
            components={{ 0: <code /> }}
          />
        </li>
        <li>{say(PRIVACY.cookiesPayment)}</li>
      </ul>
      <p>{say(PRIVACY.cookiesDelete)}</p>

      <h2 id="security">{heading(6)}</h2>
      <p>{say(PRIVACY.security)}</p>

      <h2 id="your-rights">{heading(7)}</h2>
      <p>{say(PRIVACY.rightsIntro)}</p>
      <ul>
        {RIGHTS.map((right) => (
          <li key={right.id}>{say(right)}</li>
        ))}
      </ul>

      <h2 id="children">{heading(8)}</h2>
      <p>{say(PRIVACY.children, { age: MINIMUM_PATIENT_AGE })}</p>

      <h2 id="changes">{heading(9)}</h2>
      <p>{say(PRIVACY.changes)}</p>

      <h2 id="contact">{heading(10)}</h2>
      <p>
        <Trans
          id="privacy.contact.text"
          message="To use any of your rights or ask about this policy, call us on <0>{phone}</0> and ask for our data protection lead. We reply to requests within one month."
          values={{ phone: SUPPORT_PHONE_DISPLAY }}
          components={{ 0: <a href={`tel:${SUPPORT_PHONE_TEL}`} /> }}
        />
      </p>
    </article>
  );
}
