import { PRACTICE_RELATIONS_PHONE_DISPLAY, PRACTICE_RELATIONS_PHONE_TEL } from '@contexts/site/site.constants';

export function RegisterPage() {
  return (
    <main id="main" className="container narrow page prose">
      <h1>Join our network of emergency dental practices</h1>
      <p>We send patients in pain to partner practices with free appointments, the same day, across England, Scotland and Wales.</p>

      <h2>Why practices join</h2>
      <ul>
        <li>Fill gaps in your diary with patients who need care today.</li>
        <li>Patients arrive booked and with the booking fee paid; treatment is paid to you at fixed, published prices.</li>
        <li>You choose the hours you offer, and change them whenever you like.</li>
        <li>No marketing spend: we bring the patients to you.</li>
      </ul>

      <h2>Talk to our practice relations team</h2>
      <p>
        Call us on <a href={`tel:${PRACTICE_RELATIONS_PHONE_TEL}`}>{PRACTICE_RELATIONS_PHONE_DISPLAY}</a>, Monday to Friday, 8am to 5pm.
      </p>

      <h2>How joining works</h2>
      <ol>
        <li>Call us and tell us about your practice and the hours you could offer.</li>
        <li>We check your GDC registration, CQC registration (in England) and indemnity insurance.</li>
        <li>We agree the treatment fees and the terms of the partnership with you.</li>
        <li>We add your practice and operatives, and set up your first availability together.</li>
        <li>Patients start booking; you see each appointment as soon as it is confirmed.</li>
      </ol>

      <p className="banner">
        We only accept fully qualified, registered practices with professional indemnity insurance.
      </p>
    </main>
  );
}
