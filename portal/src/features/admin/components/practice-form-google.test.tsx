import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '../../../shared/query-client';
import { useSession } from '../../../shared/session';
import { useSiteSettings } from '../../../shared/site-settings';
import type { PlaceDetails, PlaceFinder } from '../../../shared/google-maps/place-details';
import type { PlaceFinderReport } from '../../../shared/google-maps/use-place-finder';
import { mockApi } from '../../../testing/mock-api';
import { PracticeForm } from './practice-form';

const CLINIC: PlaceDetails = {
  addressComponents: [
    { longText: '12', shortText: '12', types: ['street_number'] },
    { longText: 'Briggate', shortText: 'Briggate', types: ['route'] },
    { longText: 'Leeds', shortText: 'Leeds', types: ['postal_town'] },
    { longText: 'LS1 6HD', shortText: 'LS1 6HD', types: ['postal_code'] },
  ],
  formattedAddress: '12 Briggate, Leeds LS1 6HD, UK',
  location: { lat: 53.7967, lng: -1.5431 },
  name: 'Leeds Smile Clinic',
  phone: '0113 496 0000',
  website: 'https://leeds-smile.example/',
  businessStatus: 'CLOSED_TEMPORARILY',
  types: ['dentist', 'establishment'],
  rating: 4.6,
};
const asked = vi.hoisted(() => ({ suggest: [] as string[] }));
vi.mock('../../../shared/google-maps/loader', () => ({
  watchPlaceFinder: (_key: string, report: PlaceFinderReport) => {
    const finder: PlaceFinder = {
      suggest: async (input) => {
        asked.suggest.push(input);
        return [{ id: 'clinic', main: 'Leeds Smile Clinic', secondary: 'Briggate, Leeds, UK' }];
      },
      details: async () => CLINIC,
      choose: async () => ({ details: CLINIC, postcode: 'LS1 6HD', note: '' }),
    };
    queueMicrotask(() => report('ready', finder));
  },
}));

const SITE = { isProtected: false, gatePassed: true, paymentProvider: 'simulated' as const, bookingFeePence: 3900, welshPages: false };
const renderForm = () =>
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <PracticeForm onSaved={vi.fn()} onCancel={vi.fn()} />
    </QueryClientProvider>,
  );

describe('PracticeForm: "Find the practice on Google"', () => {
  afterEach(() => useSiteSettings.setState({ settings: null }));

  it('fills name, address, city, postcode, coordinates, phone and website, shows the status and rating to check, and keeps every field editable', async () => {
    useSiteSettings.setState({ status: 'ready', settings: { ...SITE, googleMapsBrowserKey: 'browser-key' } });
    mockApi();
    renderForm();
    await userEvent.type(screen.getByRole('combobox', { name: 'Find the practice on Google' }), 'Leeds Smile');
    await userEvent.click(await screen.findByRole('option', { name: /Leeds Smile Clinic/ }));
    expect(await screen.findByText('Found on Google')).toBeInTheDocument();
    expect(asked.suggest.at(-1)).toBe('Leeds Smile');
    expect(screen.getByLabelText(/^Practice name/)).toHaveValue('Leeds Smile Clinic');
    expect(screen.getByLabelText(/^Address line 1/)).toHaveValue('12 Briggate');
    expect(screen.getByLabelText(/^Town or city/)).toHaveValue('Leeds');
    expect(screen.getByLabelText(/^Postcode/)).toHaveValue('LS1 6HD');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('0113 496 0000');
    expect(screen.getByLabelText(/^Website/)).toHaveValue('https://leeds-smile.example/');
    expect(screen.getByLabelText(/^Latitude/)).toHaveValue('53.7967');
    expect(screen.getByLabelText(/^Longitude/)).toHaveValue('-1.5431');
    const found = within(screen.getByText('Found on Google').closest('.place-search__found') as HTMLElement);
    expect(found.getByText('closed temporarily')).toBeInTheDocument();
    expect(found.getByText('4.6 out of 5')).toBeInTheDocument();
    expect(found.getByText('dentist, establishment')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Practice name/));
    await userEvent.type(screen.getByLabelText(/^Practice name/), 'Leeds Smile Dental');
    expect(screen.getByLabelText(/^Practice name/)).toHaveValue('Leeds Smile Dental');
  });

  it('tells the admin how to turn the search on when no key is set, and the form works without it', () => {
    useSession.setState({ status: 'ready', user: { id: 'a', email: 'a@example.test', displayName: null, role: 'admin' } });
    useSiteSettings.setState({ status: 'ready', settings: SITE });
    mockApi();
    renderForm();
    expect(screen.getByText('Search on Google is not available right now. Fill in the practice’s details by hand.')).toBeInTheDocument();
    expect(screen.getByText(/set GOOGLE_MAPS_BROWSER_KEY on the api/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Find the practice on Google' })).not.toBeInTheDocument();
  });
});
