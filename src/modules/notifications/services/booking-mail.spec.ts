import { render } from '@react-email/render';
import ICAL from 'ical.js';
import { createElement } from 'react';
import { type AppointmentStatus, type PaymentStatus, paymentWording } from '../../booking/rules/payment-wording.rules.js';
import { appointmentStateWording } from '../../booking/rules/appointment-state-wording.rules.js';
import { bookingMoney, isLiveBooking, londonDateTextIn, MANAGE_LINK_LABEL, manageLinkLabel, updateContent, type UpdateKind } from './booking-mail.js';
import { appointmentStateWordingCy } from '../../booking/rules/appointment-state-wording.cy.rules.js';
import { URGENT_CARE_AFTER_CANCELLING_CY, WORSE_BEFORE_APPOINTMENT_CY } from '../../search/clinical-safety.cy.constants.js';
import { BOOKING_MAIL_WORDS } from '../templates/booking-mail.words.js';
import { bookingCalendar } from './calendar.js';
import { BookingConfirmation, type BookingConfirmationProps } from '../templates/booking-confirmation.js';
import { BookingUpdate } from '../templates/booking-update.js';
import { type Nation, NATIONS } from '../../postcodes/postcodes.constants.js';
import { NHS_111_BY_NATION, WORSE_BEFORE_APPOINTMENT } from '../../search/clinical-safety.constants.js';

/** Every booking e-mail and the calendar file say the fee in paymentWording's words, for each state. */
type Row = Parameters<typeof updateContent>[1];
const row = (payment_status: PaymentStatus, status: AppointmentStatus = 'pending', money: Partial<Row> = {}): Row => ({
  payment_status,
  status,
  amount_pence: 3900,
  refunded_pence: 0,
  refund_due_pence: null,
  captured_pence: 0,
  released_pence: 0,
  cancelled_by: null,
  ...money,
});

/** The state as the handlers name it, at noon (inside the support line's hours), for a patient we text. */
const stateOf = (a: Row) => appointmentStateWording({ status: a.status, cancelledBy: a.cancelled_by }, { now: new Date('2027-06-09T11:00:00Z'), texts: true });

const HELD = 'The £39 booking fee is held on your card, not taken yet: it is taken when we confirm your appointment with the practice.';
const PAID = 'You have paid the £39 booking fee.';
const FURTHER = 'Further payment for your treatment is made directly to the practice';

const confirmationProps = (payment_statement: string): BookingConfirmationProps => ({
  to_name: 'Pat Patient',
  appointment_date: 'Friday 27 November 2026',
  appointment_time: '10:00',
  practice_name: 'Harley Street Emergency Dental',
  practice_address: '58 Harley Street, London, W1G 9QB',
  practice_phone: '020 7946 0101',
  patient_name: 'Pat Patient',
  patient_phone: '07700 900982',
  patient_postcode: 'W1G 8YS',
  patient_issue: 'Toothache',
  appointment_id: '00000000-0000-4000-8000-000000000001',
  reference: 'ED-ABC234',
  payment_statement,
  nation: 'england',
  state: stateOf(row('authorized')),
});
const plain = async (element: ReturnType<typeof createElement>) => (await render(element, { plainText: true })).replace(/\s+/g, ' ');

describe('The booking confirmation e-mail says the fee as the page does', () => {
  it.each([
    ['authorised (authorisation mode)', 'authorized', HELD],
    ['completed (immediate mode)', 'completed', PAID],
  ] as const)('%s', async (_label, status, sentence) => {
    const money = bookingMoney(row(status));
    expect(money.sentence).toBe(sentence);
    const text = await plain(createElement(BookingConfirmation, confirmationProps(money.sentence)));
    const html = await render(createElement(BookingConfirmation, confirmationProps(money.sentence)));
    expect(text).toContain(`${sentence} ${FURTHER} at your appointment.`);
    expect(html).toContain(sentence.split(':')[0]);
    expect(/You have paid/.test(text)).toBe(status === 'completed');
    expect(/held on your card/.test(text)).toBe(status === 'authorized');
  });
});

