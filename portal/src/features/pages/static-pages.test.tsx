import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOKING_TERMS_DATE, BOOKING_TERMS_VERSION } from '@contexts/booking/booking.constants';
import { renderRoutes } from '../../testing/render';
import { BookingTermsPage } from './booking-terms-page';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { RegisterPage } from './register-page';

describe('BookingTermsPage', () => {
  it('states the refund, flexibility, complaints, age, hours and law rules', () => {
    renderRoutes([{ path: '/', element: <BookingTermsPage /> }]);
    const page = document.body;
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(page).toHaveTextContent('you get 50% of the booking fee back (£19.50). We keep the rest (£19.50)');
    expect(page).toHaveTextContent('Once a practice has been instructed, the booking fee is non-refundable: a fee still held is then taken in full.');
    expect(page).toHaveTextContent('may therefore move by up to 4 hours');
    expect(page).toHaveTextContent('the amount is held on your card and taken when we instruct the practice');
    expect(page).toHaveTextContent('We acknowledge every complaint within 72 hours, Monday to Friday');
    expect(page).toHaveTextContent('you are at least 16 years old');
    expect(page).toHaveTextContent('Monday to Friday, 8am to 5pm');
    expect(page).toHaveTextContent('governed by the law of England and Wales');
    for (const name of ['Definitions', 'Indemnity and liability', 'Your consents', 'Data protection', 'Call recording']) {
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(name) })).toBeInTheDocument();
    }
  });

  it('describes both ways to cancel, online with the manage link and by phone, under the same 50 % rule', () => {
    renderRoutes([{ path: '/', element: <BookingTermsPage /> }]);
    const page = document.body;
    expect(page).toHaveTextContent('You can cancel online: open the “Change or cancel your appointment” link in your confirmation e-mail.');
    expect(page).toHaveTextContent('The page shows what happens to your booking fee under this rule before you confirm');
    expect(page).toHaveTextContent('You can move your appointment online on the same page, to another free time at the same practice within the next 14 days.');
    expect(page).toHaveTextContent('You can also cancel or move your appointment by calling us on 0330 088 2211. The same rule applies however you cancel.');
    const cancellation = screen.getByRole('heading', { level: 2, name: /Cancellation and refunds/ }).nextElementSibling as HTMLElement;
    expect(within(cancellation).getByRole('link', { name: '0330 088 2211' })).toHaveAttribute('href', 'tel:+443300882211');
    expect(page).not.toHaveTextContent('To cancel, call us');
  });

  it('says what happens to a held fee (part taken, the rest released) and to a paid one (part refunded), and to each when the practice cancels', () => {
    renderRoutes([{ path: '/', element: <BookingTermsPage /> }]);
    const page = document.body;
    expect(page).toHaveTextContent('If the fee is still only held on your card, we take £19.50 of the £39 held and release the rest. The £19.50 is never taken from your account');
    expect(page).toHaveTextContent('If the fee was already taken, we refund £19.50 to the card you paid with.');
    expect(page).toHaveTextContent('a fee still held is released in full and nothing is taken, a fee already taken is refunded in full.');
    expect(page).toHaveTextContent('If it lapses before the fee is taken, nothing is taken');
  });

  it('carries its version and date, the ones the booking form asks the patient to accept', () => {
    renderRoutes([{ path: '/', element: <BookingTermsPage /> }]);
    expect(screen.getByText(`Version ${BOOKING_TERMS_VERSION}, in force from ${BOOKING_TERMS_DATE}.`)).toBeInTheDocument();
    expect(BOOKING_TERMS_VERSION).toBe('2026-11-29');
    expect(document.body).toHaveTextContent('When you book, you tick a box to confirm that you have read and accept them (“I have read and accept the Booking Terms”)');
    expect(document.body).toHaveTextContent('who confirms that they are 16 or over and attends with them');
  });

  it('moves focus to a section from the contents list', async () => {
    renderRoutes([{ path: '/', element: <BookingTermsPage /> }]);
    await userEvent.click(screen.getByRole('link', { name: 'Complaints' }));
    expect(screen.getByRole('heading', { level: 2, name: '8. Complaints' })).toHaveFocus();
  });
});

describe('PrivacyPolicyPage', () => {
  it('carries its date and every required part', () => {
    renderRoutes([{ path: '/', element: <PrivacyPolicyPage /> }]);
    expect(screen.getByText('Last updated: April 24, 2025')).toBeInTheDocument();
    for (const name of ['The data we collect', 'How we use your data', 'Who we share it with', 'Cookies', 'Security', 'Your rights', 'Children', 'Changes', 'Contact us']) {
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(name) })).toBeInTheDocument();
    }
    expect(document.body).toHaveTextContent('not intended for children under 16');
  });
});

describe('RegisterPage', () => {
  it('lists benefits, five steps, a phone number and who can join, without a sign-up form', () => {
    renderRoutes([{ path: '/', element: <RegisterPage /> }]);
    expect(screen.getByRole('link', { name: '0330 088 2212' })).toHaveAttribute('href', 'tel:+443300882212');
    expect(document.querySelectorAll('ol.steps > li')).toHaveLength(5);
    expect(document.body).toHaveTextContent(
      'We only accept fully qualified, registered practices with professional indemnity insurance.',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says how the booking fee is secured in both payment modes, never that it is always taken before patients arrive', () => {
    renderRoutes([{ path: '/', element: <RegisterPage /> }]);
    expect(document.body).toHaveTextContent(
      'Patients arrive with the £39 booking fee secured online: held on their card when they book and taken when we confirm the appointment with you (or taken at once, where we run immediate payment).',
    );
    expect(document.body).not.toHaveTextContent('booked and paid');
  });
});
