import { type ComponentType, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Trans } from '@lingui/react';
import { Link } from 'react-router';
import { BOOKING_FEE_PENCE, TREATMENT_FEES } from '@contexts/booking/booking-fees.constants';
import { TREATMENT_FEES_CY } from '@contexts/booking/booking-fees.cy.constants';
import type { Locale } from '@contexts/site/languages.constants';
import {
  PEOPLE_HELPED_TEXT,
  SERVICE_HOURS_TEXT,
  SUPPORT_PHONE_DISPLAY,
  SUPPORT_PHONE_TEL,
} from '@contexts/site/site.constants';
import { PEOPLE_HELPED_TEXT_CY } from '@contexts/site/site.cy.constants';
import { SERVICE_HOURS_TEXT_CY } from '@contexts/search/clinical-safety.cy.constants';
import { api } from '../../shared/api-client';
import { formatPounds } from '../../shared/format';
import { useLocale, useSay, useWords } from '../../shared/i18n/app-i18n';
import { paths } from '../../shared/paths';
import { useDocumentTitle } from '../../shared/use-document-title';
import { HOME } from './messages';

/** The availability form, passed in by app/ (features never import each other). */
export type LeadFormComponent = ComponentType<{ heading: string; headingLevel?: 2 | 3; idPrefix?: string }>;

const CONDITIONS = [
  { title: HOME.toothacheTitle, text: HOME.toothacheText },
  { title: HOME.abscessTitle, text: HOME.abscessText },
  { title: HOME.rootCanalTitle, text: HOME.rootCanalText },
  { title: HOME.extractionTitle, text: HOME.extractionText },
] as const;

const TESTIMONIALS = [
  { quote: HOME.sarahQuote, who: HOME.sarahWho },
  { quote: HOME.davidQuote, who: HOME.davidWho },
  { quote: HOME.priyaQuote, who: HOME.priyaWho },
] as const;

/** The regulators' abbreviations are their names in either language; their full names and our words are translated. */
const REGULATORS = [
  { name: 'GDC', full: HOME.gdcFull, text: HOME.gdcText },
  { name: 'CQC', full: HOME.cqcFull, text: HOME.cqcText },
  { name: 'ICO', full: HOME.icoFull, text: HOME.icoText },
] as const;

function Stars() {
  const say = useSay();
  return (
    <p className="stars">
      <span aria-hidden="true">★★★★★</span>
      <span className="visually-hidden">{say(HOME.stars)}</span>
    </p>
  );
}

/** The server's figure, once per page load (the server caches it for minutes). */
let peopleHelpedAnswer: Promise<string | undefined> | undefined;

/** The spec's figure in each language, until the server answers (or if it cannot). */
const PEOPLE_HELPED = { 'en-GB': PEOPLE_HELPED_TEXT, cy: PEOPLE_HELPED_TEXT_CY } as const;

/**
 * The server's figure in the page's language. The api says it in English only ("over 1,600", or the
 * count alone below 11: staff.rules.ts `peopleHelpedText`), so the Welsh is made from it: "over N" is
 * "dros N" (which mutates nothing), a bare count is the same in both. Any other wording has no Welsh
 * here, and the Welsh page keeps the spec's figure (still true: the count only grows).
 */
function peopleHelpedIn(locale: Locale, serverText: string | undefined): string {
  if (serverText === undefined) return PEOPLE_HELPED[locale];
  if (locale === 'en-GB') return serverText;
  if (/^\d[\d,]*$/.test(serverText)) return serverText;
  // The api answers a Welsh page in Welsh ("dros N"); "over N" is an answer from before it did.
  const over = /^(?:over|dros) (\d[\d,]*)$/.exec(serverText);
  return over ? `dros ${over[1]}` : PEOPLE_HELPED_TEXT_CY;
}

/**
 * "over 1,500 people helped", as the server counts it (attended visits plus the people helped before
 * the system counted them); the spec's figure until it answers, or if it cannot. A plain fetch, not the
 * back office's query library: the home page's first download stays small and its prerendered
 * HTML (which says the spec's figure) is what the first render hydrates.
 */
