import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFocusedError } from './use-focused-error';

function Form() {
  const error = useFocusedError();
  return (
    <>
      {error.message && (
        <div ref={error.ref} role="alert" tabIndex={-1}>
          {error.message}
        </div>
      )}
      <button type="button" onClick={() => error.show('Enter the code')}>
        Show
      </button>
      <button type="button" onClick={error.clear}>
        Clear
      </button>
    </>
  );
}

describe('useFocusedError', () => {
  it('focuses the summary each time an error is shown, the same one again too, and not when cleared', async () => {
    render(<Form />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveFocus();
  });
});