describe("Every booking e-mail names the booking's state as every channel does", () => {
  it('the confirmation: booked, waiting for the practice to confirm, and that a text and an e-mail follow', async () => {
    const text = await plain(createElement(BookingConfirmation, confirmationProps(HELD)));
    expect(text).toContain('Status: Booked, waiting for the practice to confirm Your appointment is booked. The practice has not confirmed it yet: we will send you a text and an e-mail as soon as it does.');
  });

  it.each([
    ['confirmed', 'confirmed', 'Status: Confirmed by the practice.'],
    ['reminder', 'pending', 'Status: Booked, waiting for the practice to confirm.'],
    ['reminder', 'confirmed', 'Status: Confirmed by the practice.'],
    ['reschedule', 'pending', 'Status: Booked, waiting for the practice to confirm.'],
  ] as const)('the %s e-mail of a %s booking', (kind, status, line) => {
    const a = row('authorized', status);
    expect(updateContent(kind, a, stateOf(a)).lines).toContain(line);
  });
});

describe('Every booking-update e-mail says the fee in the same words, for every state', () => {
  const kinds: UpdateKind[] = ['confirmed', 'reschedule', 'reminder'];
  const live: Array<[PaymentStatus, AppointmentStatus]> = [
    ['authorized', 'pending'],
    ['completed', 'pending'],
    ['authorized', 'confirmed'],
    ['processing', 'confirmed'],
    ['completed', 'confirmed'],
    ['failed', 'confirmed'],
  ];
  it.each(kinds.flatMap((kind) => live.map(([p, s]) => [kind, p, s] as const)))('%s e-mail, payment %s, appointment %s', async (kind, paymentStatus, status) => {
    const a = row(paymentStatus, status);
    const content = updateContent(kind, a, stateOf(a));
    const sentence = paymentWording({ paymentStatus, appointmentStatus: status, feePence: 3900 }).sentence;
    const text = await plain(
      createElement(BookingUpdate, {
        ...content,
        to_name: 'Pat Patient',
        appointment_date: 'Friday 27 November 2026',
        appointment_time: '10:00',
        practice_name: 'Harley Street Emergency Dental',
        practice_address: '58 Harley Street, London, W1G 9QB',
        practice_phone: '020 7946 0101',
        reference: 'ED-ABC234',
        urgent_care: { nation: 'england', after: 'booked' },
      }),
    );
    expect(text).toContain(sentence);
    expect(/You have paid/.test(text)).toBe(paymentStatus === 'completed');
    if (kind === 'confirmed') expect(text).toContain(FURTHER);
  });

  // Every money state of a cancellation, in paymentWording's words: a held fee is never "refunded".
  const cancellations = [
    ['a held fee, before the practice is instructed: half to be taken, the rest released', row('authorized', 'cancelled', { refund_due_pence: 1950, cancelled_by: 'patient' }), 'We will take £19.50 of the £39 held on your card and release the rest.'],
    [
      'a held fee, after the payment queue took half',
      row('part_captured', 'cancelled', { refund_due_pence: 1950, captured_pence: 1950, released_pence: 1950, cancelled_by: 'patient' }),
      'We have taken £19.50 of the £39 held on your card and released the rest.',
    ],
    ['a paid fee, before the practice is instructed: half being refunded', row('completed', 'cancelled', { refund_due_pence: 1950, captured_pence: 3900, cancelled_by: 'patient' }), 'We are refunding £19.50 of the £39 you paid.'],
    ['a paid fee, after the payment queue refunded half', row('refunded', 'cancelled', { refund_due_pence: 1950, refunded_pence: 1950, captured_pence: 3900, cancelled_by: 'patient' }), 'We have refunded £19.50 of the £39 you paid.'],
    ['by the practice, a held fee: released whole', row('authorized', 'cancelled', { refund_due_pence: 3900, cancelled_by: 'admin' }), 'We are releasing the £39 held on your card: nothing will be taken.'],
    ['by the practice, a held fee, released', row('released', 'cancelled', { refund_due_pence: 3900, released_pence: 3900, cancelled_by: 'practice' }), 'We have released the £39 held on your card: nothing was taken.'],
    ['by the practice, a paid fee: all of it', row('completed', 'cancelled', { refund_due_pence: 3900, captured_pence: 3900, cancelled_by: 'admin' }), 'We are refunding the £39 you paid, in full.'],
    ['after the practice was instructed: kept', row('completed', 'cancelled', { refund_due_pence: 0, captured_pence: 3900, cancelled_by: 'patient' }), 'The practice had already been instructed, so the £39 booking fee is not refundable.'],
    ['an authorisation that lapsed: nothing taken', row('lapsed', 'cancelled', { refund_due_pence: 0, cancelled_by: 'patient' }), 'Nothing was taken: the hold of £39 on your card lapsed before we took it.'],
  ] as const;
  it('says the reason an admin or the practice gave, as given, after the cancellation and before the fee', () => {
    const a = row('authorized', 'cancelled', { refund_due_pence: 3900, cancelled_by: 'practice' });
    const state = appointmentStateWording({ status: 'cancelled', cancelledBy: 'practice', cancellationReason: 'The dentist is unwell today' }, { now: new Date('2027-06-09T11:00:00Z'), texts: true });
    expect(updateContent('cancellation', a, state).lines).toEqual([
      'We are sorry: the practice had to cancel your appointment.',
      'The reason we were given: The dentist is unwell today.',
      'We are releasing the £39 held on your card: nothing will be taken.',
      'If you still need help, you can book again at any time.',
    ]);
    // The patient's own cancellation gives none.
    expect(updateContent('cancellation', a, stateOf({ ...a, cancelled_by: 'patient' })).lines.join(' ')).not.toContain('reason');
  });

  it.each(cancellations)('the cancellation e-mail, %s', async (_label, a, sentence) => {
    const content = updateContent('cancellation', a, stateOf(a));
    expect(content.lines).toContain(sentence);
    expect(content.lines[0]).toBe(a.cancelled_by === 'patient' ? 'Your appointment has been cancelled.' : 'We are sorry: the practice had to cancel your appointment.');
    // Rendered, with the link back to the cancelled booking and its fee.
    const text = await plain(
      createElement(BookingUpdate, {
        ...content,
        to_name: 'Pat Patient',
        appointment_date: 'Friday 27 November 2026',
        appointment_time: '10:00',
        practice_name: 'Harley Street Emergency Dental',
        practice_address: '58 Harley Street, London, W1G 9QB',
        practice_phone: '020 7946 0101',
        reference: 'ED-ABC234',
        manage_url: 'https://example.test/appointments/manage?token=x',
        manage_label: MANAGE_LINK_LABEL.cancellation,
        urgent_care: { nation: 'england', after: 'cancelled' },
      }),
    );
    expect(text).toContain(sentence);
    expect(text).toContain('See your cancelled booking and its booking fee');
    expect(text).toContain('https://example.test/appointments/manage?token=x');
    if (a.payment_status !== 'completed' && a.payment_status !== 'refunded') expect(text).not.toMatch(/refund(ed|ing)/i);
  });
});

