import { Fragment } from 'react';
import { Trans } from '@lingui/react';
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
import { BOOKING_TERMS_DATE_CY, CHECKOUT_CONSENT_TEXTS_CY } from '@contexts/booking/booking.cy.constants';
import { SERVICE_HOURS_TEXT, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@contexts/site/site.constants';
import { SERVICE_HOURS_TEXT_CY } from '@contexts/search/clinical-safety.cy.constants';
import { formatPounds } from '../../shared/format';
import { useSay, useWords } from '../../shared/i18n/app-i18n';
import { paths } from '../../shared/paths';
import {
  COMPLAINT_ACKNOWLEDGE_HOURS,
  MANAGE_LINK_WORDS,
  MINIMUM_PATIENT_AGE,
  OPERATIONS_HOURS_WORDS,
  SITE_NAME,
} from '../../shared/portal-constants';
import { useDocumentTitle } from '../../shared/use-document-title';
import { Contents } from './contents';
import { TERMS } from './booking-terms-messages';

const SECTIONS = [
  ['definitions', TERMS.definitionsTitle],
  ['our-role', TERMS.ourRoleTitle],
  ['booking-and-payment', TERMS.bookingAndPaymentTitle],
  ['cancellation-and-refunds', TERMS.cancellationTitle],
  ['appointment-times', TERMS.appointmentTimesTitle],
  ['your-consents', TERMS.consentsTitle],
  ['indemnity', TERMS.indemnityTitle],
  ['complaints', TERMS.complaintsTitle],
  ['data-protection', TERMS.dataProtectionTitle],
  ['call-recording', TERMS.callRecordingTitle],
  ['operations-hours', TERMS.officeHoursTitle],
  ['governing-law', TERMS.governingLawTitle],
] as const;

const DEFINITIONS = [
  [TERMS.weTerm, TERMS.weMeaning],
  [TERMS.youTerm, TERMS.youMeaning],
  [TERMS.practiceTerm, TERMS.practiceMeaning],
  [TERMS.dentistTerm, TERMS.dentistMeaning],
  [TERMS.bookingFeeTerm, TERMS.bookingFeeMeaning],
  [TERMS.treatmentFeeTerm, TERMS.treatmentFeeMeaning],
  [TERMS.instructedTerm, TERMS.instructedMeaning],
] as const;

/**
 * /booking-terms: the terms a patient accepts when booking. Its version is BOOKING_TERMS_VERSION,
 * the one the payment step asks the patient to accept and the api stores with the appointment.
 * Each paragraph and list item is one message; the Welsh is a draft awaiting a Welsh legal translator's review.
 */
export function BookingTermsPage() {
  const say = useSay();
  // The service's hours in the page's language (the Welsh is the clinical words' own, from the same numbers).
  const serviceHours = useWords({ 'en-GB': SERVICE_HOURS_TEXT, cy: SERVICE_HOURS_TEXT_CY });
  // The date, the payment step's checkbox labels quoted, the e-mail's button named and the office's
  // hours, in the page's language: each the same words the patient meets there.
  const termsDate = useWords({ 'en-GB': BOOKING_TERMS_DATE, cy: BOOKING_TERMS_DATE_CY });
  const consent = useWords<Pick<typeof CHECKOUT_CONSENT_TEXTS, 'acceptTermsLabel' | 'over16Label'>>({
    'en-GB': CHECKOUT_CONSENT_TEXTS,
    cy: CHECKOUT_CONSENT_TEXTS_CY,
  });
  const manageLink = useWords(MANAGE_LINK_WORDS);
  const officeHours = useWords(OPERATIONS_HOURS_WORDS);
  useDocumentTitle(say(TERMS.title));
  const fee = formatPounds(BOOKING_FEE_PENCE);
  // The cancellation rule's own figure (booking.rules.ts refundOnCancellation uses it too); the rest is kept.
  const refundPence = refundBeforeInstructionPence(BOOKING_FEE_PENCE);
  const refund = formatPounds(refundPence);
  const kept = formatPounds(BOOKING_FEE_PENCE - refundPence);
  // "1. Definitions": the number is the section's place, the title its message.
  const heading = (n: number) => `${n}. ${say(SECTIONS[n - 1][1])}`;
  const phoneLink = <a href={`tel:${SUPPORT_PHONE_TEL}`} />;
  return (
    <article className="container narrow page prose">
      <h1>{say(TERMS.title)}</h1>
      <p className="terms-version">{say(TERMS.version, { version: BOOKING_TERMS_VERSION, date: termsDate })}</p>
      <p className="lead">{say(TERMS.lead, { site: SITE_NAME, acceptLabel: consent.acceptTermsLabel })}</p>
      <Contents sections={SECTIONS.map(([id, title]) => [id, say(title)] as const)} />

      <h2 id="definitions">{heading(1)}</h2>
      <dl>
        {DEFINITIONS.map(([term, meaning]) => (
          <Fragment key={term.id}>
            <dt>{say(term)}</dt>
            <dd>{say(meaning, { site: SITE_NAME, fee })}</dd>
          </Fragment>
        ))}
      </dl>

      <h2 id="our-role">{heading(2)}</h2>
      <p>{say(TERMS.ourRole)}</p>

      <h2 id="booking-and-payment">{heading(3)}</h2>
      <ul>
        <li>{say(TERMS.paymentFee, { fee })}</li>
        <li>{say(TERMS.paymentTreatment)}</li>
        <li>{say(TERMS.paymentConfirmed)}</li>
        <li>{say(TERMS.paymentDetails)}</li>
      </ul>

      <h2 id="cancellation-and-refunds">{heading(4)}</h2>
      <ul>
        <li>
          {say(TERMS.cancelBeforeInstruction, { percent: REFUND_BEFORE_INSTRUCTION_PERCENT, refund, kept })}
          <ul>
            <li>{say(TERMS.cancelHeld, { kept, fee, refund })}</li>
            <li>{say(TERMS.cancelTaken, { refund })}</li>
          </ul>
        </li>
        <li>{say(TERMS.cancelAfterInstruction)}</li>
        <li>{say(TERMS.cancelByPractice)}</li>
        <li>{say(TERMS.cancelHoldLapses)}</li>
        <li>{say(TERMS.cancelOnline, { manageLink })}</li>
        <li>{say(TERMS.cancelMove)}</li>
        <li>
          <Trans
            id="terms.cancellation.byPhone"
            message="You can also cancel or move your appointment by calling us on <0>{phone}</0>. The same rule applies however you cancel. Refunds, and releases of a held fee, are made to the card you paid with."
            values={{ phone: SUPPORT_PHONE_DISPLAY }}
            components={{ 0: phoneLink }}
          />
        </li>
      </ul>

      <h2 id="appointment-times">{heading(5)}</h2>
      <p>{say(TERMS.appointmentTimes, { hours: APPOINTMENT_FLEXIBILITY_HOURS })}</p>

      <h2 id="your-consents">{heading(6)}</h2>
      <p>
        {say(TERMS.consentsIntro, {
          acceptLabel: consent.acceptTermsLabel,
          over16Label: consent.over16Label,
        })}
      </p>
      <ul>
        <li>{say(TERMS.consentAge, { age: MINIMUM_PATIENT_AGE })}</li>
        <li>{say(TERMS.consentShare)}</li>
        <li>{say(TERMS.consentContact)}</li>
        <li>{say(TERMS.consentTreatment)}</li>
      </ul>

      <h2 id="indemnity">{heading(7)}</h2>
      <p>{say(TERMS.indemnity)}</p>

      <h2 id="complaints">{heading(8)}</h2>
      <p>
        <Trans
          id="terms.complaints.text"
          message="If you are unhappy with our service, call us on <0>{phone}</0> and tell us what went wrong. We acknowledge every complaint within {hours, plural, one {# hour} other {# hours}}, Monday to Friday, and aim to resolve it as quickly as we can. Complaints about clinical care are handled by the practice under its own complaints procedure; we will help you reach the right person. If you remain unhappy with a practice's answer, you may contact the Dental Complaints Service or the General Dental Council."
          values={{ phone: SUPPORT_PHONE_DISPLAY, hours: COMPLAINT_ACKNOWLEDGE_HOURS }}
          components={{ 0: phoneLink }}
        />
      </p>

      <h2 id="data-protection">{heading(9)}</h2>
      <p>
        <Trans
          id="terms.dataProtection.text"
          message="We process your personal data in line with UK data protection law. Our <0>Privacy Policy</0> explains what we collect, why, who we share it with and your rights."
          components={{ 0: <Link to={paths.privacyPolicy.getHref()} /> }}
        />
      </p>

      <h2 id="call-recording">{heading(10)}</h2>
      <p>{say(TERMS.callRecording)}</p>

      <h2 id="operations-hours">{heading(11)}</h2>
      <p>{say(TERMS.officeHours, { serviceHours, officeHours })}</p>

      <h2 id="governing-law">{heading(12)}</h2>
      <p>{say(TERMS.governingLaw)}</p>
    </article>
  );
}
