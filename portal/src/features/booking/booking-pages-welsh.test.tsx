import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AVAILABILITY_MESSAGES, SLOT_GROUPS } from '@contexts/availability/availability.constants';
import { AVAILABILITY_MESSAGES_CY, SLOT_GROUPS_CY } from '@contexts/availability/availability.cy.constants';
import { BOOKED_FOR_TEXTS, BOOKING_MESSAGES } from '@contexts/booking/booking.constants';
import { BOOKED_FOR_TEXTS_CY, BOOKING_MESSAGES_CY } from '@contexts/booking/booking.cy.constants';
import { appointmentStateWordingCy } from '@contexts/booking/rules/appointment-state-wording.cy.rules';
import { paymentWording } from '@contexts/booking/rules/payment-wording.rules';
import { paymentWordingCy } from '@contexts/booking/rules/payment-wording.cy.rules';
import { SEARCH_MESSAGES } from '@contexts/search/search.constants';
import { SEARCH_MESSAGES_CY } from '@contexts/search/search.cy.constants';
import { WAITLIST_MESSAGES } from '@contexts/waitlist/waitlist.constants';
import { WAITLIST_MESSAGES_CY } from '@contexts/waitlist/waitlist.cy.constants';
import { appI18n, setLocale } from '../../shared/i18n/app-i18n';
import { type Message, say } from '../../shared/i18n/i18n';
import { londonDateLong } from '../../shared/i18n/london-dates';
import { mockApi } from '../../testing/mock-api';
import { expectNoEnglish, pairsOfModule } from '../../testing/no-english';
import { renderRoutes } from '../../testing/render';
import { ALTERNATIVES, CHOOSE_TIME, PRACTICE, RESULTS } from './components/results-messages';
import type { ClaimedOffer } from './api/claim-waitlist-offer';
import type { AvailabilityState, PracticeSummary } from './api/search-practices';
import { HARLEY_PRACTICE, slotAt } from './testing/practice-fixtures';
import { AvailabilityPage } from './availability-page';
import { ConfirmationPage } from './confirmation-page';
import { dateOptions } from './utils/slot-groups';
import { WaitlistConfirmPage, WaitlistLeavePage, WaitlistOfferPage } from './waitlist-offer-page';

/** None of the English of the page's own words is on the page. */
function noEnglish(...texts: string[]) {
  for (const english of texts) expect(document.body).not.toHaveTextContent(english);
}

/** A catalog's words as the Welsh page says them (the locale set to Welsh first). */
const cy = (message: Message, values?: Record<string, unknown>) => say(appI18n, message, values);

/** The shared modules' words these pages say, English and Welsh: none of the English may be on a Welsh page. */
const SHARED = [
  ...pairsOfModule('AVAILABILITY_MESSAGES', AVAILABILITY_MESSAGES, AVAILABILITY_MESSAGES_CY),
  ...pairsOfModule('SLOT_GROUPS', SLOT_GROUPS, SLOT_GROUPS_CY),
  ...pairsOfModule('BOOKING_MESSAGES', BOOKING_MESSAGES, BOOKING_MESSAGES_CY),
  ...pairsOfModule('BOOKED_FOR_TEXTS', BOOKED_FOR_TEXTS, BOOKED_FOR_TEXTS_CY),
  ...pairsOfModule('SEARCH_MESSAGES', SEARCH_MESSAGES, SEARCH_MESSAGES_CY),
  ...pairsOfModule('WAITLIST_MESSAGES', WAITLIST_MESSAGES, WAITLIST_MESSAGES_CY),
];