describe("Every booking e-mail names the patient's own 111, or all three", () => {
  const update = (nation: Nation | null, after: 'booked' | 'cancelled') =>
    plain(
      createElement(BookingUpdate, {
        ...(() => {
          const a = row('authorized', after === 'cancelled' ? 'cancelled' : 'pending');
          return updateContent(after === 'cancelled' ? 'cancellation' : 'reminder', a, stateOf(a));
        })(),
        to_name: 'Pat Patient',
        appointment_date: 'Friday 27 November 2026',
        appointment_time: '10:00',
        practice_name: 'Buchanan Street Dental',
        practice_address: '1 Buchanan Street, Glasgow, G1 3HL',
        practice_phone: '0141 496 0101',
        reference: 'ED-ABC234',
        urgent_care: { nation, after },
      }),
    );

  it.each([
    ['england', 'call NHS 111 on 111', 'https://111.nhs.uk/'],
    ['scotland', 'call NHS 24 on 111', 'https://www.nhs24.scot/'],
    ['wales', 'call NHS 111 Wales on 111', 'https://111.wales.nhs.uk/'],
  ] as const)('%s: the confirmation, a reminder and a cancellation', async (nation, call, url) => {
    const confirmation = await plain(createElement(BookingConfirmation, { ...confirmationProps(HELD), nation }));
    expect(confirmation).toContain(`${WORSE_BEFORE_APPOINTMENT.heading} ${WORSE_BEFORE_APPOINTMENT.emergency} For urgent advice, ${call}, day or night, or go to ${url}`);
    expect(await update(nation, 'booked')).toContain(`For urgent advice, ${call}`);
    expect(await update(nation, 'cancelled')).toContain(`If you need urgent dental care before you book again, ${call}, day or night, or go to ${url}`);
    for (const other of NATIONS.filter((n) => n !== nation)) expect(confirmation).not.toContain(NHS_111_BY_NATION[other].online.url);
  });

  it('lists all three where the postcode does not say (an erased booking, a bare district)', async () => {
    const text = await plain(createElement(BookingConfirmation, { ...confirmationProps(HELD), nation: null }));
    expect(text).toContain(
      'For urgent advice, call 111, day or night: NHS 111 (England) (https://111.nhs.uk/), NHS 24 (Scotland) (https://www.nhs24.scot/), NHS 111 Wales (https://111.wales.nhs.uk/).',
    );
  });
});

