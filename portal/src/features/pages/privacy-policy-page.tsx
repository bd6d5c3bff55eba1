import { Link } from 'react-router';
import { COOKIE_CONSENT_KEY, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@contexts/site/site.constants';
import { paths } from '../../shared/paths';
import { MINIMUM_PATIENT_AGE, PRIVACY_POLICY_LAST_UPDATED, SITE_NAME } from '../../shared/portal-constants';
import { useDocumentTitle } from '../../shared/use-document-title';
import { Contents } from './contents';

const SECTIONS = [
  ['who-we-are', 'Who we are'],
  ['data-we-collect', 'The data we collect'],
  ['how-we-use-it', 'How we use your data'],
  ['sharing', 'Who we share it with'],
  ['cookies', 'Cookies and local storage'],
  ['security', 'Security and retention'],
  ['your-rights', 'Your rights'],
  ['children', 'Children'],
  ['changes', 'Changes to this policy'],
  ['contact', 'Contact us'],
] as const;

/** /privacy-policy. */
export function PrivacyPolicyPage() {
  useDocumentTitle('Privacy Policy');
  return (
    <article className="container narrow page prose">
      <h1>Privacy Policy</h1>
      <p className="meta">Last updated: {PRIVACY_POLICY_LAST_UPDATED}</p>
      <p className="lead">
        This policy explains what personal data {SITE_NAME} collects when you use this website and book an emergency
        dental appointment, why we need it, who we share it with and the choices you have.
      </p>
      <Contents sections={SECTIONS} />

      <h2 id="who-we-are">1. Who we are</h2>
      <p>
        {SITE_NAME} is an introduction service that books emergency appointments with independent partner dental
        practices in England, Scotland and Wales. For the data described here we are the data controller. When a
        practice treats you, it is also a controller of your clinical records.
      </p>

      <h2 id="data-we-collect">2. The data we collect</h2>
      <ul>
        <li>
          <strong>Booking details:</strong> your name, phone number, postcode, e-mail address and the description of
          your dental problem that you give us.
        </li>
        <li>
          <strong>Appointment details:</strong> the practice, date and time you book, and the status of your booking.
        </li>
        <li>
          <strong>Payment details:</strong> the outcome of your card payment. Card numbers are entered into and held
          by our payment provider; we never see or store your full card details.
        </li>
        <li>
          <strong>Account details:</strong> if you sign in, your e-mail address, name and a securely hashed password.
        </li>
        <li>
          <strong>Technical data:</strong> basic information your browser sends, such as your IP address and browser
          type, used to keep the service secure and working.
        </li>
        <li>
          <strong>Calls:</strong> recordings of calls with our team, as described in our{' '}
          <Link to={paths.bookingTerms.getHref()}>Booking Terms</Link>.
        </li>
      </ul>

      <h2 id="how-we-use-it">3. How we use your data</h2>
      <ul>
        <li>To find practices near your postcode and book the appointment you ask for (to perform our contract with you).</li>
        <li>To take the booking fee and handle refunds (contract and legal obligations).</li>
        <li>To send your confirmation and contact you about your appointment (contract).</li>
        <li>To answer questions and complaints, and to improve our service (our legitimate interests).</li>
        <li>To prevent fraud and misuse and to keep records the law requires (legal obligations and legitimate interests).</li>
      </ul>
      <p>
        The description of your dental problem is health information. We use it only to arrange your care and share it
        only with the practice that will treat you. We do not sell your data and we do not use it for advertising.
      </p>

      <h2 id="sharing">4. Who we share it with</h2>
      <ul>
        <li>The partner practice you are booked with, so that it can provide your appointment.</li>
        <li>Our payment provider, to process your booking fee securely.</li>
        <li>Service providers that host our systems, send our e-mails and look up postcode locations for us, under contracts that protect your data.</li>
        <li>Regulators, the police or courts, where the law requires it.</li>
      </ul>
      <p>
        Where a provider processes data outside the UK, we make sure appropriate safeguards are in place, such as the
        UK International Data Transfer Agreement.
      </p>

      <h2 id="cookies">5. Cookies and local storage</h2>
      <p>We use a small number of cookies and browser storage items:</p>
      <ul>
        <li>Essential cookies that keep you signed in, protect forms against forgery and remember that you have passed the site password while the site is under development.</li>
        <li>
          A browser storage item called <code>{COOKIE_CONSENT_KEY}</code> that remembers whether you accepted or
          declined our cookie notice, so that we do not ask again.
        </li>
        <li>Our payment provider sets its own cookies on the payment step to prevent fraud.</li>
      </ul>
      <p>You can delete cookies and stored items at any time in your browser settings.</p>

      <h2 id="security">6. Security and retention</h2>
      <p>
        Your data is sent over encrypted connections and stored on secured systems with access limited to staff who
        need it. Passwords are stored only as strong one-way hashes. We keep booking and payment records for as long
        as we need them for your appointment, for complaints, and to meet our legal and accounting obligations,
        normally up to six years, and then delete them.
      </p>

      <h2 id="your-rights">7. Your rights</h2>
      <p>Under the UK GDPR you have the right to:</p>
      <ul>
        <li>ask for a copy of the personal data we hold about you;</li>
        <li>ask us to correct data that is wrong or incomplete;</li>
        <li>ask us to delete your data, where we no longer need to keep it;</li>
        <li>ask us to restrict or to stop processing your data in some circumstances;</li>
        <li>object to processing based on our legitimate interests;</li>
        <li>receive data you gave us in a portable format;</li>
        <li>
          complain to the Information Commissioner's Office (ICO) at ico.org.uk if you are unhappy with how we handle
          your data, although we would like the chance to put things right first.
        </li>
      </ul>

      <h2 id="children">8. Children</h2>
      <p>
        Our service is not intended for children under {MINIMUM_PATIENT_AGE}, and we do not knowingly collect their
        data directly from them. An appointment for a child must be booked by a parent or guardian.
      </p>

      <h2 id="changes">9. Changes to this policy</h2>
      <p>
        We may update this policy when our service or the law changes. The date at the top shows when it last changed.
        If a change significantly affects how we use your data, we will tell you before it applies.
      </p>

      <h2 id="contact">10. Contact us</h2>
      <p>
        To use any of your rights or ask about this policy, call us on{' '}
        <a href={`tel:${SUPPORT_PHONE_TEL}`}>{SUPPORT_PHONE_DISPLAY}</a> and ask for our data protection lead. We reply
        to requests within one month.
      </p>
    </article>
  );
}