const [today, tomorrow, dayAfter] = dateOptions().map((o) => o.value);
const practice = HARLEY_PRACTICE;
const slot = slotAt;
const searched: AvailabilityState = {
  formData: { name: 'Ann', phone: '07700 900982', postcode: 'W1G 8YS', issue: 'Toothache' },
  nearestPractice: practice,
  sortedPractices: [practice],
  search: {
    radiusKm: 20,
    approximate: false,
    nation: 'wales' as const,
    location: { lat: 51.5074, lng: -0.1278 },
    nearestPractice: practice,
    date: tomorrow,
    slots: [slot(tomorrow, '10:00'), slot(tomorrow, '10:30')],
    sortedPractices: [practice],
    alternatives: [],
    screening: 'proof-of-the-search',
  },
};
const SLOTS = 'GET /api/practices/p1/slots';
const HOLD = 'POST /api/holds';
const times = { body: { date: tomorrow, slots: [slot(tomorrow, '10:00'), slot(tomorrow, '10:30')] } };

/** The availability page as the search leaves it (its answer in the navigation state). */
function renderAvailability(state: AvailabilityState = searched) {
  return renderRoutes([{ path: '/availability-check', element: <AvailabilityPage /> }], [{ pathname: '/availability-check', state }]);
}

/** Chooses the first time and presses "Book Appointment", in Welsh. */
async function bookFirstTime() {
  await userEvent.click((await screen.findAllByRole('radio'))[0]);
  await userEvent.click(screen.getByRole('button', { name: cy(CHOOSE_TIME.book) }));
}

