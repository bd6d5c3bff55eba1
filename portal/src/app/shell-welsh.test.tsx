import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { COOKIE_CONSENT_COOKIE } from '@contexts/site/site.constants';
import { setLocale } from '../shared/i18n/app-i18n';
import { mockApi } from '../testing/mock-api';
import { expectNoEnglish } from '../testing/no-english';
import { renderRoutes } from '../testing/render';
import { Layout } from './layout';

function renderShell() {
  return renderRoutes([{ element: <Layout />, children: [{ path: '/', element: <p>page</p> }] }]);
}

describe('The frame of every patient page, in Welsh', () => {
  beforeEach(() => {
    document.cookie = `${COOKIE_CONSENT_COOKIE}=; Max-Age=0; Path=/`;
    localStorage.clear();
    mockApi();
  });
  afterEach(() => setLocale('en-GB'));

  it('says the skip links, header, cookie notice and footer in Welsh, with the Welsh licence', async () => {
    setLocale('cy');
    renderShell();
    expect(screen.getByRole('link', { name: "Neidio i'r ffurflen archebu" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Neidio i'r prif gynnwys" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Archebu nawr' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dewislen' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Prif lywio' })).toBeInTheDocument();
    const notice = screen.getByRole('region', { name: 'Hysbysiad Cwcis' });
    expect(notice).toHaveTextContent('Rydym yn defnyddio cwcis');
    expect(screen.getAllByRole('link', { name: 'Polisi Preifatrwydd' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Derbyn' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gwrthod' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Adnoddau' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Drwydded Llywodraeth Agored v3.0' })).toHaveAttribute(
      'href',
      'https://www.nationalarchives.gov.uk/doc/open-government-licence-cymraeg/version/3/',
    );
    for (const english of ['Book now', 'Menu', 'Cookie Notice', 'Resources', 'Skip to main content', 'All rights reserved', 'Licensed under']) {
      expect(document.body).not.toHaveTextContent(english);
    }
    await expectNoEnglish(document.body);
  });

  it('says them in English on an English page', async () => {
    renderShell();
    expect(screen.getByRole('link', { name: 'Book now' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cookie Notice' })).toHaveTextContent('Read more in our Privacy Policy.');
    expect(await screen.findByRole('link', { name: 'Open Government Licence v3.0' })).toHaveAttribute(
      'href',
      'https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/',
    );
  });
});
