import { describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createQueryClient } from '../../../shared/query-client';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../testing/mock-api';
import { PracticeForm } from './practice-form';

/** The form saves through TanStack Query, as in the back office (back-office-layout.tsx). */
function renderForm() {
  return render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <PracticeForm onSaved={vi.fn()} onCancel={vi.fn()} />
    </QueryClientProvider>,
  );
}

describe('PracticeForm: the location from the postcode', () => {
  it("fills the coordinates with the postcode's own point and says where they came from, for the admin to correct", async () => {
    const fetchMock = mockApi({ 'GET /api/admin/practices/locate': { body: { latitude: 51.52066, longitude: -0.14719, approximate: false } } });
    renderForm();
    await userEvent.type(screen.getByLabelText(/^Postcode/), 'w1g 8ys');
    await userEvent.click(screen.getByRole('button', { name: 'Find location from postcode' }));
    expect(await screen.findByText(/^Location found: 51\.52066, -0\.14719 \(the postcode's own location\)/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Latitude/)).toHaveValue('51.52066');
    expect(screen.getByLabelText(/^Longitude/)).toHaveValue('-0.14719');
    expect(String(fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/admin/practices/locate'))![0])).toBe('/api/admin/practices/locate?postcode=w1g%208ys');
    // The admin corrects it: the fields stay editable.
    await userEvent.clear(screen.getByLabelText(/^Latitude/));
    await userEvent.type(screen.getByLabelText(/^Latitude/), '51.5207');
    expect(screen.getByLabelText(/^Latitude/)).toHaveValue('51.5207');
  });

  it('says when the point is only the district, and when nothing is known', async () => {
    let known = true;
    mockApi({
      'GET /api/admin/practices/locate': () =>
        known
          ? { body: { latitude: 51.50453, longitude: -0.13225, approximate: true } }
          : { status: 404, body: { message: 'No location found for this postcode. Enter the latitude and longitude.', code: 'location_unknown' } },
    });
    renderForm();
    await userEvent.type(screen.getByLabelText(/^Postcode/), 'SW1A 9ZZ');
    await userEvent.click(screen.getByRole('button', { name: 'Find location from postcode' }));
    expect(await screen.findByText(/approximate: please correct it/)).toBeInTheDocument();
    known = false;
    await userEvent.click(screen.getByRole('button', { name: 'Find location from postcode' }));
    expect(await screen.findByText('No location found for this postcode. Enter the latitude and longitude.')).toBeInTheDocument();
  });
});
