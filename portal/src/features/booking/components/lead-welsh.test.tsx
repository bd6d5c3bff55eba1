import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  EMERGENCY_CARE_CONFIRM_CY,
  EMERGENCY_CARE_CY,
  KNOCKED_OUT_TOOTH_CY,
  KNOCKED_OUT_TOOTH_NOW_CY,
  RED_FLAG_LABELS_CY,
  SAFETY_QUESTION_CY,
  SCREENING_REQUIRED_CY,
  URGENT_HELP_CY,
} from '@contexts/search/clinical-safety.cy.constants';
import { setLocale } from '../../../shared/i18n/app-i18n';
import { mockApi } from '../../../testing/mock-api';
import { renderRoutes } from '../../../testing/render';
import type { AvailabilityState, PracticeSummary, SearchResponse, SlotView } from '../api/search-practices';
import { AvailabilityForm } from './availability-form';
import { KnockedOutToothNow } from './knocked-out-tooth-now';
import { NoPracticeFound } from './no-practice-found';
import { PostcodeCombobox } from './postcode-combobox';
import { PracticeNotFound } from './practice-not-found';
import { ScreenAgain } from './screen-again';
import { UrgentHelp } from './urgent-help';

/** English of this catalog that a Welsh page must not show. */
const LEAD_ENGLISH = [
  'Tell us where you are',
  'Your name',
  'Phone number',
  'What is the problem?',
  'The practice may call you',
  'We cover England, Scotland and Wales',
  'Check availability',
  'There is a problem',
  'Error:',
];
/** The clinical English the Welsh mirror replaces. */
const CLINICAL_ENGLISH = ['Do you have any of these?', 'No, none of these', 'Swelling of your', 'Call 999', 'Call 111', 'NHS 111 online', 'A&E now', 'knocked out'];

function expectNoEnglish(...texts: string[]) {
  for (const english of texts) expect(document.body).not.toHaveTextContent(english);
}

const practice: PracticeSummary = {
  id: 'p1',
  name: 'Harley Street Emergency Dental',
  address: { line1: '58 Harley Street', line2: null, city: 'London', postcode: 'W1G 9QB' },
  phone: '020 7946 0101',
  email: 'harley@example.com',
  website: null,
  services: ['Emergency dental care'],
  openingHours: {},
  latitude: 51.5203,
  longitude: -0.1469,
  distanceKm: 1.4,
};
/** Tuesday 5 January 2027, 09:30 in London (GMT). */
const slot: SlotView = { id: 's1', startTime: '2027-01-05T09:30:00Z', endTime: '2027-01-05T10:00:00Z' };
const search: SearchResponse = {
  radiusKm: 40,
  approximate: false,
  nation: 'wales',
  location: { lat: 51.48, lng: -3.18 },
  nearestPractice: practice,
  date: '2027-01-05',
  slots: [slot],
  sortedPractices: [practice],
  alternatives: [],
  screening: 'proof-of-the-search',
};
const state: AvailabilityState = {
  formData: { name: 'Ann', phone: '07700 900982', postcode: 'CF10 1AA', issue: 'Toothache' },
  nearestPractice: practice,
  sortedPractices: [practice],
  search,
};
const noRobot = { widget: null, token: async () => undefined };
const noon = new Date('2027-06-09T11:00:00Z');
const midnight = new Date('2027-06-09T23:05:00Z');

