import { Link } from 'react-router';
import {
  APPOINTMENT_FLEXIBILITY_HOURS,
  BOOKING_FEE_PENCE,
  BOOKING_TERMS_DATE,
  BOOKING_TERMS_VERSION,
  CHECKOUT_CONSENT_TEXTS,
  REFUND_BEFORE_INSTRUCTION_PERCENT,
  refundBeforeInstructionPence,
} from '@contexts/booking/booking.constants';
import { SERVICE_HOURS_TEXT, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@contexts/site/site.constants';
import { formatPounds } from '../../shared/format';
import { paths } from '../../shared/paths';
import {
  COMPLAINT_ACKNOWLEDGE_HOURS,
  MANAGE_LINK_LABEL,
  MINIMUM_PATIENT_AGE,
  OPERATIONS_HOURS_TEXT,
  SITE_NAME,
} from '../../shared/portal-constants';
import { useDocumentTitle } from '../../shared/use-document-title';
import { Contents } from './contents';

const SECTIONS = [
  ['definitions', 'Definitions'],
  ['our-role', 'Our role'],
  ['booking-and-payment', 'Booking and payment'],
  ['cancellation-and-refunds', 'Cancellation and refunds'],
  ['appointment-times', 'Appointment times'],
  ['your-consents', 'Your consents'],
  ['indemnity', 'Indemnity and liability'],
  ['complaints', 'Complaints'],
  ['data-protection', 'Data protection'],
  ['call-recording', 'Call recording'],
  ['operations-hours', 'Our office hours'],
  ['governing-law', 'Governing law'],
] as const;

/**
 * /booking-terms: the terms a patient accepts when booking. Its version is BOOKING_TERMS_VERSION,
 * the one the payment step asks the patient to accept and the api stores with the appointment.
 */
export function BookingTermsPage() {
  useDocumentTitle('Booking Terms');
  const fee = formatPounds(BOOKING_FEE_PENCE);
  // The cancellation rule's own figure (booking.rules.ts refundOnCancellation uses it too); the rest is kept.
  const refundPence = refundBeforeInstructionPence(BOOKING_FEE_PENCE);
  const refund = formatPounds(refundPence);
  const kept = formatPounds(BOOKING_FEE_PENCE - refundPence);
  return (
    <article className="container narrow page prose">
      <h1>Booking Terms</h1>
      <p className="terms-version">
        Version {BOOKING_TERMS_VERSION}, in force from {BOOKING_TERMS_DATE}.
      </p>
      <p className="lead">
        These terms apply when you book an emergency dental appointment through {SITE_NAME}. Please read them before you
        pay. When you book, you tick a box to confirm that you have read and accept them (“{CHECKOUT_CONSENT_TEXTS.acceptTermsLabel}”),
        and we record this version of the terms and the time with your booking.
      </p>
      <Contents sections={SECTIONS} />

      <h2 id="definitions">1. Definitions</h2>
      <dl>
        <dt>“We”, “us”, “our”</dt>
        <dd>{SITE_NAME}, the introduction service that runs this website.</dd>
        <dt>“You”, “the patient”</dt>
        <dd>The person who books an appointment, and the person who will attend it if they are not the same.</dd>
        <dt>“Practice”</dt>
        <dd>The independent dental practice that provides your appointment.</dd>
        <dt>“Dentist”</dt>
        <dd>The self-employed, GDC-registered dental professional who sees and treats you at the practice.</dd>
        <dt>“Booking fee”</dt>
        <dd>The {fee} fee you pay us online to arrange your appointment.</dd>
        <dt>“Treatment fee”</dt>
        <dd>The fixed fee for any treatment you receive, paid to the practice, not to us.</dd>
        <dt>“Instructed”</dt>
        <dd>The moment we pass your booking to the practice and it accepts the appointment.</dd>
      </dl>

      <h2 id="our-role">2. Our role</h2>
      <p>
        We are an introducer. We find a partner practice with a free emergency appointment near you and book it on your
        behalf. We do not provide dental care. Your clinical care, including diagnosis, advice and treatment, is the
        responsibility of the dentist and the practice that treats you.
      </p>

      <h2 id="booking-and-payment">3. Booking and payment</h2>
      <ul>
        <li>
          The booking fee is {fee} and covers arranging your appointment. You pay it by card when you book: the card is
          either charged at once, or the amount is held on your card and taken when we instruct the practice.
        </li>
        <li>
          Any treatment is charged separately at the practice's fixed fees, shown on our website before you book, and
          is paid directly to the practice. Further payment for treatment is made to the practice.
        </li>
        <li>Your booking is confirmed once your payment has been accepted and you have received our confirmation.</li>
        <li>Please give accurate details. We cannot be responsible for a missed appointment caused by wrong details.</li>
      </ul>

      <h2 id="cancellation-and-refunds">4. Cancellation and refunds</h2>
      <ul>
        <li>
          If you cancel before we have instructed a practice, you get {REFUND_BEFORE_INSTRUCTION_PERCENT}% of the
          booking fee back ({refund}). We keep the rest ({kept}), which covers the cost of arranging your booking. How
          it comes back depends on whether the fee was taken yet:
          <ul>
            <li>
              If the fee is still only held on your card, we take {kept} of the {fee} held and release the rest. The{' '}
              {refund} is never taken from your account; your bank may take a few days to show it as available again.
            </li>
            <li>If the fee was already taken, we refund {refund} to the card you paid with.</li>
          </ul>
        </li>
        <li>Once a practice has been instructed, the booking fee is non-refundable: a fee still held is then taken in full.</li>
        <li>
          If the practice cancels your appointment, you get the whole booking fee back: a fee still held is released in
          full and nothing is taken, a fee already taken is refunded in full.
        </li>
        <li>
          A hold on a card lasts about 7 days. If it lapses before the fee is taken, nothing is taken, and your
          booking's page says so.
        </li>
        <li>
          You can cancel online: open the “{MANAGE_LINK_LABEL}” link in your confirmation e-mail. The page shows what
          happens to your booking fee under this rule before you confirm, and still shows your booking and its fee
          after you cancel.
        </li>
        <li>
          You can move your appointment online on the same page, to another free time at the same practice within
          the next 14 days. Moving is free: it is not a cancellation, and the booking fee you paid stays with the
          new time, under the same refund rule. An appointment that has already started cannot be changed online.
        </li>
        <li>
          You can also cancel or move your appointment by calling us on{' '}
          <a href={`tel:${SUPPORT_PHONE_TEL}`}>{SUPPORT_PHONE_DISPLAY}</a>. The same rule applies however you cancel.
          Refunds, and releases of a held fee, are made to the card you paid with.
        </li>
      </ul>

      <h2 id="appointment-times">5. Appointment times</h2>
      <p>
        Emergency dentistry is unpredictable: a dentist may need to see a patient in more urgent need first. Your
        appointment time may therefore move by up to {APPOINTMENT_FLEXIBILITY_HOURS} hours either side of the time you
        booked. The practice or we will tell you as soon as possible if your time changes. A change within this window
        is not a cancellation and does not give a right to a refund.
      </p>

      <h2 id="your-consents">6. Your consents</h2>
      <p>
        When you book, you confirm and agree that (the booking form asks you to tick “{CHECKOUT_CONSENT_TEXTS.acceptTermsLabel}” and
        “{CHECKOUT_CONSENT_TEXTS.over16Label}”):
      </p>
      <ul>
        <li>
          you are at least {MINIMUM_PATIENT_AGE} years old (a patient under {MINIMUM_PATIENT_AGE} must be booked by a
          parent or guardian, who confirms that they are {MINIMUM_PATIENT_AGE} or over and attends with them);
        </li>
        <li>we may share your name, phone number, postcode, e-mail address and description of your problem with the
          practice so that it can prepare for and provide your appointment;</li>
        <li>we and the practice may contact you by phone, text message or e-mail about your appointment;</li>
        <li>
          treatment is a matter between you and the dentist, who will explain your options and ask for your consent
          before treating you.
        </li>
      </ul>

      <h2 id="indemnity">7. Indemnity and liability</h2>
      <p>
        Every partner practice must hold professional indemnity insurance that covers the care it provides. Any claim
        about your clinical care should be made to the practice and the dentist who treated you. We are responsible
        for arranging your booking with reasonable care and skill. Our liability to you for the booking service is
        limited to the booking fee you paid. Nothing in these terms limits liability for death or personal injury
        caused by negligence, for fraud, or any other liability that cannot be limited by law, and these terms do not
        affect your statutory rights as a consumer.
      </p>

      <h2 id="complaints">8. Complaints</h2>
      <p>
        If you are unhappy with our service, call us on <a href={`tel:${SUPPORT_PHONE_TEL}`}>{SUPPORT_PHONE_DISPLAY}</a>{' '}
        and tell us what went wrong. We acknowledge every complaint within {COMPLAINT_ACKNOWLEDGE_HOURS} hours, Monday
        to Friday, and aim to resolve it as quickly as we can. Complaints about clinical care are handled by the
        practice under its own complaints procedure; we will help you reach the right person. If you remain unhappy
        with a practice's answer, you may contact the Dental Complaints Service or the General Dental Council.
      </p>

      <h2 id="data-protection">9. Data protection</h2>
      <p>
        We process your personal data in line with UK data protection law. Our{' '}
        <Link to={paths.privacyPolicy.getHref()}>Privacy Policy</Link> explains what we collect, why, who we share it
        with and your rights.
      </p>

      <h2 id="call-recording">10. Call recording</h2>
      <p>
        Calls to and from our team may be recorded for training, quality and to keep an accurate record of what was
        agreed. Recordings are stored securely and kept only as long as necessary.
      </p>

      <h2 id="operations-hours">11. Our office hours</h2>
      <p>
        Online booking and the emergency service run {SERVICE_HOURS_TEXT}. Our office handles cancellations, refunds
        and complaints {OPERATIONS_HOURS_TEXT}, excluding bank holidays. Requests received outside these hours are
        dealt with on the next working day.
      </p>

      <h2 id="governing-law">12. Governing law</h2>
      <p>
        These terms are governed by the law of England and Wales, and disputes about them are subject to the
        jurisdiction of the courts of England and Wales.
      </p>
    </article>
  );
}
