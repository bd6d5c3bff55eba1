import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMERGENCY_CARE, EMERGENCY_CARE_CONFIRM, RED_FLAG_LABELS, SAFETY_QUESTION, SCREENING_REQUIRED } from '@contexts/search/clinical-safety.constants';
import { bodyOf, mockApi } from '../../../testing/mock-api';
import { renderRoutes } from '../../../testing/render';
import { AvailabilityPage } from '../availability-page';
import type { AvailabilityState, SearchResponse, SlotView } from '../api/search-practices';
import { HARLEY_PRACTICE } from '../testing/practice-fixtures';
import { dateOptions } from '../utils/slot-groups';

const [, tomorrow] = dateOptions().map((o) => o.value);
const practice = HARLEY_PRACTICE;
const slot = (hhmm: string): SlotView => ({ id: `${tomorrow}-${hhmm}`, startTime: `${tomorrow}T${hhmm}:00Z`, endTime: `${tomorrow}T${hhmm}:30Z` });
const search: SearchResponse = {
  radiusKm: 40,
  approximate: false,
  nation: 'england',
  location: { lat: 51.5074, lng: -0.1278 },
  nearestPractice: practice,
  date: tomorrow,
  slots: [slot('10:00'), slot('10:30')],
  sortedPractices: [practice],
  alternatives: [],
  screening: 'proof-of-the-search',
};
const state: AvailabilityState = {
  formData: { name: 'Ann', phone: '07700 900982', postcode: 'W1G 8YS', issue: 'Toothache' },
  nearestPractice: practice,
  sortedPractices: [practice],
  search,
  place: { lat: 51.52, lng: -0.15 },
};
const SLOTS = 'GET /api/practices/p1/slots';
const HOLD = 'POST /api/holds';
const SEARCH = 'POST /api/search';
const held = { status: 201, body: { holdId: 'h1', holdToken: 'token-h1', expiresAt: new Date(Date.now() + 600_000).toISOString() } };
const expired = { status: 400, body: { message: SCREENING_REQUIRED.message, code: SCREENING_REQUIRED.code } };
const bodies = (fetchMock: ReturnType<typeof mockApi>, key: string) =>
  fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}` === key).map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

function renderPage() {
  return renderRoutes(
    [
      { path: '/', element: <p>home</p> },
      { path: '/availability-check', element: <AvailabilityPage /> },
    ],
    [{ pathname: '/availability-check', search: `?practice=p1&date=${tomorrow}`, state }],
  );
}

async function bookTheFirstTime() {
  await userEvent.click((await screen.findAllByRole('radio'))[0]);
  await userEvent.click(screen.getByRole('button', { name: 'Book Appointment' }));
}

describe('Availability page: the screening proof and the question asked again', () => {
  it("holds with the search's screening proof", async () => {
    const fetchMock = mockApi({ [SLOTS]: { body: { date: tomorrow, slots: search.slots } }, [HOLD]: held });
    renderPage();
    await bookTheFirstTime();
    await screen.findByRole('heading', { name: 'Payment Processing' });
    expect(bodyOf(fetchMock, HOLD)).toEqual({ slotId: slot('10:00').id, patient: state.formData, screening: 'proof-of-the-search' });
  });

  it('asks the question again in the "Choose a time" card when the proof ran out, the chosen time kept', async () => {
    mockApi({ [SLOTS]: { body: { date: tomorrow, slots: search.slots } }, [HOLD]: expired });
    renderPage();
    await bookTheFirstTime();
    const heading = await screen.findByRole('heading', { name: 'Choose a time' });
    await waitFor(() => expect(heading).toHaveFocus());
    const card = screen.getByRole('form', { name: 'Choose a time' });
    expect(card).toHaveTextContent(SCREENING_REQUIRED.message);
    expect(card).toHaveTextContent(/^Choose a timeYour time: Harley Street Emergency Dental, .+ at /);
    expect(within(card).getByRole('group', { name: SAFETY_QUESTION.legend })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Hold this time' })).toBeEnabled();
    // Not a refusal of the time: no "taken" text, and no dead end.
    expect(screen.queryByText(/booked by someone else/)).not.toBeInTheDocument();
  });

  it('says in a GOV.UK error summary, focused and linked to the question, when nothing is ticked; nothing is sent', async () => {
    const fetchMock = mockApi({ [SLOTS]: { body: { date: tomorrow, slots: search.slots } }, [HOLD]: expired });
    renderPage();
    await bookTheFirstTime();
    const card = await screen.findByRole('form', { name: 'Choose a time' });
    await userEvent.click(within(card).getByRole('button', { name: 'Hold this time' }));
    const summary = within(card).getByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent(`There is a problem${SAFETY_QUESTION.required}`);
    await userEvent.click(within(summary).getByRole('link', { name: SAFETY_QUESTION.required }));
    expect(within(card).getByLabelText(RED_FLAG_LABELS.breathing_or_swallowing)).toHaveFocus();
    expect(bodies(fetchMock, SEARCH)).toHaveLength(0);
    expect(bodies(fetchMock, HOLD)).toHaveLength(1);
  });

  it('shows the 999 screen for a sign, focused, and sends nothing', async () => {
    const fetchMock = mockApi({ [SLOTS]: { body: { date: tomorrow, slots: search.slots } }, [HOLD]: expired });
    renderPage();
    await bookTheFirstTime();
    const card = await screen.findByRole('form', { name: 'Choose a time' });
    await userEvent.click(within(card).getByLabelText(RED_FLAG_LABELS.uncontrolled_bleeding));
    const region = screen.getByRole('region', { name: EMERGENCY_CARE.heading });
    expect(within(region).getByRole('heading', { name: EMERGENCY_CARE.heading })).toHaveFocus();
    expect(within(region).getByRole('link', { name: 'Call 999' })).toHaveAttribute('href', 'tel:999');
    expect(region).toHaveTextContent(RED_FLAG_LABELS.uncontrolled_bleeding);
    expect(screen.queryByRole('form', { name: 'Choose a time' })).not.toBeInTheDocument();
    expect(bodies(fetchMock, SEARCH)).toHaveLength(0);
    expect(bodies(fetchMock, HOLD)).toHaveLength(1);
    // "Change my answers" asks first; "None of these applies to me" opens the question again, unanswered.
    await userEvent.click(within(region).getByRole('button', { name: EMERGENCY_CARE.back }));
    expect(screen.getByRole('heading', { name: EMERGENCY_CARE_CONFIRM.heading })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: EMERGENCY_CARE_CONFIRM.noneApplies }));
    const box = screen.getByLabelText(RED_FLAG_LABELS.breathing_or_swallowing);
    expect(box).toHaveFocus();
    expect(screen.getByLabelText(RED_FLAG_LABELS.uncontrolled_bleeding)).not.toBeChecked();
  });

  it('on "No, none of these" searches again with the same lead, keeps the practice and date, and holds the time with the new proof', async () => {
    let holds = 0;
    const fetchMock = mockApi({
      [SLOTS]: { body: { date: tomorrow, slots: search.slots } },
      [HOLD]: () => (++holds === 1 ? expired : held),
      [SEARCH]: { body: { ...search, screening: 'a-fresh-proof' } },
    });
    const router = renderPage();
    await bookTheFirstTime();
    const card = await screen.findByRole('form', { name: 'Choose a time' });
    await userEvent.click(within(card).getByLabelText(SAFETY_QUESTION.none));
    await userEvent.click(within(card).getByRole('button', { name: 'Hold this time' }));
    await screen.findByRole('heading', { name: 'Payment Processing' });
    expect(bodies(fetchMock, SEARCH)).toEqual([
      { name: 'Ann', phone: '07700 900982', postcode: 'W1G 8YS', issue: 'Toothache', redFlags: [], radiusKm: 40, location: { lat: 51.52, lng: -0.15 } },
    ]);
    expect(bodies(fetchMock, HOLD)).toEqual([
      { slotId: slot('10:00').id, patient: state.formData, screening: 'proof-of-the-search' },
      { slotId: slot('10:00').id, patient: state.formData, screening: 'a-fresh-proof' },
    ]);
    const { location } = router.state;
    expect(new URLSearchParams(location.search).get('practice')).toBe('p1');
    expect(new URLSearchParams(location.search).get('date')).toBe(tomorrow);
    expect((location.state as AvailabilityState).search.screening).toBe('a-fresh-proof');
    expect((location.state as AvailabilityState).formData).toEqual(state.formData);
  });

  it('says what went wrong when the search cannot be made, and keeps the question', async () => {
    mockApi({
      [SLOTS]: { body: { date: tomorrow, slots: search.slots } },
      [HOLD]: expired,
      [SEARCH]: { status: 500, body: { message: 'Internal server error' } },
    });
    renderPage();
    await bookTheFirstTime();
    const card = await screen.findByRole('form', { name: 'Choose a time' });
    await userEvent.click(within(card).getByLabelText(SAFETY_QUESTION.none));
    await userEvent.click(within(card).getByRole('button', { name: 'Hold this time' }));
    const summary = await within(card).findByRole('alert');
    expect(summary).toHaveTextContent('Failed to find nearest practice. Please try again.');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(card).getByRole('button', { name: 'Hold this time' })).toBeEnabled();
  });
});
