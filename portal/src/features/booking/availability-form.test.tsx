import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, mockApi } from '../../testing/mock-api';
import { renderRoutes } from '../../testing/render';
import { AvailabilityForm } from './availability-form';
import type { SearchResponse } from './search-api';

const POSTCODE_MESSAGE = 'Please enter your postcode to find the nearest practice.';

const practice = {
  id: 'p1',
  name: 'Smile Clinic',
  address: { line1: '1 High Street', city: 'London', postcode: 'SW1A 1AA' },
  phone: '020 7946 0000',
  email: 'hello@smile.example',
  services: [],
  openingHours: {},
  latitude: 51.5,
  longitude: -0.14,
  distanceKm: 1.2,
};
const answer: SearchResponse = {
  radiusKm: 20,
  location: { lat: 51.5, lng: -0.1 },
  nearestPractice: null,
  date: null,
  slots: [],
  sortedPractices: [],
  alternatives: [],
};

function renderForm() {
  return renderRoutes([
    {
      path: '/',
      element: (
        <>
          <AvailabilityForm heading="Instant Availability Checker" />
          <AvailabilityForm heading="Check availability near you" headingLevel={3} />
        </>
      ),
    },
    { path: '/availability-check', element: <p>availability page</p> },
  ]);
}

function firstForm() {
  return within(screen.getByRole('form', { name: 'Instant Availability Checker' }));
}

async function fill(form: ReturnType<typeof firstForm>, values: { name?: string; phone?: string; postcode?: string; issue?: string }) {
  if (values.name) await userEvent.type(form.getByLabelText('Your name'), values.name);
  if (values.phone) await userEvent.type(form.getByLabelText('Phone number'), values.phone);
  if (values.postcode) await userEvent.type(form.getByLabelText('Postcode'), values.postcode);
  if (values.issue) await userEvent.type(form.getByLabelText('What is the problem? (optional)'), values.issue);
}

describe('AvailabilityForm', () => {
  it('gives each copy of the form its own field ids', () => {
    renderForm();
    const ids = screen.getAllByLabelText('Postcode').map((el) => el.id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    expect(screen.getAllByLabelText('Phone number')[0]).toHaveAttribute('type', 'tel');
  });

  it('shows the spec message for an empty postcode in the focused summary and by the field', async () => {
    const fetchMock = mockApi();
    renderForm();
    const form = firstForm();
    await fill(form, { name: 'Ann', phone: '07700 900982' });
    await userEvent.click(form.getByRole('button', { name: 'Check availability' }));
    const summary = form.getByRole('alert');
    expect(summary).toHaveTextContent(POSTCODE_MESSAGE);
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: POSTCODE_MESSAGE })).toHaveAttribute('href', `#${form.getByLabelText('Postcode').id}`);
    const postcode = form.getByLabelText('Postcode');
    expect(postcode).toHaveAccessibleDescription(expect.stringContaining(`Error: ${POSTCODE_MESSAGE}`));
    expect(postcode).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for every missing required field, and a summary link moves focus to its field', async () => {
    mockApi();
    renderForm();
    const form = firstForm();
    await userEvent.click(form.getByRole('button', { name: 'Check availability' }));
    const links = within(form.getByRole('alert')).getAllByRole('link').map((a) => a.textContent);
    expect(links).toEqual(['Enter your name', 'Enter your phone number', POSTCODE_MESSAGE]);
    expect(form.getByLabelText('Your name')).toHaveAccessibleDescription('Error: Enter your name');
    await userEvent.click(within(form.getByRole('alert')).getByRole('link', { name: 'Enter your phone number' }));
    expect(form.getByLabelText('Phone number')).toHaveFocus();
    // The other copy of the form is untouched.
    expect(within(screen.getByRole('form', { name: 'Check availability near you' })).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is busy while searching, then goes to /availability-check with the search in navigation state', async () => {
    let reply: (v: { body: unknown }) => void = () => undefined;
    const fetchMock = mockApi({ 'POST /api/search': () => new Promise((resolve) => (reply = resolve)) });
    const router = renderForm();
    const form = firstForm();
    await fill(form, { name: 'Ann', phone: '07700 900982', postcode: 'SW1A 1AA', issue: 'Swollen jaw' });
    await userEvent.click(form.getByRole('button', { name: 'Check availability' }));
    const busy = form.getByRole('button', { name: 'Checking availability…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    const sorted = Array.from({ length: 7 }, (_, i) => ({ ...practice, id: `p${i}` }));
    reply({ body: { ...answer, nearestPractice: practice, sortedPractices: sorted } });
    expect(await screen.findByText('availability page')).toBeInTheDocument();
    const state = router.state.location.state as Record<string, unknown>;
    expect(state.formData).toEqual({ name: 'Ann', phone: '07700 900982', postcode: 'SW1A 1AA', issue: 'Swollen jaw' });
    expect(state.nearestPractice).toEqual(practice);
    expect(state.sortedPractices).toHaveLength(5);
    expect(state.search).toMatchObject({ radiusKm: 20, nearestPractice: practice });
    expect(bodyOf(fetchMock, 'POST /api/search')).toEqual({ name: 'Ann', phone: '07700 900982', postcode: 'SW1A 1AA', issue: 'Swollen jaw' });
  });

  it('still goes on when nothing was found but the server says why', async () => {
    mockApi({ 'POST /api/search': { body: { ...answer, message: 'No practices found within 20km of your location.' } } });
    const router = renderForm();
    const form = firstForm();
    await fill(form, { name: 'Ann', phone: '07700 900982', postcode: 'IV27 4AA' });
    await userEvent.click(form.getByRole('button', { name: 'Check availability' }));
    expect(await screen.findByText('availability page')).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ nearestPractice: null });
  });

  it("stays and shows the server's message when the search is refused", async () => {
    mockApi({
      'POST /api/search': {
        status: 400,
        body: { message: 'Sorry, we can only book appointments in England, Scotland and Wales.', code: 'outside_gb' },
      },
    });
    renderForm();
    const form = firstForm();
    await fill(form, { name: 'Ann', phone: '07700 900982', postcode: 'BT1 1AA' });
    await userEvent.click(form.getByRole('button', { name: 'Check availability' }));
    const alert = await form.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, we can only book appointments in England, Scotland and Wales.');
    expect(alert).toHaveFocus();
    expect(form.getByRole('button', { name: 'Check availability' })).toBeEnabled();
  });

  it('puts a field error from the server by its field', async () => {
    mockApi({
      'POST /api/search': {
        status: 400,
        body: { message: 'Please enter a valid UK postcode.', code: 'validation', fields: { postcode: 'Please enter a valid UK postcode.' } },
      },
    });
    renderForm();
    const form = firstForm();
    await fill(form, { name: 'Ann', phone: '07700 900982', postcode: 'NOPE' });
    await userEvent.click(form.getByRole('button', { name: 'Check availability' }));
    await form.findByRole('alert');
    expect(form.getByLabelText('Postcode')).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid UK postcode.'));
    expect(within(form.getByRole('alert')).getAllByText('Please enter a valid UK postcode.')).toHaveLength(1);
  });

  it('says "Failed to find nearest practice. Please try again." when the server fails', async () => {
    mockApi({ 'POST /api/search': { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } } });
    renderForm();
    const form = firstForm();
    await fill(form, { name: 'Ann', phone: '07700 900982', postcode: 'SW1A 1AA' });
    await userEvent.click(form.getByRole('button', { name: 'Check availability' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Failed to find nearest practice. Please try again.');
  });
});
