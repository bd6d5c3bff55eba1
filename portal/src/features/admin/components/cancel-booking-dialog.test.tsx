import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, mockApi } from '../../../testing/mock-api';
import { renderRoutes } from '../../../testing/render';
import { CancelBookingDialog, cancelProblems } from './cancel-booking-dialog';

const ID = '44444444-4444-4444-8444-444444444444';
const PREVIEW = `GET /api/admin/appointments/${ID}/cancellation`;
const CANCEL = `POST /api/admin/appointments/${ID}/cancel`;
const BOOKING = {
  id: ID,
  reference: 'ED-CAN123',
  startTime: '2027-03-01T09:00:00+00:00',
  practice: { name: 'Smile Dental' },
  patient: { name: 'Pat Patient' },
  bookedFor: null,
};
const HELD_PREVIEW = {
  id: ID,
  reference: 'ED-CAN123',
  choices: [
    {
      choice: 'patient_asked',
      refusal: null,
      refundPence: 1950,
      explanation: 'The practice has not been instructed yet, so we will take £19.50 of the £39 held and release the rest.',
      payment: { label: 'Keeping £19.50, releasing £19.50', sentence: 'We will take £19.50 of the £39 held on your card and release the rest.' },
    },
    {
      choice: 'practice_cannot_see',
      refusal: null,
      refundPence: 3900,
      explanation: 'We will release the £39 held on your card: nothing will be taken.',
      payment: { label: '£39 being released', sentence: 'We are releasing the £39 held on your card: nothing will be taken.' },
    },
  ],
};

function renderDialog(onCancelled = vi.fn(), onClose = vi.fn()) {
  renderRoutes([{ path: '/', element: <CancelBookingDialog booking={BOOKING} onClose={onClose} onCancelled={onCancelled} /> }]);
  return { onCancelled, onClose };
}

describe('The admin’s cancel dialog', () => {
  it('shows each choice’s money before anything happens, in the words the patient will read', async () => {
    mockApi({ [PREVIEW]: { body: HELD_PREVIEW } });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking ED-CAN123' });
    expect(dialog).toHaveTextContent('Pat Patient at Smile Dental, 01/03/2027 09:00.');
    const asked = await within(dialog).findByRole('radio', { name: 'The patient asked to cancel' });
    const practice = within(dialog).getByRole('radio', { name: 'The practice cannot see them' });
    // Each option says its money as its description.
    expect(asked).toHaveAccessibleDescription(/half the fee back before the practice is instructed.*We will take £19\.50 of the £39 held on your card and release the rest\./);
    expect(practice).toHaveAccessibleDescription(/whole booking fee back.*We are releasing the £39 held on your card: nothing will be taken\./);
    // Nothing is chosen for the admin.
    expect(asked).not.toBeChecked();
    expect(practice).not.toBeChecked();
    await userEvent.click(practice);
    expect(within(dialog).getByRole('region', { name: 'What happens to the booking fee' })).toHaveTextContent('The patient will be told: We are releasing the £39 held on your card: nothing will be taken.');
    await userEvent.click(asked);
    expect(within(dialog).getByRole('region', { name: 'What happens to the booking fee' })).toHaveTextContent('We will take £19.50 of the £39 held on your card and release the rest.');
  });

  it('asks for a choice and a reason before sending anything, each named with a link to its field', async () => {
    const fetchMock = mockApi({ [PREVIEW]: { body: HELD_PREVIEW } });
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('radio', { name: 'The patient asked to cancel' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the booking' }));
    const summary = within(dialog).getByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Choose why the booking is cancelled.' })).toHaveAttribute('href', '#cancel-choice-patient_asked');
    expect(within(summary).getByRole('link', { name: 'Give a reason for the patient.' })).toHaveAttribute('href', '#cancel-reason');
    expect(within(dialog).getByLabelText('Reason for the patient')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    expect(cancelProblems('patient_asked', 'x'.repeat(201))).toEqual({ reason: 'Keep the reason to 200 characters or fewer.' });
    expect(cancelProblems('patient_asked', '  fine  ')).toEqual({});
  });

  it('sends the choice, the reason and the refund it showed, and hands back what the server said', async () => {
    const answer = { id: ID, status: 'cancelled', refundPence: 1950, explanation: HELD_PREVIEW.choices[0].explanation, message: 'Your appointment has been cancelled.' };
    const fetchMock = mockApi({ [PREVIEW]: { body: HELD_PREVIEW }, [CANCEL]: { body: answer } });
    const { onCancelled } = renderDialog();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'The patient asked to cancel' }));
    await userEvent.type(within(dialog).getByLabelText('Reason for the patient'), '  You asked us by phone to cancel.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the booking' }));
    await waitFor(() => expect(onCancelled).toHaveBeenCalledWith(answer));
    expect(bodyOf(fetchMock, CANCEL)).toEqual({ choice: 'patient_asked', reason: 'You asked us by phone to cancel.', refundPence: 1950 });
  });

  it('shows the server’s field errors and a changed refund, then reads the money again', async () => {
    let previews = 0;
    let posts = 0;
    const confirmedPreview = {
      ...HELD_PREVIEW,
      choices: [{ ...HELD_PREVIEW.choices[0], refundPence: 0, payment: { label: '£39 not refundable', sentence: 'The practice had already been instructed, so the £39 booking fee is not refundable.' } }, HELD_PREVIEW.choices[1]],
    };
    mockApi({
      [PREVIEW]: () => ({ body: previews++ === 0 ? HELD_PREVIEW : confirmedPreview }),
      [CANCEL]: () =>
        posts++ === 0
          ? { status: 400, body: { message: 'Check the highlighted fields.', code: 'validation', fields: { reason: 'Keep the reason to 200 characters or fewer.' } } }
          : { status: 409, body: { message: 'The booking changed since this was shown, and so did what happens to the fee. Check the new amounts and cancel again.', code: 'refund_changed' } },
    });
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'The patient asked to cancel' }));
    await userEvent.type(within(dialog).getByLabelText('Reason for the patient'), 'You asked us to cancel.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the booking' }));
    expect(await within(dialog).findByRole('link', { name: 'Keep the reason to 200 characters or fewer.' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the booking' }));
    expect(await within(dialog).findByText(/The booking changed since this was shown/)).toBeInTheDocument();
    // The money is read again: the patient's rule now gives nothing back.
    await waitFor(() =>
      expect(within(dialog).getByRole('region', { name: 'What happens to the booking fee' })).toHaveTextContent('The practice had already been instructed, so the £39 booking fee is not refundable.'),
    );
  });

  it('says why a booking cannot be cancelled, and offers no cancel for it', async () => {
    const refusal = 'This appointment has already been cancelled.';
    mockApi({ [PREVIEW]: { body: { ...HELD_PREVIEW, choices: HELD_PREVIEW.choices.map((c) => ({ ...c, refusal })) } } });
    const { onClose } = renderDialog();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'The practice cannot see them' }));
    expect(within(dialog).getByRole('region', { name: 'What happens to the booking fee' })).toHaveTextContent(refusal);
    expect(within(dialog).getByRole('button', { name: 'Cancel the booking' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the booking' }));
    expect(onClose).toHaveBeenCalled();
  });
});