describe('The booking pages in Welsh', () => {
  afterEach(() => setLocale('en-GB'));

  it("the availability page: its heading, the patient's details, and a date's times that could not be read", async () => {
    mockApi({ 'GET /api/practices/p1/slots': { status: 500, body: { message: 'Internal server error' } } });
    setLocale('cy');
    renderRoutes([{ path: '/availability-check', element: <AvailabilityPage /> }], [
      { pathname: '/availability-check', search: `?practice=p1&date=${dayAfter}`, state: searched },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Yr apwyntiad nesaf sydd ar gael' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Eich manylion' })).toBeInTheDocument();
    expect(
      await screen.findByText("Nid oedd modd gwirio'r argaeledd ar gyfer y dyddiad a ddewiswyd. Rhowch gynnig arall arni."),
    ).toBeInTheDocument();
    noEnglish('Next Available Appointment', 'Your details', 'Failed to check availability');
    await expectNoEnglish(document.body, SHARED);
  });

  it('the availability page: the times under Welsh headings, and the note that distances are from the postcode district', async () => {
    mockApi({ [SLOTS]: times });
    setLocale('cy');
    renderAvailability({ ...searched, search: { ...searched.search, approximate: true } });
    // 10:00 and 10:30 UTC are in the morning in London, winter or summer.
    const group = (await screen.findAllByRole('radio'))[0].closest('fieldset')!;
    expect(group.querySelector('legend')).toHaveTextContent(/^Bore$/);
    expect(await screen.findByText(cy(PRACTICE.approximateLocation))).toHaveClass('location-note');
    noEnglish('Morning', 'Afternoon', 'Evening', PRACTICE.approximateLocation.message);
    await expectNoEnglish(document.body, SHARED);
  });

  it('the availability page: a date without times, and today without times, said in Welsh with a Welsh date', async () => {
    mockApi({
      [SLOTS]: (_init, url) => {
        const date = new URL(url, 'http://portal').searchParams.get('date') ?? tomorrow;
        return { body: { date, slots: date === tomorrow ? times.body.slots : [] } };
      },
      'GET /api/practices/p1/next-available': { body: { date: tomorrow, slot: slot(tomorrow, '10:00') } },
    });
    setLocale('cy');
    renderAvailability();
    const dateList = await screen.findByLabelText(cy(CHOOSE_TIME.dateLabel));
    await userEvent.selectOptions(dateList, dayAfter);
    // "Dydd Mercher 3 Mawrth 2027": the day and month from the catalog, never the browser's English.
    const welshDate = londonDateLong(appI18n, new Date(`${dayAfter}T12:00:00Z`));
    expect(await screen.findByText(AVAILABILITY_MESSAGES_CY.noneOnDate(welshDate))).toBeInTheDocument();
    noEnglish('No appointments available');
    await expectNoEnglish(document.body, SHARED);
    await userEvent.selectOptions(dateList, today);
    expect(await screen.findByText(AVAILABILITY_MESSAGES_CY.noneToday)).toBeInTheDocument();
    noEnglish('No appointments available');
    await expectNoEnglish(document.body, SHARED);
  });

  it.each([
    ['someone else took it (409)', { status: 409, body: { message: BOOKING_MESSAGES.slotTaken, code: 'slot_taken' } }, BOOKING_MESSAGES_CY.slotTaken],
    ['the hold could not be asked for (500)', { status: 500, body: { message: 'Internal server error' } }, BOOKING_MESSAGES_CY.holdFailed],
  ])('the availability page: a time that could not be held because %s, said in Welsh', async (_why, refusal, welsh) => {
    mockApi({ [SLOTS]: times, [HOLD]: refusal });
    setLocale('cy');
    renderAvailability();
    await bookFirstTime();
    expect(await screen.findByRole('alert')).toHaveTextContent(welsh);
    noEnglish('Sorry, this appointment slot', 'We could not hold this time');
    await expectNoEnglish(document.body, SHARED);
  });

  it('the availability page: a time gone from the practice (404), then Book with no time chosen, said in Welsh', async () => {
    mockApi({ [SLOTS]: times, [HOLD]: { status: 404, body: { message: BOOKING_MESSAGES.slotNoLongerAvailable, code: 'slot_not_found' } } });
    setLocale('cy');
    renderAvailability();
    await bookFirstTime();
    expect(await screen.findByRole('alert')).toHaveTextContent(AVAILABILITY_MESSAGES_CY.selectedGone);
    await waitFor(() => expect(screen.getByRole('button', { name: cy(CHOOSE_TIME.book) })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: cy(CHOOSE_TIME.book) }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AVAILABILITY_MESSAGES_CY.selectSlot);
    noEnglish('The selected slot', 'Please select an appointment slot');
    await expectNoEnglish(document.body, SHARED);
  });

  it('the availability page: the time held before Back taken meanwhile, said in Welsh', async () => {
    mockApi({
      [SLOTS]: { body: { date: tomorrow, slots: [slot(tomorrow, '10:30')] } },
      [HOLD]: { status: 201, body: { holdId: 'h1', holdToken: 'token-h1', expiresAt: new Date(Date.now() + 600_000).toISOString() } },
      'DELETE /api/holds/h1': { status: 204 },
    });
    setLocale('cy');
    renderAvailability();
    await bookFirstTime();
    await userEvent.click(await screen.findByRole('button', { name: cy(RESULTS.back) }));
    expect(await screen.findByText(AVAILABILITY_MESSAGES_CY.previouslySelectedGone)).toHaveAttribute('role', 'alert');
    noEnglish('The previously selected slot');
    await expectNoEnglish(document.body, SHARED);
  });

  it("the availability page: an alternative with nothing in the next 7 days, said on its card in Welsh", async () => {
    const empty: PracticeSummary = { ...practice, id: 'p3', name: 'Deintyddfa Bae Caerdydd', distanceKm: 1.6 };
    mockApi({ [SLOTS]: times, 'GET /api/practices/p3/next-available': { status: 404, body: { message: 'No available appointment found.', code: 'none' } } });
    setLocale('cy');
    renderAvailability({ ...searched, search: { ...searched.search, alternatives: [{ practice: empty, nextAvailable: null }] } });
    const card = (await screen.findByRole('heading', { level: 3, name: empty.name })).closest('li') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: cy(ALTERNATIVES.checkAvailabilityButton) }));
    expect(await within(card).findByText(SEARCH_MESSAGES_CY.noneForPractice(empty.name))).toHaveFocus();
    noEnglish('No available appointments found');
    await expectNoEnglish(document.body, SHARED);
  });

  it('the availability page: a date that became past while the page was open, said in Welsh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2027-03-29T20:50:00Z'));
      mockApi({ [SLOTS]: { body: { date: '2027-03-30', slots: [slot('2027-03-30', '09:00')] } } });
      setLocale('cy');
      renderAvailability({ ...searched, search: { ...searched.search, date: '2027-03-29', slots: [slot('2027-03-29', '20:55')] } });
      await screen.findByRole('radio');
      vi.setSystemTime(new Date('2027-03-30T06:00:00Z'));
      document.dispatchEvent(new Event('visibilitychange'));
      expect(await screen.findByText(AVAILABILITY_MESSAGES_CY.pastDate)).toBeInTheDocument();
      noEnglish('Please select a date that is not in the past');
      await expectNoEnglish(document.body, SHARED);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the confirmation page: the reference, where the e-mail went, the summary and the way home', async () => {
    mockApi({
      'GET /api/appointments/a1': {
        body: {
          id: 'a1',
          reference: 'ED-ABC234',
          status: 'pending',
          paymentStatus: 'authorized',
          paymentError: null,
          emailStatus: 'sent',
          startTime: '2027-07-01T09:30:00+01:00',
          endTime: '2027-07-01T10:00:00+01:00',
          patient: { name: 'Ann', email: 'ann@example.com' },
          // The booking's state is the api's words, shown as given: here as the api must answer a Welsh
          // page (GET /api/appointments/:id words it in English for now).
          state: appointmentStateWordingCy({ status: 'pending' }, { now: new Date('2027-06-09T11:00:00Z'), texts: true }),
        },
      },
    });
    setLocale('cy');
    renderRoutes(
      [{ path: '/appointment-confirmation', element: <ConfirmationPage /> }],
      [
        {
          pathname: '/appointment-confirmation',
          state: {
            formData: searched.formData,
            practice,
            selectedSlot: { id: 's1', startTime: '2027-07-01T09:30:00+01:00', endTime: '2027-07-01T10:00:00+01:00' },
            email: 'ann@example.com',
            appointment: { id: 'a1', reference: 'ED-ABC234', accessToken: 'tok' },
          },
        },
      ],
    );
    expect(screen.getByRole('heading', { level: 1, name: "Apwyntiad wedi'i archebu'n llwyddiannus!" })).toBeInTheDocument();
    expect(screen.getByText(/^Eich cyfeirnod archebu yw/)).toHaveTextContent('Eich cyfeirnod archebu yw ED-ABC234.');
    // On its way until the booking is read, then sent.
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent("Wrthi'n anfon eich e-bost cadarnhau i ann@example.com…");
    await waitFor(() => expect(status).toHaveTextContent('Rydym wedi anfon eich cadarnhad drwy e-bost. Cafodd ei anfon i ann@example.com.'));
    // Thursday 1 July 2027, from the catalog's day and month names.
    expect(screen.getByText('Dydd Iau 1 Gorffennaf 2027')).toBeInTheDocument();
    for (const term of ['Dyddiad', 'Amser', 'Practis', 'Rhif ffôn y practis']) expect(screen.getByText(term, { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByText(/Mae taliad pellach am eich triniaeth yn cael ei wneud yn uniongyrchol i'r practis\.$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Dychwelyd i'r hafan" })).toHaveAttribute('href', '/');
    // The fee held on the card, in the Welsh of the words every channel uses.
    expect(screen.getByText(/Mae taliad pellach/)).toHaveTextContent(paymentWordingCy({ paymentStatus: 'authorized', feePence: 3900 }).sentence);
    noEnglish(paymentWording({ paymentStatus: 'authorized', feePence: 3900 }).sentence);
    noEnglish('Appointment Booked Successfully', 'Your booking reference', 'We have e-mailed', 'Sending your', 'Practice phone', 'Further payment', 'Return to Home', 'Thursday', 'July');
    await expectNoEnglish(document.body, SHARED);
  });

  it('the confirmation page: a booking for a child, the e-mail that could not be sent, and the fee before it is read, in Welsh', async () => {
    mockApi({
      'GET /api/appointments/a1': {
        body: {
          id: 'a1',
          reference: 'ED-ABC234',
          status: 'pending',
          paymentStatus: 'authorized',
          paymentError: null,
          emailStatus: 'failed',
          startTime: '2027-07-01T09:30:00+01:00',
          endTime: '2027-07-01T10:00:00+01:00',
          amountPence: 3900,
          patient: { name: 'Ann', email: 'ann@example' },
          bookedFor: { name: 'Sam Jones', under16: true },
          state: appointmentStateWordingCy({ status: 'pending' }, { now: new Date('2027-06-09T11:00:00Z'), texts: false }),
        },
      },
    });
    setLocale('cy');
    renderRoutes(
      [{ path: '/appointment-confirmation', element: <ConfirmationPage /> }],
      [
        {
          pathname: '/appointment-confirmation',
          state: {
            formData: searched.formData,
            practice,
            selectedSlot: { id: 's1', startTime: '2027-07-01T09:30:00+01:00', endTime: '2027-07-01T10:00:00+01:00' },
            email: 'ann@example',
            appointment: { id: 'a1', reference: 'ED-ABC234', accessToken: 'tok' },
          },
        },
      ],
    );
    // Before the booking is read: only that the card was accepted.
    expect(screen.getByText(/Mae taliad pellach/)).toHaveTextContent(paymentWordingCy({ paymentStatus: undefined, feePence: 3900 }).sentence);
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent(BOOKING_MESSAGES_CY.emailSendFailed);
    expect(failed).toHaveTextContent(BOOKING_MESSAGES_CY.emailSendFailedDetail);
    expect(screen.getByText(BOOKED_FOR_TEXTS_CY.appointmentFor('Sam Jones', true)).closest('p')).toHaveTextContent(
      `${BOOKED_FOR_TEXTS_CY.appointmentFor('Sam Jones', true)} ${BOOKED_FOR_TEXTS_CY.guardianReminder}`,
    );
    expect(screen.getByText(BOOKED_FOR_TEXTS_CY.patient('Sam Jones', true), { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText(/Mae taliad pellach/)).toHaveTextContent(paymentWordingCy({ paymentStatus: 'authorized', feePence: 3900 }).sentence);
    noEnglish(BOOKED_FOR_TEXTS.appointmentFor('Sam Jones', true), '(under 16)', paymentWording({ paymentStatus: 'authorized', feePence: 3900 }).sentence, 'Your card has been accepted');
    await expectNoEnglish(document.body, SHARED);
  });

  it('the waitlist offer: the question first, then the time held, in Welsh', async () => {
    const claimed: ClaimedOffer = {
      hold: { holdId: '00000000-0000-4000-8000-000000000001', holdToken: 'token-h1', expiresAt: new Date(Date.now() + 600_000).toISOString() },
      email: 'wendy@example.com',
      patient: { name: 'Wendy Waiting', phone: '07700 900984', postcode: 'CF10 1AA', issue: 'Toothache' },
      slot: { id: '00000000-0000-4000-8000-000000000002', startTime: '2027-03-02T10:00:00+00:00', endTime: '2027-03-02T10:30:00+00:00' },
      practice: { ...practice, id: '00000000-0000-4000-8000-000000000003', name: 'Deintyddfa Caerdydd' },
    };
    mockApi({ 'POST /api/waitlist/offers/claim': { body: claimed } });
    setLocale('cy');
    renderRoutes([{ path: '/waitlist/offer', element: <WaitlistOfferPage /> }], ['/waitlist/offer?token=of.fer']);
    expect(await screen.findByRole('heading', { level: 1, name: "Eich cynnig o'r rhestr aros" })).toBeInTheDocument();
    expect(screen.getByText('Mae apwyntiad wedi dod ar gael i chi. Cyn i ni ei neilltuo, atebwch y cwestiwn hwn.')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole<HTMLInputElement>('checkbox').find((box) => box.value === 'none')!);
    await userEvent.click(screen.getByRole('button', { name: "Neilltuo'r amser hwn" }));
    expect(await screen.findByText('Deintyddfa Caerdydd, Dydd Mawrth 2 Mawrth 2027 am 10:00')).toBeInTheDocument();
    noEnglish('Your waitlist offer', 'An appointment has opened', 'Hold this time', 'Tuesday', ' at 10:00');
    await expectNoEnglish(document.body, SHARED);
  });

  it("the waitlist offer's link without a token: the way to search again", async () => {
    mockApi();
    setLocale('cy');
    renderRoutes([{ path: '/waitlist/offer', element: <WaitlistOfferPage /> }], ['/waitlist/offer']);
    expect(await screen.findByRole('link', { name: 'Chwilio am apwyntiad arall' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(WAITLIST_MESSAGES_CY.linkInvalid);
    expect(document.title).toMatch(/^Eich cynnig o'r rhestr aros - /);
    noEnglish('Search for another appointment');
    await expectNoEnglish(document.body, SHARED);
  });

  it.each([
    ['confirm', '/waitlist/confirm', <WaitlistConfirmPage />],
    ['leave', '/waitlist/leave', <WaitlistLeavePage />],
  ])("the waitlist's %s link without a token: said in Welsh", async (_page, path, element) => {
    mockApi();
    setLocale('cy');
    renderRoutes([{ path, element }], [path]);
    expect(await screen.findByRole('alert')).toHaveTextContent(WAITLIST_MESSAGES_CY.linkInvalid);
    noEnglish('This link is not valid');
    await expectNoEnglish(document.body, SHARED);
  });

  it('the waitlist place confirmed: its summary, the date it lasts until and the leave link', async () => {
    mockApi({
      'POST /api/waitlist/confirm': {
        body: { message: 'Joined.', postcode: 'CF10 1AA', radiusKm: 20, expiresAt: '2027-03-15T10:00:00.000Z', leaveToken: 'le.ave' },
      },
    });
    setLocale('cy');
    renderRoutes([{ path: '/waitlist/confirm', element: <WaitlistConfirmPage /> }], ['/waitlist/confirm?token=c0nfirm']);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Eich lle ar y rhestr aros' })).toHaveFocus());
    for (const term of ['Cod post', 'Apwyntiadau o fewn', 'Tan']) expect(screen.getByText(term, { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByText('Dydd Llun 15 Mawrth 2027')).toBeInTheDocument();
    const leave = screen.getByRole('link', { name: 'gadewch y rhestr aros' });
    expect(leave).toHaveAttribute('href', '/waitlist/leave?token=le.ave');
    expect(leave.closest('p')).toHaveTextContent('Os nad oes angen apwyntiad arnoch mwyach, gadewch y rhestr aros a byddwn yn dileu eich manylion.');
    expect(screen.getByRole('link', { name: "Dychwelyd i'r hafan" })).toBeInTheDocument();
    noEnglish('Your place on the waitlist', 'Postcode', 'Appointments within', 'Until', 'No longer need', 'Monday', 'March', 'Return to Home');
    await expectNoEnglish(document.body, SHARED);
  });

  it('the waitlist left: its heading and the way home', async () => {
    mockApi({ 'POST /api/waitlist/leave': { body: { message: 'Done.' } } });
    setLocale('cy');
    renderRoutes([{ path: '/waitlist/leave', element: <WaitlistLeavePage /> }], ['/waitlist/leave?token=le.ave']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Gadael y rhestr aros' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Dychwelyd i'r hafan" })).toBeInTheDocument();
    noEnglish('Leave the waitlist', 'Return to Home');
    await expectNoEnglish(document.body, SHARED);
  });
});
