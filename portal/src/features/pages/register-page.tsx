import { Trans } from '@lingui/react';
import { PRACTICE_RELATIONS_PHONE_DISPLAY, PRACTICE_RELATIONS_PHONE_TEL, SERVICE_HOURS_TEXT } from '@contexts/site/site.constants';
import { SERVICE_HOURS_TEXT_CY } from '@contexts/search/clinical-safety.cy.constants';
import { BOOKING_FEE_PENCE } from '@contexts/booking/booking-fees.constants';
import { feeForPractices } from '@contexts/booking/rules/payment-wording.rules';
import { feeForPracticesCy } from '@contexts/booking/rules/payment-wording.cy.rules';
import { useSay, useWords } from '../../shared/i18n/app-i18n';
import { SITE_NAME } from '../../shared/portal-constants';
import { useDocumentTitle } from '../../shared/use-document-title';
import { REGISTER } from './register-messages';

/** The benefits after the first two (filling empty chairs, then how the booking fee is secured). */
const MORE_BENEFITS = [REGISTER.fixedFees, REGISTER.description, REGISTER.yourHours, REGISTER.diary, REGISTER.support] as const;

const STEPS = [
  [REGISTER.stepCallTitle, REGISTER.stepCallText],
  [REGISTER.stepDocumentsTitle, REGISTER.stepDocumentsText],
  [REGISTER.stepTermsTitle, REGISTER.stepTermsText],
  [REGISTER.stepDiaryTitle, REGISTER.stepDiaryText],
  [REGISTER.stepStartTitle, REGISTER.stepStartText],
] as const;

/** /register: the page for dental practices and consultants who want to join (not a sign-up form). */
export function RegisterPage() {
  const say = useSay();
  // The service's hours in the page's language (the Welsh is the clinical words' own, from the same numbers).
  const serviceHours = useWords({ 'en-GB': SERVICE_HOURS_TEXT, cy: SERVICE_HOURS_TEXT_CY });
  const feeLine = useWords({ 'en-GB': feeForPractices, cy: feeForPracticesCy });
  useDocumentTitle(say(REGISTER.title));
  return (
    <div className="container narrow page prose">
      <h1>{say(REGISTER.heading)}</h1>
      <p className="lead">{say(REGISTER.lead, { site: SITE_NAME, hours: serviceHours })}</p>

      <h2>{say(REGISTER.whyHeading)}</h2>
      <ul className="ticks">
        <li>{say(REGISTER.fillChairs)}</li>
        {/* Both payment modes, in the fee's own wording (the page is the same whichever mode the site runs in):
            the shared payment rule's sentence, English until that rule has its Welsh. */}
        <li>{feeLine(BOOKING_FEE_PENCE)}</li>
        {MORE_BENEFITS.map((b) => (
          <li key={b.id}>{say(b)}</li>
        ))}
      </ul>

      <section className="card card--highlight" aria-labelledby="call-us-title">
        <h2 id="call-us-title">{say(REGISTER.callUsHeading)}</h2>
        <p>
          <Trans
            id="register.callUs.text"
            message="Call <0>{phone}</0> to talk about joining. We will explain how it works and answer your questions, with no obligation."
            values={{ phone: PRACTICE_RELATIONS_PHONE_DISPLAY }}
            components={{ 0: <a href={`tel:${PRACTICE_RELATIONS_PHONE_TEL}`} /> }}
          />
        </p>
      </section>

      <h2>{say(REGISTER.howHeading)}</h2>
      <ol className="steps">
        {STEPS.map(([title, text]) => (
          <li key={title.id}>
            <strong>{say(title)}.</strong> {say(text)}
          </li>
        ))}
      </ol>

      <h2>{say(REGISTER.whoHeading)}</h2>
      <p>{say(REGISTER.whoText)}</p>
    </div>
  );
}
