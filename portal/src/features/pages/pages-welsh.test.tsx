import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TREATMENT_FEES } from '@contexts/booking/booking-fees.constants';
import { TREATMENT_FEES_CY } from '@contexts/booking/booking-fees.cy.constants';
import { BOOKING_TERMS_DATE, CHECKOUT_CONSENT_TEXTS } from '@contexts/booking/booking.constants';
import { BOOKING_TERMS_DATE_CY, CHECKOUT_CONSENT_TEXTS_CY } from '@contexts/booking/booking.cy.constants';
import { feeForPractices } from '@contexts/booking/rules/payment-wording.rules';
import { feeForPracticesCy } from '@contexts/booking/rules/payment-wording.cy.rules';
import { SERVICE_HOURS_TEXT_CY } from '@contexts/search/clinical-safety.cy.constants';
import { SERVICE_HOURS_TEXT } from '@contexts/site/site.constants';
import { setLocale } from '../../shared/i18n/app-i18n';
import { MANAGE_LINK_WORDS, OPERATIONS_HOURS_WORDS, PRIVACY_POLICY_LAST_UPDATED_WORDS } from '../../shared/portal-constants';
import { mockApi } from '../../testing/mock-api';
import { expectNoEnglish, pairsOfModule } from '../../testing/no-english';
import { renderRoutes } from '../../testing/render';
import { BookingTermsPage } from './booking-terms-page';
import { HomePage } from './home-page';
import { NotFoundPage } from './not-found-page';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { RegisterPage } from './register-page';

function StubForm({ heading }: { heading: string }) {
  return <form aria-label={heading} />;
}

function expectAbsent(...english: string[]) {
  for (const text of english) expect(document.body).not.toHaveTextContent(text);
}

/** The shared words these pages show, English and Welsh, for `expectNoEnglish`. */
const HOURS = pairsOfModule('SERVICE_HOURS_TEXT', SERVICE_HOURS_TEXT, SERVICE_HOURS_TEXT_CY);
const FEES = pairsOfModule('TREATMENT_FEES', TREATMENT_FEES, TREATMENT_FEES_CY);
const TERMS_WORDS = [
  ...HOURS,
  ...pairsOfModule('BOOKING_TERMS_DATE', BOOKING_TERMS_DATE, BOOKING_TERMS_DATE_CY),
  ...pairsOfModule('CHECKOUT_CONSENT_TEXTS', CHECKOUT_CONSENT_TEXTS, CHECKOUT_CONSENT_TEXTS_CY),
  ...pairsOfModule('MANAGE_LINK_LABEL', MANAGE_LINK_WORDS['en-GB'], MANAGE_LINK_WORDS.cy),
  ...pairsOfModule('OPERATIONS_HOURS_TEXT', OPERATIONS_HOURS_WORDS['en-GB'], OPERATIONS_HOURS_WORDS.cy),
];

