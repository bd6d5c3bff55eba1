import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoutes } from '../../testing/render';
import { HomePage } from './home-page';

function StubForm({ heading }: { heading: string }) {
  return <form aria-label={heading} />;
}

function renderHome() {
  renderRoutes([{ path: '/', element: <HomePage LeadForm={StubForm} /> }]);
}

describe('HomePage', () => {
  it('renders its eight sections in the order of the spec', () => {
    renderHome();
    const sections = screen.getAllByRole('region').map((s) => s.getAttribute('data-section'));
    expect(sections).toEqual(['hero', 'conditions', 'lead-dentist', 'fixed-fee', 'testimonials', 'fees', 'contact', 'regulators']);
  });

  it('has one h1 and puts the availability checker in the hero and in the contact section', () => {
    renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const [hero] = screen.getAllByRole('region');
    expect(within(hero).getByRole('form', { name: 'Instant Availability Checker' })).toBeInTheDocument();
    const contact = document.getElementById('contact-section') as HTMLElement;
    expect(within(contact).getByRole('form', { name: 'Check availability near you' })).toBeInTheDocument();
  });

  it('makes the marketing claims of the spec', () => {
    renderHome();
    const hero = screen.getAllByRole('region')[0];
    expect(hero).toHaveTextContent('£39 booking fee plus a fixed treatment cost');
    expect(hero).toHaveTextContent('8am-8pm, 7 days a week');
    expect(hero).toHaveTextContent('over 1,500 people');
  });

  it('lists the four emergency conditions', () => {
    renderHome();
    const region = screen.getByRole('region', { name: 'Emergencies we can help with' });
    const titles = within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['Toothache', 'Dental Abscess & Trauma', 'Root Canal Treatments', 'Extraction']);
  });

  it('explains the same-day fixed fee in three bullets', () => {
    renderHome();
    const region = screen.getByRole('region', { name: 'Same-day care at a fixed fee' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows three 5-star testimonials with a text alternative for the stars', () => {
    renderHome();
    const region = screen.getByRole('region', { name: 'What our patients say' });
    expect(within(region).getAllByText('5 out of 5 stars')).toHaveLength(3);
  });

  it('shows the booking fee and both treatment fees with their items', () => {
    renderHome();
    const region = screen.getByRole('region', { name: 'Treatment fees' });
    expect(within(region).getByRole('heading', { name: 'Booking fee £39' })).toBeInTheDocument();
    expect(within(region).getByRole('heading', { name: 'Core Treatment £49' })).toBeInTheDocument();
    expect(within(region).getByRole('heading', { name: 'Advanced Treatment £149' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Re-cementing a crown or bridge');
    expect(region).toHaveTextContent('Management of an infected socket or wisdom tooth');
  });

  it('names the regulators', () => {
    renderHome();
    const region = screen.getByRole('region', { name: 'Regulated and accountable' });
    expect(region).toHaveTextContent('GDC');
    expect(region).toHaveTextContent('CQC');
    expect(region).toHaveTextContent('ICO');
  });

  it('offers "Find an appointment" in the hero, which jumps to the hero form (above the fold on a phone)', () => {
    function NamedForm({ heading, idPrefix }: { heading: string; idPrefix?: string }) {
      return <h2 id={`${idPrefix ?? 'x'}-heading`}>{heading}</h2>;
    }
    renderRoutes([{ path: '/', element: <HomePage LeadForm={NamedForm} /> }]);
    const jump = screen.getByRole('link', { name: 'Find an appointment' });
    const target = document.getElementById(jump.getAttribute('href')!.slice(1));
    expect(target).toHaveTextContent('Instant Availability Checker');
  });
});
