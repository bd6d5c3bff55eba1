import { type ComponentType, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BOOKING_FEE_PENCE, TREATMENT_FEES } from '@contexts/booking/booking-fees.constants';
import {
  PEOPLE_HELPED_TEXT,
  SERVICE_HOURS_TEXT,
  SUPPORT_PHONE_DISPLAY,
  SUPPORT_PHONE_TEL,
} from '@contexts/site/site.constants';
import { api } from '../../shared/api-client';
import { formatPounds } from '../../shared/format';
import { paths } from '../../shared/paths';
import { useDocumentTitle } from '../../shared/use-document-title';

/** The availability form, passed in by app/ (features never import each other). */
export type LeadFormComponent = ComponentType<{ heading: string; headingLevel?: 2 | 3; idPrefix?: string }>;

const CONDITIONS = [
  {
    title: 'Toothache',
    text: 'Throbbing or sharp pain that keeps you awake or stops you eating usually means something needs attention now. A dentist can find the cause, relieve the pain and stop it getting worse.',
  },
  {
    title: 'Dental Abscess & Trauma',
    text: 'Swelling in the gum or face, a bad taste, or a tooth knocked, cracked or broken in an accident. Prompt treatment stops infection spreading and gives a damaged tooth its best chance.',
  },
  {
    title: 'Root Canal Treatments',
    text: 'When the nerve inside a tooth is inflamed or infected, a dentist can start root canal treatment on the day to remove the source of the pain and try to save the tooth.',
  },
  {
    title: 'Extraction',
    text: 'If a tooth cannot be saved, a dentist can take it out safely and give you clear aftercare advice, so the area heals well and you are comfortable again quickly.',
  },
] as const;

const TESTIMONIALS = [
  {
    quote:
      'I woke up on a Sunday with my jaw swollen and no idea where to go. I had an appointment by lunchtime and the dentist sorted the abscess there and then.',
    who: 'Sarah, Manchester',
  },
  {
    quote:
      'The prices were clear before I booked and I did not spend an hour on hold. It took a couple of minutes on my phone and the practice was ten minutes away.',
    who: 'David, Birmingham',
  },
  {
    quote:
      'I cracked a tooth while visiting family in Edinburgh. They found me a dentist nearby the same afternoon, and the treatment cost exactly what the website said.',
    who: 'Priya, London',
  },
] as const;

const REGULATORS = [
  {
    name: 'GDC',
    full: 'General Dental Council',
    text: 'Every dentist you are booked with is registered with the General Dental Council, the UK regulator of dental professionals.',
  },
  {
    name: 'CQC',
    full: 'Care Quality Commission',
    text: 'Our partner practices in England are registered with the Care Quality Commission; practices in Scotland and Wales with their national inspectorates.',
  },
  {
    name: 'ICO',
    full: "Information Commissioner's Office",
    text: "We are registered with the Information Commissioner's Office and look after your personal data under UK data protection law.",
  },
] as const;

function Stars() {
  return (
    <p className="stars">
      <span aria-hidden="true">★★★★★</span>
      <span className="visually-hidden">5 out of 5 stars</span>
    </p>
  );
}

/** The server's figure, once per page load (the server caches it for minutes). */
let peopleHelpedAnswer: Promise<string> | undefined;

/**
 * "over 1,500 people helped", as the server counts it (attended visits plus the people helped before
 * the system counted them); the spec's figure until it answers, or if it cannot. A plain fetch, not the
 * back office's query library: the home page's first download stays small and its prerendered
 * HTML (which says the spec's figure) is what the first render hydrates.
 */
function usePeopleHelped(): string {
  const [text, setText] = useState<string>(PEOPLE_HELPED_TEXT);
  useEffect(() => {
    let live = true;
    peopleHelpedAnswer ??= api
      .get<{ count: number; text: string }>('/api/site/people-helped')
      .then((answer) => answer.text)
      .catch(() => {
        peopleHelpedAnswer = undefined;
        return PEOPLE_HELPED_TEXT;
      });
    void peopleHelpedAnswer.then((answer) => live && setText(answer));
    return () => {
      live = false;
    };
  }, []);
  return text;
}

/** The figure alone: when it arrives, React re-renders this, not the whole page and its two forms. */
function PeopleHelped() {
  return <>{usePeopleHelped()}</>;
}

/**
 * Sections of words and links only, each a Suspense boundary of its own (it never suspends): React
 * hydrates them after the part of the page with the forms, at a low priority, and a tap on a form while
 * React is arriving hydrates that part at once without them (the whole page at once is a 395 ms task
 * at 4× CPU under the patient's first keystroke). Their links work as links before React.
 */
