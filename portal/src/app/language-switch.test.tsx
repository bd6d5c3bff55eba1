import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCALE_COOKIE } from '@contexts/site/languages.constants';
import { setLocale } from '../shared/i18n/app-i18n';
import { mockApi, SITE_OPEN } from '../testing/mock-api';
import { renderApp, renderRoutes } from '../testing/render';
import { LanguageSwitch } from './language-switch';

describe('LanguageSwitch', () => {
  afterEach(() => {
    setLocale('en-GB');
    document.cookie = `${LOCALE_COOKIE}=; Max-Age=0; Path=/`;
  });

  it('links an English page to the same page in Welsh, named and marked in Welsh', () => {
    renderRoutes([{ path: '/appointments/manage', element: <LanguageSwitch /> }], ['/appointments/manage?token=abc#move']);
    const link = screen.getByRole('link', { name: "Cymraeg: newid yr iaith ar y dudalen hon i'r Gymraeg" });
    expect(link).toHaveAttribute('href', '/cy/appointments/manage?token=abc#move');
    expect(link).toHaveAttribute('lang', 'cy');
    expect(link).toHaveAttribute('hreflang', 'cy');
  });

  it('links a Welsh page to the English one and remembers the choice in a cookie', async () => {
    setLocale('cy');
    renderRoutes([{ path: '/', element: <LanguageSwitch /> }], ['/']);
    const link = screen.getByRole('link', { name: 'English: change the language of this page to English' });
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveAttribute('lang', 'en-GB');
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(link);
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=en-GB`);
  });

  it('is in the header of a patient page only while Welsh is offered (the site settings say so)', async () => {
    mockApi({ 'GET /api/site': { body: { ...SITE_OPEN, welshPages: true } } });
    renderApp(['/']);
    expect(await screen.findByRole('link', { name: "Cymraeg: newid yr iaith ar y dudalen hon i'r Gymraeg" })).toHaveAttribute('href', '/cy');
  });

  it('is not in the header while Welsh is not offered', async () => {
    mockApi({ 'GET /api/site': { body: { ...SITE_OPEN, welshPages: false } } });
    renderApp(['/']);
    await screen.findByRole('button', { name: 'Menu' });
    expect(screen.queryByRole('link', { name: /^Cymraeg/ })).toBeNull();
  });
});
