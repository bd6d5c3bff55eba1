import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { POSTCODE_MESSAGES } from '@contexts/postcodes/postcodes.constants';
import { POSTCODE_MESSAGES_CY } from '@contexts/postcodes/postcodes.cy.constants';
import {
  EMERGENCY_CARE,
  EMERGENCY_CARE_CONFIRM,
  KNOCKED_OUT_TOOTH,
  KNOCKED_OUT_TOOTH_NOW,
  RED_FLAG_LABELS,
  SAFETY_QUESTION,
  SCREENING_REQUIRED,
  URGENT_HELP,
} from '@contexts/search/clinical-safety.constants';
import { SEARCH_MESSAGES } from '@contexts/search/search.constants';
import { SEARCH_MESSAGES_CY } from '@contexts/search/search.cy.constants';
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
import { GOOGLE_MAPS_TEXTS, GOOGLE_MAPS_TEXTS_CY } from '../../../shared/google-maps/maps-texts';
import type { PlaceDetails, PlaceFinder } from '../../../shared/google-maps/place-details';
import { setLocale } from '../../../shared/i18n/app-i18n';
import { useSiteSettings } from '../../../shared/site-settings';
import { mockApi, SITE_OPEN } from '../../../testing/mock-api';
import { expectNoEnglish, pairsOfModule } from '../../../testing/no-english';
import { renderRoutes } from '../../../testing/render';
import type { AvailabilityState, SearchResponse, SlotView } from '../api/search-practices';
import { HARLEY_PRACTICE } from '../testing/practice-fixtures';
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

function expectAbsent(...texts: string[]) {
  for (const english of texts) expect(document.body).not.toHaveTextContent(english);
}

/** The robot check's browser side, faked: a site with the check on whose challenge gives no token. */
vi.mock('./robot-provider', () => ({
  createRobotProvider: vi.fn(async () => ({ token: () => Promise.reject(new Error('challenge not done')), dispose: () => undefined })),
}));

/** The shared words these components show, English and Welsh, for `expectNoEnglish` (strings only). */
const SHARED = [
  ...pairsOfModule('RED_FLAG_LABELS', RED_FLAG_LABELS, RED_FLAG_LABELS_CY),
  ...pairsOfModule('SAFETY_QUESTION', SAFETY_QUESTION, SAFETY_QUESTION_CY),
  ...pairsOfModule('EMERGENCY_CARE', EMERGENCY_CARE, EMERGENCY_CARE_CY),
  ...pairsOfModule('EMERGENCY_CARE_CONFIRM', EMERGENCY_CARE_CONFIRM, EMERGENCY_CARE_CONFIRM_CY),
  ...pairsOfModule('KNOCKED_OUT_TOOTH', KNOCKED_OUT_TOOTH, KNOCKED_OUT_TOOTH_CY),
  ...pairsOfModule('KNOCKED_OUT_TOOTH_NOW', KNOCKED_OUT_TOOTH_NOW, KNOCKED_OUT_TOOTH_NOW_CY),
  ...pairsOfModule('URGENT_HELP', URGENT_HELP, URGENT_HELP_CY),
  ...pairsOfModule('SCREENING_REQUIRED', SCREENING_REQUIRED, SCREENING_REQUIRED_CY),
  ...pairsOfModule('SEARCH_MESSAGES', SEARCH_MESSAGES, SEARCH_MESSAGES_CY),
  ...pairsOfModule('POSTCODE_MESSAGES', POSTCODE_MESSAGES, POSTCODE_MESSAGES_CY),
  ...pairsOfModule('GOOGLE_MAPS_TEXTS', GOOGLE_MAPS_TEXTS, GOOGLE_MAPS_TEXTS_CY),
];

