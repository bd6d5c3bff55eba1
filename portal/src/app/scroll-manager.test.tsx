import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { inPageState } from '../shared/in-page-navigation';
import { ScrollManager } from './scroll-manager';

/** A page with a date list that mirrors the choice into its URL, as the results page does. */
function Page() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <main id="main" tabIndex={-1}>
      <label htmlFor="date">Date</label>
      <select id="date" onChange={(e) => navigate(`/availability-check?date=${e.target.value}`, { replace: true, state: inPageState(location.state) })}>
        <option value="a">A</option>
        <option value="b">B</option>
      </select>
      <button type="button" onClick={() => navigate('/availability-check?date=c', { replace: true, state: { search: 'new' } })}>
        A new search
      </button>
      <button type="button" onClick={() => navigate('/booking-terms', { state: inPageState(null) })}>
        Another page
      </button>
    </main>
  );
}

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/availability-check?date=a']}>
      <ScrollManager />
      <Page />
    </MemoryRouter>,
  );
  vi.mocked(window.scrollTo).mockClear();
}

describe('ScrollManager and a page that keeps its choices in the URL', () => {
  it('leaves scroll and focus alone when the page only mirrors a choice into its URL', async () => {
    renderPage();
    await userEvent.selectOptions(screen.getByLabelText('Date'), 'b');
    expect(screen.getByLabelText('Date')).toHaveFocus();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('still scrolls to the top and moves focus for a navigation of the page’s own path with new state', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'A new search' }));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('still scrolls to the top on a change of path, whatever the state says', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Another page' }));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
