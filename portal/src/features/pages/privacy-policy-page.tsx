import { SUPPORT_PHONE_DISPLAY } from '@contexts/site/site.constants';

export function PrivacyPolicyPage() {
  return (
    <main id="main" className="container narrow page prose">
      <h1>Privacy Policy</h1>
      <p>Last updated: April 24, 2025</p>

      <h2>Data we collect</h2>
      <p>
        When you check availability or book, we collect your name, phone number, postcode, a short description of your
        dental problem and, when you pay, your e-mail address. Card details are handled by our payment provider and never
        stored by us. If you create an account, we keep your e-mail address and a secure hash of your password.
      </p>

      <h2>How we use it</h2>
      <p>
        To find the nearest practice with a free appointment, to reserve and confirm it, to take the booking fee, to send
        your confirmation and to contact you about your appointment. We use postcode districts, never names or phone
        numbers, to understand where demand is.
      </p>

      <h2>Who we share it with</h2>
      <p>
        The practice that treats you receives your details so that it can care for you. Our payment provider processes
        your payment, and our e-mail provider delivers your messages. We never sell your data.
      </p>

      <h2>Cookies</h2>
      <p>
        We use cookies that the site needs to work (signing in, security and the site password while it is under
        development) and, if you accept, cookies that help us improve the service. You can decline them in the cookie
        notice.
      </p>

      <h2>Security</h2>
      <p>
        Data is encrypted in transit, access is limited to staff who need it, passwords are stored only as strong hashes,
        and we keep booking records only as long as the law and our duties require, then anonymise them.
      </p>

      <h2>Your rights under UK GDPR</h2>
      <p>
        You can ask for a copy of your data, ask us to correct or erase it, object to or restrict its use, and complain to
        the Information Commissioner’s Office (ico.org.uk).
      </p>

      <h2>Children</h2>
      <p>Our service is not for children under 16, and we do not knowingly collect their data.</p>

      <h2>Changes to this policy</h2>
      <p>We will post any change on this page with a new date.</p>

      <h2>Contact</h2>
      <p>For any privacy question or request, call us on {SUPPORT_PHONE_DISPLAY}.</p>
    </main>
  );
}
