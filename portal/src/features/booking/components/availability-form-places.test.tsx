import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, mockApi } from '../../../testing/mock-api';
import { renderRoutes } from '../../../testing/render';
import { useSiteSettings } from '../../../shared/site-settings';
import { useSession } from '../../../shared/session';
import type { PlaceDetails, PlaceFinder } from '../../../shared/google-maps/place-details';
import type { PlaceFinderReport } from '../../../shared/google-maps/use-place-finder';
import { AvailabilityForm } from './availability-form';

/** The lazy maps module, faked: Places answers with one pharmacy, or fails, or refuses the key. */
const google = vi.hoisted(() => ({ mode: 'ready' as 'ready' | 'failed' | 'auth-failure', started: 0 }));
const PHARMACY: PlaceDetails = {
  addressComponents: [{ longText: 'W1G 8YS', shortText: 'W1G 8YS', types: ['postal_code'] }],
  formattedAddress: '80 Marylebone High St, London W1U 4QS, UK',
  location: { lat: 51.5203, lng: -0.1508 },
  name: "Regent's Park Pharmacy",
  phone: null,
  website: null,
  businessStatus: 'OPERATIONAL',
  types: ['pharmacy'],
  rating: null,
};
vi.mock('../../../shared/google-maps/loader', () => ({
  watchPlaceFinder: (_key: string, report: PlaceFinderReport) => {
    google.started += 1;
    const finder: PlaceFinder = {
      suggest: async (input) => (/regent/i.test(input) ? [{ id: 'pharmacy', main: "Regent's Park Pharmacy", secondary: 'Marylebone, London, UK' }] : []),
      details: async () => PHARMACY,
      choose: async () => ({ details: PHARMACY, postcode: 'W1G 8YS', note: "Searching from Regent's Park Pharmacy, 80 Marylebone High St, London W1U 4QS, UK." }),
    };
    queueMicrotask(() => (google.mode === 'ready' ? report('ready', finder) : report(google.mode)));
  },
}));

const SITE = { isProtected: false, gatePassed: true, paymentProvider: 'simulated' as const, bookingFeePence: 3900, welshPages: false };
const answer = { radiusKm: 20, location: { lat: 51.5203, lng: -0.1508 }, nearestPractice: null, date: null, slots: [], sortedPractices: [], alternatives: [], message: 'No practices found within 20km of your location.' };

const ADDRESS_SEARCH_UNAVAILABLE = 'Address search is not available right now. Type your postcode instead.';
/** Words for the site operator that a patient must never see. */
const operatorWords = () => ['GOOGLE_MAPS_BROWSER_KEY', 'console', 'billing', 'referrer', 'API'].filter((w) => document.body.textContent?.includes(w));
const signInAsAdmin = () => useSession.setState({ status: 'ready', user: { id: 'a', email: 'a@example.test', displayName: null, role: 'admin' } });

function renderForm() {
  renderRoutes([{ path: '/', element: <AvailabilityForm heading="Instant Availability Checker" /> }]);
  return within(screen.getByRole('form', { name: 'Instant Availability Checker' }));
}

