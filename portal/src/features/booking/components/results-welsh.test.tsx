import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { formatDateLong, formatSlotShort, formatWhen } from '../../../shared/format';
import { appI18n, setLocale } from '../../../shared/i18n/app-i18n';
import { useSiteSettings } from '../../../shared/site-settings';
import { mockApi, SITE_OPEN } from '../../../testing/mock-api';
import { renderRoutes } from '../../../testing/render';
import type { AlternativeOption, PracticeSummary, SlotView } from '../api/search-practices';
import { dateOptions, groupSlots } from '../utils/slot-groups';
import { Alternatives } from './alternatives';
import { ChooseTime } from './choose-time';
import { EmailCorrection } from './confirmation-email-correction';
import { LinkedPractice } from './linked-practice';
import { NextAppointment } from './next-appointment';
import { PaymentStep } from './payment-step';
import { DrawnMap, PracticeDetails, tileCredit } from './practice-details';
import { datesIn } from './results-messages';
import { TreatmentFees } from './treatment-fees';
import { WaitlistJoinForm } from './waitlist-join-form';

const practice: PracticeSummary = {
  id: 'p1',
  name: 'Harley Street Emergency Dental',
  address: { line1: '58 Harley Street', line2: null, city: 'London', postcode: 'W1G 9QB' },
  phone: '020 7946 0101',
  email: 'harley@example.com',
  website: 'https://harley.example.com',
  services: ['Emergency', 'Extractions', 'Fillings', 'Crowns'],
  openingHours: { monday: { open: '09:00', close: '17:00', isClosed: false } },
  latitude: 51.5203,
  longitude: -0.1469,
  distanceKm: 1.4,
};
const you = { lat: 51.5074, lng: -0.1278 };
/** Thursday 1 July 2027, 09:30 in London. */
const SLOT: SlotView = { id: 's1', startTime: '2027-07-01T08:30:00Z' } as SlotView;
const hold = { holdId: 'h1', holdToken: 'ht', expiresAt: new Date(Date.now() + 600_000).toISOString() };
const checkoutAnswer = { appointmentId: 'a1', reference: 'ED-ABC234', clientSecret: 'pi_1_secret_2', amountPence: 3900, accessToken: 'tok', paymentIntentId: 'pi_1' };

const render = (element: ReactNode) => renderRoutes([{ path: '/', element }]);
const noEnglish = (...texts: string[]) => {
  for (const english of texts) expect(document.body).not.toHaveTextContent(english);
};

beforeEach(() => {
  useSiteSettings.setState({ status: 'ready', settings: SITE_OPEN as never });
  setLocale('cy');
});
afterEach(() => {
  setLocale('en-GB');
  vi.restoreAllMocks();
});

