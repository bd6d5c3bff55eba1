import { describe, expect, it, vi, afterEach } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AvailabilityForm } from './availability-form';
import { availabilityStateFrom, type SearchResponse } from './search-api';

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <AvailabilityForm heading="Instant Availability Checker" /> },
      { path: '/availability-check', element: <p>availability page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const response: SearchResponse = {
  radiusKm: 20,
  location: { lat: 51.5, lng: -0.1 },
  nearestPractice: null,
  date: null,
  slots: [],
  sortedPractices: [],
  alternatives: [],
};

describe('AvailabilityForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the spec message for an empty postcode in the summary and by the field', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Your name'), 'Ann');
    await userEvent.type(screen.getByLabelText('Phone number'), '07700 900982');
    await userEvent.click(screen.getByRole('button', { name: 'Check availability' }));
    const message = 'Please enter your postcode to find the nearest practice.';
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription(`Error: ${message}`);
  });

  it('goes to the availability page with the search in navigation state', async () => {
    const practice = { id: 'p1', name: 'Smile Clinic' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ ...response, nearestPractice: practice, sortedPractices: [practice] }), { status: 200 })),
    );
    const router = renderForm();
    await userEvent.type(screen.getByLabelText('Your name'), 'Ann');
    await userEvent.type(screen.getByLabelText('Phone number'), '07700 900982');
    await userEvent.type(screen.getByLabelText('Postcode'), 'SW1A 1AA');
    await userEvent.click(screen.getByRole('button', { name: 'Check availability' }));
    expect(await screen.findByText('availability page')).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ nearestPractice: practice, formData: { postcode: 'SW1A 1AA' } });
  });

  it('shows the server message in place when the search fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'boom' }), { status: 500 })));
    renderForm();
    await userEvent.type(screen.getByLabelText('Your name'), 'Ann');
    await userEvent.type(screen.getByLabelText('Phone number'), '07700 900982');
    await userEvent.type(screen.getByLabelText('Postcode'), 'SW1A 1AA');
    await userEvent.click(screen.getByRole('button', { name: 'Check availability' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to find nearest practice. Please try again.');
  });
});

describe(availabilityStateFrom.name, () => {
  const form = { name: 'A', phone: '1', postcode: 'X', issue: '' };
  it('leads on when a practice was found, keeping five practices at most', () => {
    const practices = Array.from({ length: 7 }, (_, i) => ({ id: String(i) })) as never[];
    const state = availabilityStateFrom(form, { ...response, nearestPractice: practices[0], sortedPractices: practices });
    expect(state?.sortedPractices).toHaveLength(5);
  });
  it('leads on to the no-availability panel when the server explains why nothing was found', () => {
    expect(availabilityStateFrom(form, { ...response, message: 'No practices found within 20km of your location.' })).toBeDefined();
  });
  it('stays on the form when there is neither a practice nor a message', () => {
    expect(availabilityStateFrom(form, response)).toBeUndefined();
  });
});
