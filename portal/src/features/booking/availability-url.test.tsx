import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import type { InitialEntry } from 'react-router';
import { isInPageChange } from '../../shared/in-page-navigation';
import { mockApi } from '../../testing/mock-api';
import { renderRoutes } from '../../testing/render';
import type { AvailabilityState, PracticeSummary, SlotView } from './api/search-practices';
import { AvailabilityPage } from './availability-page';
import { usableDate } from './hooks/use-availability-place';
import { dateOptions } from './utils/slot-groups';

/**
 * Practice and date live in the URL (`/availability-check?practice=…&date=…`), so a
 * reload or a shared link shows the same practice and date; the spec's navigation state is still
 * honoured when present.
 */
const [today, tomorrow, dayAfter, inThreeDays] = dateOptions().map((o) => o.value);
const ID = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const harley: PracticeSummary = {
  id: ID,
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
/** A practice as `GET /api/practices/{id}` answers it: no distance without a search. */
const withoutDistance = ({ distanceKm: _distanceKm, ...practice }: PracticeSummary) => practice;
const clapham: PracticeSummary = { ...harley, id: OTHER, name: 'Clapham Junction Dental', distanceKm: 6.4 };
const slot = (date: string, hhmm: string): SlotView => ({ id: `${date}-${hhmm}`, startTime: `${date}T${hhmm}:00Z`, endTime: `${date}T${hhmm}:30Z` });
const state: AvailabilityState = {
  formData: { name: 'Ann', phone: '07700 900982', postcode: 'W1G 8YS', issue: 'Toothache' },
  nearestPractice: harley,
  sortedPractices: [harley, clapham],
  search: {
    radiusKm: 20,
    approximate: false,
    nation: 'england' as const,
    location: { lat: 51.5074, lng: -0.1278 },
    nearestPractice: harley,
    date: tomorrow,
    slots: [slot(tomorrow, '10:00'), slot(tomorrow, '10:30')],
    sortedPractices: [harley, clapham],
    alternatives: [{ practice: clapham, nextAvailable: { date: inThreeDays, slot: slot(inThreeDays, '09:00') } }],
    screening: 'proof-of-the-search',
  },
};
const url = (practice: string, date: string) => `/availability-check?practice=${practice}&date=${date}`;
const slotsOf = <Id extends string>(practice: Id) => `GET /api/practices/${practice}/slots` as const;
const nextOf = <Id extends string>(practice: Id) => `GET /api/practices/${practice}/next-available` as const;

/** Browser Back, as the patient presses it. */
function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Browser back
    </button>
  );
}

function renderAt(entries: InitialEntry[]) {
  return renderRoutes(
    [
      { path: '/', element: <p>home</p> },
      {
        path: '/availability-check',
        element: (
          <>
            <AvailabilityPage />
            <Back />
          </>
        ),
      },
    ],
    entries,
  );
}

