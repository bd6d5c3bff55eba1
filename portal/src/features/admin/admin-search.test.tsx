import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../testing/mock-api';
import { renderRoutes, RequireRole } from '../../testing/render';
import { AdminPage } from './admin-page';

const ADMIN = {
  'GET /api/auth/me': { body: { id: 'a1', email: 'boss@example.com', displayName: 'Bo Admin', role: 'admin' } },
  'GET /api/admin/waitlist': { body: { waiting: [], days: [] } },
};
const practice = (n: number) => ({
  id: `11111111-1111-4111-8111-${String(n).padStart(12, '0')}`,
  name: `Practice ${n}`,
  address: { line1: `${n} High Street`, line2: null, city: 'Leeds', postcode: 'LS1 1AA' },
  phone: '0113 496 0000',
  email: `p${n}@example.com`,
  website: null,
  services: [],
  openingHours: {},
  latitude: null,
  longitude: null,
  operatives: [],
  nextAvailable: null,
});
const appointment = (n: number) => ({
  id: `33333333-3333-4333-8333-${String(n).padStart(12, '0')}`,
  reference: `ED-AAA${String(n).padStart(3, '0')}`,
  patient: { name: `Patient ${n}`, email: `p${n}@example.com`, phone: '07700 900123' },
  practice: { id: practice(1).id, name: 'Practice 1' },
  startTime: '2027-03-01T09:00:00+00:00',
  endTime: '2027-03-01T09:30:00+00:00',
  service: 'Emergency dental appointment',
  issue: 'Toothache',
  status: 'pending',
  paymentStatus: 'pending',
  paymentError: null,
  emailStatus: 'pending',
  createdAt: '2027-02-28T10:00:00Z',
  confirmedAt: null,
  cancelledAt: null,
  cancelledBy: null,
  refundDuePence: null,
  refundedPence: 0,
  captureAtRisk: false,
});

const renderAt = (url: string) => renderRoutes([{ path: '/admin', element: <RequireRole role="admin"><AdminPage /></RequireRole> }, { path: '/admin/appointments/:id', element: <p>appointment page</p> }], [url]);

describe('Admin search in the portal', () => {
  it('opens a shared Appointments link with its filters, asks the server for them, and pages with Load more', async () => {
    const asked: URLSearchParams[] = [];
    mockApi({
      ...ADMIN,
      'GET /api/admin/appointments': (_init, url) => {
        const query = new URL(url, 'http://portal').searchParams;
        asked.push(query);
        return { body: query.get('cursor') ? { items: [appointment(2)], nextCursor: null } : { items: [appointment(1)], nextCursor: 'next-page' } };
      },
    });
    const router = renderAt('/admin?tab=appointments&q=smith&status=pending&from=2027-03-01');
    expect(await screen.findByRole('row', { name: /Patient 1/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Reference, patient name, e-mail or phone')).toHaveValue('smith');
    expect(screen.getByLabelText('Appointments from')).toHaveValue('2027-03-01');
    expect(screen.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');
    expect(Object.fromEntries(asked[0])).toEqual({ q: 'smith', status: 'pending', from: '2027-03-01' });
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/admin/appointments.csv?q=smith&from=2027-03-01&status=pending');

    await userEvent.click(screen.getByRole('button', { name: 'Load more appointments' }));
    expect(await screen.findByRole('row', { name: /Patient 2/ })).toBeInTheDocument();
    expect(asked.at(-1)?.get('cursor')).toBe('next-page');
    expect(screen.queryByRole('button', { name: 'Load more appointments' })).not.toBeInTheDocument();

    const search = screen.getByLabelText('Reference, patient name, e-mail or phone');
    await userEvent.clear(search);
    await userEvent.type(search, 'ED-AAA001{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=appointments&q=ED-AAA001&status=pending&from=2027-03-01'));
    await userEvent.click(screen.getByRole('link', { name: /ED-AAA001/ }));
    expect(await screen.findByText('appointment page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ listSearch: '?tab=appointments&q=ED-AAA001&status=pending&from=2027-03-01' });
  });

  it("shows the server's reason when it refuses a search, without a pointless Try again", async () => {
    mockApi({ ...ADMIN, 'GET /api/admin/appointments': { status: 400, body: { message: 'Type at least 3 letters of a name, or a whole reference, e-mail or phone number.', code: 'validation', fields: {} } } });
    renderAt('/admin?tab=appointments&q=Li');
    expect(await screen.findByText('Type at least 3 letters of a name, or a whole reference, e-mail or phone number.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says when nothing matches a search', async () => {
    mockApi({ ...ADMIN, 'GET /api/admin/appointments': { body: { items: [], nextCursor: null } } });
    renderAt('/admin?tab=appointments&q=nobody');
    expect(await screen.findByText('No appointments match your search.')).toBeInTheDocument();
  });

  it('searches practices on the server and loads them a page at a time', async () => {
    const asked: URLSearchParams[] = [];
    mockApi({
      ...ADMIN,
      'GET /api/admin/practices/page': (_init, url) => {
        const query = new URL(url, 'http://portal').searchParams;
        asked.push(query);
        if (query.get('q') === 'nowhere') return { body: { items: [], nextCursor: null } };
        return { body: query.get('cursor') ? { items: [practice(2)], nextCursor: null } : { items: [practice(1)], nextCursor: 'c2' } };
      },
    });
    const router = renderAt('/admin');
    expect(await screen.findByRole('row', { name: /Practice 1/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more practices' }));
    expect(await screen.findByRole('row', { name: /Practice 2/ })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Practice name, town or postcode'), 'nowhere{Enter}');
    expect(await screen.findByText('No practices match your search.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=nowhere');
    expect(asked.at(-1)?.get('q')).toBe('nowhere');
  });
});