describe('The payment step, in Welsh', () => {
  it('says the step, the fee and what happens to it if the patient cancels, in Welsh: released, or refunded if taken', () => {
    render(<PaymentStep hold={hold} onPaid={vi.fn()} onBack={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 2, name: "Prosesu'r taliad" })).toBeInTheDocument();
    expect(screen.getByText(/^Rydym yn neilltuo'r apwyntiad hwn i chi am (9|10) munud arall\.$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mae angen mwy o amser arnaf' })).toBeInTheDocument();
    expect(screen.getByLabelText('Cyfeiriad e-bost ar gyfer eich cadarnhad')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Before you pay' });
    expect(summary).toHaveTextContent("Ffi archebu: £39. Byddwch yn talu'r practis am unrhyw driniaeth, yn ôl ei ffioedd sefydlog.");
    expect(within(summary).getByText('£39').tagName).toBe('STRONG');
    expect(summary).toHaveTextContent(
      "Os byddwch yn canslo cyn i ni gyfarwyddo'r practis, dim ond £19.50 o'r ffi archebu y byddwn yn ei gadw: bydd y gweddill yn cael ei ryddhau o'ch cerdyn, neu'n cael ei ad-dalu os oedd wedi'i gymryd eisoes. Ar ôl hynny, ni ellir ad-dalu'r ffi archebu.",
    );
    expect(summary).toHaveTextContent('Gall amser eich apwyntiad symud hyd at 4 awr');
    expect(screen.getByRole('button', { name: 'Ewch ymlaen i dalu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yn ôl' })).toBeInTheDocument();
    noEnglish('Payment Processing', 'We are holding', 'I need more time', 'Email address for your confirmation', 'Booking fee:', 'is released', 'Proceed to Payment');
  });

  it('says in Welsh that the hold has run out', () => {
    render(<PaymentStep hold={{ ...hold, expiresAt: new Date(Date.now() - 1000).toISOString() }} onPaid={vi.fn()} onBack={vi.fn()} />);
    expect(document.querySelector('.hold-timer')).toHaveTextContent("Nid yw'r apwyntiad wedi'i neilltuo i chi mwyach.");
    noEnglish('Your hold has run out', 'I need more time');
  });

  it('says the error summary and the card form in Welsh', async () => {
    mockApi({ 'POST /api/holds/h1/checkout': { status: 201, body: checkoutAnswer } });
    render(<PaymentStep hold={hold} onPaid={vi.fn()} onBack={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ewch ymlaen i dalu' }));
    expect(within(await screen.findByRole('alert')).getByText('Mae problem wedi codi')).toBeInTheDocument();
    expect(document.body).toHaveTextContent('Gwall:');
    noEnglish('There is a problem', 'Error:');

    // The shared constants' words (who the appointment is for, the two boxes) have no Welsh mirror yet.
    await userEvent.click(screen.getByRole('radio', { name: 'Me' }));
    await userEvent.type(screen.getByLabelText('Cyfeiriad e-bost ar gyfer eich cadarnhad'), 'ann@example.com');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read and accept the Booking Terms' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'I am 16 or over' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ewch ymlaen i dalu' }));
    expect(await screen.findByLabelText('Rhif y cerdyn')).toBeInTheDocument();
    expect(screen.getByText('Cyfeirnod archebu ED-ABC234.')).toBeInTheDocument();
    expect(screen.getByLabelText('Dyddiad dod i ben (MM/BB)')).toBeInTheDocument();
    expect(screen.getByLabelText('Cod diogelwch')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Talu £39' })).toBeInTheDocument();
    noEnglish('Card number', 'Booking reference', 'Security code', 'Pay £39');
  });
});