describe('The portal’s own pages, in Welsh', () => {
  afterEach(() => setLocale('en-GB'));

  it('says the home page in Welsh, its forms’ headings too, with the phone link and the Booking Terms link', async () => {
    mockApi({ 'GET /api/site/people-helped': { body: { count: 1612, text: 'over 1,600' } } });
    setLocale('cy');
    renderRoutes([{ path: '/', element: <HomePage LeadForm={StubForm} /> }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Apwyntiadau deintydd brys heddiw' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Gwiriwr Argaeledd ar Unwaith' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Gwirio argaeledd yn agos atoch chi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dod o hyd i apwyntiad' })).toBeInTheDocument();
    const hero = screen.getAllByRole('region')[0];
    expect(hero).toHaveTextContent('Ffi archebu o £39 yn ogystal â chost sefydlog am driniaeth');
    expect(hero).toHaveTextContent('Gwasanaeth brys 8yb-8yh, 7 diwrnod yr wythnos');
    expect(within(hero).getByRole('link', { name: '0330 088 2211' })).toHaveAttribute('href', 'tel:+443300882211');
    expect(hero).toHaveTextContent("Byddai'n well gennych siarad â rhywun? Ffoniwch ni ar 0330 088 2211.");
    const conditions = screen.getByRole('region', { name: 'Argyfyngau y gallwn helpu gyda nhw' });
    expect(within(conditions).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Dannoedd',
      'Crawniad Deintyddol a Thrawma',
      'Triniaethau Camlas y Gwreiddyn',
      'Tynnu Dant',
    ]);
    const testimonials = screen.getByRole('region', { name: 'Beth mae ein cleifion yn ei ddweud' });
    expect(within(testimonials).getAllByText('5 seren allan o 5')).toHaveLength(3);
    expect(testimonials).toHaveTextContent('Priya, Llundain');
    const fees = screen.getByRole('region', { name: 'Ffioedd triniaeth' });
    expect(within(fees).getByRole('heading', { name: 'Ffi archebu £39' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Telerau Archebu' })).toHaveAttribute('href', '/booking-terms');
    const regulators = screen.getByRole('region', { name: "Wedi'n rheoleiddio ac yn atebol" });
    expect(within(regulators).getByTitle('Cyngor Deintyddol Cyffredinol')).toHaveTextContent('GDC');
    // The treatment fees from their Welsh mirror: the same prices, Welsh names and items.
    expect(within(fees).getByRole('heading', { name: 'Triniaeth Graidd £49' })).toBeInTheDocument();
    expect(within(fees).getByRole('heading', { name: 'Triniaeth Uwch £149' })).toBeInTheDocument();
    expect(fees).toHaveTextContent('Ail-smentio coron neu bont');
    // The server's live figure ("over 1,600", English) said in Welsh: "dros 1,600 o bobl".
    expect(await within(hero).findByText(/dros 1,600 o bobl/)).toHaveTextContent('Rydym wedi helpu dros 1,600 o bobl mewn poen');
    expect(document.title).toBe('Emergency Dental - apwyntiadau deintydd brys ar yr un diwrnod');
    await expectNoEnglish(document.body, [...HOURS, ...FEES]);
    expectAbsent(
      'Core Treatment',
      'Advanced Treatment',
      'over 1,',
      'same-day emergency dentist appointments',
      'Emergency dentist appointments today',
      '7 days a week',
      'Find an appointment',
      'booking fee plus a fixed treatment cost',
      'We have helped',
      'Prefer to talk to someone',
      'Emergencies we can help with',
      'Toothache',
      'About our lead dentist',
      'Book in minutes',
      'What our patients say',
      '5 out of 5 stars',
      'Booking fee',
      'Please read our',
      'Regulated and accountable',
      'General Dental Council',
    );
  });

  it('says the page-not-found page in Welsh, with its link home', async () => {
    setLocale('cy');
    renderRoutes([{ path: '/', element: <NotFoundPage /> }]);
    expect(screen.getByRole('heading', { level: 1, name: "Heb ddod o hyd i'r dudalen" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Ewch i'r hafan" })).toHaveAttribute('href', '/');
    expect(document.title).toBe("Heb ddod o hyd i'r dudalen - Emergency Dental");
    expectAbsent('Page not found', 'If you typed the web address', 'Go to the home page');
    await expectNoEnglish(document.body);
  });

  it('says the page for practices in Welsh, with its phone link and its five steps', async () => {
    setLocale('cy');
    renderRoutes([{ path: '/', element: <RegisterPage /> }]);
    expect(screen.getByRole('heading', { level: 1, name: "Ymunwch â'n rhwydwaith o bractisau deintyddol" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ffoniwch ein tîm cysylltiadau practisau' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0330 088 2212' })).toHaveAttribute('href', 'tel:+443300882212');
    expect(document.querySelectorAll('ol.steps > li')[0]).toHaveTextContent(
      "Ffoniwch ni. Dywedwch wrth ein tîm cysylltiadau practisau am eich practis, eich deintyddion a'r oriau y gallwch eu cynnig.",
    );
    expect(document.title).toBe("Ymunwch â'n rhwydwaith o bractisau - Emergency Dental");
    expect(document.body).toHaveTextContent('Mae cleifion yn archebu ar-lein 8yb-8yh, 7 diwrnod yr wythnos');
    expectAbsent('7 days a week', 'Join our network', 'Why practices work with us', 'How joining works', 'Who can join', 'Fill empty chairs');
    await expectNoEnglish(document.body, HOURS);
    expect(document.body).toHaveTextContent(feeForPracticesCy(3900));
    expect(document.body).not.toHaveTextContent(feeForPractices(3900));
  });

  it('says the Booking Terms in Welsh, section by section, with their figures, plurals and links', async () => {
    setLocale('cy');
    renderRoutes([{ path: '/', element: <BookingTermsPage /> }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Telerau Archebu' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Cynnwys' })).toBeInTheDocument();
    expect(document.title).toBe('Telerau Archebu - Emergency Dental');
    const page = document.body;
    expect(page).toHaveTextContent("cewch 50% o'r ffi archebu yn ôl (£19.50). Rydym yn cadw'r gweddill (£19.50)");
    expect(page).toHaveTextContent("rydym yn cymryd £19.50 o'r £39 a ddaliwyd");
    expect(page).toHaveTextContent('gall amser eich apwyntiad symud hyd at 4 awr cyn neu ar ôl');
    expect(page).toHaveTextContent('Rydym yn cydnabod pob cwyn o fewn 72 awr, o ddydd Llun i ddydd Gwener');
    expect(page).toHaveTextContent('eich bod yn 16 oed o leiaf');
    expect(page).toHaveTextContent('gan gyfraith Cymru a Lloegr');
    expect(page).toHaveTextContent("Mae archebu ar-lein a'r gwasanaeth brys ar gael 8yb-8yh, 7 diwrnod yr wythnos.");
    const complaints = screen.getByRole('heading', { level: 2, name: '8. Cwynion' }).nextElementSibling as HTMLElement;
    expect(within(complaints).getByRole('link', { name: '0330 088 2211' })).toHaveAttribute('href', 'tel:+443300882211');
    expect(screen.getByRole('link', { name: 'Polisi Preifatrwydd' })).toHaveAttribute('href', '/privacy-policy');
    await userEvent.click(screen.getByRole('link', { name: 'Diogelu data' }));
    expect(screen.getByRole('heading', { level: 2, name: '9. Diogelu data' })).toHaveFocus();
    // The shared words the terms quote, from their Welsh: the date, the payment step's two boxes, the
    // e-mail's button and the office's hours.
    expect(page).toHaveTextContent(`Fersiwn 2026-11-29. Dyddiad dod i rym: ${BOOKING_TERMS_DATE_CY}.`);
    expect(page).toHaveTextContent(`(“${CHECKOUT_CONSENT_TEXTS_CY.acceptTermsLabel}”)`);
    expect(page).toHaveTextContent(`“${CHECKOUT_CONSENT_TEXTS_CY.acceptTermsLabel}” a “${CHECKOUT_CONSENT_TEXTS_CY.over16Label}”`);
    expect(page).toHaveTextContent('agorwch y ddolen “Newid neu ganslo eich apwyntiad” yn eich e-bost cadarnhau');
    expect(page).toHaveTextContent('a chwynion o ddydd Llun i ddydd Gwener, 8yb i 5yp, ac eithrio gwyliau banc');
    await expectNoEnglish(document.body, TERMS_WORDS);
    expectAbsent(
      'November',
      'I have read and accept',
      'Change or cancel your appointment',
      'Monday to Friday',
      'These terms apply',
      'Definitions',
      'Cancellation and refunds',
      'of the booking fee back',
      'either side of the time you booked',
      'We acknowledge every complaint',
      'years old',
      'Governing law',
      'the law of England and Wales',
      'Contents',
    );
  });

  it('says the Privacy Policy in Welsh, with its rights list and its links', async () => {
    setLocale('cy');
    renderRoutes([{ path: '/', element: <PrivacyPolicyPage /> }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Polisi Preifatrwydd' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '7. Eich hawliau' })).toBeInTheDocument();
    expect(document.title).toBe('Polisi Preifatrwydd - Emergency Dental');
    const page = document.body;
    expect(page).toHaveTextContent('Diweddarwyd ddiwethaf:');
    expect(page).toHaveTextContent('Manylion archebu: eich enw');
    expect(screen.getByText('O dan GDPR y DU, mae gennych hawl i:')).toBeInTheDocument();
    expect(screen.getByText("ofyn am gopi o'r data personol sydd gennym amdanoch;")).toBeInTheDocument();
    expect(page).toHaveTextContent("Nid yw ein gwasanaeth wedi'i fwriadu ar gyfer plant dan 16 oed");
    expect(screen.getByRole('link', { name: 'Telerau Archebu' })).toHaveAttribute('href', '/booking-terms');
    expect(screen.getByRole('link', { name: '0330 088 2211' })).toHaveAttribute('href', 'tel:+443300882211');
    expect(page).toHaveTextContent('Diweddarwyd ddiwethaf: 24 Ebrill 2025');
    expectAbsent('Last updated', 'April', 'This policy explains', 'Booking details', 'Your rights', 'Under the UK GDPR', 'Contact us', 'Children');
    await expectNoEnglish(document.body, pairsOfModule('PRIVACY_POLICY_LAST_UPDATED', PRIVACY_POLICY_LAST_UPDATED_WORDS['en-GB'], PRIVACY_POLICY_LAST_UPDATED_WORDS.cy));
  });
});
