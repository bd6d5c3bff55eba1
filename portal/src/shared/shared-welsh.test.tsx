import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { DIRECTIONS_LABEL } from '@contexts/practices/directions.rules';
import { GOOGLE_MAPS_TEXTS, GOOGLE_MAPS_TEXTS_CY } from './google-maps/maps-texts';
import AutocompleteWarning, { MapUnavailableNotice } from './google-maps/maps-notices';
import { DirectionsLink } from './directions-link';
import { setLocale } from './i18n/app-i18n';
import { Spinner } from './spinner';
import { SupportText } from './support-text';
import { documentTitle, useDocumentTitle } from './use-document-title';
import { expectNoEnglish, pairsOfModule } from '../testing/no-english';

const practice = {
  name: 'Harley Street Emergency Dental',
  address: { line1: '58 Harley Street', line2: null, city: 'London', postcode: 'W1G 9QB' },
  latitude: 51.5203,
  longitude: -0.1469,
};

const MAPS = pairsOfModule('GOOGLE_MAPS_TEXTS', GOOGLE_MAPS_TEXTS, GOOGLE_MAPS_TEXTS_CY);

function Titled({ title }: { title?: string }) {
  useDocumentTitle(title);
  return null;
}

describe('The portal’s shared pieces, in Welsh', () => {
  afterEach(() => setLocale('en-GB'));

  it('says "Loading…" and "Need help? Call us on …" in Welsh, the number still a tap-to-call link', async () => {
    setLocale('cy');
    const { container } = render(
      <>
        <Spinner />
        <p>
          <SupportText />
        </p>
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Yn llwytho…');
    expect(container.querySelector('p')).toHaveTextContent('Angen help? Ffoniwch ni ar 0330 088 2211.');
    expect(screen.getByRole('link', { name: '0330 088 2211' })).toHaveAttribute('href', 'tel:+443300882211');
    expect(container).not.toHaveTextContent('Loading');
    expect(container).not.toHaveTextContent('Need help');
    await expectNoEnglish(container);
  });

  it('keeps the English as it was', () => {
    render(
      <>
        <Spinner />
        <p>
          <SupportText />
        </p>
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(document.querySelector('p')).toHaveTextContent('Need help? Call us on 0330 088 2211.');
  });

  it('names "Get directions" and where it leads in Welsh', async () => {
    setLocale('cy');
    const { container } = render(<DirectionsLink practice={practice} />);
    const link = screen.getByRole('link', { name: "Cael cyfarwyddiadau i gyrraedd Harley Street Emergency Dental (mae'n agor eich ap mapiau neu dab newydd)" });
    expect(link).toHaveTextContent('Cael cyfarwyddiadau');
    expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\//);
    expect(container).not.toHaveTextContent(DIRECTIONS_LABEL);
    await expectNoEnglish(container, pairsOfModule('DIRECTIONS_LABEL', `${DIRECTIONS_LABEL} to`, 'Cael cyfarwyddiadau i gyrraedd'));
  });

  it('keeps "Get directions" in English as it was', () => {
    render(<DirectionsLink practice={practice} />);
    expect(screen.getByRole('link', { name: 'Get directions to Harley Street Emergency Dental (opens your maps app or a new tab)' })).toHaveTextContent('Get directions');
  });

  it("says Google's map and address search notices in Welsh", async () => {
    setLocale('cy');
    const { container } = render(
      <>
        <MapUnavailableNotice failure="map-failed" />
        <AutocompleteWarning state="failed" id="warning" />
      </>,
    );
    expect(container).toHaveTextContent(GOOGLE_MAPS_TEXTS_CY.mapUnavailable);
    expect(container).toHaveTextContent(GOOGLE_MAPS_TEXTS_CY.addressSearchUnavailable);
    await expectNoEnglish(container, MAPS);
  });

  it("words a chosen place's note in Welsh with the place after a colon, whatever Google left out", () => {
    expect(GOOGLE_MAPS_TEXTS_CY.searchingFrom('Boots', '1 High St, Cardiff CF10 1AA, UK')).toBe("Rydym yn chwilio o'r lle hwn: Boots, 1 High St, Cardiff CF10 1AA, UK.");
    expect(GOOGLE_MAPS_TEXTS_CY.searchingFrom('Boots', null)).toBe("Rydym yn chwilio o'r lle hwn: Boots.");
    expect(GOOGLE_MAPS_TEXTS_CY.searchingFrom(null, null)).toBe("Rydym yn chwilio o'r lle a ddewisoch.");
    // The English as loader.ts said it before.
    expect(GOOGLE_MAPS_TEXTS.searchingFrom('Boots', '1 High St, Cardiff CF10 1AA, UK')).toBe('Searching from Boots, 1 High St, Cardiff CF10 1AA, UK.');
    expect(GOOGLE_MAPS_TEXTS.searchingFrom(null, null)).toBe('Searching from the place.');
  });

  it("titles the tab in the page's language, the site's name the same in both", () => {
    expect(documentTitle(undefined, 'cy')).toBe('Emergency Dental - apwyntiadau deintydd brys ar yr un diwrnod');
    expect(documentTitle('Telerau Archebu', 'cy')).toBe('Telerau Archebu - Emergency Dental');
    expect(documentTitle(undefined)).toBe('Emergency Dental - same-day emergency dentist appointments');
    setLocale('cy');
    render(<Titled />);
    expect(document.title).toBe('Emergency Dental - apwyntiadau deintydd brys ar yr un diwrnod');
  });
});
