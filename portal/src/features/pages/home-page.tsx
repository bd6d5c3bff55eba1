import { Link } from 'react-router';
import { BOOKING_FEE_PENCE, TREATMENT_FEES } from '@contexts/booking/booking.constants';
import { PEOPLE_HELPED_TEXT, SERVICE_HOURS_TEXT, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@contexts/site/site.constants';
import { formatPounds } from '../../shared/format';
import { AvailabilityForm } from '../booking/availability-form';

const CONDITIONS = [
  {
    title: 'Toothache',
    text: 'Severe or throbbing pain that stops you eating or sleeping is a sign something needs attention today. We find you a dentist who can diagnose the cause and relieve the pain.',
  },
  {
    title: 'Dental Abscess & Trauma',
    text: 'Swelling, a bad taste, or a knocked, cracked or broken tooth after an accident. Early treatment stops an infection spreading and gives a damaged tooth its best chance.',
  },
  {
    title: 'Root Canal Treatments',
    text: 'When the nerve inside a tooth is inflamed or infected, a dentist can start root canal treatment to remove the cause of the pain and save the tooth.',
  },
  {
    title: 'Extraction',
    text: 'If a tooth cannot be saved, a dentist can remove it safely the same day and give you clear aftercare advice so you heal well.',
  },
];

const TESTIMONIALS = [
  { quote: 'I woke up with a swollen jaw on a Sunday. I had an appointment by lunchtime and the dentist was brilliant.', who: 'Sarah, Manchester' },
  { quote: 'Clear prices before I booked and no waiting on the phone. The whole thing took two minutes.', who: 'David, Birmingham' },
  { quote: 'Cracked a tooth on holiday in Edinburgh. They found me a dentist nearby the same afternoon.', who: 'Priya, London' },
];

const REGULATORS = [
  { name: 'GDC', full: 'General Dental Council', text: 'Every dentist we introduce you to is registered with the GDC.' },
  { name: 'CQC', full: 'Care Quality Commission', text: 'Our partner practices in England are registered with the CQC.' },
  { name: 'ICO', full: "Information Commissioner's Office", text: 'We are registered with the ICO and handle your data under UK GDPR.' },
];

function Stars() {
  return (
    <p className="stars">
      <span aria-hidden="true">★★★★★</span>
      <span className="visually-hidden">5 out of 5 stars</span>
    </p>
  );
}

export function HomePage() {
  const fee = formatPounds(BOOKING_FEE_PENCE);
  return (
    <main id="main">
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__grid">
          <div className="hero__copy">
            <h1 id="hero-title">Emergency dentist appointments today</h1>
            <p className="hero__lead">
              In pain? Enter your postcode and book a same-day appointment at the nearest partner practice in England,
              Scotland or Wales. A {fee} booking fee plus a fixed treatment cost, no surprises.
            </p>
            <ul className="hero__points">
              <li>Open {SERVICE_HOURS_TEXT}</li>
              <li>Fixed, published treatment fees</li>
              <li>Trusted by {PEOPLE_HELPED_TEXT} people</li>
            </ul>
            <p>
              Prefer to talk? Call <a href={`tel:${SUPPORT_PHONE_TEL}`}>{SUPPORT_PHONE_DISPLAY}</a>.
            </p>
          </div>
          <AvailabilityForm heading="Instant Availability Checker" />
        </div>
      </section>

      <section className="section" aria-labelledby="conditions-title">
        <div className="container">
          <h2 id="conditions-title">Emergencies we can help with</h2>
          <ul className="cards">
            {CONDITIONS.map((c) => (
              <li key={c.title} className="card">
                <h3>{c.title}</h3>
                <p>{c.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="lead-dentist-title">
        <div className="container narrow">
          <h2 id="lead-dentist-title">About our lead dentist</h2>
          <p>
            Our clinical lead is a GDC-registered dentist with more than fifteen years of NHS and private practice,
            much of it in urgent care. They set the standards our partner practices work to, review every new
            practice before it joins, and make sure the advice you get is safe, honest and clear.
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="fixed-fee-title">
        <div className="container narrow">
          <h2 id="fixed-fee-title">Same day, fixed fee</h2>
          <ul className="ticks">
            <li>Book and pay the {fee} booking fee online in about a minute.</li>
            <li>See the treatment fee before you go: no hidden extras at the practice.</li>
            <li>Further payment for treatment is made directly to the practice on the day.</li>
          </ul>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="testimonials-title">
        <div className="container">
          <h2 id="testimonials-title">What patients say</h2>
          <ul className="cards">
            {TESTIMONIALS.map((t) => (
              <li key={t.who} className="card">
                <Stars />
                <blockquote>
                  <p>“{t.quote}”</p>
                </blockquote>
                <p className="card__who">{t.who}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="fees-title">
        <div className="container">
          <h2 id="fees-title">Treatment fees</h2>
          <p>
            The booking fee is {fee}. Treatment is paid to the practice at a fixed price per item:
          </p>
          <div className="cards cards--two">
            {TREATMENT_FEES.map((tier) => (
              <div key={tier.name} className="card">
                <h3>
                  {tier.name} <span className="price">{formatPounds(tier.pricePence)}</span>
                </h3>
                <ul>
                  {tier.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section id="contact-section" className="section section--tint" aria-labelledby="contact-title">
        <div className="container narrow">
          <h2 id="contact-title">Book your emergency appointment</h2>
          <p>
            Tell us where you are and what is wrong. We will show you the nearest practice with a free slot. Read the{' '}
            <Link to="/booking-terms">Booking Terms</Link> before you pay.
          </p>
          <AvailabilityForm heading="Check availability near you" />
        </div>
      </section>

      <section className="section" aria-labelledby="regulators-title">
        <div className="container">
          <h2 id="regulators-title">Regulated and accountable</h2>
          <ul className="cards">
            {REGULATORS.map((r) => (
              <li key={r.name} className="card">
                <h3>
                  <abbr title={r.full}>{r.name}</abbr>
                </h3>
                <p>{r.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </main>
  );
}
