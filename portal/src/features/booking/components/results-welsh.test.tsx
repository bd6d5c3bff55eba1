import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { SLOT_GROUPS } from '@contexts/availability/availability.constants';
import { SLOT_GROUPS_CY } from '@contexts/availability/availability.cy.constants';
import { TREATMENT_FEES } from '@contexts/booking/booking-fees.constants';
import { TREATMENT_FEES_CY } from '@contexts/booking/booking-fees.cy.constants';
import {
  BOOKED_FOR_MESSAGES,
  BOOKED_FOR_TEXTS,
  BOOKING_MESSAGES,
  CHECKOUT_CONSENT_MESSAGES,
  CHECKOUT_CONSENT_TEXTS,
} from '@contexts/booking/booking.constants';
import {
  BOOKED_FOR_MESSAGES_CY,
  BOOKED_FOR_TEXTS_CY,
  BOOKING_MESSAGES_CY,
  CHECKOUT_CONSENT_MESSAGES_CY,
  CHECKOUT_CONSENT_TEXTS_CY,
} from '@contexts/booking/booking.cy.constants';
import { KNOCKED_OUT_TOOTH } from '@contexts/search/clinical-safety.constants';
import { KNOCKED_OUT_TOOTH_CY } from '@contexts/search/clinical-safety.cy.constants';
import { SMS_MESSAGES } from '@contexts/sms/sms.constants';
import { SMS_MESSAGES_CY } from '@contexts/sms/sms.cy.constants';
import { WAITLIST_MESSAGES } from '@contexts/waitlist/waitlist.constants';
import { WAITLIST_MESSAGES_CY } from '@contexts/waitlist/waitlist.cy.constants';
import { formatDateLong, formatSlotShort, formatWhen } from '../../../shared/format';
import { appI18n, setLocale } from '../../../shared/i18n/app-i18n';
import { useSiteSettings } from '../../../shared/site-settings';
import { mockApi, SITE_OPEN } from '../../../testing/mock-api';
import { expectNoEnglish, pairsOfModule } from '../../../testing/no-english';
import { renderRoutes } from '../../../testing/render';
import type { AlternativeOption, PracticeSummary, SlotView } from '../api/search-practices';
import { dateOptions, groupSlots } from '../utils/slot-groups';
import { Alternatives } from './alternatives';
import { ChooseTime } from './choose-time';
import { EmailCorrection } from './confirmation-email-correction';
import { LinkedPractice } from './linked-practice';
import { NextAppointment } from './next-appointment';
import { appointmentForErrors } from './appointment-for';
import { emailError, PaymentStep, stepErrors } from './payment-step';
import { DrawnMap, PracticeDetails, PracticeMap, tileCredit } from './practice-details';
import { datesIn } from './results-messages';
import { TreatmentFees } from './treatment-fees';
import { WaitlistJoinForm } from './waitlist-join-form';

const practice: PracticeSummary = {
  id: 'p1',
  name: 'Harley Street Emergency Dental',
  address: { line1: '58 Harley Street', line2: null, city: 'London', postcode: 'W1G 9QB' },
  phone: '020 7946 0101',
  email: 'harley@example.com',
  website: 'https://harley.example.com',
  services: ['Emergency', 'Extractions', 'Fillings', 'Crowns'],
  openingHours: { monday: { open: '09:00', close: '17:00', isClosed: false } },
  latitude: 51.5203,
  longitude: -0.1469,
  distanceKm: 1.4,
};
const you = { lat: 51.5074, lng: -0.1278 };
/** Thursday 1 July 2027, 09:30 in London. */
const SLOT: SlotView = { id: 's1', startTime: '2027-07-01T08:30:00Z' } as SlotView;
const hold = { holdId: 'h1', holdToken: 'ht', expiresAt: new Date(Date.now() + 600_000).toISOString() };
const checkoutAnswer = { appointmentId: 'a1', reference: 'ED-ABC234', clientSecret: 'pi_1_secret_2', amountPence: 3900, accessToken: 'tok', paymentIntentId: 'pi_1' };

const render = (element: ReactNode) => renderRoutes([{ path: '/', element }]);
const noEnglish = (...texts: string[]) => {
  for (const english of texts) expect(document.body).not.toHaveTextContent(english);
};