/** The Welsh lead form, rendered and its question answered "none", its fields filled with `fill`. */
async function welshFormFilled(fill: { name?: string; phone?: string; postcode?: string }) {
  renderRoutes([
    { path: '/', element: <AvailabilityForm heading="Gwiriwr argaeledd" idPrefix="checker" /> },
    { path: '/availability-check', element: <p>tudalen argaeledd</p> },
  ]);
  const form = within(screen.getByRole('form', { name: 'Gwiriwr argaeledd' }));
  await userEvent.click(form.getByLabelText(SAFETY_QUESTION_CY.none));
  if (fill.name) await userEvent.type(form.getByRole('textbox', { name: 'Eich enw' }), fill.name);
  if (fill.phone) await userEvent.type(form.getByRole('textbox', { name: 'Rhif ffôn' }), fill.phone);
  if (fill.postcode) await userEvent.type(form.getByRole('combobox', { name: 'Cod post' }), fill.postcode);
  await userEvent.click(form.getByRole('button', { name: 'Gwirio argaeledd' }));
  return form;
}

const FILLED = { name: 'Ann', phone: '07700 900982', postcode: 'CF10 1AA' };

const practice = HARLEY_PRACTICE;
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
    expectAbsent(...LEAD_ENGLISH, ...CLINICAL_ENGLISH);
    await expectNoEnglish(document.body, SHARED);
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
    expectAbsent(...CLINICAL_ENGLISH, 'Change my answers', 'We have not searched');
    await expectNoEnglish(document.body, SHARED);

    await userEvent.click(within(screen999).getByRole('button', { name: EMERGENCY_CARE_CY.back }));
    const confirm = screen.getByRole('region', { name: EMERGENCY_CARE_CONFIRM_CY.heading });
    expect(confirm).toHaveTextContent(EMERGENCY_CARE_CONFIRM_CY.signsOfEmergency);
    expect(confirm).toHaveTextContent(EMERGENCY_CARE_CONFIRM_CY.ifAny);
    expect(within(confirm).getByRole('button', { name: EMERGENCY_CARE_CONFIRM_CY.noneApplies })).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: EMERGENCY_CARE_CONFIRM_CY.goBack })).toBeInTheDocument();
    expectAbsent(...CLINICAL_ENGLISH, 'Are you sure', 'Go back');
    await expectNoEnglish(document.body, SHARED);
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
    expectAbsent('Postcode suggestions are unavailable');
    await expectNoEnglish(document.body, SHARED);
  });

  it("gives the support line and the nation's 111 in Welsh, in the line's hours and outside them", async () => {
    setLocale('cy');
    const { unmount } = render(<UrgentHelp nhs111 nation="wales" headingLevel={2} now={noon} />);
    expect(screen.getByRole('heading', { name: URGENT_HELP_CY.heading })).toBeInTheDocument();
    expect(document.body).toHaveTextContent(URGENT_HELP_CY.supportBefore);
    expect(document.body).toHaveTextContent(URGENT_HELP_CY.nhs111Lead('wales'));
    expect(screen.getByRole('link', { name: URGENT_HELP_CY.call111 })).toHaveAttribute('href', 'tel:111');
    expect(screen.getByRole('link', { name: 'Defnyddiwch GIG 111 Cymru ar-lein' })).toHaveAttribute('href', 'https://111.wales.nhs.uk/Default.aspx?locale=cy');
    expectAbsent('Need help sooner?', 'Call us on', 'NHS 111 Wales', 'call 111');
    await expectNoEnglish(document.body, SHARED);
    unmount();

    render(<UrgentHelp nhs111={false} nation="scotland" headingLevel={2} now={midnight} />);
    expect(document.body).toHaveTextContent(URGENT_HELP_CY.nhs111LeadClosed('scotland'));
    expect(document.body).toHaveTextContent(URGENT_HELP_CY.lineOpens);
    expect(screen.getByRole('link', { name: 'Ewch i NHS 24 ar-lein' })).toBeInTheDocument();
    expectAbsent('Our line opens', 'Go to NHS 24 online');
    await expectNoEnglish(document.body, SHARED);
  });

  it("leads with the knocked-out tooth's first aid in Welsh, and calls the nation's 111 by its Welsh words", async () => {
    setLocale('cy');
    render(<KnockedOutToothNow nation="scotland" hasTime noneToday={false} headingLevel={2} now={noon} />);
    expect(screen.getByRole('heading', { name: KNOCKED_OUT_TOOTH_NOW_CY.heading })).toBeInTheDocument();
    expect(document.body).toHaveTextContent(KNOCKED_OUT_TOOTH_NOW_CY.lead({ timeBelow: true, noneToday: false }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(KNOCKED_OUT_TOOTH_NOW_CY.firstAid);
    expect(screen.getByRole('link', { name: 'Ffoniwch NHS 24 ar 111' })).toHaveAttribute('href', 'tel:111');
    expect(screen.getByRole('link', { name: 'Argyfyngau deintyddol ar NHS inform' })).toBeInTheDocument();
    expect(document.body).toHaveTextContent(KNOCKED_OUT_TOOTH_NOW_CY.timeBelow);
    expectAbsent('We cannot find a dentist', 'What to do now', 'Call NHS 24 on 111', 'Call us on', 'Dental emergencies');
    await expectNoEnglish(document.body, SHARED);
  });

  it('keeps the call link\'s English as it was ("Call NHS 24 on 111", "Call 111")', () => {
    const { unmount } = render(<KnockedOutToothNow nation="scotland" hasTime={false} noneToday headingLevel={2} now={noon} />);
    expect(screen.getByRole('link', { name: 'Call NHS 24 on 111' })).toHaveAttribute('href', 'tel:111');
    unmount();
    render(<KnockedOutToothNow nation={null} hasTime={false} noneToday headingLevel={2} now={noon} />);
    expect(screen.getByRole('link', { name: 'Call 111' })).toHaveAttribute('href', 'tel:111');
  });

  it('says "nothing found" and its buttons in Welsh', async () => {
    mockApi();
    setLocale('cy');
    renderRoutes([{ path: '/', element: <NoPracticeFound state={{ ...state, nearestPractice: null, sortedPractices: [], search: { ...search, nearestPractice: null, slots: [], sortedPractices: [] } }} /> }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Dim apwyntiadau ar gael' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chwilio o fewn 60km' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Dychwelyd i'r hafan" })).toBeInTheDocument();
    // The search had no reason of its own: the search's Welsh says what was not found.
    expect(screen.getByRole('status')).toHaveTextContent(SEARCH_MESSAGES_CY.noAppointmentsWithin(40));
    expectAbsent('No Available Appointments Found', 'Search within', 'Return to Home', 'Need help sooner?');
    await expectNoEnglish(document.body, SHARED);
  });

  it('says a wider search that failed in Welsh', async () => {
    mockApi({ 'POST /api/search': { status: 500, body: { message: 'Internal server error' } } });
    setLocale('cy');
    renderRoutes([{ path: '/', element: <NoPracticeFound state={{ ...state, nearestPractice: null, sortedPractices: [], search: { ...search, nearestPractice: null, slots: [], sortedPractices: [] } }} /> }]);
    await userEvent.click(screen.getByRole('button', { name: 'Chwilio o fewn 60km' }));
    expect(await screen.findByText(SEARCH_MESSAGES_CY.failedAvailable)).toHaveAttribute('role', 'alert');
    expectAbsent(SEARCH_MESSAGES.failedAvailable);
    await expectNoEnglish(document.body, SHARED);
  });

  it("refuses the lead form's empty and wrong fields in Welsh, in the summary and by each field", async () => {
    mockApi();
    setLocale('cy');
    const form = await welshFormFilled({});
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: SEARCH_MESSAGES_CY.nameRequired })).toHaveAttribute('href', '#checker-name');
    expect(within(summary).getByRole('link', { name: SEARCH_MESSAGES_CY.phoneRequired })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: SEARCH_MESSAGES_CY.postcodeRequired })).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Eich enw' })).toHaveAccessibleDescription(`Gwall: ${SEARCH_MESSAGES_CY.nameRequired}`);
    await expectNoEnglish(document.body, SHARED);

    await userEvent.type(form.getByRole('textbox', { name: 'Rhif ffôn' }), 'ffoniwch fi');
    await userEvent.click(form.getByRole('button', { name: 'Gwirio argaeledd' }));
    await waitFor(() => expect(within(screen.getByRole('alert')).getByRole('link', { name: SEARCH_MESSAGES_CY.phoneInvalid })).toBeInTheDocument());
    expectAbsent('Enter your name', 'Enter your phone number', 'valid UK phone number', 'Please enter your postcode');
    await expectNoEnglish(document.body, SHARED);
  });

  it('says in Welsh that no practice was found', async () => {
    const nothing = { radiusKm: 20, location: { lat: 51.48, lng: -3.18 }, nearestPractice: null, date: null, slots: [], sortedPractices: [], alternatives: [] };
    mockApi({ 'POST /api/search': { body: nothing } });
    setLocale('cy');
    await welshFormFilled(FILLED);
    expect(await screen.findByRole('alert')).toHaveTextContent(SEARCH_MESSAGES_CY.noPractices);
    expectAbsent(SEARCH_MESSAGES.noPractices);
    await expectNoEnglish(document.body, SHARED);
  });

  it("falls back to the search's Welsh when the server fails (a refusal's own words come from the api in the page's language)", async () => {
    mockApi({ 'POST /api/search': { status: 503, body: { message: 'Service unavailable' } } });
    setLocale('cy');
    await welshFormFilled(FILLED);
    expect(await screen.findByRole('alert')).toHaveTextContent(SEARCH_MESSAGES_CY.failed);
    expectAbsent(SEARCH_MESSAGES.failed);
    await expectNoEnglish(document.body, SHARED);
  });

  it('says in Welsh that the robot check gave no token, and searches nothing', async () => {
    const fetchMock = mockApi();
    useSiteSettings.setState({ status: 'ready', settings: { ...SITE_OPEN, robotCheck: { provider: 'turnstile', siteKey: '0x4AAAAAAA-test' } } as never });
    setLocale('cy');
    await welshFormFilled(FILLED);
    expect(await screen.findByRole('alert')).toHaveTextContent(SEARCH_MESSAGES_CY.robotMissing);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/search')).toBe(false);
    expectAbsent(SEARCH_MESSAGES.robotMissing);
    await expectNoEnglish(document.body, SHARED);
  });

  it("announces the postcode suggestions, and that there are none, in Welsh", async () => {
    mockApi({
      'GET /api/postcodes': (_init, url) => ({ body: { suggestions: url.includes('CF101') ? ['CF10 1AA', 'CF10 1AB'] : [] } }),
    });
    setLocale('cy');
    function Field() {
      const [value, setValue] = useState('');
      return <PostcodeCombobox id="pc" aria-label="Cod post" value={value} onValueChange={setValue} />;
    }
    render(<Field />);
    const box = screen.getByRole('combobox', { name: 'Cod post' });
    await userEvent.type(box, 'cf10 1');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByRole('status')).toHaveTextContent(POSTCODE_MESSAGES_CY.suggestionsCount(2));
    await expectNoEnglish(document.body, SHARED);
    expectAbsent('postcode suggestions');
    await userEvent.clear(box);
    await userEvent.type(box, 'zz9');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(POSTCODE_MESSAGES_CY.noSuggestions));
    expectAbsent(POSTCODE_MESSAGES.noSuggestions);
    await expectNoEnglish(document.body, SHARED);
  });

  it("says a place chosen in Google's address search in Welsh: where the search starts from, and a place that could not be looked up", async () => {
    mockApi({ 'GET /api/postcodes': { body: { suggestions: [] } } });
    setLocale('cy');
    const pharmacy: PlaceDetails = {
      addressComponents: [{ longText: 'W1G 8YS', shortText: 'W1G 8YS', types: ['postal_code'] }],
      formattedAddress: '80 Marylebone High St, London W1U 4QS, UK',
      location: { lat: 51.5203, lng: -0.1508 },
      name: "Regent's Park Pharmacy",
      phone: null,
      website: null,
      businessStatus: 'OPERATIONAL',
      types: ['pharmacy'],
      rating: null,
    };
    // The finder says its note in the language it is asked for, as loader.ts does.
    let lookUpFails = false;
    const finder: PlaceFinder = {
      suggest: async () => [{ id: 'pharmacy', main: "Regent's Park Pharmacy", secondary: 'Marylebone, London, UK' }],
      details: async () => pharmacy,
      choose: async (_id, locale) => {
        if (lookUpFails) throw new Error('places down');
        const words = locale === 'cy' ? GOOGLE_MAPS_TEXTS_CY : GOOGLE_MAPS_TEXTS;
        return { details: pharmacy, postcode: 'W1G 8YS', note: words.searchingFrom(pharmacy.name, pharmacy.formattedAddress) };
      },
    };
    function Field() {
      const [value, setValue] = useState('');
      return <PostcodeCombobox id="pc" aria-label="Cod post" value={value} onValueChange={setValue} places={finder} />;
    }
    render(<Field />);
    const box = screen.getByRole('combobox', { name: 'Cod post' });
    await userEvent.type(box, 'Regent');
    await userEvent.click(await screen.findByRole('option', { name: /Regent's Park Pharmacy/ }));
    expect(await screen.findByText("Rydym yn chwilio o'r lle hwn: Regent's Park Pharmacy, 80 Marylebone High St, London W1U 4QS, UK.")).toBeInTheDocument();
    expect(box).toHaveValue('W1G 8YS');
    expectAbsent('Searching from');
    await expectNoEnglish(document.body, SHARED);

    lookUpFails = true;
    await userEvent.clear(box);
    await userEvent.type(box, 'Regent');
    await userEvent.click(await screen.findByRole('option', { name: /Regent's Park Pharmacy/ }));
    expect(await screen.findByText(GOOGLE_MAPS_TEXTS_CY.placeFailed)).toBeInTheDocument();
    expectAbsent(GOOGLE_MAPS_TEXTS.placeFailed);
    await expectNoEnglish(document.body, SHARED);
  });

  it('says a practice it cannot show in Welsh, with the lead form to find another', async () => {
    mockApi();
    setLocale('cy');
    renderRoutes([{ path: '/', element: <PracticeNotFound error={new Error('network')} /> }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Yr apwyntiad nesaf sydd ar gael' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("Ni allem lwytho'r practis hwn. Rhowch gynnig arall arni.");
    expect(screen.getByRole('form', { name: "Dod o hyd i'r practis agosaf sydd ag amser rhydd" })).toBeInTheDocument();
    expectAbsent('Next Available Appointment', 'We could not load', 'Find the nearest practice', ...LEAD_ENGLISH);
    await expectNoEnglish(document.body, SHARED);
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
    expectAbsent('Choose a time', 'Your time', 'Tuesday', 'January', 'Hold this time', 'Please answer the safety question', ...CLINICAL_ENGLISH, 'There is a problem');
    await expectNoEnglish(document.body, SHARED);
  });

  it('keeps the chosen time in English as it was on an English page', () => {
    mockApi();
    renderRoutes([{ path: '/', element: <ScreenAgain state={state} practiceName={practice.name} slot={slot} robot={noRobot} onScreened={async () => undefined} /> }]);
    expect(screen.getByRole('form', { name: 'Choose a time' })).toHaveTextContent('Your time: Harley Street Emergency Dental, Tuesday 5 January 2027 at 09:30');
    expect(screen.getByRole('button', { name: 'Hold this time' })).toBeInTheDocument();
  });
});
