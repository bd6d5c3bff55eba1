import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../testing/mock-api';
import { PostcodeCombobox } from './postcode-combobox';
import { POSTCODE_FIELD } from './lead-messages';

const POSTCODE_AUTOCOMPLETE_UNAVAILABLE = POSTCODE_FIELD.unavailable.message;

const SUGGESTIONS = ['SW1A 1AA', 'SW1A 1AB', 'SW1A 1AD'];

function Field() {
  const [value, setValue] = useState('');
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <label htmlFor="pc">Postcode</label>
      <PostcodeCombobox id="pc" value={value} onValueChange={setValue} />
    </form>
  );
}

describe('PostcodeCombobox', () => {
  it('suggests postcodes after two characters and takes one by keyboard (Down, Down, Enter)', async () => {
    const fetchMock = mockApi({ 'GET /api/postcodes': { body: { suggestions: SUGGESTIONS } } });
    render(<Field />);
    const box = screen.getByRole('combobox', { name: 'Postcode' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box, 'sw1a 1');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    // Debounced: one request for the whole word, not one per keystroke.
    expect(fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/postcodes'))).toHaveLength(1);
    expect(String(fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/postcodes'))![0])).toBe('/api/postcodes?prefix=SW1A1');
    expect(screen.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(SUGGESTIONS);
    expect(screen.getByRole('status')).toHaveTextContent('3 postcode suggestions.');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', 'pc-suggestion-1');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(box).toHaveValue('SW1A 1AB');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('closes the list on Escape and keeps what was typed', async () => {
    mockApi({ 'GET /api/postcodes': { body: { suggestions: SUGGESTIONS } } });
    render(<Field />);
    const box = screen.getByRole('combobox', { name: 'Postcode' });
    await userEvent.type(box, 'sw1a');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('sw1a');
  });

  it('warns that suggestions are unavailable only when the look-up itself fails, and manual entry still works', async () => {
    mockApi({ 'GET /api/postcodes': { status: 503, body: { message: 'down' } } });
    render(<Field />);
    const box = screen.getByRole('combobox', { name: 'Postcode' });
    await userEvent.type(box, 'sw1a');
    expect(await screen.findByText(POSTCODE_AUTOCOMPLETE_UNAVAILABLE)).toBeInTheDocument();
    await userEvent.type(box, ' 1aa');
    expect(box).toHaveValue('sw1a 1aa');
  });

  it('does not warn when a prefix is refused or has no match', async () => {
    mockApi({ 'GET /api/postcodes': { body: { suggestions: [] } } });
    render(<Field />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Postcode' }), 'zz9');
    expect(await screen.findByText('No matching postcodes.')).toBeInTheDocument();
    expect(screen.queryByText(POSTCODE_AUTOCOMPLETE_UNAVAILABLE)).not.toBeInTheDocument();
  });
});