describe('Availability page: the chosen practice and date live in the URL', () => {
  it('shows the practice and date of a link opened with no navigation state (another device, a shared link)', async () => {
    const fetchMock = mockApi({
      [`GET /api/practices/${ID}` as const]: { body: { ...withoutDistance(harley), createdAt: '2026-01-01T00:00:00Z' } },
      [slotsOf(ID)]: (_init, u) => ({ body: { date: dayAfter, slots: u.includes(`date=${dayAfter}`) ? [slot(dayAfter, '14:00'), slot(dayAfter, '14:30')] : [] } }),
      [nextOf(ID)]: { body: { date: dayAfter, slot: slot(dayAfter, '14:00') } },
    });
    const router = renderAt([url(ID, dayAfter)]);
    expect(await screen.findByRole('heading', { level: 2, name: harley.name })).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveValue(dayAfter);
    const times = await screen.findByRole('region', { name: `Free times at ${harley.name}` });
    expect(await within(times).findByText('14:00')).toBeInTheDocument();
    expect(within(times).getByText('14:30')).toBeInTheDocument();
    // No search behind it: the times are to read; booking starts with the lead form (the safety question first).
    expect(screen.queryByRole('radio', { name: '14:00' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book Appointment' })).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: `Book at ${harley.name}` });
    expect(within(form).getByRole('group', { name: 'Do you have any of these?' })).toBeInTheDocument();
    // The distance is unknown without a search, and the practice is this visit's studio (its search checks it first).
    expect(screen.queryByText(/km away/)).not.toBeInTheDocument();
    expect(sessionStorage.getItem('studio')).toBe(ID);
    expect(router.state.location.search).toBe(`?practice=${ID}&date=${dayAfter}`);
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain(`/api/practices/${ID}/slots?date=${dayAfter}`);
  });

  it('keeps the URL date on a reload that still has the navigation state, and the search it came from', async () => {
    mockApi({ [slotsOf(ID)]: { body: { date: dayAfter, slots: [slot(dayAfter, '16:00')] } } });
    renderAt([{ pathname: '/availability-check', search: `?practice=${ID}&date=${dayAfter}`, state }]);
    expect(await screen.findByRole('radio', { name: '16:00' })).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveValue(dayAfter);
    // The search's own things are all there: the patient's details, the alternatives, Book Appointment.
    expect(screen.getByText(/^Ann · 07700 900982 · W1G 8YS/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: clapham.name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Appointment' })).toBeEnabled();
  });

  it('fills the URL in for a page reached with the navigation state alone, asking for nothing', async () => {
    const fetchMock = mockApi();
    const router = renderAt([{ pathname: '/availability-check', state }]);
    expect(await screen.findByRole('radio', { name: /10:00/ })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(`?practice=${ID}&date=${tomorrow}`));
    expect(router.state.location.state).toMatchObject({ formData: state.formData, search: state.search });
    expect(fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/practices'))).toEqual([]);
  });

  it('puts a chosen date into the URL in place (replace, the state kept): Back still leaves the page', async () => {
    mockApi({ [slotsOf(ID)]: { body: { date: dayAfter, slots: [slot(dayAfter, '14:00')] } } });
    const router = renderAt(['/', { pathname: '/availability-check', search: `?practice=${ID}&date=${tomorrow}`, state }]);
    await userEvent.selectOptions(await screen.findByLabelText('Date'), dayAfter);
    await screen.findByRole('radio', { name: '14:00' });
    expect(router.state.location.search).toBe(`?practice=${ID}&date=${dayAfter}`);
    expect(router.state.location.state).toMatchObject({ formData: state.formData });
    // Marked as the page's own change: the scroll manager leaves scroll and focus where the patient is.
    expect(isInPageChange(router.state.location.state)).toBe(true);
    expect(screen.getByLabelText('Date')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(await screen.findByText('home')).toBeInTheDocument();
  });

  it('puts a chosen alternative practice and its first date into the URL', async () => {
    mockApi({
      [nextOf(OTHER)]: { body: { date: inThreeDays, slot: slot(inThreeDays, '09:00') } },
      [slotsOf(OTHER)]: { body: { date: inThreeDays, slots: [slot(inThreeDays, '09:00')] } },
    });
    const router = renderAt([{ pathname: '/availability-check', search: `?practice=${ID}&date=${tomorrow}`, state }]);
    const card = (await screen.findByRole('heading', { level: 3, name: clapham.name })).closest('li') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'Select This Practice' }));
    expect(await screen.findByRole('heading', { level: 2, name: clapham.name })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?practice=${OTHER}&date=${inThreeDays}`);
    expect(screen.getByLabelText('Date')).toHaveValue(inThreeDays);
    expect(await screen.findByRole('radio', { name: /09:00/ })).toBeInTheDocument();
  });

  it('replaces a URL date the list does not offer by the search’s own date', async () => {
    mockApi();
    const router = renderAt([{ pathname: '/availability-check', search: `?practice=${ID}&date=2099-01-01`, state }]);
    await waitFor(() => expect(router.state.location.search).toBe(`?practice=${ID}&date=${tomorrow}`));
    expect(screen.getByLabelText('Date')).toHaveValue(tomorrow);
  });

  it('shows today, with the spec’s text, for a link whose date has passed', async () => {
    mockApi({
      [`GET /api/practices/${ID}` as const]: { body: harley },
      [slotsOf(ID)]: { body: { date: today, slots: [slot(today, '23:59')] } },
      [nextOf(ID)]: { body: { date: today, slot: slot(today, '23:59') } },
    });
    const router = renderAt([url(ID, '2020-01-01')]);
    expect(await screen.findByText('Please select a date that is not in the past.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(`?practice=${ID}&date=${today}`));
    expect(screen.getByLabelText('Date')).toHaveValue(today);
  });

  it('says so, with the search to find another practice, for a link to a practice it cannot show', async () => {
    mockApi({ [`GET /api/practices/${OTHER}`]: { status: 404, body: { message: 'Practice not found.', code: 'practice_not_found' } } });
    renderAt([url(OTHER, tomorrow)]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Practice not found.');
    expect(screen.getByRole('form', { name: 'Find the nearest practice with a free time' })).toBeInTheDocument();
  });

  it('sends a visitor with neither a search nor a practice home, as the spec says', async () => {
    mockApi();
    const router = renderAt(['/availability-check']);
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe(usableDate.name, () => {
  const offered = dateOptions().map((o) => o.value);
  it('keeps a date of the list and a past one (the past-date check shows today), and drops anything else', () => {
    expect(usableDate(dayAfter, today, offered)).toBe(dayAfter);
    expect(usableDate('2020-01-01', today, offered)).toBe('2020-01-01');
    expect(usableDate('2099-01-01', today, offered)).toBeUndefined();
    expect(usableDate('tomorrow', today, offered)).toBeUndefined();
    expect(usableDate(`${dayAfter}T00:00`, today, offered)).toBeUndefined();
    expect(usableDate(null, today, offered)).toBeUndefined();
  });
});
