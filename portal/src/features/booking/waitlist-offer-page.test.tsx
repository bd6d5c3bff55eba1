import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMERGENCY_CARE, RED_FLAG_CODES, RED_FLAG_LABELS, SAFETY_QUESTION } from '@contexts/search/clinical-safety.constants';
import { WAITLIST_MESSAGES } from '@contexts/waitlist/waitlist.constants';
import { mockApi } from '../../testing/mock-api';
import { renderRoutes } from '../../testing/render';
import type { ClaimedOffer } from './api/claim-waitlist-offer';
import { WaitlistOfferPage } from './waitlist-offer-page';

const CLAIM = 'POST /api/waitlist/offers/claim';
const claimed: ClaimedOffer = {
  hold: { holdId: '00000000-0000-4000-8000-000000000001', holdToken: 'token-h1', expiresAt: new Date(Date.now() + 600_000).toISOString() },
  email: 'wendy@example.com',
  patient: { name: 'Wendy Waiting', phone: '07700 900984', postcode: 'KW15 1AA', issue: 'Toothache' },
  slot: { id: '00000000-0000-4000-8000-000000000002', startTime: '2027-03-02T10:00:00+00:00', endTime: '2027-03-02T10:30:00+00:00' },
  practice: {
    id: '00000000-0000-4000-8000-000000000003',
    name: 'Kirkwall Dental',
    address: { line1: '1 Broad Street', line2: null, city: 'Kirkwall', postcode: 'KW15 1AA' },
    phone: '01856 000000',
    email: 'kirkwall@example.com',
    website: null,
    services: [],
    openingHours: {},
    latitude: 58.98,
    longitude: -2.96,
    distanceKm: null,
  },
};
const claims = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === CLAIM).map(([, init]) => JSON.parse(String(init?.body)) as unknown);
const render = (search = '?token=of.fer') => renderRoutes([{ path: '/waitlist/offer', element: <WaitlistOfferPage /> }], [`/waitlist/offer${search}`]);

describe('WaitlistOfferPage: the emergency question before the offer is claimed', () => {
  it('asks the safety question first and claims nothing until the patient answers', async () => {
    const fetchMock = mockApi({ [CLAIM]: { body: claimed } });
    render();
    const form = await screen.findByRole('form', { name: 'Your waitlist offer' });
    const question = within(form).getByRole('group', { name: SAFETY_QUESTION.legend });
    expect(within(question).getAllByRole('checkbox').map((c) => c.getAttribute('value'))).toEqual([...RED_FLAG_CODES, 'none']);
    expect(within(form).getByRole('button', { name: 'Hold this time' })).toBeEnabled();
    expect(claims(fetchMock)).toEqual([]);
  });

  it('says in a GOV.UK error summary, focused and linked to the question, when nothing is ticked', async () => {
    const fetchMock = mockApi({ [CLAIM]: { body: claimed } });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Hold this time' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent(`There is a problem${SAFETY_QUESTION.required}`);
    expect(screen.getByRole('group', { name: SAFETY_QUESTION.legend })).toHaveAccessibleDescription(expect.stringContaining(SAFETY_QUESTION.required));
    await userEvent.click(within(summary).getByRole('link', { name: SAFETY_QUESTION.required }));
    expect(screen.getByLabelText(RED_FLAG_LABELS.breathing_or_swallowing)).toHaveFocus();
    expect(claims(fetchMock)).toEqual([]);
  });

  it.each(RED_FLAG_CODES.map((code) => [code]))('"%s": the 999 screen at the tick, focused, and nothing claimed', async (code) => {
    const fetchMock = mockApi({ [CLAIM]: { body: claimed } });
    render();
    await userEvent.click(await screen.findByLabelText(RED_FLAG_LABELS[code]));
    const region = screen.getByRole('region', { name: EMERGENCY_CARE.heading });
    expect(within(region).getByRole('heading', { level: 2, name: EMERGENCY_CARE.heading })).toHaveFocus();
    expect(within(region).getByRole('link', { name: 'Call 999' })).toHaveAttribute('href', 'tel:999');
    expect(region).toHaveTextContent(RED_FLAG_LABELS[code]);
    expect(screen.queryByRole('button', { name: 'Hold this time' })).not.toBeInTheDocument();
    expect(claims(fetchMock)).toEqual([]);
  });

  it('"No, none of these" claims the offer with redFlags [] and goes on to the payment step', async () => {
    const fetchMock = mockApi({ [CLAIM]: { body: claimed } });
    render();
    await userEvent.click(await screen.findByLabelText(SAFETY_QUESTION.none));
    await userEvent.click(screen.getByRole('button', { name: 'Hold this time' }));
    await screen.findByRole('heading', { name: 'Payment Processing' });
    expect(screen.getByText(/^Kirkwall Dental, /)).toBeInTheDocument();
    expect(claims(fetchMock)).toEqual([{ token: 'of.fer', redFlags: [] }]);
  });

  it("shows the server's reason when the offer has gone", async () => {
    mockApi({ [CLAIM]: { status: 409, body: { message: WAITLIST_MESSAGES.offerGone, code: 'offer_gone' } } });
    render();
    await userEvent.click(await screen.findByLabelText(SAFETY_QUESTION.none));
    await userEvent.click(screen.getByRole('button', { name: 'Hold this time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WAITLIST_MESSAGES.offerGone);
  });

  it('says the link is not valid without a token, and asks nothing', async () => {
    const fetchMock = mockApi();
    render('');
    expect(await screen.findByRole('alert')).toHaveTextContent(WAITLIST_MESSAGES.linkInvalid);
    expect(screen.queryByRole('group', { name: SAFETY_QUESTION.legend })).not.toBeInTheDocument();
    expect(claims(fetchMock)).toEqual([]);
  });
});
