import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryWrapper } from '../../../testing/query-wrapper';
import { bodyOf, mockApi, SITE_OPEN } from '../../../testing/mock-api';
import { useSiteSettings } from '../../../shared/site-settings';

// The provider's browser side, mocked: these tests are about what the form does with it.
const provider = { created: vi.fn(), token: vi.fn<() => Promise<string>>(), dispose: vi.fn() };
vi.mock('./robot-provider', () => ({
  createRobotProvider: vi.fn(async (name: string, siteKey: string, container: HTMLElement) => {
    provider.created(name, siteKey, container);
    return { token: provider.token, dispose: provider.dispose };
  }),
}));

const { WaitlistJoinForm } = await import('./waitlist-join-form');

const formData = { name: 'Ann', phone: '07700 900982', postcode: 'IV27 4AA', issue: '' };
const ROBOT_ON = { ...SITE_OPEN, robotCheck: { provider: 'turnstile', siteKey: '0x4AAAAAAA-test' } };

function renderForm(settings: object) {
  useSiteSettings.setState({ status: 'ready', settings: settings as never });
  render(<WaitlistJoinForm formData={formData} radiusKm={20} />, { wrapper: queryWrapper().wrapper });
}

async function join() {
  await userEvent.type(screen.getByLabelText('Email address'), 'ann@example.com');
  await userEvent.click(screen.getByLabelText(/E-mail me when an appointment opens/));
  await userEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
}

describe('WaitlistJoinForm and the robot check', () => {
  beforeEach(() => {
    provider.created.mockReset();
    provider.token.mockReset();
  });
  afterEach(() => useSiteSettings.setState({ settings: null }));

  it('sends no robot token when the check is off', async () => {
    const fetchMock = mockApi({ 'POST /api/waitlist': { status: 202, body: { message: 'Check your e-mail.' } } });
    renderForm(SITE_OPEN);
    await join();
    expect(await screen.findByRole('status')).toHaveTextContent('Check your e-mail.');
    expect(bodyOf(fetchMock, 'POST /api/waitlist')).toEqual({ ...formData, email: 'ann@example.com', consent: true, radiusKm: 20 });
    expect(provider.created).not.toHaveBeenCalled();
  });

  it('sends a fresh token with the join when the site has the check on', async () => {
    provider.token.mockResolvedValue('token-1');
    const fetchMock = mockApi({ 'POST /api/waitlist': { status: 202, body: { message: 'Check your e-mail.' } } });
    renderForm(ROBOT_ON);
    await waitFor(() => expect(provider.created).toHaveBeenCalledWith('turnstile', '0x4AAAAAAA-test', expect.any(HTMLElement)));
    await join();
    expect(await screen.findByRole('status')).toHaveTextContent('Check your e-mail.');
    expect(bodyOf(fetchMock, 'POST /api/waitlist')).toMatchObject({ robotToken: 'token-1' });
  });

  it("says the spec's text, and sends nothing, when no token could be had", async () => {
    provider.token.mockRejectedValue(new Error('challenge failed'));
    const fetchMock = mockApi();
    renderForm(ROBOT_ON);
    await waitFor(() => expect(provider.created).toHaveBeenCalled());
    await join();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please verify that you are not a robot.');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
