import { describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type Reply } from '../../testing/mock-api';
import { renderRoutes } from '../../testing/render';
import { KNOCKED_OUT_TOOTH, KNOCKED_OUT_TOOTH_NOW } from '@contexts/search/clinical-safety.constants';
import { AvailabilityPage } from './availability-page';
import { NO_TIMES_REASON } from './components/choose-time';
import type { AvailabilityState, PracticeSummary, SlotView } from './api/search-practices';
import { HARLEY_PRACTICE, slotAt } from './testing/practice-fixtures';
import { dateOptions } from './utils/slot-groups';
import { APPROXIMATE_LOCATION_NOTE } from './components/practice-details';

const [today, tomorrow, dayAfter, inThreeDays] = dateOptions().map((o) => o.value);
const practice = HARLEY_PRACTICE;
const slot = slotAt;
const state: AvailabilityState = {
  formData: { name: 'Ann', phone: '07700 900982', postcode: 'W1G 8YS', issue: 'Toothache' },
  nearestPractice: practice,
  sortedPractices: [practice],
  search: {
    radiusKm: 20,
    approximate: false,
    nation: 'england' as const,
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
const NEXT = 'GET /api/practices/p1/next-available';
const fail = { status: 500, body: { message: 'Internal server error' } };

function renderPage(s: AvailabilityState = state) {
  return renderRoutes(
    [
      { path: '/', element: <p>home</p> },
      { path: '/availability-check', element: <AvailabilityPage /> },
    ],
    [{ pathname: '/availability-check', state: s }],
  );
}

describe('Availability page: the earliest time chosen for the patient', () => {
  it('opens with the earliest time chosen, named by the bar with "Book Appointment"; another time or date changes it', async () => {
    mockApi({
      [SLOTS]: (_init, url) => ({ body: url.includes(`date=${dayAfter}`) ? { date: dayAfter, slots: [slot(dayAfter, '09:30'), slot(dayAfter, '09:00')] } : { date: tomorrow, slots: state.search.slots } }),
    });
    renderPage();
    const [first, second] = await screen.findAllByRole('radio');
    expect(first).toBeChecked();
    expect(first).toHaveAttribute('value', `${tomorrow}-10:00`);
    expect(screen.getByRole('status')).toHaveTextContent(/^Selected: .* at 10:00$/);
    await userEvent.click(second);
    expect(second).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(/ at 10:30$/);
    // Another date: its own earliest time.
    await userEvent.selectOptions(screen.getByLabelText('Date'), dayAfter);
    await waitFor(() => expect(screen.getByRole('radio', { name: '09:00' })).toBeChecked());
    expect(screen.getByRole('status')).toHaveTextContent(/ at 09:00$/);
  });
});

describe('Availability page: loading a date’s slots', () => {
  it('says "Failed to check availability for today." when today’s slots cannot be loaded, and shows no stale times', async () => {
    mockApi({ [SLOTS]: fail });
    renderPage();
    expect(await screen.findAllByRole('radio')).toHaveLength(2);
    await userEvent.selectOptions(screen.getByLabelText('Date'), today);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to check availability for today\. Please try again\.$/);
    // Tomorrow's times must not stay on screen under today's date, and "none" is not claimed either.
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'No Available Appointments' })).not.toBeInTheDocument();
  });

  it("asks again when the patient goes back to the search's own date, and says so when that fails too", async () => {
    mockApi({ [SLOTS]: fail });
    renderPage();
    await userEvent.selectOptions(await screen.findByLabelText('Date'), today);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to check availability for today\./);
    await userEvent.selectOptions(screen.getByLabelText('Date'), tomorrow);
    expect(await screen.findByText('Failed to check availability for the selected date. Please try again.')).toBeInTheDocument();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });

  it('reads the times again when the patient picks the date shown again (a time let go meanwhile appears)', async () => {
    mockApi({ [SLOTS]: { body: { date: tomorrow, slots: [slot(tomorrow, '10:00'), slot(tomorrow, '10:30'), slot(tomorrow, '11:00')] } } });
    renderPage();
    expect(await screen.findAllByRole('radio')).toHaveLength(2);
    const select = screen.getByLabelText('Date');
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(3));
  });

  it('says "...for the selected date." for any other date', async () => {
    mockApi({ [SLOTS]: fail });
    renderPage();
    await userEvent.selectOptions(await screen.findByLabelText('Date'), dayAfter);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to check availability for the selected date\. Please try again\.$/);
  });

  it('says "...for the suggested date." when "Try {date}" cannot load the suggested date', async () => {
    mockApi({
      [SLOTS]: (_init, url) => (url.includes(`date=${dayAfter}`) ? { body: { date: dayAfter, slots: [] } } : fail),
      [NEXT]: { body: { date: inThreeDays, slot: slot(inThreeDays, '09:00') } },
    });
    renderPage();
    await userEvent.selectOptions(await screen.findByLabelText('Date'), dayAfter);
    expect(await screen.findByRole('heading', { name: 'No Available Appointments' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/^No appointments available on .+\. Please select another date\.$/);
    await userEvent.click(screen.getByRole('button', { name: /^Try / }));
    expect(await screen.findByText('Failed to check availability for the suggested date. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveValue(inThreeDays);
  });

  it('says "No appointments available today. Please select a future date." for a today without slots', async () => {
    mockApi({ [SLOTS]: { body: { date: today, slots: [] } }, [NEXT]: { body: { date: tomorrow, slot: slot(tomorrow, '10:00') } } });
    renderPage();
    await userEvent.selectOptions(await screen.findByLabelText('Date'), today);
    expect(await screen.findByText('No appointments available today. Please select a future date.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Try / })).toBeInTheDocument();
  });

  it("offers 'Get directions' to the practice's coordinates, and says when the patient's location is only their district", async () => {
    mockApi({ [SLOTS]: { body: { date: tomorrow, slots: [slot(tomorrow, '10:00')] } } });
    renderPage({ ...state, search: { ...state.search, approximate: true } });
    const link = await screen.findByRole('link', { name: /^Get directions to Harley Street Emergency Dental/ });
    expect(link).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=51.520300%2C-0.146900&travelmode=driving');
    expect(screen.getByText(APPROXIMATE_LOCATION_NOTE)).toBeInTheDocument();
  });

  it('keeps only the latest date’s answer when an earlier one arrives late', async () => {
    let answerSlow: (v: { body: Reply<'GET /api/practices/p1/slots'> }) => void = () => undefined;
    mockApi({
      [SLOTS]: (_init, url) =>
        url.includes(`date=${today}`)
          ? new Promise((resolve) => (answerSlow = resolve))
          : { body: { date: dayAfter, slots: [slot(dayAfter, '14:00')] } },
    });
    renderPage();
    const select = await screen.findByLabelText('Date');
    await userEvent.selectOptions(select, today);
    await userEvent.selectOptions(select, dayAfter);
    await screen.findByRole('group', { name: 'Afternoon' });
    answerSlow({ body: { date: today, slots: [slot(today, '08:00'), slot(today, '08:30'), slot(today, '09:00')] } });
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(1));
    expect(within(screen.getByRole('group', { name: 'Afternoon' })).getByRole('radio')).toHaveAttribute('value', `${dayAfter}-14:00`);
    expect(screen.queryByRole('group', { name: 'Morning' })).not.toBeInTheDocument();
  });

  it("says why when the api refuses a hold for too many holds, not that a payment failed", async () => {
    const tooMany = 'Too many appointments are on hold from this connection or for this phone number right now. If you started a booking, please complete it; otherwise try again in a few minutes.';
    mockApi({
      [SLOTS]: { body: { date: tomorrow, slots: [slot(tomorrow, '10:30')] } },
      'POST /api/holds': { status: 429, body: { message: tooMany, code: 'too_many_holds' } },
    });
    renderPage();
    await userEvent.click((await screen.findAllByRole('radio'))[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Book Appointment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany);
    expect(screen.queryByText(/error processing your payment/)).not.toBeInTheDocument();
  });

  it('shows "Error loading map coordinates" when the search answer has no usable point for the patient', async () => {
    mockApi();
    renderPage({ ...state, search: { ...state.search, location: { lat: Number.NaN, lng: Number.NaN } } });
    expect(await screen.findByText('Error loading map coordinates')).toBeInTheDocument();
  });
});

describe('Availability page: a date that became past (spec 5)', () => {
  it('replaces a date that became past overnight by today, with "Please select a date that is not in the past."', async () => {
    // Only Date is faked: the page's own timers and the test's awaits run on the real clock.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2027-03-29T20:50:00Z')); // 21:50 on Monday 29 March in London
      const monday = '2027-03-29';
      const tuesday = '2027-03-30';
      const fetchMock = mockApi({ [SLOTS]: (_init, url) => ({ body: { date: tuesday, slots: url.includes(`date=${tuesday}`) ? [slot(tuesday, '09:00')] : [] } }) });
      // The search ran minutes ago: its last time today, 21:55, has not started.
      renderPage({ ...state, search: { ...state.search, date: monday, slots: [slot(monday, '20:55')] } });
      expect(await screen.findByLabelText('Date')).toHaveValue(monday);
      await userEvent.click(screen.getByRole('radio'));
      // The patient comes back to the tab after midnight and presses Book Appointment.
      vi.setSystemTime(new Date('2027-03-29T23:10:00Z'));
      await userEvent.click(screen.getByRole('button', { name: 'Book Appointment' }));
      expect(await screen.findByText('Please select a date that is not in the past.')).toHaveAttribute('role', 'alert');
      expect(screen.getByLabelText('Date')).toHaveValue(tuesday);
      expect(await screen.findByRole('radio')).toHaveAttribute('value', `${tuesday}-09:00`);
      // The new date's earliest time is chosen for the patient, as on any date shown; nothing booked yet.
      expect(screen.getByRole('radio')).toBeChecked();
      // No hold was asked for the past date's slot.
      expect(fetchMock.mock.calls.some(([u]) => String(u) === '/api/holds')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('notices the past date by itself when the patient returns to the tab', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2027-03-29T20:50:00Z'));
      mockApi({ [SLOTS]: { body: { date: '2027-03-30', slots: [slot('2027-03-30', '09:00')] } } });
      renderPage({ ...state, search: { ...state.search, date: '2027-03-29', slots: [slot('2027-03-29', '20:55')] } });
      await screen.findByRole('radio');
      vi.setSystemTime(new Date('2027-03-30T06:00:00Z'));
      document.dispatchEvent(new Event('visibilitychange'));
      expect(await screen.findByText('Please select a date that is not in the past.')).toBeInTheDocument();
      expect(screen.getByLabelText('Date')).toHaveValue('2027-03-30');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Availability page: first screen and alternatives', () => {
  const other: PracticeSummary = { ...practice, id: 'p2', name: 'Clapham Junction Dental', distanceKm: 6.4 };
  const empty: PracticeSummary = { ...practice, id: 'p3', name: 'Regents Park Dental', distanceKm: 1.6 };
  const withAlternatives: AvailabilityState = {
    ...state,
    search: {
      ...state.search,
      alternatives: [
        { practice: empty, nextAvailable: null },
        { practice: other, nextAvailable: { date: dayAfter, slot: slot(dayAfter, '08:00') } },
      ],
    },
  };

  it('says when the next appointment is before anything else, and puts the times before the practice details', async () => {
    mockApi();
    renderPage();
    const when = await screen.findByText(/^Tomorrow \d\d:\d\d$/);
    expect(when.closest('p')).toHaveTextContent(/^Tomorrow \d\d:\d\d at Harley Street Emergency Dental, 1\.4 km away$/);
    const choose = screen.getByRole('heading', { level: 2, name: 'Choose a time' });
    const details = screen.getByRole('heading', { level: 2, name: practice.name });
    expect(choose.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says on the pressed card, focused, that an alternative has nothing in the next 7 days', async () => {
    mockApi({ 'GET /api/practices/p3/next-available': { status: 404, body: { message: 'No available appointment found.', code: 'none' } } });
    renderPage(withAlternatives);
    const card = (await screen.findByRole('heading', { level: 3, name: empty.name })).closest('li') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'Check Availability' }));
    const notice = await within(card).findByText('No available appointments found for Regents Park Dental within the next 7 days.');
    expect(notice).toHaveFocus();
    // The chosen practice did not change, and nothing was said out of sight.
    expect(screen.getByRole('heading', { level: 2, name: practice.name })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Choose a time' })).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the practice it leaves reachable: choosing an alternative makes the nearest one an alternative', async () => {
    mockApi({
      'GET /api/practices/p2/next-available': { body: { date: dayAfter, slot: slot(dayAfter, '08:00') } },
      'GET /api/practices/p2/slots': { body: { date: dayAfter, slots: [slot(dayAfter, '08:00')] } },
      'GET /api/practices/p1/next-available': { body: { date: tomorrow, slot: slot(tomorrow, '10:00') } },
      [SLOTS]: { body: { date: tomorrow, slots: [slot(tomorrow, '10:00'), slot(tomorrow, '10:30')] } },
    });
    renderPage(withAlternatives);
    const clapham = (await screen.findByRole('heading', { level: 3, name: other.name })).closest('li') as HTMLElement;
    await userEvent.click(within(clapham).getByRole('button', { name: 'Select This Practice' }));
    expect(await screen.findByRole('heading', { level: 2, name: other.name })).toBeInTheDocument();
    const alternatives = screen.getByRole('region', { name: 'Alternative Options' });
    const names = within(alternatives).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names).toEqual([practice.name, empty.name]);
    const harley = within(alternatives).getByRole('heading', { level: 3, name: practice.name }).closest('li') as HTMLElement;
    expect(harley).toHaveTextContent(/Next available: /);
    // And back again.
    await userEvent.click(within(harley).getByRole('button', { name: 'Select This Practice' }));
    expect(await screen.findByRole('heading', { level: 2, name: practice.name })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Alternative Options' })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([empty.name, other.name]);
  });
});

describe('Availability page: Back from the payment step and the slot texts (spec 5)', () => {
  const HOLD = 'POST /api/holds';
  const RELEASE = 'DELETE /api/holds/h1';
  const held = (id = 'h1') => ({ status: 201, body: { holdId: id, holdToken: `token-${id}`, expiresAt: new Date(Date.now() + 600_000).toISOString() } });
  const times = { body: { date: tomorrow, slots: [slot(tomorrow, '10:00'), slot(tomorrow, '10:30')] } };
  const calls = (fetchMock: ReturnType<typeof mockApi>, key: string) =>
    fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}` === key);

  async function bookFirstTime() {
    await userEvent.click((await screen.findAllByRole('radio'))[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Book Appointment' }));
    await screen.findByRole('heading', { name: 'Payment Processing' });
  }

  it('lets the hold go on Back, keeps the time chosen, and Book takes the same time again', async () => {
    let holds = 0;
    const fetchMock = mockApi({ [SLOTS]: times, [HOLD]: () => held(`h${++holds}`), [RELEASE]: { status: 204 } });
    renderPage();
    await bookFirstTime();
    await userEvent.type(screen.getByLabelText('Email address for your confirmation'), 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Choose a time' });
    await waitFor(() => expect(calls(fetchMock, RELEASE)).toHaveLength(1));
    expect(new Headers(calls(fetchMock, RELEASE)[0][1]?.headers).get('Authorization')).toBe('Bearer token-h1');
    await waitFor(() => expect(screen.getAllByRole('radio')[0]).toBeChecked());
    expect(screen.getByRole('status')).toHaveTextContent(/^Selected: /);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Book Appointment' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Book Appointment' }));
    await screen.findByRole('heading', { name: 'Payment Processing' });
    expect(calls(fetchMock, HOLD)).toHaveLength(2);
    // The address typed before Back is still there.
    expect(screen.getByLabelText('Email address for your confirmation')).toHaveValue('ann@example.com');
    expect(screen.queryByText(/booked by someone else/)).not.toBeInTheDocument();
  });

  it('says "The previously selected slot is no longer available." when the chosen time went while paying', async () => {
    // The search's list had 10:00 and 10:30; by the time the patient comes back, 10:00 has gone.
    mockApi({
      [SLOTS]: { body: { date: tomorrow, slots: [slot(tomorrow, '10:30')] } },
      [HOLD]: held(),
      [RELEASE]: { status: 204 },
    });
    renderPage();
    await userEvent.click((await screen.findAllByRole('radio'))[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Book Appointment' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByText('The previously selected slot is no longer available. Please select another time.')).toHaveAttribute('role', 'alert');
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('radio')).not.toBeChecked();
  });

  it('re-uses its own hold for the same time when Back could not let it go (offline): no second hold', async () => {
    const fetchMock = mockApi({ [SLOTS]: times, [HOLD]: held(), [RELEASE]: { status: 503, body: { message: 'Service unavailable' } } });
    renderPage();
    await bookFirstTime();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Book Appointment' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Book Appointment' }));
    await screen.findByRole('heading', { name: 'Payment Processing' });
    expect(calls(fetchMock, HOLD)).toHaveLength(1);
    expect(calls(fetchMock, RELEASE)).toHaveLength(1);
  });

  it('lets that hold go again when another time is chosen', async () => {
    let releases = 0;
    const fetchMock = mockApi({
      [SLOTS]: times,
      [HOLD]: held(),
      [RELEASE]: () => (++releases === 1 ? { status: 503, body: { message: 'Service unavailable' } } : { status: 204 }),
    });
    renderPage();
    await bookFirstTime();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Book Appointment' })).toBeEnabled());
    await userEvent.click(screen.getAllByRole('radio')[1]);
    await waitFor(() => expect(calls(fetchMock, RELEASE)).toHaveLength(2));
  });

  it('says "The selected slot is no longer available." when the time is gone from the practice (404)', async () => {
    mockApi({ [SLOTS]: times, [HOLD]: { status: 404, body: { message: 'This slot is no longer available', code: 'slot_not_found' } } });
    renderPage();
    await userEvent.click((await screen.findAllByRole('radio'))[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Book Appointment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The selected slot is no longer available\. Please select another time\.$/);
  });

  it("says the spec's text when someone else took the time (409)", async () => {
    mockApi({ [SLOTS]: times, [HOLD]: { status: 409, body: { message: 'Sorry, this appointment slot has just been booked by someone else. Please select another time.', code: 'slot_taken' } } });
    renderPage();
    await userEvent.click((await screen.findAllByRole('radio'))[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Book Appointment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, this appointment slot has just been booked by someone else. Please select another time.');
  });

  it('gives a failed hold its own text: no payment has started', async () => {
    mockApi({ [SLOTS]: times, [HOLD]: fail });
    renderPage();
    await userEvent.click((await screen.findAllByRole('radio'))[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Book Appointment' }));
    // A booking failure another time does not fix: the support line, tap-to-call.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^We could not hold this time for you\. Please try again\. Need help\? Call us on 0330 088 2211\.$/);
    expect(within(alert).getByRole('link', { name: '0330 088 2211' })).toHaveAttribute('href', 'tel:+443300882211');
    expect(screen.queryByText(/error processing your payment/)).not.toBeInTheDocument();
  });

  it('gives the support line when the patient already holds too many times (429)', async () => {
    const tooMany = 'Too many appointments are on hold from this connection or for this phone number right now. If you started a booking, please complete it; otherwise try again in a few minutes.';
    mockApi({ [SLOTS]: times, [HOLD]: { status: 429, body: { message: tooMany, code: 'too_many_holds' } } });
    renderPage();
    await userEvent.click((await screen.findAllByRole('radio'))[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Book Appointment' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${tooMany} Need help? Call us on 0330 088 2211.`);
    expect(within(alert).getByRole('link', { name: '0330 088 2211' })).toHaveAttribute('href', 'tel:+443300882211');
  });
});

describe('Availability page: safe and truthful for a patient in pain', () => {
  // 10:00 on Wednesday 9 June 2027 in London (BST), inside the service's 8am–8pm.
  const NOW = new Date('2027-06-09T09:00:00Z');
  const DAY = '2027-06-09';
  const NEXT_DAY = '2027-06-10';
  const at = (date: string, utc: string): SlotView => ({ id: `${date}-${utc}`, startTime: `${date}T${utc}:00Z`, endTime: `${date}T${utc}:30Z` });
  const on = (date: string, slots: SlotView[], extra: Partial<AvailabilityState> = {}): AvailabilityState => ({
    ...state,
    search: { ...state.search, date, slots },
    ...extra,
  });
  const SUPPORT = { name: '0330 088 2211', href: 'tel:+443300882211' };
  function withClock(at: Date, run: () => Promise<void>) {
    return async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(at);
      try {
        await run();
      } finally {
        vi.useRealTimers();
      }
    };
  }
  const help = (within_: HTMLElement) => ({
    support: within(within_).queryByRole('link', { name: SUPPORT.name }),
    call111: within(within_).queryByRole('link', { name: 'call 111' }),
    online111: within(within_).queryByRole('link', { name: /^Use NHS 111 online/ }),
  });

  it(
    "leads with today's earliest time for a knocked-out tooth, and says why",
    withClock(NOW, async () => {
      mockApi();
      renderPage(on(DAY, [at(DAY, '09:30'), at(DAY, '10:00')], { urgentIssue: 'knocked_out_tooth' }));
      const lead = await screen.findByText(/^Today \d\d:\d\d$/);
      expect(lead.closest('p')).toHaveTextContent(/^Today 10:30 at Harley Street Emergency Dental/);
      const why = screen.getByText(KNOCKED_OUT_TOOTH.earliestToday);
      expect(lead.compareDocumentPosition(why) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(why.compareDocumentPosition(screen.getByRole('heading', { name: 'Choose a time' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }),
  );

  /** The block a knocked-out tooth leads with when it cannot be seen within the hour. */
  const tooLateBlock = () => screen.queryByRole('region', { name: KNOCKED_OUT_TOOTH_NOW.heading });

  it(
    'says there is no time today for a knocked-out tooth: first aid, the nation\'s 111 and the support line before the later times',
    withClock(NOW, async () => {
      mockApi();
      renderPage(on(NEXT_DAY, [at(NEXT_DAY, '09:00')], { urgentIssue: 'knocked_out_tooth' }));
      const block = (await screen.findByRole('region', { name: KNOCKED_OUT_TOOTH_NOW.heading })) as HTMLElement;
      expect(within(block).getByText(KNOCKED_OUT_TOOTH_NOW.lead({ timeBelow: true, noneToday: true }))).toBeInTheDocument();
      for (const step of KNOCKED_OUT_TOOTH_NOW.firstAid) expect(within(block).getByText(step)).toBeInTheDocument();
      expect(within(block).getByRole('link', { name: 'Call NHS 111 on 111' })).toHaveAttribute('href', 'tel:111');
      expect(within(block).getByRole('link', { name: 'Use NHS 111 online' })).toHaveAttribute('href', 'https://111.nhs.uk/');
      expect(within(block).getByRole('link', { name: SUPPORT.name })).toHaveAttribute('href', SUPPORT.href);
      const time = screen.getByText(/^Tomorrow \d\d:\d\d$/);
      expect(block.compareDocumentPosition(time) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(screen.queryByText(KNOCKED_OUT_TOOTH.earliestToday)).not.toBeInTheDocument();
    }),
  );

  it(
    'at 00:05 in Glasgow, with the earliest time at 08:00: cannot be seen within the hour, NHS 24 leads above the time, no support line (it is closed)',
    withClock(new Date('2027-06-08T23:05:00Z'), async () => {
      mockApi();
      renderPage(on(DAY, [at(DAY, '07:00')], { urgentIssue: 'knocked_out_tooth', search: { ...state.search, date: DAY, slots: [at(DAY, '07:00')], nation: 'scotland' } }));
      const block = (await screen.findByRole('region', { name: KNOCKED_OUT_TOOTH_NOW.heading })) as HTMLElement;
      expect(within(block).getByText(KNOCKED_OUT_TOOTH_NOW.lead({ timeBelow: true, noneToday: false }))).toBeInTheDocument();
      expect(within(block).getByText(KNOCKED_OUT_TOOTH_NOW.urgent('scotland'))).toBeInTheDocument();
      expect(within(block).getByRole('link', { name: 'Call NHS 24 on 111' })).toHaveAttribute('href', 'tel:111');
      expect(within(block).getByRole('link', { name: 'Go to NHS 24 online' })).toHaveAttribute('href', 'https://www.nhs24.scot/');
      expect(within(block).getByRole('link', { name: 'Dental emergencies on NHS inform' })).toHaveAttribute('href', 'https://www.nhsinform.scot/');
      expect(within(block).queryByRole('link', { name: SUPPORT.name })).not.toBeInTheDocument();
      expect(within(block).queryByText(/111\.nhs\.uk|NHS 111 online/)).not.toBeInTheDocument();
      const time = screen.getByText(/^Today 08:00$/);
      expect(block.compareDocumentPosition(time) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(screen.queryByText(KNOCKED_OUT_TOOTH.earliestToday)).not.toBeInTheDocument();
    }),
  );

  it(
    'at 10:00 with the earliest time three hours away: the first aid leads too, in Wales naming NHS 111 Wales',
    withClock(NOW, async () => {
      mockApi();
      renderPage(on(DAY, [at(DAY, '12:00')], { urgentIssue: 'knocked_out_tooth', search: { ...state.search, date: DAY, slots: [at(DAY, '12:00')], nation: 'wales' } }));
      const block = (await screen.findByRole('region', { name: KNOCKED_OUT_TOOTH_NOW.heading })) as HTMLElement;
      expect(within(block).getByRole('link', { name: 'Call NHS 111 Wales on 111' })).toHaveAttribute('href', 'tel:111');
      expect(within(block).getByRole('link', { name: 'Use NHS 111 Wales online' })).toHaveAttribute('href', 'https://111.wales.nhs.uk/');
    }),
  );

  it(
    'at 10:00 with a time within the hour: the time leads as before, no first-aid block',
    withClock(NOW, async () => {
      mockApi();
      renderPage(on(DAY, [at(DAY, '09:30')], { urgentIssue: 'knocked_out_tooth' }));
      await screen.findByText(KNOCKED_OUT_TOOTH.earliestToday);
      expect(tooLateBlock()).not.toBeInTheDocument();
    }),
  );

  it('puts the support line and NHS 111 on "No Available Appointments Found"', async () => {
    mockApi();
    renderPage({ ...state, nearestPractice: null, search: { ...state.search, nearestPractice: null, date: null, slots: [], message: 'No practices found within 20km of your location.' } });
    await screen.findByRole('heading', { level: 1, name: 'No Available Appointments Found' });
    const links = help(document.body);
    expect(links.support).toHaveAttribute('href', SUPPORT.href);
    expect(links.call111).toHaveAttribute('href', 'tel:111');
    expect(links.online111).toHaveAttribute('href', 'https://111.nhs.uk/');
  });

  it('names the nation\'s own 111 on "No Available Appointments Found", and all three when the postcode does not say', async () => {
    mockApi();
    const nothing = (nation: 'scotland' | null) => ({ ...state, nearestPractice: null, search: { ...state.search, nation, nearestPractice: null, date: null, slots: [], message: 'No practices found within 20km of your location.' } });
    renderPage(nothing('scotland'));
    await screen.findByRole('heading', { level: 1, name: 'No Available Appointments Found' });
    expect(screen.getByRole('link', { name: 'Go to NHS 24 online' })).toHaveAttribute('href', 'https://www.nhs24.scot/');
    expect(screen.queryByRole('link', { name: /NHS 111 online/ })).not.toBeInTheDocument();
    cleanup();
    renderPage(nothing(null));
    await screen.findByRole('heading', { level: 1, name: 'No Available Appointments Found' });
    expect(screen.getByRole('link', { name: 'NHS 111 online (England)' })).toHaveAttribute('href', 'https://111.nhs.uk/');
    expect(screen.getByRole('link', { name: 'NHS 24 online (Scotland)' })).toHaveAttribute('href', 'https://www.nhs24.scot/');
    expect(screen.getByRole('link', { name: 'NHS 111 Wales online' })).toHaveAttribute('href', 'https://111.wales.nhs.uk/');
  });

  it(
    'on a later date without times: the support line always, NHS 111 only when there is no time today or it is outside 8am–8pm',
    withClock(NOW, async () => {
      mockApi({ [SLOTS]: { body: { date: NEXT_DAY, slots: [] } }, [NEXT]: { status: 404, body: { message: 'none', code: 'none' } } });
      renderPage(on(DAY, [at(DAY, '12:00')]));
      await userEvent.selectOptions(await screen.findByLabelText('Date'), NEXT_DAY);
      const panel = (await screen.findByRole('heading', { name: 'No Available Appointments' })).closest('.banner') as HTMLElement;
      // Today still has 13:00 at this practice, and it is 10:00: the support line, not NHS 111.
      expect(help(panel).support).toHaveAttribute('href', SUPPORT.href);
      expect(help(panel).call111).not.toBeInTheDocument();
    }),
  );

  it(
    'sends the patient to NHS 111 from that panel too after 8pm',
    withClock(new Date('2027-06-09T19:05:00Z'), async () => {
      mockApi({ [SLOTS]: { body: { date: NEXT_DAY, slots: [] } }, [NEXT]: { status: 404, body: { message: 'none', code: 'none' } } });
      renderPage(on(DAY, [at(DAY, '20:00')]));
      await userEvent.selectOptions(await screen.findByLabelText('Date'), NEXT_DAY);
      const panel = (await screen.findByRole('heading', { name: 'No Available Appointments' })).closest('.banner') as HTMLElement;
      expect(help(panel).support).toHaveAttribute('href', SUPPORT.href);
      expect(help(panel).call111).toHaveAttribute('href', 'tel:111');
    }),
  );

  it('disables "Book Appointment" on a date without times, with the reason read with it', async () => {
    mockApi({
      [SLOTS]: (_init, url) => ({ body: url.includes(`date=${tomorrow}`) ? { date: tomorrow, slots: [slot(tomorrow, '10:00')] } : { date: dayAfter, slots: [] } }),
      [NEXT]: { body: { date: tomorrow, slot: slot(tomorrow, '10:00') } },
    });
    renderPage();
    const book = await screen.findByRole('button', { name: 'Book Appointment' });
    expect(book).not.toHaveAttribute('aria-disabled');
    await userEvent.selectOptions(screen.getByLabelText('Date'), dayAfter);
    await screen.findByRole('heading', { name: 'No Available Appointments' });
    expect(book).toHaveAttribute('aria-disabled', 'true');
    expect(book).toHaveAccessibleDescription(NO_TIMES_REASON);
    await userEvent.click(book);
    expect(screen.queryByText('Please select an appointment slot.')).not.toBeInTheDocument();
    // Times again: enabled again.
    await userEvent.click(screen.getByRole('button', { name: /^Try / }));
    await screen.findAllByRole('radio');
    expect(book).not.toHaveAttribute('aria-disabled');
  });

  it('makes "Check availability" on an alternative a link that finds its next time on its card', async () => {
    const empty: PracticeSummary = { ...practice, id: 'p3', name: 'Regents Park Dental', distanceKm: 1.6 };
    const gone: PracticeSummary = { ...practice, id: 'p4', name: 'Soho Dental', distanceKm: 2.1 };
    mockApi({
      'GET /api/practices/p3/next-available': { body: { date: dayAfter, slot: slot(dayAfter, '11:00') } },
      'GET /api/practices/p4/next-available': { status: 404, body: { message: 'none', code: 'none' } },
    });
    renderPage({ ...state, search: { ...state.search, alternatives: [{ practice: empty, nextAvailable: null }, { practice: gone, nextAvailable: null }] } });
    const card = (await screen.findByRole('heading', { level: 3, name: empty.name })).closest('li') as HTMLElement;
    const link = within(card).getByRole('link', { name: /^Check availability/ });
    expect(link).toHaveAccessibleName('Check availability at Regents Park Dental');
    await userEvent.click(link);
    const select = await within(card).findByRole('button', { name: 'Select This Practice' });
    expect(select).toHaveFocus();
    expect(card).toHaveTextContent(/Next available: /);
    // The chosen practice did not change.
    expect(screen.getByRole('heading', { level: 2, name: practice.name })).toBeInTheDocument();
    const other = screen.getByRole('heading', { level: 3, name: gone.name }).closest('li') as HTMLElement;
    await userEvent.click(within(other).getByRole('link', { name: /^Check availability/ }));
    expect(await within(other).findByText('No available appointments found for Soho Dental within the next 7 days.')).toHaveFocus();
  });

  it(
    'does not open on a today whose times have all started: it opens on the first date with times, and says today has none left',
    withClock(NOW, async () => {
      mockApi({
        [NEXT]: { body: { date: NEXT_DAY, slot: at(NEXT_DAY, '08:00') } },
        [SLOTS]: (_init, url) => ({ body: { date: NEXT_DAY, slots: url.includes(`date=${NEXT_DAY}`) ? [at(NEXT_DAY, '08:00')] : [] } }),
      });
      // A results page reopened from history: the search's only time today, 09:30 (London), has started.
      renderPage(on(DAY, [at(DAY, '08:30')]));
      await waitFor(() => expect(screen.getByLabelText('Date')).toHaveValue(NEXT_DAY));
      expect(await screen.findByRole('radio')).toHaveAttribute('value', `${NEXT_DAY}-08:00`);
      expect(screen.queryByRole('heading', { name: 'No Available Appointments' })).not.toBeInTheDocument();
      const todayOption = within(screen.getByLabelText('Date')).getAllByRole('option')[0];
      expect(todayOption).toHaveTextContent(/^Today, Wednesday 9 June \(no times left\)$/);
    }),
  );
});