/** The shared modules' words these components say, English and Welsh key for key (their sentences of three words or more are looked for). */
const SHARED = [
  ...pairsOfModule('BOOKING_MESSAGES', BOOKING_MESSAGES, BOOKING_MESSAGES_CY),
  ...pairsOfModule('CHECKOUT_CONSENT_TEXTS', CHECKOUT_CONSENT_TEXTS, CHECKOUT_CONSENT_TEXTS_CY),
  ...pairsOfModule('CHECKOUT_CONSENT_MESSAGES', CHECKOUT_CONSENT_MESSAGES, CHECKOUT_CONSENT_MESSAGES_CY),
  ...pairsOfModule('BOOKED_FOR_TEXTS', BOOKED_FOR_TEXTS, BOOKED_FOR_TEXTS_CY),
  ...pairsOfModule('BOOKED_FOR_MESSAGES', BOOKED_FOR_MESSAGES, BOOKED_FOR_MESSAGES_CY),
  ...pairsOfModule('SMS_MESSAGES', SMS_MESSAGES, SMS_MESSAGES_CY),
  ...pairsOfModule('WAITLIST_MESSAGES', WAITLIST_MESSAGES, WAITLIST_MESSAGES_CY),
  ...pairsOfModule('TREATMENT_FEES', TREATMENT_FEES, TREATMENT_FEES_CY),
  ...pairsOfModule('SLOT_GROUPS', SLOT_GROUPS, SLOT_GROUPS_CY),
  ...pairsOfModule('KNOCKED_OUT_TOOTH', KNOCKED_OUT_TOOTH, KNOCKED_OUT_TOOTH_CY),
];
/** Fails on English left on the page: the catalogs' and the shared modules' sentences. */
const noEnglishLeft = () => expectNoEnglish(document.body, SHARED);
/** Short shared words (under three words, so not looked for by `expectNoEnglish`) that must not show. */
const noShortEnglish = (element: HTMLElement, ...texts: string[]) => {
  const shown = [...element.querySelectorAll('label, legend, h3, li, button, option, p')].map((e) => e.textContent?.trim());
  for (const english of texts) expect(shown).not.toContain(english);
};

const CHECKOUT = 'POST /api/holds/h1/checkout';
const CONFIRM = 'POST /api/simulated-payments/confirm';
const AUTHENTICATE = 'POST /api/simulated-payments/authenticate';
const PAYMENT = 'POST /api/appointments/a1/payment';
const needsCheck = { body: { paymentIntentId: 'pi_1', status: 'requires_action', nextAction: { type: 'three_d_secure_challenge' } } };
const recorded = (paymentStatus: string, paymentError: string | null = null) => ({ body: { status: 'pending', paymentStatus, paymentError } });
const EMAIL_LABEL = 'Cyfeiriad e-bost ar gyfer eich cadarnhad';
const PROCEED = 'Ewch ymlaen i dalu';

/** The details step in Welsh, for the patient themselves: "Fi", the address and the two boxes; then the card form. */
async function openCardStepInWelsh() {
  render(<PaymentStep hold={hold} onPaid={vi.fn()} onBack={vi.fn()} />);
  await userEvent.click(screen.getByRole('radio', { name: BOOKED_FOR_TEXTS_CY.me }));
  await userEvent.type(screen.getByLabelText(EMAIL_LABEL), 'ann@example.com');
  await userEvent.click(screen.getByRole('checkbox', { name: CHECKOUT_CONSENT_TEXTS_CY.acceptTermsLabel }));
  await userEvent.click(screen.getByRole('checkbox', { name: CHECKOUT_CONSENT_TEXTS_CY.over16Label }));
  await userEvent.click(screen.getByRole('button', { name: PROCEED }));
  await screen.findByLabelText('Rhif y cerdyn');
}

async function payWith(card: string) {
  await userEvent.type(screen.getByLabelText('Rhif y cerdyn'), card);
  await userEvent.click(screen.getByRole('button', { name: 'Talu £39' }));
}

beforeEach(() => {
  useSiteSettings.setState({ status: 'ready', settings: SITE_OPEN as never });
  setLocale('cy');
});
afterEach(() => {
  setLocale('en-GB');
  vi.restoreAllMocks();
});

