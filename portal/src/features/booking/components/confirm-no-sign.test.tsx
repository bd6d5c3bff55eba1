import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMERGENCY_CARE, EMERGENCY_CARE_CONFIRM, RED_FLAG_CODES, RED_FLAG_LABELS } from '@contexts/search/clinical-safety.constants';
import { mockApi } from '../../../testing/mock-api';
import { renderRoutes } from '../../../testing/render';
import { useEmergencySigns } from '../stores/emergency-signs';
import { AvailabilityForm } from './availability-form';

const HERO = 'Instant Availability Checker';
const CONTACT = 'Check availability near you';

/** The home page's two lead forms. */
function renderForms() {
  renderRoutes([
    {
      path: '/',
      element: (
        <>
          <AvailabilityForm heading={HERO} idPrefix="checker" />
          <AvailabilityForm heading={CONTACT} headingLevel={3} idPrefix="contact-form" />
        </>
      ),
    },
  ]);
}

const emergencyScreens = () => screen.queryAllByRole('region', { name: EMERGENCY_CARE.heading });
const confirmation = () => screen.getByRole('region', { name: EMERGENCY_CARE_CONFIRM.heading });

/**
 * Ticks the first of `codes` in the hero form (the 999 screen shows at once, so a second box cannot be
 * ticked there), tells the page the others (as boxes ticked before React ran would be), then presses the
 * hero screen's "Change my answers".
 */
async function tickThenChange(...codes: Array<(typeof RED_FLAG_CODES)[number]>) {
  await userEvent.click(within(screen.getByRole('form', { name: HERO })).getByLabelText(RED_FLAG_LABELS[codes[0]]));
  act(() => useEmergencySigns.getState().tell(codes));
  await userEvent.click(within(emergencyScreens()[0]).getByRole('button', { name: EMERGENCY_CARE.back }));
}

describe('"Change my answers" asks first (ConfirmNoSign)', () => {
  it('says what the patient told us and that these are signs of an emergency, with "Call 999" kept; focus on its heading', async () => {
    const fetchMock = mockApi();
    renderForms();
    await tickThenChange('eye_swelling', 'head_injury');
    const region = confirmation();
    const heading = within(region).getByRole('heading', { level: 2, name: EMERGENCY_CARE_CONFIRM.heading });
    expect(heading).toHaveFocus();
    // It stands in the form's place under the form's heading id: a link to the form lands on it.
    expect(heading).toHaveAttribute('id', 'checker-heading');
    expect(region).toHaveTextContent(EMERGENCY_CARE.youTold);
    expect(within(region).getAllByRole('listitem').map((li) => li.textContent)).toEqual([RED_FLAG_LABELS.eye_swelling, RED_FLAG_LABELS.head_injury]);
    expect(region).toHaveTextContent(EMERGENCY_CARE_CONFIRM.signsOfEmergency);
    expect(region).toHaveTextContent(EMERGENCY_CARE_CONFIRM.ifAny);
    expect(within(region).getByRole('link', { name: EMERGENCY_CARE.call999 })).toHaveAttribute('href', 'tel:999');
    expect(within(region).getAllByRole('button').map((b) => b.textContent)).toEqual([EMERGENCY_CARE_CONFIRM.noneApplies, EMERGENCY_CARE_CONFIRM.goBack]);
    // The other form still shows the 999 screen: the form is not open anywhere.
    expect(emergencyScreens()).toHaveLength(1);
    expect(screen.queryAllByRole('form')).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('"Go back" returns to the 999 screen, focused, with the signs still told', async () => {
    renderForms();
    await tickThenChange('uncontrolled_bleeding');
    await userEvent.click(within(confirmation()).getByRole('button', { name: EMERGENCY_CARE_CONFIRM.goBack }));
    const [hero] = emergencyScreens();
    expect(within(hero).getByRole('heading', { name: EMERGENCY_CARE.heading })).toHaveFocus();
    expect(hero).toHaveTextContent(RED_FLAG_LABELS.uncontrolled_bleeding);
    expect(emergencyScreens()).toHaveLength(2);
    expect(useEmergencySigns.getState().signs).toEqual(['uncontrolled_bleeding']);
  });

  it('"None of these applies to me" clears the page: every form opens with the question unanswered, focus on its first box', async () => {
    const fetchMock = mockApi();
    renderForms();
    await tickThenChange('breathing_or_swallowing');
    await userEvent.click(within(confirmation()).getByRole('button', { name: EMERGENCY_CARE_CONFIRM.noneApplies }));
    expect(useEmergencySigns.getState().signs).toEqual([]);
    expect(emergencyScreens()).toEqual([]);
    for (const name of [HERO, CONTACT]) {
      for (const box of within(screen.getByRole('form', { name })).getAllByRole('checkbox')) expect(box).not.toBeChecked();
    }
    expect(within(screen.getByRole('form', { name: HERO })).getByLabelText(RED_FLAG_LABELS[RED_FLAG_CODES[0]])).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks in the form where it was pressed, even if the sign was ticked in the other', async () => {
    renderForms();
    await userEvent.click(within(screen.getByRole('form', { name: HERO })).getByLabelText(RED_FLAG_LABELS.face_or_jaw_injury));
    await userEvent.click(within(emergencyScreens()[1]).getByRole('button', { name: EMERGENCY_CARE.back }));
    const heading = within(confirmation()).getByRole('heading', { level: 3, name: EMERGENCY_CARE_CONFIRM.heading });
    expect(heading).toHaveAttribute('id', 'contact-form-heading');
    expect(heading).toHaveFocus();
    await userEvent.click(within(confirmation()).getByRole('button', { name: EMERGENCY_CARE_CONFIRM.goBack }));
    expect(within(emergencyScreens()[1]).getByRole('heading', { name: EMERGENCY_CARE.heading })).toHaveFocus();
  });

  it('after a "none applies" elsewhere, a new tick shows the 999 screen in every form, not a question left open', async () => {
    renderForms();
    await tickThenChange('head_injury');
    // Both forms at the question; the contact form's answer clears the page.
    await userEvent.click(within(emergencyScreens()[0]).getByRole('button', { name: EMERGENCY_CARE.back }));
    const questions = screen.getAllByRole('region', { name: EMERGENCY_CARE_CONFIRM.heading });
    expect(questions).toHaveLength(2);
    await userEvent.click(within(questions[1]).getByRole('button', { name: EMERGENCY_CARE_CONFIRM.noneApplies }));
    expect(screen.getAllByRole('form')).toHaveLength(2);
    await userEvent.click(within(screen.getByRole('form', { name: HERO })).getByLabelText(RED_FLAG_LABELS.eye_swelling));
    expect(emergencyScreens()).toHaveLength(2);
    expect(screen.queryAllByRole('region', { name: EMERGENCY_CARE_CONFIRM.heading })).toEqual([]);
  });
});
