import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSiteSettings } from '../../../shared/site-settings';
import { bodyOf, mockApi, SITE_OPEN } from '../../../testing/mock-api';
import { renderRoutes } from '../../../testing/render';

// The provider's browser side, mocked: these tests are about what the portal does with it.
const provider = { created: vi.fn(), token: vi.fn<() => Promise<string>>(), dispose: vi.fn() };
vi.mock('./robot-provider', () => ({
  createRobotProvider: vi.fn(async (name: string, siteKey: string, container: HTMLElement) => {
    provider.created(name, siteKey, container);
    return { token: provider.token, dispose: provider.dispose };
  }),
}));

const { AvailabilityForm } = await import('./availability-form');
const { AvailabilityPage } = await import('../availability-page');

const ROBOT_ON = { ...SITE_OPEN, robotCheck: { provider: 'turnstile', siteKey: '0x4AAAAAAA-test' } };
const practice = { id: 'p1', name: 'Smile Clinic', address: { line1: '1 High Street', city: 'London', postcode: 'SW1A 1AA' }, phone: '020', email: 'a@b.c', services: [], openingHours: {}, latitude: 51.5, longitude: -0.14, distanceKm: 1.2 };
const found = { radiusKm: 20, location: { lat: 51.5, lng: -0.1 }, nearestPractice: practice, date: '2027-01-05', slots: [], sortedPractices: [practice], alternatives: [] };

function renderForm(settings: object) {
  useSiteSettings.setState({ status: 'ready', settings: settings as never });
  renderRoutes([
    { path: '/', element: <AvailabilityForm heading="Instant Availability Checker" /> },
    { path: '/availability-check', element: <p>availability page</p> },
  ]);
  return within(screen.getByRole('form', { name: 'Instant Availability Checker' }));
}

async function submit(form: ReturnType<typeof renderForm>) {
  await userEvent.click(form.getByLabelText('No, none of these'));
  await userEvent.type(form.getByLabelText('Your name'), 'Ann');
  await userEvent.type(form.getByLabelText('Phone number'), '07700 900982');
  await userEvent.type(form.getByLabelText('Postcode'), 'SW1A 1AA');
  await userEvent.click(form.getByRole('button', { name: 'Check availability' }));
}

describe('Robot check on the lead form', () => {
  beforeEach(() => {
    provider.created.mockReset();
    provider.token.mockReset();
  });

  it("starts the configured provider with its site key in the form, and sends a fresh token with the search", async () => {
    provider.token.mockResolvedValue('token-1');
    const fetchMock = mockApi({ 'POST /api/search': { body: found } });
    const form = renderForm(ROBOT_ON);
    await waitFor(() => expect(provider.created).toHaveBeenCalledWith('turnstile', '0x4AAAAAAA-test', expect.any(HTMLElement)));
    expect(form.getByRole('button', { name: 'Check availability' }).closest('form')).toContainElement(provider.created.mock.calls[0][2] as HTMLElement);
    await submit(form);
    expect(await screen.findByText('availability page')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/search')).toMatchObject({ postcode: 'SW1A 1AA', robotToken: 'token-1' });
  });

  it('says "Please verify that you are not a robot." and searches nothing when no token can be had', async () => {
    provider.token.mockRejectedValue(new Error('challenge not done'));
    const fetchMock = mockApi();
    const form = renderForm(ROBOT_ON);
    await waitFor(() => expect(provider.created).toHaveBeenCalled());
    await submit(form);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please verify that you are not a robot.');
    expect(fetchMock.mock.calls.some(([u]) => u === '/api/search')).toBe(false);
    expect(form.getByRole('button', { name: 'Check availability' })).toBeEnabled();
  });

  it('shows "Failed to verify you are not a robot. Please try again." when the api refuses the token', async () => {
    provider.token.mockResolvedValue('bot-token');
    mockApi({ 'POST /api/search': { status: 400, body: { message: 'Failed to verify you are not a robot. Please try again.', code: 'robot_check_failed' } } });
    const form = renderForm(ROBOT_ON);
    await waitFor(() => expect(provider.created).toHaveBeenCalled());
    await submit(form);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to verify you are not a robot. Please try again.');
  });

  it('loads no provider and sends no token when the check is off', async () => {
    const fetchMock = mockApi({ 'POST /api/search': { body: found } });
    const form = renderForm(SITE_OPEN);
    await submit(form);
    expect(await screen.findByText('availability page')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/search')).not.toHaveProperty('robotToken');
    expect(provider.created).not.toHaveBeenCalled();
  });
});

describe('Robot check on holds', () => {
  it('sends its own fresh token with the hold (a search token cannot be used twice)', async () => {
    provider.token.mockReset();
    provider.token.mockResolvedValueOnce('hold-token');
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + 86_400_000));
    const slot = { id: 's1', startTime: `${tomorrow}T10:00:00Z`, endTime: `${tomorrow}T10:30:00Z` };
    const fetchMock = mockApi({ 'POST /api/holds': { status: 201, body: { holdId: 'h1', holdToken: 'ht', expiresAt: new Date(Date.now() + 600_000).toISOString() } } });
    useSiteSettings.setState({ status: 'ready', settings: ROBOT_ON as never });
    const state = { formData: { name: 'Ann', phone: '07700 900982', postcode: 'SW1A 1AA', issue: '' }, nearestPractice: practice, sortedPractices: [practice], search: { ...found, date: tomorrow, slots: [slot] } };
    renderRoutes([{ path: '/availability-check', element: <AvailabilityPage /> }], [{ pathname: '/availability-check', state }]);
    await waitFor(() => expect(provider.created).toHaveBeenCalled());
    await userEvent.click(await screen.findByRole('radio'));
    await userEvent.click(screen.getByRole('button', { name: 'Book Appointment' }));
    expect(await screen.findByRole('heading', { name: 'Payment Processing' })).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/holds')).toEqual({ slotId: 's1', patient: state.formData, robotToken: 'hold-token' });
  });
});
