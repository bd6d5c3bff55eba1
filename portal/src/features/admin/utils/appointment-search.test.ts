import { describe, expect, it } from 'vitest';
import { apiQuery, isNarrowed, paramsWithSearch, searchFromParams } from './appointment-search';

describe('the Appointments filters in the URL', () => {
  it('reads the filters a shared link carries, dropping what the server would refuse', () => {
    const s = searchFromParams(new URLSearchParams('tab=appointments&q=%20ED-ABC234%20&status=cancelled&paymentStatus=refunded&from=2027-03-01&to=nope&practiceId=x'));
    expect(s).toEqual({ q: 'ED-ABC234', practiceId: '', from: '2027-03-01', to: '', status: 'cancelled', paymentStatus: 'refunded' });
    expect(searchFromParams(new URLSearchParams('status=lost&paymentStatus=all')).status).toBe('all');
    expect(searchFromParams(new URLSearchParams('paymentStatus=all')).paymentStatus).toBe('');
  });

  it('writes them back beside the tab, leaving out empty ones and the default status', () => {
    const next = paramsWithSearch(new URLSearchParams('tab=appointments&q=old'), { q: 'Smith', status: 'all', from: '2027-03-01', to: '' });
    expect(next.toString()).toBe('tab=appointments&q=Smith&from=2027-03-01');
    expect(paramsWithSearch(next, { q: '' }).toString()).toBe('tab=appointments&from=2027-03-01');
  });

  it('asks the API for every status unless one is chosen', () => {
    const s = searchFromParams(new URLSearchParams('q=07700%20900123'));
    expect(apiQuery(s).toString()).toBe('q=07700+900123&status=all');
    expect(isNarrowed(s)).toBe(true);
    expect(isNarrowed(searchFromParams(new URLSearchParams('status=pending')))).toBe(false);
  });
});
