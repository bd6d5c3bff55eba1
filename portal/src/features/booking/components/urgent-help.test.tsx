import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { outsideServiceHours, showNhs111, UrgentHelp } from './urgent-help';

describe(outsideServiceHours.name, () => {
  it('is false from 8am to just before 8pm in London, true otherwise, in summer and winter time', () => {
    expect(outsideServiceHours(new Date('2027-06-09T06:59:00Z'))).toBe(true); // 07:59 BST
    expect(outsideServiceHours(new Date('2027-06-09T07:00:00Z'))).toBe(false); // 08:00 BST
    expect(outsideServiceHours(new Date('2027-06-09T18:59:00Z'))).toBe(false); // 19:59 BST
    expect(outsideServiceHours(new Date('2027-06-09T19:00:00Z'))).toBe(true); // 20:00 BST
    expect(outsideServiceHours(new Date('2026-12-02T19:59:00Z'))).toBe(false); // 19:59 GMT
    expect(outsideServiceHours(new Date('2026-12-02T20:01:00Z'))).toBe(true); // 20:01 GMT
  });
});

describe(showNhs111.name, () => {
  it('sends the patient to NHS 111 when there is no time today, or outside the hours', () => {
    const noon = new Date('2027-06-09T11:00:00Z');
    expect(showNhs111({ noTimeToday: false, now: noon })).toBe(false);
    expect(showNhs111({ noTimeToday: true, now: noon })).toBe(true);
    expect(showNhs111({ noTimeToday: false, now: new Date('2027-06-09T21:00:00Z') })).toBe(true);
  });
});

describe('UrgentHelp', () => {
  const noon = new Date('2027-06-09T11:00:00Z');
  const midnight = new Date('2027-06-09T23:05:00Z');

  it("gives the support line first in its hours, then the nation's 111 by phone and online when asked", () => {
    const { container } = render(<UrgentHelp nhs111 nation="england" headingLevel={2} now={noon} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Need help sooner?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0330 088 2211' })).toHaveAttribute('href', 'tel:+443300882211');
    expect(screen.getByText(/8am-8pm, 7 days a week/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'call 111' })).toHaveAttribute('href', 'tel:111');
    expect(screen.getByRole('link', { name: 'Use NHS 111 online' })).toHaveAttribute('href', 'https://111.nhs.uk/');
    const links = [...container.querySelectorAll('a')].map((a) => a.textContent);
    expect(links.indexOf('0330 088 2211')).toBeLessThan(links.indexOf('call 111'));
  });

  it.each([
    ['scotland', 'NHS 24', 'Go to NHS 24 online', 'https://www.nhs24.scot/'],
    ['wales', 'NHS 111 Wales', 'Use NHS 111 Wales online', 'https://111.wales.nhs.uk/'],
  ] as const)('names the service that answers 111 in %s', (nation, name, online, url) => {
    render(<UrgentHelp nhs111 nation={nation} headingLevel={2} now={noon} />);
    expect(screen.getByText(new RegExp(`^No time today, or outside our hours\\? ${name} can tell you`))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: online })).toHaveAttribute('href', url);
    expect(screen.queryByRole('link', { name: /NHS 111 online/ })).not.toBeInTheDocument();
  });

  it('lists all three services when the nation is not known', () => {
    render(<UrgentHelp nhs111 nation={null} headingLevel={2} now={noon} />);
    expect(screen.getByRole('link', { name: 'NHS 111 online (England)' })).toHaveAttribute('href', 'https://111.nhs.uk/');
    expect(screen.getByRole('link', { name: 'NHS 24 online (Scotland)' })).toHaveAttribute('href', 'https://www.nhs24.scot/');
    expect(screen.getByRole('link', { name: 'NHS 111 Wales online' })).toHaveAttribute('href', 'https://111.wales.nhs.uk/');
  });

  it("leads with the nation's 111 outside the line's hours and says when the line opens", () => {
    const { container } = render(<UrgentHelp nhs111={false} nation="scotland" headingLevel={2} now={midnight} />);
    const paragraphs = [...container.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs[0]).toMatch(/^NHS 24 can tell you where to get urgent dental care now, day or night: call 111/);
    expect(paragraphs[1]).toBe('Our line opens at 8am: 0330 088 2211 (8am-8pm, 7 days a week).');
    expect(screen.queryByText(/and we will help you find a dentist/)).not.toBeInTheDocument();
  });

  it('leaves 111 out in the hours when not asked', () => {
    render(<UrgentHelp nhs111={false} nation="england" headingLevel={4} now={noon} />);
    expect(screen.getByRole('link', { name: '0330 088 2211' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'call 111' })).not.toBeInTheDocument();
  });
});