function usePeopleHelped(): string {
  const locale = useLocale();
  const [serverText, setServerText] = useState<string>();
  useEffect(() => {
    let live = true;
    peopleHelpedAnswer ??= api
      .get<{ count: number; text: string }>('/api/site/people-helped')
      .then((answer) => answer.text)
      .catch(() => {
        peopleHelpedAnswer = undefined;
        return undefined;
      });
    void peopleHelpedAnswer.then((answer) => live && setServerText(answer));
    return () => {
      live = false;
    };
  }, []);
  return peopleHelpedIn(locale, serverText);
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
  const say = useSay();
  // The service's hours in the page's language (the Welsh is the clinical words' own, from the same numbers).
  const serviceHours = useWords({ 'en-GB': SERVICE_HOURS_TEXT, cy: SERVICE_HOURS_TEXT_CY });
  // The treatment fees' names and items in the page's language (the same prices, in the same order).
  const treatmentFees = useWords({ 'en-GB': TREATMENT_FEES, cy: TREATMENT_FEES_CY });
  const fee = formatPounds(BOOKING_FEE_PENCE);
  useDocumentTitle(undefined);
  return (
    <>
      <section className="hero" aria-labelledby="hero-title" data-section="hero">
        {/* The title, then the form, then the rest: on a phone the form's first question is in the first
            screen, under the cookie notice too; beside the title and the words on a wider screen. */}
        <div className="container hero__grid">
          <h1 id="hero-title" className="hero__title">
            {say(HOME.heroHeading)}
          </h1>
          <div className="hero__form">
            <LeadForm heading={say(HOME.heroFormHeading)} headingLevel={2} idPrefix={paths.heroForm.idPrefix} />
          </div>
          <Later>
          <div className="hero__copy">
            <p className="hero__lead">{say(HOME.heroLead)}</p>
            {/* On a phone the words come after the form: this takes the patient back up to it. */}
            <a className="button button--large hero__jump" href={`#${paths.heroForm.hash}`}>
              {say(HOME.findAppointment)}
            </a>
            <ul className="hero__points">
              <li>{say(HOME.heroFee, { fee })}</li>
              <li>{say(HOME.heroHours, { hours: serviceHours })}</li>
              <li>
                <Trans id="home.hero.helped" message="We have helped <0/> people in pain" components={{ 0: <PeopleHelped /> }} />
              </li>
            </ul>
            <p>
              <Trans
                id="home.hero.callUs"
                message="Prefer to talk to someone? Call us on <0>{phone}</0>."
                values={{ phone: SUPPORT_PHONE_DISPLAY }}
                components={{ 0: <a href={`tel:${SUPPORT_PHONE_TEL}`} /> }}
              />
            </p>
          </div>
          </Later>
        </div>
      </section>

      {/* Words only, hydrated on their own after the forms' part of the page (see Later). */}
      <Later>
      <section className="section" aria-labelledby="conditions-title" data-section="conditions">
        <div className="container">
          <h2 id="conditions-title">{say(HOME.conditionsHeading)}</h2>
          <ul className="cards">
            {CONDITIONS.map((c) => (
              <li key={c.title.id} className="card">
                <h3>{say(c.title)}</h3>
                <p>{say(c.text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="lead-dentist-title" data-section="lead-dentist">
        <div className="container narrow">
          <h2 id="lead-dentist-title">{say(HOME.leadDentistHeading)}</h2>
          <p>{say(HOME.leadDentistExperience)}</p>
          <p>{say(HOME.leadDentistStandards)}</p>
        </div>
      </section>

      <section className="section" aria-labelledby="fixed-fee-title" data-section="fixed-fee">
        <div className="container narrow">
          <h2 id="fixed-fee-title">{say(HOME.fixedFeeHeading)}</h2>
          <p>{say(HOME.fixedFeeIntro)}</p>
          <ul className="ticks">
            <li>
              <Trans
                id="home.fixedFee.bookInMinutes"
                message="<0>Book in minutes.</0> Check availability, choose a time and pay the {fee} booking fee online."
                values={{ fee }}
                components={{ 0: <strong /> }}
              />
            </li>
            <li>
              <Trans
                id="home.fixedFee.seenSameDay"
                message="<0>Seen the same day.</0> We find the nearest practice with a free slot, today wherever one is available, {hours}."
                values={{ hours: serviceHours }}
                components={{ 0: <strong /> }}
              />
            </li>
            <li>
              <Trans
                id="home.fixedFee.priceFirst"
                message="<0>Know the price first.</0> Treatment is charged at a fixed fee, paid to the practice on the day."
                components={{ 0: <strong /> }}
              />
            </li>
          </ul>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="testimonials-title" data-section="testimonials">
        <div className="container">
          <h2 id="testimonials-title">{say(HOME.testimonialsHeading)}</h2>
          <ul className="cards">
            {TESTIMONIALS.map((t) => (
              <li key={t.who.id} className="card">
                <figure className="testimonial">
                  <Stars />
                  <blockquote>
                    <p>“{say(t.quote)}”</p>
                  </blockquote>
                  <figcaption className="card__who">{say(t.who)}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="fees-title" data-section="fees">
        <div className="container">
          <h2 id="fees-title">{say(HOME.feesHeading)}</h2>
          <p>{say(HOME.feesIntro, { fee })}</p>
          <ul className="cards cards--three">
            <li className="card card--highlight">
              <h3>
                <Trans
                  id="home.fees.bookingFee.heading"
                  message="Booking fee <0>{fee}</0>"
                  values={{ fee }}
                  components={{ 0: <span className="price" /> }}
                />
              </h3>
              <p>{say(HOME.bookingFeeText)}</p>
            </li>
            {treatmentFees.map((tier) => (
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
          <h2 id="contact-title">{say(HOME.contactHeading)}</h2>
          <p>
            <Trans
              id="home.contact.text"
              message="Tell us who you are and where you are, and we will show you the nearest practice with a free slot. Please read our <0>Booking Terms</0> before you pay."
              components={{ 0: <Link to={paths.bookingTerms.getHref()} /> }}
            />
          </p>
          <LeadForm heading={say(HOME.contactFormHeading)} headingLevel={3} idPrefix={paths.contactForm.idPrefix} />
        </div>
      </section>

      <Later>
      <section className="section" aria-labelledby="regulators-title" data-section="regulators">
        <div className="container">
          <h2 id="regulators-title">{say(HOME.regulatorsHeading)}</h2>
          <ul className="cards">
            {REGULATORS.map((r) => (
              <li key={r.name} className="card">
                <h3>
                  <abbr title={say(r.full)}>{r.name}</abbr>
                  <span className="visually-hidden"> ({say(r.full)})</span>
                </h3>
                <p>{say(r.text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      </Later>
    </>
  );
}