describe('Choosing a time, in Welsh', () => {
  const options = dateOptions();
  const props = {
    message: undefined,
    date: options[0].value,
    dateNotice: undefined,
    onDate: vi.fn(),
    onTry: vi.fn(),
    nhs111: false,
    nation: 'wales' as const,
    robotWidget: null,
    busy: false,
    onBook: vi.fn(),
    onSelect: vi.fn(),
  };

  it('says the date list, the chosen time and "Book Appointment" in Welsh, dates included', () => {
    render(<ChooseTime {...props} noTimeToday noTimes={false} suggestion={undefined} groups={groupSlots([SLOT])} selected={SLOT} />);
    expect(screen.getByRole('heading', { name: 'Dewis amser' })).toBeInTheDocument();
    const list = screen.getByLabelText('Dyddiad');
    const first = within(list).getAllByRole('option')[0];
    expect(first.textContent).toMatch(/^Heddiw, Dydd (Llun|Mawrth|Mercher|Iau|Gwener|Sadwrn|Sul) \d+ \S+ \(dim amseroedd ar ôl\)$/);
    expect(screen.getByRole('status')).toHaveTextContent('Yr amser a ddewiswyd: Dydd Iau 1 Gorffennaf 2027 am 09:30');
    expect(screen.getByRole('button', { name: 'Archebu apwyntiad' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Dychwelyd i'r hafan" })).toBeInTheDocument();
    noEnglish('Choose a time', 'Today', 'no times left', 'Selected:', 'Thursday', 'July', 'Book Appointment', 'Return to Home');
  });

  it('says a date without times, and the next date to try, in Welsh', () => {
    render(<ChooseTime {...props} noTimeToday={false} noTimes suggestion="2027-07-05" groups={[]} selected={undefined} />);
    expect(screen.getByRole('heading', { name: 'Dim apwyntiadau ar gael' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gweld yr amseroedd ar gyfer Dydd Llun 5 Gorffennaf 2027' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archebu apwyntiad' })).toHaveAccessibleDescription(
      'Nid oes amseroedd ar y dyddiad hwn. Dewiswch ddyddiad arall i archebu.',
    );
    noEnglish('No Available Appointments', 'Try ', 'Monday', 'There are no times');
  });
});

describe('The practice, its map and the alternatives, in Welsh', () => {
  it('says the next appointment in Welsh', () => {
    const now = new Date('2027-06-30T12:00:00Z');
    render(<NextAppointment next={{ slot: SLOT } as AlternativeOption['nextAvailable']} practice={practice} knockedOut={false} noTimeToday={false} nation="wales" now={now} />);
    const line = document.querySelector('.next-appointment')!;
    expect(line).toHaveTextContent('Yfory 09:30 – Harley Street Emergency Dental, 1.4 km i ffwrdd');
    expect(within(line as HTMLElement).getByText('Yfory 09:30').tagName).toBe('STRONG');
    noEnglish('Tomorrow', ' at Harley', 'km away');
  });

  it("says the practice's card and the drawn map in Welsh", () => {
    render(
      <>
        <PracticeDetails practice={practice} />
        <DrawnMap from={you} practice={practice} />
      </>,
    );
    expect(screen.getByText(/1\.4 km i ffwrdd/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gwefan' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Gwasanaethau' })).toHaveTextContent('+1 arall');
    expect(screen.getByText('Oriau agor')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Dydd Llun' })).toBeInTheDocument();
    expect(screen.getAllByText('Ar gau')).toHaveLength(6);
    expect(screen.getByRole('img', { name: /^Map: chi a'r practis Harley Street Emergency Dental, 1\.4 km oddi wrth eich gilydd\. Mae'r practis 1\.4 km i'r gogledd-orllewin ohonoch\. Bar graddfa: \d+ (m|km)\.$/ })).toBeInTheDocument();
    expect(screen.getByText("1.4 km mewn llinell syth, i'r gogledd-orllewin ohonoch. Wedi'i luniadu wrth raddfa (nid oes teils map ar gael).")).toBeInTheDocument();
    noEnglish('km away', 'Website', 'Opening hours', 'Monday', 'Closed', 'Treatment pricing', 'as the crow flies', 'north-west', 'Drawn to scale');
  });

  it('credits the tiles in Welsh on a Welsh page', () => {
    expect(tileCredit('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('© Cyfranwyr OpenStreetMap');
    expect(tileCredit('https://tiles.example.test/{z}/{x}/{y}.png')).toBe('Teils map gan tiles.example.test');
    expect(tileCredit('not a url')).toBe('Teils map gan y gweinydd teils');
  });

  it('says the alternatives in Welsh, their dates included', () => {
    const other = { ...practice, id: 'p2', name: 'Cardiff Dental' };
    render(
      <Alternatives
        alternatives={[
          { practice, nextAvailable: { slot: SLOT } } as AlternativeOption,
          { practice: { ...other, distanceKm: null }, nextAvailable: null } as unknown as AlternativeOption,
        ]}
        notice={undefined}
        noticeRef={null}
        busy={false}
        onCheck={vi.fn()}
        onChoose={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Opsiynau eraill' })).toBeInTheDocument();
    expect(screen.getByText('Yr amser nesaf sydd ar gael: Iau 1 Gorff, 09:30')).toBeInTheDocument();
    expect(screen.getByText("Nid yw'r pellter ar gael")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gwirio argaeledd – Cardiff Dental' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dewis y practis hwn' })).toBeInTheDocument();
    noEnglish('Alternative Options', 'Next available', 'Thu', 'Distance not available', 'Check availability', 'Select This Practice');
  });

  it('says the page opened from a link in Welsh', async () => {
    mockApi({});
    render(
      <LinkedPractice
        practice={practice}
        next={undefined}
        noTimeToday={false}
        date={dateOptions()[0].value}
        dateNotice={undefined}
        onDate={vi.fn()}
        message={undefined}
        noTimes={false}
        suggestion={undefined}
        onTry={vi.fn()}
        nhs111={false}
        groups={groupSlots([SLOT])}
        headingRef={{ current: null }}
        busy={false}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Yr apwyntiad nesaf sydd ar gael' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Amseroedd rhydd – Harley Street Emergency Dental' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'I archebu, atebwch ychydig o gwestiynau yn gyntaf' }).parentElement).toHaveTextContent(
      "I archebu, atebwch ychydig o gwestiynau yn gyntaf: maen nhw'n sicrhau mai deintydd yw'r help iawn i chi.",
    );
    expect(await screen.findByRole('heading', { name: 'Archebu apwyntiad – Harley Street Emergency Dental' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Ffioedd triniaeth' })).toBeInTheDocument();
    noEnglish('Next Available Appointment', 'Free times at', 'To book, answer', 'Book at', 'Treatment fees');
  });
});

describe('The waitlist, the e-mail correction and the fees, in Welsh', () => {
  it('says "Join the waitlist" in Welsh', () => {
    render(<WaitlistJoinForm formData={{ name: 'Ann', phone: '07700 900982', postcode: 'CF10 1AA', issue: '' }} radiusKm={20} />);
    expect(screen.getByRole('heading', { name: "Ymuno â'r rhestr aros" })).toBeInTheDocument();
    expect(screen.getByLabelText('Cyfeiriad e-bost')).toBeInTheDocument();
    expect(screen.getByLabelText('Anfonwch e-bost ataf pan fydd apwyntiad ar gael. Caiff fy manylion eu cadw am 14 diwrnod ar y mwyaf.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Ymuno â'r rhestr aros" })).toBeInTheDocument();
    // The invitation above the form is the shared constants' (no Welsh mirror yet): the form's own words only.
    const form = screen.getByRole('button', { name: "Ymuno â'r rhestr aros" }).closest('form')!;
    for (const english of ['Join the waitlist', 'Email address', 'E-mail me']) expect(form).not.toHaveTextContent(english);
    expect(screen.getByRole('heading', { name: "Ymuno â'r rhestr aros" })).not.toHaveTextContent('Join');
  });

  it('says the e-mail correction in Welsh', async () => {
    render(<EmailCorrection appointment={{ id: 'a1', accessToken: 'tok' }} currentEmail="ann@example.com" openAtStart={false} onChanged={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cyfeiriad e-bost anghywir? Cywirwch ef' }));
    expect(screen.getByRole('heading', { name: 'Cywirwch eich cyfeiriad e-bost' })).toBeInTheDocument();
    expect(screen.getByLabelText('Cyfeiriad e-bost cywir')).toHaveAccessibleDescription("Byddwn yn anfon eich cadarnhad eto i'r cyfeiriad hwn.");
    expect(screen.getByRole('button', { name: 'Anfon y cadarnhad eto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Canslo' })).toBeInTheDocument();
    noEnglish('Wrong e-mail', 'Correct your e-mail address', 'Send the confirmation again', 'Cancel');
  });

  it('says the treatment fees block in Welsh', () => {
    render(<TreatmentFees />);
    expect(screen.getByRole('heading', { name: 'Ffioedd triniaeth' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Parhau i archebu' })).toBeInTheDocument();
    noEnglish('Treatment fees', 'Continue with booking');
  });
});

describe('The dates of these components', () => {
  /** Every 7 hours for a fortnight across the spring clock change, and the instant before each midnight. */
  const now = new Date('2027-03-25T10:00:00Z');
  const instants = Array.from({ length: 48 }, (_, i) => new Date(now.getTime() + i * 7 * 3_600_000)).flatMap((d) => [d, new Date(d.getTime() + 60_000)]);

  it('writes English exactly as shared/format.ts did', () => {
    setLocale('en-GB');
    const dates = datesIn(appI18n);
    for (const d of instants) {
      const iso = d.toISOString();
      expect(dates.when(iso, now)).toBe(formatWhen(iso, now));
      expect(dates.long(iso)).toBe(formatDateLong(iso));
      expect(dates.slotShort(iso)).toBe(formatSlotShort(iso));
    }
    expect(dates.when('not a date', now)).toBe('Invalid date');
  });

  it('writes them in Welsh on the London clock', () => {
    const dates = datesIn(appI18n);
    expect(dates.when('2027-03-25T14:30:00Z', now)).toBe('Heddiw 14:30');
    expect(dates.when('2027-03-26T08:00:00Z', now)).toBe('Yfory 08:00');
    // After the clocks go forward on 28 March, 08:00 in London is 07:00 UTC.
    expect(dates.when('2027-03-31T07:00:00Z', now)).toBe('Dydd Mercher 31 Mawrth, 08:00');
    expect(dates.option('2027-03-25', true)).toBe('Heddiw, Dydd Iau 25 Mawrth');
    expect(dates.option('2027-03-26', false)).toBe('Dydd Gwener 26 Mawrth');
  });
});
