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

const SITE = { isProtected: false, gatePassed: true, paymentProvider: 'simulated' as const, bookingFeePence: 3900 };
const answer = { radiusKm: 20, location: { lat: 51.5203, lng: -0.1508 }, nearestPractice: null, date: null, slots: [], sortedPractices: [], alternatives: [], message: 'No practices found within 20km of your location.' };

function renderForm() {
  renderRoutes([{ path: '/', element: <AvailabilityForm heading="Instant Availability Checker" /> }]);
  return within(screen.getByRole('form', { name: 'Instant Availability Checker' }));
}

describe('The lead form with Google address search (issue #32: spec 2, items 70, 71, 233, 272)', () => {
  beforeEach(() => {
    google.mode = 'ready';
    google.started = 0;
    useSession.setState({ status: 'ready', user: null });
  });
  afterEach(() => {
    vi.unstubAllEnvs();
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

  it('shows an admin the warning with setup hints when no key is set, and the field still takes a postcode (item 70)', async () => {
    vi.stubEnv('DEV', false);
    useSession.setState({ status: 'ready', user: { id: 'a', email: 'a@example.test', displayName: null, role: 'admin' } });
    useSiteSettings.setState({ status: 'ready', settings: SITE });
    mockApi({ 'GET /api/postcodes': { body: { suggestions: [] } } });
    const form = renderForm();
    expect(await form.findByText('Address search is unavailable')).toBeInTheDocument();
    expect(form.getByText(/set GOOGLE_MAPS_BROWSER_KEY on the api/)).toBeInTheDocument();
    await userEvent.type(form.getByLabelText('Postcode'), 'SW1A 1AA');
    expect(form.getByLabelText('Postcode')).toHaveValue('SW1A 1AA');
  });

  it('shows a patient nothing alarming when no key is set or Places fails', async () => {
    vi.stubEnv('DEV', false);
    useSiteSettings.setState({ status: 'ready', settings: { ...SITE, googleMapsBrowserKey: 'browser-key' } });
    google.mode = 'failed';
    mockApi({ 'GET /api/postcodes': { body: { suggestions: [] } } });
    const form = renderForm();
    await userEvent.type(form.getByLabelText('Postcode'), 'SW1A 1AA');
    await act(async () => undefined);
    expect(form.queryByText('Address search is unavailable')).not.toBeInTheDocument();
    expect(form.getByLabelText('Postcode')).toHaveValue('SW1A 1AA');
  });

  it('shows an admin the warning with setup hints when Places fails to load (item 70)', async () => {
    vi.stubEnv('DEV', false);
    useSession.setState({ status: 'ready', user: { id: 'a', email: 'a@example.test', displayName: null, role: 'admin' } });
    useSiteSettings.setState({ status: 'ready', settings: { ...SITE, googleMapsBrowserKey: 'browser-key' } });
    mockApi({ 'GET /api/postcodes': { body: { suggestions: [] } } });
    google.mode = 'failed';
    const form = renderForm();
    await userEvent.click(form.getByLabelText('Postcode'));
    expect(await form.findByText(/Google’s Places library did not load/)).toBeInTheDocument();
  });

  it('shows an admin the auth-failure panel when Google refuses the key (item 71)', async () => {
    vi.stubEnv('DEV', false);
    useSession.setState({ status: 'ready', user: { id: 'a', email: 'a@example.test', displayName: null, role: 'admin' } });
    useSiteSettings.setState({ status: 'ready', settings: { ...SITE, googleMapsBrowserKey: 'browser-key' } });
    mockApi({ 'GET /api/postcodes': { body: { suggestions: [] } } });
    google.mode = 'auth-failure';
    const form = renderForm();
    await userEvent.click(form.getByLabelText('Postcode'));
    expect(await form.findByText('The map could not be shown')).toBeInTheDocument();
    expect(form.getByText(/Google refused this site's map key/)).toBeInTheDocument();
  });
});
