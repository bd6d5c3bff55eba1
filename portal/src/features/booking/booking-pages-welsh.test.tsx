import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appointmentStateWording } from '@contexts/booking/rules/appointment-state-wording.rules';
import { setLocale } from '../../shared/i18n/app-i18n';
import { mockApi } from '../../testing/mock-api';
import { renderRoutes } from '../../testing/render';
import type { ClaimedOffer } from './api/claim-waitlist-offer';
import type { AvailabilityState, PracticeSummary, SlotView } from './api/search-practices';
import { AvailabilityPage } from './availability-page';
import { ConfirmationPage } from './confirmation-page';
import { dateOptions } from './utils/slot-groups';
import { WaitlistConfirmPage, WaitlistLeavePage, WaitlistOfferPage } from './waitlist-offer-page';

/** None of the English of the page's own words is on the page. */
function noEnglish(...texts: string[]) {
  for (const english of texts) expect(document.body).not.toHaveTextContent(english);
}

const [, tomorrow, dayAfter] = dateOptions().map((o) => o.value);
const practice: PracticeSummary = {
  id: 'p1',
  name: 'Harley Street Emergency Dental',
  address: { line1: '58 Harley Street', line2: null, city: 'London', postcode: 'W1G 9QB' },
  phone: '020 7946 0101',
  email: 'harley@example.com',
  website: null,
  services: ['Emergency dental care'],
  openingHours: {},
  latitude: 51.5203,
  longitude: -0.1469,
  distanceKm: 1.4,
};
const slot = (date: string, hhmm: string): SlotView => ({ id: `${date}-${hhmm}`, startTime: `${date}T${hhmm}:00Z`, endTime: `${date}T${hhmm}:30Z` });
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
          state: appointmentStateWording({ status: 'pending' }, { now: new Date('2027-06-09T11:00:00Z'), texts: true }),
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
    noEnglish('Appointment Booked Successfully', 'Your booking reference', 'We have e-mailed', 'Sending your', 'Practice phone', 'Further payment', 'Return to Home', 'Thursday', 'July');
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
  });

  it("the waitlist offer's link without a token: the way to search again", async () => {
    mockApi();
    setLocale('cy');
    renderRoutes([{ path: '/waitlist/offer', element: <WaitlistOfferPage /> }], ['/waitlist/offer']);
    expect(await screen.findByRole('link', { name: 'Chwilio am apwyntiad arall' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Eich cynnig o'r rhestr aros - /);
    noEnglish('Search for another appointment');
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
  });

  it('the waitlist left: its heading and the way home', async () => {
    mockApi({ 'POST /api/waitlist/leave': { body: { message: 'Done.' } } });
    setLocale('cy');
    renderRoutes([{ path: '/waitlist/leave', element: <WaitlistLeavePage /> }], ['/waitlist/leave?token=le.ave']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Gadael y rhestr aros' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Dychwelyd i'r hafan" })).toBeInTheDocument();
    noEnglish('Leave the waitlist', 'Return to Home');
  });
});