describe('The calendar file says the fee too', () => {
  it.each([
    ['authorized', HELD],
    ['completed', PAID],
  ] as const)('%s', (status, sentence) => {
    const ics = bookingCalendar({
      appointmentId: '00000000-0000-4000-8000-000000000001',
      reference: 'ED-ABC234',
      startsAt: new Date('2026-11-27T10:00:00Z'),
      endsAt: new Date('2026-11-27T10:30:00Z'),
      practiceName: 'Harley Street Emergency Dental',
      practiceAddress: '58 Harley Street, London, W1G 9QB',
      practicePhone: '020 7946 0101',
      manageUrl: 'https://example.test/appointments/manage?token=x',
      payment: bookingMoney(row(status)).sentence,
      sequence: 0,
      host: 'example.test',
    }).content;
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
    expect(event.description).toBe(`Booking reference ED-ABC234. Practice phone 020 7946 0101. ${sentence} Change or cancel: https://example.test/appointments/manage?token=x`);
  });
});

describe('Only a live booking is e-mailed about, never an attempt', () => {
  it('is a live booking once money was held or taken, and not once cancelled', () => {
    expect(isLiveBooking({ status: 'pending', payment_status: 'authorized', authorized_at: '2026-11-27T10:00:00Z' })).toBe(true);
    expect(isLiveBooking({ status: 'confirmed', payment_status: 'failed', authorized_at: '2026-11-27T10:00:00Z' })).toBe(true);
    expect(isLiveBooking({ status: 'cancelled', payment_status: 'authorized', authorized_at: '2026-11-27T10:00:00Z' })).toBe(false);
  });
  it('is never a checkout whose payment is pending or failed', () => {
    expect(isLiveBooking({ status: 'pending', payment_status: 'failed', authorized_at: null })).toBe(false);
    expect(isLiveBooking({ status: 'pending', payment_status: 'pending', authorized_at: null })).toBe(false);
  });
});