describe('The payment step, in Welsh', () => {
  it('says the step, the fee and what happens to it if the patient cancels, in Welsh: released, or refunded if taken', () => {
    render(<PaymentStep hold={hold} onPaid={vi.fn()} onBack={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 2, name: "Prosesu'r taliad" })).toBeInTheDocument();
    expect(screen.getByText(/^Rydym yn neilltuo'r apwyntiad hwn i chi am (9|10) munud arall\.$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mae angen mwy o amser arnaf' })).toBeInTheDocument();
    expect(screen.getByLabelText('Cyfeiriad e-bost ar gyfer eich cadarnhad')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Cyn i chi dalu' });
    expect(summary).toHaveTextContent("Ffi archebu: £39. Byddwch yn talu'r practis am unrhyw driniaeth, yn ôl ei ffioedd sefydlog.");
    expect(within(summary).getByText('£39').tagName).toBe('STRONG');
    expect(summary).toHaveTextContent(
      "Os byddwch yn canslo cyn i ni gyfarwyddo'r practis, dim ond £19.50 o'r ffi archebu y byddwn yn ei gadw: bydd y gweddill yn cael ei ryddhau o'ch cerdyn, neu'n cael ei ad-dalu os oedd wedi'i gymryd eisoes. Ar ôl hynny, ni ellir ad-dalu'r ffi archebu.",
    );
    expect(summary).toHaveTextContent('Gall amser eich apwyntiad symud hyd at 4 awr');
    expect(screen.getByRole('button', { name: 'Ewch ymlaen i dalu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yn ôl' })).toBeInTheDocument();
    noEnglish('Payment Processing', 'We are holding', 'I need more time', 'Email address for your confirmation', 'Booking fee:', 'is released', 'Proceed to Payment');
  });

  it("says the shared words in Welsh: who the appointment is for, before you pay, the terms, the boxes and the texts", async () => {
    render(<PaymentStep hold={hold} onPaid={vi.fn()} onBack={vi.fn()} />);
    const who = screen.getByRole('group', { name: BOOKED_FOR_TEXTS_CY.legend });
    expect(within(who).getByRole('radio', { name: 'Fi' })).toBeInTheDocument();
    expect(within(who).getByRole('radio', { name: 'Rhywun arall' })).toBeInTheDocument();
    expect(who).toHaveTextContent(BOOKED_FOR_TEXTS_CY.someoneElseHint);
    // The terms open in Welsh, in a new tab.
    const terms = screen.getByRole('link', { name: CHECKOUT_CONSENT_TEXTS_CY.termsLink });
    expect(terms).toHaveAttribute('href', '/cy/booking-terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('group', { name: CHECKOUT_CONSENT_TEXTS_CY.legend })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: CHECKOUT_CONSENT_TEXTS_CY.acceptTermsLabel })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: CHECKOUT_CONSENT_TEXTS_CY.over16Label })).toHaveAccessibleDescription(CHECKOUT_CONSENT_TEXTS_CY.over16Hint);
    expect(screen.getByRole('checkbox', { name: SMS_MESSAGES_CY.noTextsLabel })).toHaveAccessibleDescription(SMS_MESSAGES_CY.noTextsHint);
    noShortEnglish(document.body, BOOKED_FOR_TEXTS.me, BOOKED_FOR_TEXTS.someoneElse);
    await noEnglishLeft();
  });

  it('says the errors of the details step in Welsh, in the summary and by each field', async () => {
    render(<PaymentStep hold={hold} onPaid={vi.fn()} onBack={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: PROCEED }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getAllByRole('link').map((a) => a.textContent)).toEqual([
      BOOKED_FOR_MESSAGES_CY.chooseWho,
      BOOKING_MESSAGES_CY.emailRequired,
      CHECKOUT_CONSENT_MESSAGES_CY.acceptTermsRequired,
      CHECKOUT_CONSENT_MESSAGES_CY.over16Required,
    ]);
    await noEnglishLeft();

    // An address that is not one, and "Rhywun arall" with no name and no answer on the age.
    await userEvent.type(screen.getByLabelText(EMAIL_LABEL), 'ann@example');
    await userEvent.click(screen.getByRole('radio', { name: 'Rhywun arall' }));
    expect(screen.getByLabelText(BOOKED_FOR_TEXTS_CY.nameLabel)).toBeInTheDocument();
    const age = screen.getByRole('group', { name: BOOKED_FOR_TEXTS_CY.under16Legend });
    expect(within(age).getByRole('radio', { name: 'Ydy' })).toBeInTheDocument();
    expect(within(age).getByRole('radio', { name: 'Nac ydy' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: PROCEED }));
    await waitFor(() =>
      expect(within(screen.getByRole('alert')).getAllByRole('link').map((a) => a.textContent)).toEqual([
        BOOKED_FOR_MESSAGES_CY.nameRequired,
        BOOKED_FOR_MESSAGES_CY.under16Required,
        BOOKING_MESSAGES_CY.emailInvalid,
        CHECKOUT_CONSENT_MESSAGES_CY.acceptTermsRequired,
        CHECKOUT_CONSENT_MESSAGES_CY.over16Required,
      ]),
    );
    noShortEnglish(document.body, BOOKED_FOR_TEXTS.yes, BOOKED_FOR_TEXTS.no);
    await noEnglishLeft();

  });

  it("checks the step's answers in the language given: English as the api says it, or its Welsh", () => {
    const tooLong = { who: 'someone-else', name: 'x'.repeat(121), under16: false } as const;
    expect(appointmentForErrors(tooLong, 'cy')).toEqual({ patientName: BOOKED_FOR_MESSAGES_CY.nameTooLong });
    expect(appointmentForErrors(tooLong, 'en-GB')).toEqual({ patientName: BOOKED_FOR_MESSAGES.nameTooLong });
    const child = { appointmentFor: { who: 'someone-else', name: 'Sam', under16: true }, email: ' ', acceptTerms: true, over16: false } as const;
    expect(stepErrors(child, 'cy')).toEqual({ email: BOOKING_MESSAGES_CY.emailRequired, over16: BOOKED_FOR_MESSAGES_CY.guardianRequired });
    expect(stepErrors(child, 'en-GB')).toEqual({ email: BOOKING_MESSAGES.emailRequired, over16: BOOKED_FOR_MESSAGES.guardianRequired });
    expect(emailError('ann@', 'cy')).toBe(BOOKING_MESSAGES_CY.emailInvalid);
    expect(emailError('ann@example.com', 'cy')).toBeUndefined();
  });

  it("says a child's booking in Welsh: the guardian's box, its hint and its error", async () => {
    render(<PaymentStep hold={hold} onPaid={vi.fn()} onBack={vi.fn()} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Rhywun arall' }));
    await userEvent.type(screen.getByLabelText(BOOKED_FOR_TEXTS_CY.nameLabel), 'Sam Jones');
    await userEvent.click(screen.getByRole('radio', { name: 'Nac ydy' }));
    expect(screen.getByRole('checkbox', { name: CHECKOUT_CONSENT_TEXTS_CY.over16Label })).toHaveAccessibleDescription(BOOKED_FOR_TEXTS_CY.bookerOver16Hint);
    await userEvent.click(screen.getByRole('radio', { name: 'Ydy' }));
    expect(screen.getByText(BOOKED_FOR_TEXTS_CY.under16Note)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: BOOKED_FOR_TEXTS_CY.guardianLabel })).toHaveAccessibleDescription(BOOKED_FOR_TEXTS_CY.guardianHint);
    await userEvent.click(screen.getByRole('button', { name: PROCEED }));
    expect(within(await screen.findByRole('alert')).getAllByRole('link').map((a) => a.textContent)).toContain(BOOKED_FOR_MESSAGES_CY.guardianRequired);
    await noEnglishLeft();
  });

  it('says in Welsh that the time went to someone else', async () => {
    // The page's own words for a 409, whatever the server's.
    mockApi({ [CHECKOUT]: { status: 201, body: checkoutAnswer }, [CONFIRM]: { status: 409, body: { message: 'Conflict' } } });
    await openCardStepInWelsh();
    await payWith('4242 4242 4242 4242');
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES_CY.slotTaken);
    await noEnglishLeft();
  });

  it("says a payment that failed without the card's reason in Welsh, though the server recorded the English", async () => {
    mockApi({
      [CHECKOUT]: { status: 201, body: checkoutAnswer },
      [CONFIRM]: { body: { paymentIntentId: 'pi_1', status: 'canceled' } },
      [PAYMENT]: recorded('failed', BOOKING_MESSAGES.paymentFailed),
    });
    await openCardStepInWelsh();
    await payWith('4242 4242 4242 4242');
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES_CY.paymentFailed);
    await noEnglishLeft();
  });

  it('says the check with the bank, and leaving it unanswered, in Welsh', async () => {
    mockApi({ [CHECKOUT]: { status: 201, body: checkoutAnswer }, [CONFIRM]: needsCheck, [AUTHENTICATE]: { body: {} }, [PAYMENT]: recorded('pending') });
    await openCardStepInWelsh();
    await payWith('4000 0025 0000 3155');
    const check = await screen.findByRole('dialog');
    await noEnglishLeft();
    await userEvent.click(within(check).getByRole('button', { name: 'Canslo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES_CY.authenticationAbandoned);
    await noEnglishLeft();
  });

  it('says in Welsh that the hold has run out', async () => {
    render(<PaymentStep hold={{ ...hold, expiresAt: new Date(Date.now() - 1000).toISOString() }} onPaid={vi.fn()} onBack={vi.fn()} />);
    expect(document.querySelector('.hold-timer')).toHaveTextContent("Nid yw'r apwyntiad wedi'i neilltuo i chi mwyach.");
    noEnglish('Your hold has run out', 'I need more time');
    await noEnglishLeft();
  });

  it('says the error summary and the card form in Welsh', async () => {
    mockApi({ 'POST /api/holds/h1/checkout': { status: 201, body: checkoutAnswer } });
    render(<PaymentStep hold={hold} onPaid={vi.fn()} onBack={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ewch ymlaen i dalu' }));
    expect(within(await screen.findByRole('alert')).getByText('Mae problem wedi codi')).toBeInTheDocument();
    expect(document.body).toHaveTextContent('Gwall:');
    noEnglish('There is a problem', 'Error:');

    await userEvent.click(screen.getByRole('radio', { name: 'Fi' }));
    await userEvent.type(screen.getByLabelText('Cyfeiriad e-bost ar gyfer eich cadarnhad'), 'ann@example.com');
    await userEvent.click(screen.getByRole('checkbox', { name: CHECKOUT_CONSENT_TEXTS_CY.acceptTermsLabel }));
    await userEvent.click(screen.getByRole('checkbox', { name: CHECKOUT_CONSENT_TEXTS_CY.over16Label }));
    await userEvent.click(screen.getByRole('button', { name: 'Ewch ymlaen i dalu' }));
    expect(await screen.findByLabelText('Rhif y cerdyn')).toBeInTheDocument();
    expect(screen.getByText('Cyfeirnod archebu ED-ABC234.')).toBeInTheDocument();
    expect(screen.getByLabelText('Dyddiad dod i ben (MM/BB)')).toBeInTheDocument();
    expect(screen.getByLabelText('Cod diogelwch')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Talu £39' })).toBeInTheDocument();
    noEnglish('Card number', 'Booking reference', 'Security code', 'Pay £39');
    await noEnglishLeft();
  });
});

describe('Choosing a time, in Welsh', () => {
  const options = dateOptions();
  const props = {
    message: undefined,
    date: options[0].value,
    dateNotice: undefined,
    onDate: vi.fn(),
    onTry: vi.fn(),
    nhs111: false,
    nation: 'wales' as const,
    robotWidget: null,
    busy: false,
    onBook: vi.fn(),
    onSelect: vi.fn(),
  };

  it('says the date list, the chosen time and "Book Appointment" in Welsh, dates included', async () => {
    render(<ChooseTime {...props} noTimeToday noTimes={false} suggestion={undefined} groups={groupSlots([SLOT])} selected={SLOT} />);
    expect(screen.getByRole('heading', { name: 'Dewis amser' })).toBeInTheDocument();
    const list = screen.getByLabelText('Dyddiad');
    const first = within(list).getAllByRole('option')[0];
    expect(first.textContent).toMatch(/^Heddiw, Dydd (Llun|Mawrth|Mercher|Iau|Gwener|Sadwrn|Sul) \d+ \S+ \(dim amseroedd ar ôl\)$/);
    expect(screen.getByRole('status')).toHaveTextContent('Yr amser a ddewiswyd: Dydd Iau 1 Gorffennaf 2027 am 09:30');
    expect(screen.getByRole('button', { name: 'Archebu apwyntiad' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Dychwelyd i'r hafan" })).toBeInTheDocument();
    noEnglish('Choose a time', 'Today', 'no times left', 'Selected:', 'Thursday', 'July', 'Book Appointment', 'Return to Home');
    // The times' group is headed in Welsh (09:30 is in the morning).
    expect(screen.getByRole('group', { name: 'Bore' })).toBeInTheDocument();
    noShortEnglish(document.body, 'Morning');
    await noEnglishLeft();
  });

  it('says a date without times, and the next date to try, in Welsh', async () => {
    render(<ChooseTime {...props} noTimeToday={false} noTimes suggestion="2027-07-05" groups={[]} selected={undefined} />);
    expect(screen.getByRole('heading', { name: 'Dim apwyntiadau ar gael' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gweld yr amseroedd ar gyfer Dydd Llun 5 Gorffennaf 2027' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archebu apwyntiad' })).toHaveAccessibleDescription(
      'Nid oes amseroedd ar y dyddiad hwn. Dewiswch ddyddiad arall i archebu.',
    );
    noEnglish('No Available Appointments', 'Try ', 'Monday', 'There are no times');
    await noEnglishLeft();
  });
});

describe('The practice, its map and the alternatives, in Welsh', () => {
  it('says the next appointment in Welsh', async () => {
    const now = new Date('2027-06-30T12:00:00Z');
    render(<NextAppointment next={{ slot: SLOT } as AlternativeOption['nextAvailable']} practice={practice} knockedOut={false} noTimeToday={false} nation="wales" now={now} />);
    const line = document.querySelector('.next-appointment')!;
    expect(line).toHaveTextContent('Yfory 09:30 – Harley Street Emergency Dental, 1.4 km i ffwrdd');
    expect(within(line as HTMLElement).getByText('Yfory 09:30').tagName).toBe('STRONG');
    noEnglish('Tomorrow', ' at Harley', 'km away');
    await noEnglishLeft();
  });

  it("says the practice's card and the drawn map in Welsh", async () => {
    render(
      <>
        <PracticeDetails practice={practice} />
        <DrawnMap from={you} practice={practice} />
      </>,
    );
    expect(screen.getByText(/1\.4 km i ffwrdd/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gwefan' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Gwasanaethau' })).toHaveTextContent('+1 arall');
    expect(screen.getByText('Oriau agor')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Dydd Llun' })).toBeInTheDocument();
    expect(screen.getAllByText('Ar gau')).toHaveLength(6);
    expect(screen.getByRole('img', { name: /^Map: chi a'r practis Harley Street Emergency Dental, 1\.4 km oddi wrth eich gilydd\. Mae'r practis 1\.4 km i'r gogledd-orllewin ohonoch\. Bar graddfa: \d+ (m|km)\.$/ })).toBeInTheDocument();
    expect(screen.getByText("1.4 km mewn llinell syth, i'r gogledd-orllewin ohonoch. Wedi'i luniadu wrth raddfa (nid oes teils map ar gael).")).toBeInTheDocument();
    noEnglish('km away', 'Website', 'Opening hours', 'Monday', 'Closed', 'Treatment pricing', 'as the crow flies', 'north-west', 'Drawn to scale');
    await noEnglishLeft();
  });

  it("says in Welsh why there is no map, and Google's map before it loads", async () => {
    render(
      <>
        <DrawnMap from={you} practice={{ ...practice, latitude: null, longitude: null }} />
        <DrawnMap from={{ lat: Number.NaN, lng: 0 }} practice={practice} />
      </>,
    );
    expect(screen.getByText("Nid oedd modd dod o hyd i'r cyfesurynnau ar gyfer un o'r lleoliadau neu'r ddau")).toBeInTheDocument();
    expect(screen.getByText("Gwall wrth lwytho cyfesurynnau'r map")).toBeInTheDocument();
    noEnglish('Could not find coordinates', 'Error loading map coordinates');
    await noEnglishLeft();
  });

  it('says the map on tiles in Welsh: its zoom buttons, pins, credit and caption', async () => {
    render(<PracticeMap from={you} practice={practice} tileUrl="https://tiles.example.test/{z}/{x}/{y}.png" />);
    expect(await screen.findByRole('button', { name: 'Chwyddo i mewn' }, { timeout: 5000 })).toHaveAttribute('title', 'Chwyddo i mewn');
    expect(screen.getByRole('button', { name: 'Chwyddo allan' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Chi' })).toBeInTheDocument();
    expect(document.querySelector('.leaflet-control-attribution')).toHaveTextContent('Teils map gan tiles.example.test');
    noEnglish('Zoom in', 'Zoom out', 'Map tiles from', 'Red pin', 'as the crow flies');
    await noEnglishLeft();
  });

  it("says Google's map in Welsh before it comes into view", async () => {
    // The map's box never comes near the screen: Google's code is never fetched.
    vi.stubGlobal('IntersectionObserver', class {
      observe() {}
      disconnect() {}
    });
    try {
      render(<PracticeMap from={you} practice={practice} googleMapsKey="key" />);
      expect(screen.getByRole('status')).toHaveTextContent('Bydd y map yn llwytho pan fyddwch yn ei gyrraedd.');
      expect(screen.getByRole('region', { name: "Map: chi a'r practis Harley Street Emergency Dental, 1.4 km oddi wrth eich gilydd" })).toBeInTheDocument();
      noEnglish('The map loads when you reach it', 'Marker');
      await noEnglishLeft();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('credits the tiles in Welsh on a Welsh page', () => {
    expect(tileCredit('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('© Cyfranwyr OpenStreetMap');
    expect(tileCredit('https://tiles.example.test/{z}/{x}/{y}.png')).toBe('Teils map gan tiles.example.test');
    expect(tileCredit('not a url')).toBe('Teils map gan y gweinydd teils');
  });

  it('says the alternatives in Welsh, their dates included', async () => {
    const other = { ...practice, id: 'p2', name: 'Cardiff Dental' };
    render(
      <Alternatives
        alternatives={[
          { practice, nextAvailable: { slot: SLOT } } as AlternativeOption,
          { practice: { ...other, distanceKm: null }, nextAvailable: null } as unknown as AlternativeOption,
        ]}
        notice={undefined}
        noticeRef={null}
        busy={false}
        onCheck={vi.fn()}
        onChoose={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Opsiynau eraill' })).toBeInTheDocument();
    expect(screen.getByText('Yr amser nesaf sydd ar gael: Iau 1 Gorff, 09:30')).toBeInTheDocument();
    expect(screen.getByText("Nid yw'r pellter ar gael")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gwirio argaeledd – Cardiff Dental' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dewis y practis hwn' })).toBeInTheDocument();
    noEnglish('Alternative Options', 'Next available', 'Thu', 'Distance not available', 'Check availability', 'Select This Practice');
    await noEnglishLeft();
  });

  it('says the page opened from a link in Welsh', async () => {
    mockApi({});
    render(
      <LinkedPractice
        practice={practice}
        next={undefined}
        noTimeToday={false}
        date={dateOptions()[0].value}
        dateNotice={undefined}
        onDate={vi.fn()}
        message={undefined}
        noTimes={false}
        suggestion={undefined}
        onTry={vi.fn()}
        nhs111={false}
        groups={groupSlots([SLOT])}
        headingRef={{ current: null }}
        busy={false}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Yr apwyntiad nesaf sydd ar gael' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Amseroedd rhydd – Harley Street Emergency Dental' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'I archebu, atebwch ychydig o gwestiynau yn gyntaf' }).parentElement).toHaveTextContent(
      "I archebu, atebwch ychydig o gwestiynau yn gyntaf: maen nhw'n sicrhau mai deintydd yw'r help iawn i chi.",
    );
    expect(await screen.findByRole('heading', { name: 'Archebu apwyntiad – Harley Street Emergency Dental' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Ffioedd triniaeth' })).toBeInTheDocument();
    noEnglish('Next Available Appointment', 'Free times at', 'To book, answer', 'Book at', 'Treatment fees');
    // The free times' group is headed in Welsh (09:30 is in the morning).
    expect(screen.getByRole('heading', { name: 'Bore' })).toBeInTheDocument();
    noShortEnglish(document.body, 'Morning');
    await noEnglishLeft();
  });
});

describe('The waitlist, the e-mail correction and the fees, in Welsh', () => {
  it('says "Join the waitlist" in Welsh, its invitation and its errors included', async () => {
    render(<WaitlistJoinForm formData={{ name: 'Ann', phone: '07700 900982', postcode: 'CF10 1AA', issue: '' }} radiusKm={20} />);
    expect(screen.getByText(WAITLIST_MESSAGES_CY.invite)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Ymuno â'r rhestr aros" })).toBeInTheDocument();
    expect(screen.getByLabelText('Cyfeiriad e-bost')).toBeInTheDocument();
    expect(screen.getByLabelText('Anfonwch e-bost ataf pan fydd apwyntiad ar gael. Caiff fy manylion eu cadw am 14 diwrnod ar y mwyaf.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Ymuno â'r rhestr aros" })).toBeInTheDocument();
    noEnglish('Join the waitlist', 'Email address', 'E-mail me', 'Join the waitlist and we will e-mail you');
    await noEnglishLeft();
    await userEvent.click(screen.getByRole('button', { name: "Ymuno â'r rhestr aros" }));
    expect(screen.getByText(WAITLIST_MESSAGES_CY.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(WAITLIST_MESSAGES_CY.consentRequired)).toBeInTheDocument();
    await noEnglishLeft();
  });

  it('says the e-mail correction in Welsh', async () => {
    render(<EmailCorrection appointment={{ id: 'a1', accessToken: 'tok' }} currentEmail="ann@example.com" openAtStart={false} onChanged={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cyfeiriad e-bost anghywir? Cywirwch ef' }));
    expect(screen.getByRole('heading', { name: 'Cywirwch eich cyfeiriad e-bost' })).toBeInTheDocument();
    expect(screen.getByLabelText('Cyfeiriad e-bost cywir')).toHaveAccessibleDescription("Byddwn yn anfon eich cadarnhad eto i'r cyfeiriad hwn.");
    expect(screen.getByRole('button', { name: 'Anfon y cadarnhad eto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Canslo' })).toBeInTheDocument();
    noEnglish('Wrong e-mail', 'Correct your e-mail address', 'Send the confirmation again', 'Cancel');
    await noEnglishLeft();
    // The address is checked in Welsh before it is sent.
    await userEvent.clear(screen.getByLabelText('Cyfeiriad e-bost cywir'));
    await userEvent.click(screen.getByRole('button', { name: 'Anfon y cadarnhad eto' }));
    expect(screen.getByText(BOOKING_MESSAGES_CY.emailRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Cyfeiriad e-bost cywir'), 'ann@');
    await userEvent.click(screen.getByRole('button', { name: 'Anfon y cadarnhad eto' }));
    expect(screen.getByText(BOOKING_MESSAGES_CY.emailInvalid)).toBeInTheDocument();
    await noEnglishLeft();
  });

  it('says the treatment fees block in Welsh, the treatments included', async () => {
    render(<TreatmentFees />);
    expect(screen.getByRole('heading', { name: 'Ffioedd triniaeth' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Parhau i archebu' })).toBeInTheDocument();
    const fees = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(fees).toEqual(TREATMENT_FEES_CY.map((t) => `${t.name} £${t.pricePence / 100}: ${t.items.join(', ')}`));
    noEnglish('Treatment fees', 'Continue with booking', ...TREATMENT_FEES.map((t) => t.name));
    await noEnglishLeft();
  });
});

describe('The dates of these components', () => {
  /** Every 7 hours for a fortnight across the spring clock change, and the instant before each midnight. */
  const now = new Date('2027-03-25T10:00:00Z');
  const instants = Array.from({ length: 48 }, (_, i) => new Date(now.getTime() + i * 7 * 3_600_000)).flatMap((d) => [d, new Date(d.getTime() + 60_000)]);

  it('writes English exactly as shared/format.ts did', () => {
    setLocale('en-GB');
    const dates = datesIn(appI18n);
    for (const d of instants) {
      const iso = d.toISOString();
      expect(dates.when(iso, now)).toBe(formatWhen(iso, now));
      expect(dates.long(iso)).toBe(formatDateLong(iso));
      expect(dates.slotShort(iso)).toBe(formatSlotShort(iso));
    }
    expect(dates.when('not a date', now)).toBe('Invalid date');
  });

  it('writes them in Welsh on the London clock', () => {
    const dates = datesIn(appI18n);
    expect(dates.when('2027-03-25T14:30:00Z', now)).toBe('Heddiw 14:30');
    expect(dates.when('2027-03-26T08:00:00Z', now)).toBe('Yfory 08:00');
    // After the clocks go forward on 28 March, 08:00 in London is 07:00 UTC.
    expect(dates.when('2027-03-31T07:00:00Z', now)).toBe('Dydd Mercher 31 Mawrth, 08:00');
    expect(dates.option('2027-03-25', true)).toBe('Heddiw, Dydd Iau 25 Mawrth');
    expect(dates.option('2027-03-26', false)).toBe('Dydd Gwener 26 Mawrth');
  });
});
