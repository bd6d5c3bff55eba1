import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale } from '../../../shared/i18n/app-i18n';
import { bodyOf, mockApi } from '../../../testing/mock-api';
import { expectNoEnglish } from '../../../testing/no-english';
import { renderRoutes } from '../../../testing/render';
import type { ManagedAppointment } from '../api/get-managed-appointment';
import { LanguageSection } from './language-section';

const appointment = { id: 'a1', locale: 'en-GB' } as ManagedAppointment;
const render = () => renderRoutes([{ path: '/appointments/manage', element: <LanguageSection appointment={appointment} token="t0ken" /> }], ['/appointments/manage?token=t0ken']);

describe('LanguageSection', () => {
  afterEach(() => setLocale('en-GB'));

  it('offers English and Cymraeg, each named in itself, and saves the choice with the manage token', async () => {
    const fetchMock = mockApi({
      'PUT /api/appointments/a1/locale': { body: { ...appointment, locale: 'cy' } },
      'GET /api/manage/appointment': { body: { ...appointment, locale: 'cy' } },
    });
    render();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    const welsh = screen.getByRole('radio', { name: 'Cymraeg' });
    expect(screen.getByText('Cymraeg')).toHaveAttribute('lang', 'cy');
    await userEvent.click(welsh);
    await userEvent.click(screen.getByRole('button', { name: 'Save language' }));
    expect(await screen.findByText('Saved: we will write to you in Welsh.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT /api/appointments/a1/locale')).toEqual({ locale: 'cy' });
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/appointments/a1/locale');
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer t0ken');
  });

  it('says it all in Welsh on a Welsh page, and says what went wrong', async () => {
    setLocale('cy');
    mockApi({ 'PUT /api/appointments/a1/locale': { status: 500, body: { message: '' } } });
    render();
    expect(screen.getByRole('heading', { name: "Iaith eich negeseuon e-bost a'ch negeseuon testun" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Cymraeg' }));
    await userEvent.click(screen.getByRole('button', { name: "Cadw'r iaith" }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nid oedd modd newid yr iaith. Rhowch gynnig arall arni.');
    await expectNoEnglish(document.body);
  });
});
