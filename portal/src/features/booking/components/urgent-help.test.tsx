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
  it('gives the support line as a tap-to-call link with its hours, and NHS 111 when asked', () => {
    render(<UrgentHelp nhs111 headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Need help sooner?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0330 088 2211' })).toHaveAttribute('href', 'tel:+443300882211');
    expect(screen.getByText(/8am-8pm, 7 days a week/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'call 111' })).toHaveAttribute('href', 'tel:111');
    expect(screen.getByRole('link', { name: 'use NHS 111 online' })).toHaveAttribute('href', 'https://111.nhs.uk/');
  });

  it('leaves NHS 111 out when not asked', () => {
    render(<UrgentHelp nhs111={false} headingLevel={4} />);
    expect(screen.getByRole('link', { name: '0330 088 2211' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'call 111' })).not.toBeInTheDocument();
  });
});
