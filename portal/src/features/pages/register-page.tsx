import { PRACTICE_RELATIONS_PHONE_DISPLAY, PRACTICE_RELATIONS_PHONE_TEL, SERVICE_HOURS_TEXT } from '@contexts/site/site.constants';
import { BOOKING_FEE_PENCE } from '@contexts/booking/booking-fees.constants';
import { feeForPractices } from '@contexts/booking/rules/payment-wording.rules';
import { SITE_NAME } from '../../shared/portal-constants';
import { useDocumentTitle } from '../../shared/use-document-title';

const BENEFITS = [
  'Fill empty chairs: we send you patients for the gaps in your diary, including evenings and weekends.',
  // Both payment modes, in the fee's own wording (the page is the same whichever mode the site runs in).
  feeForPractices(BOOKING_FEE_PENCE),
  'Fixed, published treatment fees, paid to you on the day, so there are no awkward conversations about price.',
  "You see each patient's description of their problem before they arrive, so you can prepare.",
  'You decide which days and hours you offer: we only book the slots you publish.',
  'A simple online diary for your free slots, and booking confirmations by e-mail.',
  'Support from our practice relations team by phone, Monday to Friday.',
] as const;

const STEPS = [
  ['Call us', 'Tell our practice relations team about your practice, your dentists and the hours you can offer.'],
  ['Send your documents', 'We check GDC registration for every dentist, your regulator registration and your professional indemnity insurance.'],
  ['Agree terms', 'We agree the treatment fees, the hours you will take emergency patients and how we will contact you.'],
  ['Set up your diary', 'We add your practice and help you publish the appointment slots you want to offer.'],
  ['Start seeing patients', 'Patients near you can now book your free slots, and you receive each booking straight away.'],
] as const;

/** /register: the page for dental practices and consultants who want to join (not a sign-up form). */
export function RegisterPage() {
  useDocumentTitle('Join our network of practices');
  return (
    <div className="container narrow page prose">
      <h1>Join our network of dental practices</h1>
      <p className="lead">
        {SITE_NAME} connects people in dental pain with local practices that have time free today. Patients book
        online {SERVICE_HOURS_TEXT} and arrive knowing the price. If you are a practice owner or a consultant with
        capacity for emergency appointments, we would like to hear from you.
      </p>

      <h2>Why practices work with us</h2>
      <ul className="ticks">
        {BENEFITS.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>

      <section className="card card--highlight" aria-labelledby="call-us-title">
        <h2 id="call-us-title">Call our practice relations team</h2>
        <p>
          Call <a href={`tel:${PRACTICE_RELATIONS_PHONE_TEL}`}>{PRACTICE_RELATIONS_PHONE_DISPLAY}</a> to talk about
          joining. We will explain how it works and answer your questions, with no obligation.
        </p>
      </section>

      <h2>How joining works</h2>
      <ol className="steps">
        {STEPS.map(([title, text]) => (
          <li key={title}>
            <strong>{title}.</strong> {text}
          </li>
        ))}
      </ol>

      <h2>Who can join</h2>
      <p>
        We only accept fully qualified, registered practices with professional indemnity insurance. Every dentist who
        sees our patients must be registered with the General Dental Council, and the practice must be registered with
        the relevant regulator for its country.
      </p>
    </div>
  );
}
