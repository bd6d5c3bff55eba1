import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AVAILABILITY_MESSAGES } from '@contexts/availability/availability.constants';
import { AVAILABILITY_MESSAGES_CY } from '@contexts/availability/availability.cy.constants';
import { BOOKING_MESSAGES, MANAGE_MESSAGES } from '@contexts/booking/booking.constants';
import { BOOKING_MESSAGES_CY, MANAGE_MESSAGES_CY } from '@contexts/booking/booking.cy.constants';
import { appointmentStateWordingCy } from '@contexts/booking/rules/appointment-state-wording.cy.rules';
import { type MoneyFacts, paymentWording } from '@contexts/booking/rules/payment-wording.rules';
import { paymentWordingCy } from '@contexts/booking/rules/payment-wording.cy.rules';
import { SIGN_IN_LINK_MESSAGES } from '@contexts/identity/identity.constants';
import { SIGN_IN_LINK_MESSAGES_CY } from '@contexts/identity/identity.cy.constants';
import { londonDateOptions } from '../../shared/format';
import { setLocale } from '../../shared/i18n/app-i18n';
import { mockApi } from '../../testing/mock-api';
import { expectNoEnglish, pairsOfModule } from '../../testing/no-english';
import { renderRoutes, RequireRole } from '../../testing/render';
import { EmailLinkPage } from './email-link-page';
import { ManageAppointmentPage } from './manage-appointment-page';
import { UserPage } from './user-page';

/** None of the English of the page's own words is on the page. */
function noEnglish(...texts: string[]) {
  for (const english of texts) expect(document.body).not.toHaveTextContent(english);
}

/** The shared modules' words these pages say, English and Welsh: none of the English may be on a Welsh page. */
const SHARED = [
  ...pairsOfModule('MANAGE_MESSAGES', MANAGE_MESSAGES, MANAGE_MESSAGES_CY),
  ...pairsOfModule('BOOKING_MESSAGES', BOOKING_MESSAGES, BOOKING_MESSAGES_CY),
  ...pairsOfModule('AVAILABILITY_MESSAGES', AVAILABILITY_MESSAGES, AVAILABILITY_MESSAGES_CY),
  ...pairsOfModule('SIGN_IN_LINK_MESSAGES', SIGN_IN_LINK_MESSAGES, SIGN_IN_LINK_MESSAGES_CY),
];

const now = new Date('2027-06-09T11:00:00Z');
/** The booking's fee as it stands: held on the card, not taken yet. */
const HELD: MoneyFacts = { paymentStatus: 'authorized', appointmentStatus: 'pending', feePence: 3900, refundedPence: 0, refundDuePence: null, capturedPence: 0, releasedPence: 0 };
/**
 * The manage page's booking. The api words the fee (`payment`) in English, which the Welsh page does
 * not show: it words the fee itself from the booking's money. The state and the cancellation's
 * explanation are the api's words, shown as given: here as the api must answer a Welsh page (it words
 * them in English for now).
 */
const BOOKING = {
  id: 'a1',
  reference: 'ED-ABC234',
  status: 'pending',
  paymentStatus: 'authorized',
  startTime: '2027-03-01T09:00:00+00:00',
  endTime: '2027-03-01T09:30:00+00:00',
  amountPence: 3900,
  refundedPence: 0,
  refundDuePence: null as number | null,
  capturedPence: 0,
  releasedPence: 0,
  practice: { id: 'p1', name: 'Deintyddfa Caerdydd', address: { line1: '1 Heol y Frenhines', line2: null, city: 'Caerdydd', postcode: 'CF10 1AA' }, phone: '029 2000 0000' },
  patient: { name: 'Pat' },
  payment: { label: paymentWording(HELD).label, sentence: paymentWording(HELD).sentence },
  state: appointmentStateWordingCy({ status: 'pending' }, { now, texts: true }),
  canChange: true,
  changeRefusal: null,
  cancellation: { refundPence: 1950, explanation: MANAGE_MESSAGES_CY.keepPartOfHeld('£19.50', '£39') },
};
const renderManage = (search = '?token=t0ken') => renderRoutes([{ path: '/appointments/manage', element: <ManageAppointmentPage /> }], [`/appointments/manage${search}`]);