describe('A booking in Welsh: every e-mail line, the date and the calendar file in Welsh', () => {
  const stateCy = (a: Row) => appointmentStateWordingCy({ status: a.status, cancelledBy: a.cancelled_by }, { now: new Date('2027-06-09T11:00:00Z'), texts: true });
  const ENGLISH = ['Dear ', 'Thank you', 'Status:', 'Date:', 'Time:', 'Practice phone', 'Booking reference', 'Your details', 'Further payment', 'Or open this link', 'Change or cancel', ' appointment', 'booking fee', 'Get directions', 'Monday'];

  it('says the date in Welsh on the London clock, in the English shape', () => {
    expect(londonDateTextIn('cy', new Date('2027-03-01T09:30:00Z'))).toBe('Dydd Llun 1 Mawrth 2027');
    // 23:30 UTC in summer is the next day in London.
    expect(londonDateTextIn('cy', new Date('2027-07-04T23:30:00Z'))).toBe('Dydd Llun 5 Gorffennaf 2027');
    expect(londonDateTextIn('en-GB', new Date('2027-03-01T09:30:00Z'))).toBe('Monday 1 March 2027');
  });

  it('the confirmation: every line Welsh, the fee and the state from their Welsh wording, the clinical lines from the clinical mirror', async () => {
    const a = row('authorized');
    const props: BookingConfirmationProps = {
      ...confirmationProps(bookingMoney(a, 'cy').sentence),
      appointment_date: 'Dydd Llun 1 Mawrth 2027',
      appointment_time: '09:30',
      state: stateCy(a),
      nation: 'wales',
      manage_url: 'https://example.test/appointments/manage?token=x',
      directions_url: 'https://www.google.com/maps/dir/?api=1&destination=x',
      booked_for: { name: 'Sam Patient', under16: true },
      locale: 'cy',
    };
    const text = await plain(createElement(BookingConfirmation, props));
    const html = await render(createElement(BookingConfirmation, props));
    for (const welsh of [
      'Annwyl Pat Patient,',
      'Diolch am archebu gydag Emergency Dental. Cyfeirnod eich archeb yw ED-ABC234.',
      "Statws: Wedi'i archebu, yn aros i'r practis gadarnhau",
      'Dyddiad: Dydd Llun 1 Mawrth 2027',
      'Amser: 09:30',
      "Mae'r apwyntiad hwn ar gyfer Sam Patient (dan 16 oed).",
      'Newid neu ganslo eich apwyntiad',
      'Neu agorwch y ddolen hon: https://example.test/appointments/manage?token=x',
      'Cael cyfarwyddiadau',
      `${WORSE_BEFORE_APPOINTMENT_CY.heading} ${WORSE_BEFORE_APPOINTMENT_CY.emergency} ${WORSE_BEFORE_APPOINTMENT_CY.advice('wales')}`,
      `${bookingMoney(a, 'cy').sentence} Byddwch yn talu'r practis`,
      'Eich manylion',
    ]) {
      expect(text).toContain(welsh);
    }
    for (const english of ENGLISH) expect(text).not.toContain(english);
    expect(html).toContain('lang="cy"');
    expect(html).toContain('<strong>ED-ABC234</strong>');
  });

  it('the updates: Welsh lines, headings and previews for every kind, the fee as paymentWordingCy says it', () => {
    for (const kind of ['confirmed', 'reschedule', 'reminder', 'cancellation'] as const) {
      const a = row('authorized', kind === 'cancellation' ? 'cancelled' : kind === 'confirmed' ? 'confirmed' : 'pending', kind === 'cancellation' ? { refund_due_pence: 3900, cancelled_by: 'practice' } : {});
      const content = updateContent(kind, a, stateCy(a), 'cy');
      const all = [content.preview, content.heading, ...content.lines].join(' ');
      expect(all).toContain(bookingMoney(a, 'cy').sentence);
      for (const english of ENGLISH) expect(all).not.toContain(english);
    }
    const a = row('authorized', 'cancelled', { refund_due_pence: 3900, cancelled_by: 'practice' });
    expect(updateContent('cancellation', a, stateCy(a), 'cy').lines).toEqual([
      "Mae'n ddrwg gennym: bu'n rhaid i'r practis ganslo eich apwyntiad.",
      bookingMoney(a, 'cy').sentence,
      'Os oes angen help arnoch o hyd, gallwch archebu eto unrhyw bryd.',
    ]);
    expect(manageLinkLabel('cancellation', 'cy')).toBe("Gweld eich archeb a ganslwyd a'i ffi archebu");
  });

  it('a cancellation in Welsh names where urgent dental care is, in the clinical mirror’s words', async () => {
    const a = row('authorized', 'cancelled', { refund_due_pence: 3900, cancelled_by: 'patient' });
    const text = await plain(
      createElement(BookingUpdate, {
        ...updateContent('cancellation', a, stateCy(a), 'cy'),
        to_name: 'Pat Patient',
        appointment_date: 'Dydd Llun 1 Mawrth 2027',
        appointment_time: '09:30',
        practice_name: 'Deintyddfa Tŷ Gwyn',
        practice_address: '1 Heol y Frenhines, Caerdydd, CF10 2AA',
        practice_phone: '029 2000 0000',
        reference: 'ED-ABC234',
        urgent_care: { nation: 'wales', after: 'cancelled' },
        locale: 'cy',
      }),
    );
    expect(text).toContain(URGENT_CARE_AFTER_CANCELLING_CY.advice('wales'));
    expect(text).toContain('Cyfeirnod archebu: ED-ABC234');
    for (const english of ENGLISH) expect(text).not.toContain(english);
  });

  it('the calendar file: its title and description in Welsh', () => {
    const ics = bookingCalendar({
      appointmentId: '00000000-0000-4000-8000-000000000001',
      reference: 'ED-ABC234',
      startsAt: new Date('2027-03-01T09:30:00Z'),
      endsAt: new Date('2027-03-01T10:00:00Z'),
      practiceName: 'Deintyddfa Tŷ Gwyn',
      practiceAddress: '1 Heol y Frenhines, Caerdydd, CF10 2AA',
      practicePhone: '029 2000 0000',
      manageUrl: 'https://example.test/appointments/manage?token=x',
      payment: bookingMoney(row('authorized'), 'cy').sentence,
      sequence: 0,
      state: stateCy(row('authorized')),
      host: 'example.test',
      locale: 'cy',
    }).content;
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe('Apwyntiad deintyddol brys: Deintyddfa Tŷ Gwyn');
    expect(event.description).toBe(
      `Cyfeirnod archebu ED-ABC234. Statws: Wedi'i archebu, yn aros i'r practis gadarnhau. Ffôn y practis 029 2000 0000. ${bookingMoney(row('authorized'), 'cy').sentence} Newid neu ganslo: https://example.test/appointments/manage?token=x`,
    );
  });

  it('has a Welsh word for every English one, and none of them the English', () => {
    const leaves = (words: unknown, path = ''): Array<[string, string]> => {
      if (typeof words === 'string') return [[path, words]];
      // The clinical lines take a nation; the others names, dates and links.
      const args = path.startsWith('.urgentCare') ? ['wales'] : ['X', 'Y', 'Z'];
      if (typeof words === 'function') return [[path, String((words as (...a: unknown[]) => string)(...args))]];
      return Object.entries(words as object).flatMap(([key, value]) => leaves(value, `${path}.${key}`));
    };
    const en = new Map(leaves(BOOKING_MAIL_WORDS['en-GB']));
    const cy = new Map(leaves(BOOKING_MAIL_WORDS.cy));
    expect([...cy.keys()]).toEqual([...en.keys()]);
    const same = [...en].filter(([key, english]) => cy.get(key) === english).map(([key]) => key);
    expect(same).toEqual([]);
  });
});