function Later({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** Home: the eight sections of the spec, in its order. */
export function HomePage({ LeadForm }: { LeadForm: LeadFormComponent }) {
  const fee = formatPounds(BOOKING_FEE_PENCE);
  useDocumentTitle(undefined);
  return (
    <>
      <section className="hero" aria-labelledby="hero-title" data-section="hero">
        {/* The title, then the form, then the rest: on a phone the form's first question is in the first
            screen, under the cookie notice too; beside the title and the words on a wider screen. */}
        <div className="container hero__grid">
          <h1 id="hero-title" className="hero__title">
            Emergency dentist appointments today
          </h1>
          <div className="hero__form">
            <LeadForm heading="Instant Availability Checker" headingLevel={2} idPrefix={paths.heroForm.idPrefix} />
          </div>
          <Later>
          <div className="hero__copy">
            <p className="hero__lead">
              In pain? Enter your postcode and we will find the nearest partner practice with a free appointment,
              usually the same day, anywhere in England, Scotland and Wales.
            </p>
            {/* On a phone the words come after the form: this takes the patient back up to it. */}
            <a className="button button--large hero__jump" href={`#${paths.heroForm.hash}`}>
              Find an appointment
            </a>
            <ul className="hero__points">
              <li>{fee} booking fee plus a fixed treatment cost</li>
              <li>Emergency service {SERVICE_HOURS_TEXT}</li>
              <li>
                We have helped <PeopleHelped /> people in pain
              </li>
            </ul>
            <p>
              Prefer to talk to someone? Call us on <a href={`tel:${SUPPORT_PHONE_TEL}`}>{SUPPORT_PHONE_DISPLAY}</a>.
            </p>
          </div>
          </Later>
        </div>
      </section>

      {/* Words only, hydrated on their own after the forms' part of the page (see Later). */}
      <Later>
      <section className="section" aria-labelledby="conditions-title" data-section="conditions">
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

      <section className="section section--tint" aria-labelledby="lead-dentist-title" data-section="lead-dentist">
        <div className="container narrow">
          <h2 id="lead-dentist-title">About our lead dentist</h2>
          <p>
            Our lead dentist is registered with the General Dental Council and has more than fifteen years of
            experience in NHS and private practice, much of it spent treating urgent and out-of-hours cases.
          </p>
          <p>
            They set the clinical standards our partner practices work to, review every practice before it joins us,
            and look at patient feedback each week. Their aim is simple: when you are in pain, you should see a
            qualified dentist quickly, know the price before you go, and leave with clear, honest advice.
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="fixed-fee-title" data-section="fixed-fee">
        <div className="container narrow">
          <h2 id="fixed-fee-title">Same-day care at a fixed fee</h2>
          <p>No waiting lists, no registration with a practice and no surprises on the bill.</p>
          <ul className="ticks">
            <li>
              <strong>Book in minutes.</strong> Check availability, choose a time and pay the {fee} booking fee online.
            </li>
            <li>
              <strong>Seen the same day.</strong> We find the nearest practice with a free slot, today wherever one is
              available, {SERVICE_HOURS_TEXT}.
            </li>
            <li>
              <strong>Know the price first.</strong> Treatment is charged at a fixed fee, paid to the practice on the
              day.
            </li>
          </ul>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="testimonials-title" data-section="testimonials">
        <div className="container">
          <h2 id="testimonials-title">What our patients say</h2>
          <ul className="cards">
            {TESTIMONIALS.map((t) => (
              <li key={t.who} className="card">
                <figure className="testimonial">
                  <Stars />
                  <blockquote>
                    <p>“{t.quote}”</p>
                  </blockquote>
                  <figcaption className="card__who">{t.who}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="fees-title" data-section="fees">
        <div className="container">
          <h2 id="fees-title">Treatment fees</h2>
          <p>
            You pay a {fee} booking fee when you book. Any treatment you need is charged at one of two fixed fees and
            paid to the practice, not to us.
          </p>
          <ul className="cards cards--three">
            <li className="card card--highlight">
              <h3>
                Booking fee <span className="price">{fee}</span>
              </h3>
              <p>Paid online when you book. It secures your emergency appointment and your assessment by the dentist.</p>
            </li>
            {TREATMENT_FEES.map((tier) => (
              <li key={tier.name} className="card">
                <h3>
                  {tier.name} <span className="price">{formatPounds(tier.pricePence)}</span>
                </h3>
                <ul>
                  {tier.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>
      </Later>

      <section
        id="contact-section"
        className="section section--tint"
        aria-labelledby="contact-title"
        tabIndex={-1}
        data-section="contact"
      >
        <div className="container narrow">
          <h2 id="contact-title">Book your emergency appointment</h2>
          <p>
            Tell us who you are and where you are, and we will show you the nearest practice with a free slot. Please
            read our <Link to={paths.bookingTerms.getHref()}>Booking Terms</Link> before you pay.
          </p>
          <LeadForm heading="Check availability near you" headingLevel={3} idPrefix={paths.contactForm.idPrefix} />
        </div>
      </section>

      <Later>
      <section className="section" aria-labelledby="regulators-title" data-section="regulators">
        <div className="container">
          <h2 id="regulators-title">Regulated and accountable</h2>
          <ul className="cards">
            {REGULATORS.map((r) => (
              <li key={r.name} className="card">
                <h3>
                  <abbr title={r.full}>{r.name}</abbr>
                  <span className="visually-hidden"> ({r.full})</span>
                </h3>
                <p>{r.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      </Later>
    </>
  );
}