describe('The lead form with Google address search (spec 2)', () => {
  beforeEach(() => {
    google.mode = 'ready';
    google.started = 0;
    useSession.setState({ status: 'ready', user: null });
  });
  afterEach(() => {
    useSiteSettings.setState({ settings: null });
  });

  it("offers Google's establishments under the postcodes; the chosen one fills the postcode and the search starts from its point", async () => {
    useSiteSettings.setState({ status: 'ready', settings: { ...SITE, googleMapsBrowserKey: 'browser-key' } });
    const fetchMock = mockApi({ 'GET /api/postcodes': { body: { suggestions: [] } }, 'POST /api/search': { body: answer } });
    const form = renderForm();
    expect(google.started).toBe(0);
    await userEvent.click(form.getByLabelText('No, none of these'));
    await userEvent.type(form.getByLabelText('Your name'), 'Ann');
    await userEvent.type(form.getByLabelText('Phone number'), '07700 900982');
    await userEvent.type(form.getByLabelText('Postcode'), 'Regent');
    expect(google.started).toBe(1);
    const option = await form.findByRole('option', { name: /Regent's Park Pharmacy/ });
    expect(form.getByText('Place suggestions by Google')).toBeInTheDocument();
    await userEvent.click(option);
    await waitFor(() => expect(form.getByLabelText('Postcode')).toHaveValue('W1G 8YS'));
    expect(form.getByText(/^Searching from Regent's Park Pharmacy/)).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Check availability' }));
    await waitFor(() => expect(bodyOf(fetchMock, 'POST /api/search')).toMatchObject({ postcode: 'W1G 8YS', location: { lat: 51.5203, lng: -0.1508 } }));
  });

  it('sends no point once the patient changes the postcode after choosing a place', async () => {
    useSiteSettings.setState({ status: 'ready', settings: { ...SITE, googleMapsBrowserKey: 'browser-key' } });
    const fetchMock = mockApi({ 'GET /api/postcodes': { body: { suggestions: [] } }, 'POST /api/search': { body: answer } });
    const form = renderForm();
    await userEvent.click(form.getByLabelText('No, none of these'));
    await userEvent.type(form.getByLabelText('Your name'), 'Ann');
    await userEvent.type(form.getByLabelText('Phone number'), '07700 900982');
    await userEvent.type(form.getByLabelText('Postcode'), 'Regent');
    await userEvent.click(await form.findByRole('option', { name: /Regent's Park Pharmacy/ }));
    await waitFor(() => expect(form.getByLabelText('Postcode')).toHaveValue('W1G 8YS'));
    await userEvent.clear(form.getByLabelText('Postcode'));
    await userEvent.type(form.getByLabelText('Postcode'), 'SW1A 1AA');
    await userEvent.click(form.getByRole('button', { name: 'Check availability' }));
    await waitFor(() => expect(bodyOf(fetchMock, 'POST /api/search')).toBeDefined());
    expect(bodyOf(fetchMock, 'POST /api/search')).not.toHaveProperty('location');
  });

  it('shows an admin the notice with the set-up hint when no key is set, and the field still takes a postcode', async () => {
    signInAsAdmin();
    useSiteSettings.setState({ status: 'ready', settings: SITE });
    mockApi({ 'GET /api/postcodes': { body: { suggestions: [] } } });
    const form = renderForm();
    expect(await form.findByText(ADDRESS_SEARCH_UNAVAILABLE)).toBeInTheDocument();
    expect(form.getByText(/set GOOGLE_MAPS_BROWSER_KEY on the api/)).toBeInTheDocument();
    await userEvent.type(form.getByLabelText('Postcode'), 'SW1A 1AA');
    expect(form.getByLabelText('Postcode')).toHaveValue('SW1A 1AA');
  });

  // Vitest builds in development mode (import.meta.env.DEV): a patient still sees no hint there.
  it('tells a patient nothing when no key is set: nothing failed, and the postcode type-ahead is the default', async () => {
    useSiteSettings.setState({ status: 'ready', settings: SITE });
    mockApi({ 'GET /api/postcodes': { body: { suggestions: [] } } });
    const form = renderForm();
    await userEvent.type(form.getByLabelText('Postcode'), 'SW1A 1AA');
    await act(async () => undefined);
    expect(form.queryByText(ADDRESS_SEARCH_UNAVAILABLE)).not.toBeInTheDocument();
    expect(operatorWords()).toEqual([]);
  });

  it.each(['failed', 'auth-failure'] as const)('tells a patient in one plain sentence when Places is %s, with no operator words, and takes a typed postcode', async (mode) => {
    useSiteSettings.setState({ status: 'ready', settings: { ...SITE, googleMapsBrowserKey: 'browser-key' } });
    google.mode = mode;
    mockApi({ 'GET /api/postcodes': { body: { suggestions: [] } } });
    const form = renderForm();
    await userEvent.type(form.getByLabelText('Postcode'), 'SW1A 1AA');
    const notice = await form.findByText(ADDRESS_SEARCH_UNAVAILABLE);
    expect(notice.closest('[role="status"]')?.textContent).toBe(ADDRESS_SEARCH_UNAVAILABLE);
    expect(operatorWords()).toEqual([]);
    // The address search's notice, not the map's: there is no map on the form.
    expect(form.queryByText(/map/i)).not.toBeInTheDocument();
    expect(form.getByLabelText('Postcode')).toHaveValue('SW1A 1AA');
  });

  it('shows an admin the set-up hint when Places fails to load', async () => {
    signInAsAdmin();
    useSiteSettings.setState({ status: 'ready', settings: { ...SITE, googleMapsBrowserKey: 'browser-key' } });
    mockApi({ 'GET /api/postcodes': { body: { suggestions: [] } } });
    google.mode = 'failed';
    const form = renderForm();
    await userEvent.click(form.getByLabelText('Postcode'));
    expect(await form.findByText(ADDRESS_SEARCH_UNAVAILABLE)).toBeInTheDocument();
    expect(form.getByText(/Google’s Places library did not load/)).toBeInTheDocument();
  });

  it('shows an admin what to check when Google refuses the key, about address search, not a map', async () => {
    signInAsAdmin();
    useSiteSettings.setState({ status: 'ready', settings: { ...SITE, googleMapsBrowserKey: 'browser-key' } });
    mockApi({ 'GET /api/postcodes': { body: { suggestions: [] } } });
    google.mode = 'auth-failure';
    const form = renderForm();
    await userEvent.click(form.getByLabelText('Postcode'));
    expect(await form.findByText(ADDRESS_SEARCH_UNAVAILABLE)).toBeInTheDocument();
    expect(form.getByText(/Google refused GOOGLE_MAPS_BROWSER_KEY/)).toBeInTheDocument();
    expect(form.getByText('For the site operator (only signed-in admins see this):')).toBeInTheDocument();
    expect(form.queryByText(/drawn to scale|map could not be shown/i)).not.toBeInTheDocument();
  });
});