describe('The lead form and its safety net, in Welsh', () => {
  afterEach(() => setLocale('en-GB'));

  it('asks the safety question and labels the form in Welsh; an unanswered question is refused in Welsh', async () => {
    mockApi();
    setLocale('cy');
    renderRoutes([{ path: '/', element: <AvailabilityForm heading="Gwiriwr argaeledd" idPrefix="checker" /> }]);
    const form = screen.getByRole('form', { name: 'Gwiriwr argaeledd' });
    expect(form).toHaveTextContent("Dywedwch wrthym ble rydych chi a byddwn yn dod o hyd i'r practis agosaf sydd ag apwyntiad ar gael.");
    expect(within(form).getByRole('group', { name: SAFETY_QUESTION_CY.legend })).toHaveTextContent(SAFETY_QUESTION_CY.hint);
    expect(within(form).getByLabelText(RED_FLAG_LABELS_CY.head_injury)).toBeInTheDocument();
    expect(within(form).getByLabelText(SAFETY_QUESTION_CY.none)).toBeInTheDocument();
    expect(form).toHaveTextContent('neu');
    expect(within(form).getByRole('textbox', { name: 'Eich enw' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Rhif ffôn' })).toHaveAccessibleDescription('Efallai y bydd y practis yn eich ffonio am eich apwyntiad.');
    expect(within(form).getByRole('combobox', { name: 'Cod post' })).toHaveAccessibleDescription(
      'Er enghraifft, SW1A 1AA. Rydym yn cwmpasu Lloegr, yr Alban a Chymru.',
    );
    expect(within(form).getByRole('textbox', { name: "Beth yw'r broblem? (dewisol)" })).toBeInTheDocument();
    expect(within(form).getByLabelText(KNOCKED_OUT_TOOTH_CY.label)).toHaveAccessibleDescription(KNOCKED_OUT_TOOTH_CY.hint);

    await userEvent.click(within(form).getByRole('button', { name: 'Gwirio argaeledd' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Mae problem wedi codi');
    expect(within(summary).getByRole('link', { name: SAFETY_QUESTION_CY.required })).toBeInTheDocument();
    expect(form).toHaveTextContent(`Gwall: ${SAFETY_QUESTION_CY.required}`);
    expectNoEnglish(...LEAD_ENGLISH, ...CLINICAL_ENGLISH);
  });

  it('shows the 999 screen and its "Change my answers" question in Welsh, with the 111 services in Welsh', async () => {
    mockApi();
    setLocale('cy');
    renderRoutes([{ path: '/', element: <AvailabilityForm heading="Gwiriwr argaeledd" idPrefix="checker" /> }]);
    await userEvent.click(screen.getByLabelText(RED_FLAG_LABELS_CY.uncontrolled_bleeding));
    const screen999 = screen.getByRole('region', { name: EMERGENCY_CARE_CY.heading });
    expect(within(screen999).getByRole('link', { name: EMERGENCY_CARE_CY.call999 })).toHaveAttribute('href', 'tel:999');
    expect(screen999).toHaveTextContent(EMERGENCY_CARE_CY.doNotDrive);
    expect(screen999).toHaveTextContent(RED_FLAG_LABELS_CY.uncontrolled_bleeding);
    expect(within(screen999).getByRole('heading', { name: EMERGENCY_CARE_CY.notSure(undefined) })).toBeInTheDocument();
    expect(within(screen999).getByRole('link', { name: EMERGENCY_CARE_CY.call111 })).toHaveAttribute('href', 'tel:111');
    expect(within(screen999).getByRole('link', { name: 'GIG 111 Cymru ar-lein' })).toHaveAttribute('href', 'https://111.wales.nhs.uk/Default.aspx?locale=cy');
    expect(within(screen999).getByRole('link', { name: 'NHS 24 ar-lein (yr Alban)' })).toBeInTheDocument();
    expect(screen999).toHaveTextContent(EMERGENCY_CARE_CY.nothingSearched);
    expectNoEnglish(...CLINICAL_ENGLISH, 'Change my answers', 'We have not searched');

    await userEvent.click(within(screen999).getByRole('button', { name: EMERGENCY_CARE_CY.back }));
    const confirm = screen.getByRole('region', { name: EMERGENCY_CARE_CONFIRM_CY.heading });
    expect(confirm).toHaveTextContent(EMERGENCY_CARE_CONFIRM_CY.signsOfEmergency);
    expect(confirm).toHaveTextContent(EMERGENCY_CARE_CONFIRM_CY.ifAny);
    expect(within(confirm).getByRole('button', { name: EMERGENCY_CARE_CONFIRM_CY.noneApplies })).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: EMERGENCY_CARE_CONFIRM_CY.goBack })).toBeInTheDocument();
    expectNoEnglish(...CLINICAL_ENGLISH, 'Are you sure', 'Go back');
  });

  it('says the postcode field\'s own words in Welsh', async () => {
    mockApi({ 'GET /api/postcodes': { status: 503, body: { message: 'down' } } });
    setLocale('cy');
    function Field() {
      const [value, setValue] = useState('');
      return <PostcodeCombobox id="pc" aria-label="Cod post" value={value} onValueChange={setValue} />;
    }
    render(<Field />);
    expect(screen.getByRole('listbox', { hidden: true })).toHaveAttribute('aria-label', 'Awgrymiadau');
    await userEvent.type(screen.getByRole('combobox', { name: 'Cod post' }), 'cf10');
    expect(
      await screen.findByText('Nid oes awgrymiadau cod post ar gael ar hyn o bryd. Gallwch ddal i deipio eich cod post llawn.'),
    ).toBeInTheDocument();
    expectNoEnglish('Postcode suggestions are unavailable');
  });

  it("gives the support line and the nation's 111 in Welsh, in the line's hours and outside them", () => {
    setLocale('cy');
    const { unmount } = render(<UrgentHelp nhs111 nation="wales" headingLevel={2} now={noon} />);
    expect(screen.getByRole('heading', { name: URGENT_HELP_CY.heading })).toBeInTheDocument();
    expect(document.body).toHaveTextContent(URGENT_HELP_CY.supportBefore);
    expect(document.body).toHaveTextContent(URGENT_HELP_CY.nhs111Lead('wales'));
    expect(screen.getByRole('link', { name: URGENT_HELP_CY.call111 })).toHaveAttribute('href', 'tel:111');
    expect(screen.getByRole('link', { name: 'Defnyddiwch GIG 111 Cymru ar-lein' })).toHaveAttribute('href', 'https://111.wales.nhs.uk/Default.aspx?locale=cy');
    expectNoEnglish('Need help sooner?', 'Call us on', 'NHS 111 Wales', 'call 111');
    unmount();

    render(<UrgentHelp nhs111={false} nation="scotland" headingLevel={2} now={midnight} />);
    expect(document.body).toHaveTextContent(URGENT_HELP_CY.nhs111LeadClosed('scotland'));
    expect(document.body).toHaveTextContent(URGENT_HELP_CY.lineOpens);
    expect(screen.getByRole('link', { name: 'Ewch i NHS 24 ar-lein' })).toBeInTheDocument();
    expectNoEnglish('Our line opens', 'Go to NHS 24 online');
  });

  it("leads with the knocked-out tooth's first aid in Welsh, and calls the nation's 111 by its Welsh words", () => {
    setLocale('cy');
    render(<KnockedOutToothNow nation="scotland" hasTime noneToday={false} headingLevel={2} now={noon} />);
    expect(screen.getByRole('heading', { name: KNOCKED_OUT_TOOTH_NOW_CY.heading })).toBeInTheDocument();
    expect(document.body).toHaveTextContent(KNOCKED_OUT_TOOTH_NOW_CY.lead({ timeBelow: true, noneToday: false }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(KNOCKED_OUT_TOOTH_NOW_CY.firstAid);
    expect(screen.getByRole('link', { name: 'Ffoniwch NHS 24 ar 111' })).toHaveAttribute('href', 'tel:111');
    expect(screen.getByRole('link', { name: 'Argyfyngau deintyddol ar NHS inform' })).toBeInTheDocument();
    expect(document.body).toHaveTextContent(KNOCKED_OUT_TOOTH_NOW_CY.timeBelow);
    expectNoEnglish('We cannot find a dentist', 'What to do now', 'Call NHS 24 on 111', 'Call us on', 'Dental emergencies');
  });

  it('keeps the call link\'s English as it was ("Call NHS 24 on 111", "Call 111")', () => {
    const { unmount } = render(<KnockedOutToothNow nation="scotland" hasTime={false} noneToday headingLevel={2} now={noon} />);
    expect(screen.getByRole('link', { name: 'Call NHS 24 on 111' })).toHaveAttribute('href', 'tel:111');
    unmount();
    render(<KnockedOutToothNow nation={null} hasTime={false} noneToday headingLevel={2} now={noon} />);
    expect(screen.getByRole('link', { name: 'Call 111' })).toHaveAttribute('href', 'tel:111');
  });

  it('says "nothing found" and its buttons in Welsh', () => {
    mockApi();
    setLocale('cy');
    renderRoutes([{ path: '/', element: <NoPracticeFound state={{ ...state, nearestPractice: null, sortedPractices: [], search: { ...search, nearestPractice: null, slots: [], sortedPractices: [] } }} /> }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Dim apwyntiadau ar gael' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chwilio o fewn 60km' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Dychwelyd i'r hafan" })).toBeInTheDocument();
    expectNoEnglish('No Available Appointments Found', 'Search within', 'Return to Home', 'Need help sooner?');
  });

  it('says a practice it cannot show in Welsh, with the lead form to find another', () => {
    mockApi();
    setLocale('cy');
    renderRoutes([{ path: '/', element: <PracticeNotFound error={new Error('network')} /> }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Yr apwyntiad nesaf sydd ar gael' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("Ni allem lwytho'r practis hwn. Rhowch gynnig arall arni.");
    expect(screen.getByRole('form', { name: "Dod o hyd i'r practis agosaf sydd ag amser rhydd" })).toBeInTheDocument();
    expectNoEnglish('Next Available Appointment', 'We could not load', 'Find the nearest practice', ...LEAD_ENGLISH);
  });

  it('asks the question again before a hold in Welsh, with the chosen time as a Welsh date', async () => {
    mockApi();
    setLocale('cy');
    renderRoutes([{ path: '/', element: <ScreenAgain state={state} practiceName={practice.name} slot={slot} robot={noRobot} onScreened={async () => undefined} /> }]);
    const form = screen.getByRole('form', { name: 'Dewis amser' });
    expect(form).toHaveTextContent('Eich amser: Harley Street Emergency Dental, Dydd Mawrth 5 Ionawr 2027 am 09:30');
    expect(form).toHaveTextContent(SCREENING_REQUIRED_CY.message);
    expect(within(form).getByRole('group', { name: SAFETY_QUESTION_CY.legend })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: "Neilltuo'r amser hwn" }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Mae problem wedi codi');
    expect(summary).toHaveTextContent(SAFETY_QUESTION_CY.required);
    expectNoEnglish('Choose a time', 'Your time', 'Tuesday', 'January', 'Hold this time', 'Please answer the safety question', ...CLINICAL_ENGLISH, 'There is a problem');
  });

  it('keeps the chosen time in English as it was on an English page', () => {
    mockApi();
    renderRoutes([{ path: '/', element: <ScreenAgain state={state} practiceName={practice.name} slot={slot} robot={noRobot} onScreened={async () => undefined} /> }]);
    expect(screen.getByRole('form', { name: 'Choose a time' })).toHaveTextContent('Your time: Harley Street Emergency Dental, Tuesday 5 January 2027 at 09:30');
    expect(screen.getByRole('button', { name: 'Hold this time' })).toBeInTheDocument();
  });
});
