import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, mockApi, type Reply } from '../../../testing/mock-api';
import { renderRoutes } from '../../../testing/render';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import {
  EMERGENCY_CARE,
  EMERGENCY_CARE_CONFIRM,
  KNOCKED_OUT_TOOTH,
  RED_FLAG_CODES,
  RED_FLAG_LABELS,
  SAFETY_QUESTION,
} from '@contexts/search/clinical-safety.constants';
import { AvailabilityForm } from './availability-form';
import type { SearchResponse } from '../api/search-practices';

/**
 * The searches the form sent. Postcode suggestions may be asked for while a test types (on a slow
 * machine the debounce runs out mid-test); what must not happen is a search.
 */
const searchesSent = (fetchMock: ReturnType<typeof mockApi>) => fetchMock.mock.calls.filter(([url, init]) => init?.method === 'POST' && String(url).startsWith('/api/search'));

const POSTCODE_MESSAGE = 'Please enter your postcode to find the nearest practice.';

const practice = {
  id: 'p1',
  name: 'Smile Clinic',
  address: { line1: '1 High Street', line2: null, city: 'London', postcode: 'SW1A 1AA' },
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
  approximate: false,
  nation: 'england' as const,
  location: { lat: 51.5, lng: -0.1 },
  nearestPractice: null,
  date: null,
  slots: [],
  sortedPractices: [],
  alternatives: [],
  screening: 'proof-of-the-search',
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

/** Fills the form as a patient does; "No, none of these" is ticked unless `noneApply: false`. */
async function fill(form: ReturnType<typeof firstForm>, values: { name?: string; phone?: string; postcode?: string; issue?: string; noneApply?: boolean }) {
  if (values.noneApply !== false) await userEvent.click(form.getByLabelText('No, none of these'));
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

  it('lets the phone fill every field: autocomplete tokens, keyboards and capitals', () => {
    renderForm();
    const form = firstForm();
    expect(form.getByLabelText('Your name')).toHaveAttribute('autocomplete', 'name');
    const phone = form.getByLabelText('Phone number');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    const postcode = form.getByLabelText('Postcode');
    expect(postcode).toHaveAttribute('autocomplete', 'postal-code');
    expect(postcode).toHaveAttribute('autocapitalize', 'characters');
  });

  it('sends a postcode pasted or dictated in any spacing and case as the postcode it is', async () => {
    const fetchMock = mockApi({ 'POST /api/search': { body: { ...answer, nearestPractice: practice, sortedPractices: [practice] } } });
    const router = renderForm();
    const form = firstForm();
    await fill(form, { name: 'Amira', phone: '07700 900982' });
    await userEvent.click(form.getByLabelText('Postcode'));
    await userEvent.paste('m 1 1 a e.');
    await userEvent.click(form.getByRole('button', { name: 'Check availability' }));
    expect(await screen.findByText('availability page')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/search')).toMatchObject({ postcode: 'M1 1AE' });
    // The hold sends the lead the search answered for: the same postcode.
    expect(router.state.location.state).toMatchObject({ formData: { postcode: 'M1 1AE' } });
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
    expect(searchesSent(fetchMock)).toEqual([]);
  });

  it('asks for every missing required field, and a summary link moves focus to its field', async () => {
    mockApi();
    renderForm();
    const form = firstForm();
    await userEvent.click(form.getByRole('button', { name: 'Check availability' }));
    const links = within(form.getByRole('alert')).getAllByRole('link').map((a) => a.textContent);
    expect(links).toEqual([SAFETY_QUESTION.required, 'Enter your name', 'Enter your phone number', POSTCODE_MESSAGE]);
    expect(form.getByLabelText('Your name')).toHaveAccessibleDescription('Error: Enter your name');
    await userEvent.click(within(form.getByRole('alert')).getByRole('link', { name: 'Enter your phone number' }));
    expect(form.getByLabelText('Phone number')).toHaveFocus();
    // The other copy of the form is untouched.
    expect(within(screen.getByRole('form', { name: 'Check availability near you' })).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is busy while searching, then goes to /availability-check with the search in navigation state', async () => {
    let reply: (v: { body: Reply<'POST /api/search'> }) => void = () => undefined;
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
    expect(bodyOf(fetchMock, 'POST /api/search')).toEqual({ name: 'Ann', phone: '07700 900982', postcode: 'SW1A 1AA', issue: 'Swollen jaw', redFlags: [] });
    expect(state.urgentIssue).toBeUndefined();
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

  describe('the safety net before the search', () => {
    it('asks first, in a fieldset: the five emergency signs and "No, none of these"', () => {
      renderForm();
      const form = firstForm();
      const question = form.getByRole('group', { name: SAFETY_QUESTION.legend });
      expect(within(question).getAllByRole('checkbox').map((c) => c.getAttribute('value'))).toEqual([...RED_FLAG_CODES, 'none']);
      for (const code of RED_FLAG_CODES) expect(within(question).getByLabelText(RED_FLAG_LABELS[code])).not.toBeChecked();
      expect(question).toHaveAccessibleDescription(SAFETY_QUESTION.hint);
      // Before the name: a patient in an emergency types nothing.
      expect(question.compareDocumentPosition(form.getByLabelText('Your name')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it.each(RED_FLAG_CODES.map((code) => [code]))('"%s": shows the 999 / A&E screen at the tick, focused, and sends nothing', async (code) => {
      const fetchMock = mockApi();
      renderForm();
      const form = firstForm();
      // The tick alone: no button pressed.
      await userEvent.click(form.getByLabelText(RED_FLAG_LABELS[code]));
      const screens = screen.getAllByRole('region', { name: EMERGENCY_CARE.heading });
      const heading = within(screens[0]).getByRole('heading', { level: 2, name: EMERGENCY_CARE.heading });
      expect(heading).toHaveFocus();
      const screenRegion = screens[0];
      expect(within(screenRegion).getByRole('link', { name: 'Call 999' })).toHaveAttribute('href', 'tel:999');
      expect(within(screenRegion).getByRole('link', { name: 'Call 111' })).toHaveAttribute('href', 'tel:111');
      // No postcode yet: the nation is not known, so all three services.
      expect(screenRegion).toHaveTextContent("If you're not sure, call 111");
      expect(within(screenRegion).getByRole('link', { name: 'NHS 111 online (England)' })).toHaveAttribute('href', 'https://111.nhs.uk/');
      expect(within(screenRegion).getByRole('link', { name: 'NHS 24 online (Scotland)' })).toHaveAttribute('href', 'https://www.nhs24.scot/');
      expect(within(screenRegion).getByRole('link', { name: 'NHS 111 Wales online' })).toHaveAttribute('href', 'https://111.wales.nhs.uk/');
      expect(screenRegion).toHaveTextContent(EMERGENCY_CARE.doNotDrive);
      expect(screenRegion).toHaveTextContent(RED_FLAG_LABELS[code]);
      expect(screen.queryByRole('form', { name: 'Instant Availability Checker' })).not.toBeInTheDocument();
      expect(searchesSent(fetchMock)).toEqual([]);
    });

    it('closes every form on the page while a sign is ticked: the other copy shows the 999 screen too, without taking focus', async () => {
      const fetchMock = mockApi();
      renderForm();
      await userEvent.click(firstForm().getByLabelText(RED_FLAG_LABELS.eye_swelling));
      expect(screen.queryAllByRole('form')).toEqual([]);
      const [first, second] = screen.getAllByRole('region', { name: EMERGENCY_CARE.heading });
      // Each at its form's heading level, under its form's heading id (links to the form land on it).
      expect(within(first).getByRole('heading', { level: 2 })).toHaveFocus();
      const other = within(second).getByRole('heading', { level: 3, name: EMERGENCY_CARE.heading });
      expect(other).not.toHaveFocus();
      expect(other).toHaveAttribute('tabindex', '-1');
      expect(second).toHaveTextContent(RED_FLAG_LABELS.eye_swelling);
      expect(searchesSent(fetchMock)).toEqual([]);
    });

    it('goes to the emergency screen even with the other fields empty or wrong, and keeps them for the form', async () => {
      const fetchMock = mockApi();
      renderForm();
      const form = firstForm();
      await userEvent.type(form.getByLabelText('Phone number'), 'not a phone');
      await userEvent.click(form.getByLabelText(RED_FLAG_LABELS.head_injury));
      expect(screen.getAllByRole('region', { name: EMERGENCY_CARE.heading })[0]).toHaveTextContent(RED_FLAG_LABELS.head_injury);
      await userEvent.click(screen.getAllByRole('button', { name: EMERGENCY_CARE.back })[0]);
      await userEvent.click(screen.getByRole('button', { name: EMERGENCY_CARE_CONFIRM.noneApplies }));
      expect(firstForm().getByLabelText('Phone number')).toHaveValue('not a phone');
      expect(searchesSent(fetchMock)).toEqual([]);
    });

    it.each([
      ['EH1 1YZ', 'NHS 24', "If you're not sure, call NHS 24 on 111", 'Go to NHS 24 online', 'https://www.nhs24.scot/'],
      ['CF10 1EP', 'NHS 111 Wales', "If you're not sure, call NHS 111 Wales on 111", 'Use NHS 111 Wales online', 'https://111.wales.nhs.uk/'],
      ['M1 1AE', 'NHS 111', "If you're not sure, call NHS 111 on 111", 'Use NHS 111 online', 'https://111.nhs.uk/'],
    ])('after the postcode %s, names %s on the 999 screen', async (postcode, _, notSure, online, url) => {
      mockApi();
      renderForm();
      const form = firstForm();
      await userEvent.type(form.getByLabelText('Postcode'), postcode);
      await userEvent.click(form.getByLabelText(RED_FLAG_LABELS.uncontrolled_bleeding));
      const [here, other] = screen.getAllByRole('region', { name: EMERGENCY_CARE.heading });
      expect(here).toHaveTextContent(notSure);
      expect(within(here).getByRole('link', { name: online })).toHaveAttribute('href', url);
      expect(within(here).getAllByRole('link', { name: /online/ })).toHaveLength(1);
      // The other form has no postcode of its own: all three services.
      expect(other).toHaveTextContent("If you're not sure, call 111");
    });

    it('takes a sign ticked in the prerendered form before React ran to the 999 screen once React hydrates', async () => {
      const fetchMock = mockApi();
      const page = document.createElement('div');
      document.body.append(page);
      const form = (
        <MemoryRouter>
          <AvailabilityForm heading="Instant Availability Checker" idPrefix="checker" />
        </MemoryRouter>
      );
      page.innerHTML = renderToString(form);
      // The prerendered page carries the 999 screen's copy that CSS shows at a tick before React runs.
      const early = page.querySelector('.emergency-care--early');
      expect(early).toHaveTextContent(EMERGENCY_CARE.heading);
      expect(early?.querySelectorAll('li[data-sign]')).toHaveLength(RED_FLAG_CODES.length);
      (document.getElementById('checker-redflag-head_injury') as HTMLInputElement).checked = true;
      let root: Root | undefined;
      await act(async () => {
        root = hydrateRoot(page, form);
      });
      const heading = within(page).getByRole('heading', { level: 2, name: EMERGENCY_CARE.heading });
      expect(heading).toHaveAttribute('id', 'checker-heading');
      expect(heading).toHaveFocus();
      expect(page).toHaveTextContent(RED_FLAG_LABELS.head_injury);
      // React's own screen now: the copy is gone.
      expect(page.querySelector('.emergency-care--early')).toBeNull();
      expect(searchesSent(fetchMock)).toEqual([]);
      act(() => root?.unmount());
      page.remove();
    });

    it('has a CSS rule for every sign, so the page before React lists each sign ticked', () => {
      const css = readFileSync(path.resolve(import.meta.dirname, '../../../app/styles.css'), 'utf8');
      for (const code of RED_FLAG_CODES) expect(css).toContain(`.emergency-care--early li[data-sign='${code}']`);
    });

    it('sends nothing when a sign is ticked in the other form while this one was being checked', async () => {
      let reply: (v: { body: Reply<'POST /api/search'> }) => void = () => undefined;
      mockApi({ 'POST /api/search': () => new Promise((resolve) => (reply = resolve)) });
      const router = renderForm();
      const form = firstForm();
      await fill(form, { name: 'Ann', phone: '07700 900982', postcode: 'SW1A 1AA' });
      await userEvent.click(form.getByRole('button', { name: 'Check availability' }));
      await form.findByRole('button', { name: 'Checking availability…' });
      const second = within(screen.getByRole('form', { name: 'Check availability near you' }));
      await userEvent.click(second.getByLabelText(RED_FLAG_LABELS.breathing_or_swallowing));
      reply({ body: { ...answer, nearestPractice: practice, sortedPractices: [practice] } });
      await waitFor(() => expect(screen.getAllByRole('region', { name: EMERGENCY_CARE.heading })).toHaveLength(2));
      // The search answered after the sign: no results page, the 999 screen stays.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(router.state.location.pathname).toBe('/');
      expect(screen.queryByText('availability page')).not.toBeInTheDocument();
    });

    it('makes "No, none of these" exclusive: a sign clears it (and shows the 999 screen), and it is unticked when the form opens again', async () => {
      renderForm();
      let form = firstForm();
      await userEvent.click(form.getByLabelText('No, none of these'));
      expect(form.getByLabelText('No, none of these')).toBeChecked();
      await userEvent.click(form.getByLabelText(RED_FLAG_LABELS.face_or_jaw_injury));
      await userEvent.click(screen.getAllByRole('button', { name: EMERGENCY_CARE.back })[0]);
      await userEvent.click(screen.getByRole('button', { name: EMERGENCY_CARE_CONFIRM.noneApplies }));
      form = firstForm();
      expect(form.getByLabelText('No, none of these')).not.toBeChecked();
      expect(form.getByLabelText(RED_FLAG_LABELS.face_or_jaw_injury)).not.toBeChecked();
    });

    it('asks for an answer when nothing is ticked, by the question and in the summary, whose link moves focus to it', async () => {
      const fetchMock = mockApi();
      renderForm();
      const form = firstForm();
      await fill(form, { name: 'Ann', phone: '07700 900982', postcode: 'SW1A 1AA', noneApply: false });
      await userEvent.click(form.getByRole('button', { name: 'Check availability' }));
      const summary = await form.findByRole('alert');
      await waitFor(() => expect(summary).toHaveFocus());
      const question = form.getByRole('group', { name: SAFETY_QUESTION.legend });
      expect(question).toHaveAccessibleDescription(`${SAFETY_QUESTION.hint} Error: ${SAFETY_QUESTION.required}`);
      await userEvent.click(within(summary).getByRole('link', { name: SAFETY_QUESTION.required }));
      expect(form.getByLabelText(RED_FLAG_LABELS.breathing_or_swallowing)).toHaveFocus();
      expect(searchesSent(fetchMock)).toEqual([]);
    });

    it('asks for today\'s earliest time for a knocked-out adult tooth, and tells the practice first in the issue', async () => {
      const fetchMock = mockApi({ 'POST /api/search': { body: { ...answer, nearestPractice: practice } } });
      const router = renderForm();
      const form = firstForm();
      await fill(form, { name: 'Ann', phone: '07700 900982', postcode: 'SW1A 1AA', issue: 'Fell off my bike' });
      const knocked = form.getByLabelText(KNOCKED_OUT_TOOTH.label);
      expect(knocked).toHaveAccessibleDescription(KNOCKED_OUT_TOOTH.hint);
      await userEvent.click(knocked);
      await userEvent.click(form.getByRole('button', { name: 'Check availability' }));
      expect(await screen.findByText('availability page')).toBeInTheDocument();
      expect(bodyOf(fetchMock, 'POST /api/search')).toMatchObject({
        redFlags: [],
        urgentIssue: 'knocked_out_tooth',
        issue: 'Knocked-out adult tooth. Fell off my bike',
      });
      expect(router.state.location.state).toMatchObject({ urgentIssue: 'knocked_out_tooth', formData: { issue: 'Knocked-out adult tooth. Fell off my bike' } });
    });
  });
});
