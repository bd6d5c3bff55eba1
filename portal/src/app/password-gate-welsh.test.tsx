import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GATE_MESSAGES } from '@contexts/site/site.constants';
import { GATE_MESSAGES_CY } from '@contexts/site/site.cy.constants';
import { LocaleProvider, setLocale } from '../shared/i18n/app-i18n';
import { mockApi } from '../testing/mock-api';
import { expectNoEnglish, pairsOfModule } from '../testing/no-english';
import { PasswordGate } from './password-gate';

function renderGate() {
  return render(
    <LocaleProvider>
      <PasswordGate onPassed={vi.fn()} />
    </LocaleProvider>,
  );
}

describe('The password gate, in Welsh', () => {
  afterEach(() => setLocale('en-GB'));

  it('says the gate, its field and its refusals in Welsh', async () => {
    // The api's refusal comes in the page's language; with no message of its own, the gate's Welsh.
    mockApi({ 'POST /api/site/gate': { status: 401, body: {} } });
    setLocale('cy');
    const { container } = renderGate();
    expect(screen.getByRole('heading', { level: 1, name: GATE_MESSAGES_CY.heading })).toBeInTheDocument();
    expect(container).toHaveTextContent(GATE_MESSAGES_CY.text);
    const field = screen.getByLabelText('Cyfrinair');
    await userEvent.click(screen.getByRole('button', { name: GATE_MESSAGES_CY.button }));
    expect(screen.getByRole('alert')).toHaveTextContent('Rhowch y cyfrinair.');
    await userEvent.type(field, 'anghywir');
    await userEvent.click(screen.getByRole('button', { name: GATE_MESSAGES_CY.button }));
    expect(await screen.findByText(GATE_MESSAGES_CY.wrongPassword)).toHaveAttribute('role', 'alert');
    expect(container).not.toHaveTextContent('Password');
    expect(container).not.toHaveTextContent('Enter the password');
    await expectNoEnglish(container, pairsOfModule('GATE_MESSAGES', GATE_MESSAGES, GATE_MESSAGES_CY));
  });

  it('keeps the English as it was', async () => {
    mockApi();
    renderGate();
    expect(screen.getByRole('heading', { level: 1, name: GATE_MESSAGES.heading })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: GATE_MESSAGES.button }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the password.');
  });
});