describe('The account pages in Welsh', () => {
  afterEach(() => setLocale('en-GB'));

  it('the manage page: the booking, its date in Welsh, moving it and the question before cancelling', async () => {
    const [today] = londonDateOptions(1).map((d) => d.value);
    const at = (id: string, time: string) => ({ id, startTime: `2027-03-01T${time}:00+00:00`, endTime: `2027-03-01T${time}:30+00:00` });
    mockApi({
      'GET /api/manage/appointment': { body: BOOKING },
      'GET /api/practices/p1/next-available': { body: { date: today, slot: at('s1', '10:00') } },
      'GET /api/practices/p1/slots': { body: { date: today, slots: [at('s1', '10:00')] } },
      'POST /api/manage/reschedule': { body: { startTime: '2027-03-01T10:00:00+00:00', endTime: '2027-03-01T10:30:00+00:00', message: 'Moved.' } },
    });
    setLocale('cy');
    renderManage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rheoli eich apwyntiad' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Rheoli eich apwyntiad - /);
    expect(screen.getByRole('heading', { level: 2, name: 'Eich archeb' })).toBeInTheDocument();
    for (const term of ['Cyfeirnod archebu', 'Statws', 'Dyddiad ac amser', 'Practis', 'Ffi archebu']) expect(screen.getByText(term, { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByText('Dydd Llun 1 Mawrth 2027 am 09:00')).toBeInTheDocument();
    // The fee held on the card, in the Welsh of the words every channel uses, not the api's English.
    expect(screen.getByText('Ffi archebu', { selector: 'dt' }).nextElementSibling).toHaveTextContent(paymentWordingCy(HELD).sentence);
    expect(document.body).not.toHaveTextContent(paymentWording(HELD).sentence);
    expect(screen.getByRole('link', { name: "Dychwelyd i'r hafan" })).toBeInTheDocument();
    await expectNoEnglish(document.body, SHARED);

    // Move: the dates in Welsh, today first; the free times; the new time said after the api's sentence.
    expect(screen.getByRole('heading', { level: 2, name: 'Symud eich apwyntiad' })).toBeInTheDocument();
    expect(screen.getByText("Dewiswch amser arall yn yr un practis (Deintyddfa Caerdydd). Nid oes dim mwy i'w dalu.")).toBeInTheDocument();
    const dates = within(await screen.findByLabelText('Dyddiad')).getAllByRole('option');
    expect(dates[0].textContent).toMatch(/^Heddiw, Dydd (Llun|Mawrth|Mercher|Iau|Gwener|Sadwrn|Sul) \d{1,2} [A-Z]/);
    expect(dates[1].textContent).toMatch(/^Dydd /);
    const times = await screen.findByRole('group', { name: 'Amseroedd rhydd' });
    await userEvent.click(within(times).getByRole('radio', { name: '10:00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Symud fy apwyntiad' }));
    expect(await screen.findByText('Moved. Amser newydd: Dydd Llun 1 Mawrth 2027 am 10:00.')).toBeInTheDocument();

    // Cancel: asked once more, in Welsh.
    expect(screen.getByRole('heading', { level: 2, name: 'Canslo eich apwyntiad' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "Canslo'r apwyntiad" }));
    expect(screen.getByText("Ydych chi'n siŵr eich bod am ganslo'r apwyntiad hwn? Nid oes modd dadwneud hyn.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ydw, canslo fy apwyntiad' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Cadw fy apwyntiad' })).toBeInTheDocument();
    noEnglish('Manage your appointment', 'Your booking', 'Booking reference', 'Date and time', 'Move your appointment', 'New time', 'Cancel your appointment', 'Are you sure', 'Keep my appointment', 'Monday', 'March', 'Today,', 'Return to Home');
    await expectNoEnglish(document.body, SHARED);
  });

  it('the manage page: "Move my appointment" with no time chosen, said in Welsh', async () => {
    const [today] = londonDateOptions(1).map((d) => d.value);
    const at = (id: string, time: string) => ({ id, startTime: `2027-03-01T${time}:00+00:00`, endTime: `2027-03-01T${time}:30+00:00` });
    mockApi({
      'GET /api/manage/appointment': { body: BOOKING },
      'GET /api/practices/p1/next-available': { body: { date: today, slot: at('s1', '10:00') } },
      'GET /api/practices/p1/slots': { body: { date: today, slots: [at('s1', '10:00')] } },
    });
    setLocale('cy');
    renderManage();
    await screen.findByRole('group', { name: 'Amseroedd rhydd' });
    await userEvent.click(screen.getByRole('button', { name: 'Symud fy apwyntiad' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AVAILABILITY_MESSAGES_CY.selectSlot);
    noEnglish('Please select an appointment slot');
    await expectNoEnglish(document.body, SHARED);
  });

  it('the manage page of a cancelled booking: what became of the fee, and the way to book again, in Welsh', async () => {
    const released: MoneyFacts = { ...HELD, paymentStatus: 'released', appointmentStatus: 'cancelled', releasedPence: 3900 };
    mockApi({
      'GET /api/manage/appointment': {
        body: {
          ...BOOKING,
          status: 'cancelled',
          paymentStatus: 'released',
          releasedPence: 3900,
          payment: { label: paymentWording(released).label, sentence: paymentWording(released).sentence },
          state: appointmentStateWordingCy({ status: 'cancelled', cancelledBy: 'patient' }, { now, texts: true }),
          canChange: false,
          changeRefusal: MANAGE_MESSAGES_CY.alreadyCancelled,
          cancellation: null,
        },
      },
    });
    setLocale('cy');
    renderManage();
    const bookAgain = await screen.findByText(new RegExp(`^${MANAGE_MESSAGES_CY.bookAgain}`));
    expect(within(bookAgain).getByRole('link', { name: 'Archebu apwyntiad newydd' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Ffi archebu', { selector: 'dt' }).nextElementSibling).toHaveTextContent(paymentWordingCy(released).sentence);
    noEnglish(MANAGE_MESSAGES.bookAgain, paymentWording(released).sentence);
    await expectNoEnglish(document.body, SHARED);
  });

  it('the manage page without a link: the number to call and the way to book again, in one Welsh sentence', async () => {
    mockApi();
    setLocale('cy');
    renderManage('');
    const book = await screen.findByRole('link', { name: 'archebwch apwyntiad newydd' });
    expect(book.closest('p')).toHaveTextContent(/^Ffoniwch ni ar .+, neu archebwch apwyntiad newydd\.$/);
    expect(within(book.closest('p')!).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(screen.getByRole('alert')).toHaveTextContent(MANAGE_MESSAGES_CY.linkInvalid);
    noEnglish('Call us on', 'book a new appointment', 'This link is not valid');
    await expectNoEnglish(document.body, SHARED);
  });

  it('the manage page with no free time within the 14 days: said in Welsh with the number to call', async () => {
    mockApi({
      'GET /api/manage/appointment': { body: BOOKING },
      'GET /api/practices/p1/next-available': { status: 404, body: { message: 'none', code: 'no_availability' } },
      'GET /api/practices/p1/slots': { body: { date: '2027-03-01', slots: [] } },
    });
    setLocale('cy');
    renderManage();
    expect(
      await screen.findByText(/^Nid oes amseroedd eraill yn rhydd yn y practis hwn \(Deintyddfa Caerdydd\) yn ystod y 14 diwrnod nesaf\. Ffoniwch ni ar/),
    ).toHaveTextContent(/a byddwn yn eich helpu\.$/);
    expect(await screen.findByText('Nid oes amseroedd eraill yn rhydd ar y dyddiad hwn. Dewiswch ddyddiad arall.')).toBeInTheDocument();
    noEnglish('No other times are free');
    await expectNoEnglish(document.body, SHARED);
  });

  it('My Appointments: the headings, the columns, the name signed in and each row’s link', async () => {
    mockApi({
      'GET /api/auth/me': { body: { id: '2', email: 'ann@example.com', displayName: 'Ann Patient', role: 'user' } },
      'GET /api/me/appointments': {
        body: [
          {
            id: 'a1',
            reference: 'ED-7K2M',
            startTime: '2027-07-01T09:30:00+01:00',
            practice: { id: 'p1', name: 'Deintyddfa Caerdydd' },
            service: 'Emergency dental appointment',
            status: 'confirmed',
            state: appointmentStateWordingCy({ status: 'confirmed' }, { now, texts: true }),
            manageToken: 'm-t0ken',
          },
        ],
      },
      'GET /api/me/appointments/past': {
        body: [
          {
            id: 'p0',
            reference: 'ED-PAST0',
            startTime: '2026-11-01T09:30:00+00:00',
            practice: { id: 'p1', name: 'Deintyddfa Caerdydd' },
            service: 'Emergency dental appointment',
            status: 'confirmed',
            state: appointmentStateWordingCy({ status: 'confirmed' }, { now, texts: true }),
            manageToken: 'past-0',
          },
        ],
      },
    });
    setLocale('cy');
    renderRoutes([{ path: '/user', element: <RequireRole role="signed-in"><UserPage /></RequireRole> }], ['/user']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fy Apwyntiadau' })).toBeInTheDocument();
    expect(screen.getByText(/^Wedi mewngofnodi fel/)).toHaveTextContent('Wedi mewngofnodi fel Ann Patient');
    expect(screen.getByRole('button', { name: 'Allgofnodi' })).toBeInTheDocument();
    const upcoming = await screen.findByRole('table', { name: 'Apwyntiadau sydd i ddod' });
    expect(within(upcoming).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Dyddiad', 'Amser', 'Practis', 'Gwasanaeth', 'Statws', 'Camau gweithredu']);
    // The link's words are one sentence, its hidden part for a screen reader (testing-library's name drops the space before a span).
    const change = within(upcoming).getByRole('link', { name: /^Newid neu ganslo/ });
    expect(change).toHaveTextContent('Newid neu ganslo yr apwyntiad ar 01/07/2027 am 09:30');
    expect(change).toHaveAttribute('href', '/appointments/manage?token=m-t0ken');
    expect(within(upcoming).getAllByRole('cell')[0]).toHaveAttribute('data-label', 'Dyddiad');
    const past = await screen.findByRole('table', { name: "Apwyntiadau wedi'u canslo a blaenorol" });
    expect(within(past).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Dyddiad', 'Amser', 'Practis', 'Statws', 'Ffi archebu', 'Manylion']);
    expect(within(past).getByText('Wedi mynd heibio')).toHaveAttribute('data-label', 'Statws');
    const view = within(past).getByRole('link', { name: /^Gweld/ });
    expect(view).toHaveTextContent('Gweld yr apwyntiad ar 01/11/2026 am 09:30');
    expect(view).toHaveAttribute('href', '/appointments/manage?token=past-0');
    expect(screen.getByRole('heading', { level: 2, name: 'Archebu apwyntiad newydd' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dod o hyd i apwyntiad' })).toBeInTheDocument();
    noEnglish('My Appointments', 'Signed in as', 'Logout', 'Upcoming Appointments', 'Change or cancel', 'Cancelled and past', 'View', 'Book a New Appointment', 'In pain today');
    await expectNoEnglish(document.body, SHARED);
  });

  it('My Appointments with none to come, and the past group unreadable: said in Welsh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /api/auth/me': { body: { id: '2', email: 'ann@example.com', displayName: 'Ann Patient', role: 'user' } },
      'GET /api/me/appointments': { body: [] },
      'GET /api/me/appointments/past': { status: 500, body: {} },
    });
    setLocale('cy');
    renderRoutes([{ path: '/user', element: <RequireRole role="signed-in"><UserPage /></RequireRole> }], ['/user']);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Nid oedd modd llwytho eich apwyntiadau sydd wedi'u canslo a'ch apwyntiadau blaenorol. Rhowch gynnig arall arni.",
    );
    expect(screen.getByText('Nid oes gennych unrhyw apwyntiadau i ddod.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Archebu apwyntiad' })).toHaveAttribute('href', '/');
    noEnglish("You don't have", 'Book an Appointment', 'We could not load');
    await expectNoEnglish(document.body, SHARED);
  });

  it('My Appointments whose upcoming list cannot be read: the spec\'s failure text in Welsh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /api/auth/me': { body: { id: '2', email: 'ann@example.com', displayName: 'Ann Patient', role: 'user' } },
      'GET /api/me/appointments': { status: 500, body: {} },
      'GET /api/me/appointments/past': { body: [] },
    });
    setLocale('cy');
    renderRoutes([{ path: '/user', element: <RequireRole role="signed-in"><UserPage /></RequireRole> }], ['/user']);
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES_CY.loadFailed);
    noEnglish('Failed to load appointments');
    await expectNoEnglish(document.body, SHARED);
  });

  it('the sign-in link page without a token: the heading and the way to a new link', async () => {
    mockApi();
    setLocale('cy');
    renderRoutes([{ path: '/login/link', element: <EmailLinkPage /> }], ['/login/link']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mewngofnodi i Fy Apwyntiadau' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gofyn am ddolen mewngofnodi newydd' })).toHaveAttribute('href', '/login');
    expect(document.title).toMatch(/^Wrthi'n eich mewngofnodi - /);
    expect(screen.getByRole('alert')).toHaveTextContent(SIGN_IN_LINK_MESSAGES_CY.invalid);
    noEnglish('Sign in to My Appointments', 'Ask for a new sign-in link', 'This sign-in link is not valid');
    await expectNoEnglish(document.body, SHARED);
  });
});
