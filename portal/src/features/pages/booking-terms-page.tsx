import { Link } from 'react-router';
import { APPOINTMENT_FLEXIBILITY_HOURS, BOOKING_FEE_PENCE, REFUND_BEFORE_INSTRUCTION_PERCENT } from '@contexts/booking/booking.constants';
import { SUPPORT_PHONE_DISPLAY } from '@contexts/site/site.constants';
import { formatPounds } from '../../shared/format';

const fee = formatPounds(BOOKING_FEE_PENCE);
const refund = formatPounds((BOOKING_FEE_PENCE * REFUND_BEFORE_INSTRUCTION_PERCENT) / 100);

export function BookingTermsPage() {
  return (
    <main id="main" className="container narrow page prose">
      <h1>Booking Terms</h1>
      <p>These terms apply when you book an emergency dental appointment through Emergency Dental. Please read them before you pay.</p>

      <h2>1. Definitions</h2>
      <ul>
        <li><strong>“We”, “us”, “Emergency Dental”</strong>: the booking service that introduces you to a partner practice.</li>
        <li><strong>“Practice”</strong>: the independent dental practice, and the self-employed dentist working there, who treats you.</li>
        <li><strong>“Booking fee”</strong>: the {fee} you pay us to find and reserve your appointment.</li>
        <li><strong>“Treatment fee”</strong>: what you pay the practice for any treatment you receive.</li>
      </ul>

      <h2>2. What we do, and what the practice does</h2>
      <p>
        We are an introducer. We find a practice with a free appointment, reserve it for you and take the booking fee. The
        dentist is responsible for your clinical care, the advice you are given and the treatment you agree to. Further
        payment for treatment is made directly to the practice.
      </p>

      <h2>3. Indemnity</h2>
      <p>
        Every partner practice is fully qualified, registered with the General Dental Council and holds professional
        indemnity insurance. Any claim about your treatment is made to the practice and its insurer. Nothing in these terms
        limits liability that cannot be limited by law.
      </p>

      <h2>4. Cancellation and refunds</h2>
      <p>
        If you cancel before we have instructed the practice (that is, before we confirm your appointment with them), we
        refund {REFUND_BEFORE_INSTRUCTION_PERCENT}% of the booking fee ({refund}). Once the practice has been instructed,
        the booking fee is non-refundable, because the practice has set the time aside for you. If we or the practice
        cannot honour your booking, we refund the booking fee in full.
      </p>

      <h2>5. Your consent</h2>
      <p>
        By booking you confirm that you are at least 16 years old, that the details you give are accurate, and that you
        agree to us sharing them with the practice so that it can treat you.
      </p>

      <h2>6. Appointment time</h2>
      <p>
        Emergency clinics are busy. Your appointment may be moved by up to {APPOINTMENT_FLEXIBILITY_HOURS} hours on the
        same day; we or the practice will tell you by phone if that happens.
      </p>

      <h2>7. Complaints</h2>
      <p>
        Tell us about any problem by phone on {SUPPORT_PHONE_DISPLAY}. We acknowledge complaints within 72 hours, Monday to
        Friday, and our operations team works Monday to Friday, 8am to 5pm. Complaints about clinical care are handled by
        the practice under its own procedure.
      </p>

      <h2>8. Data protection</h2>
      <p>
        We handle your personal data under UK GDPR, as our <Link to="/privacy-policy">Privacy Policy</Link> explains.
      </p>

      <h2>9. Call recording</h2>
      <p>Calls to and from us may be recorded for training, quality and to resolve disputes.</p>

      <h2>10. Governing law</h2>
      <p>These terms are governed by the law of England and Wales, and its courts have jurisdiction.</p>
    </main>
  );
}
