import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { expectNoEnglish, pairsOfModule } from './no-english';

describe('expectNoEnglish', () => {
  afterEach(() => document.body.replaceChildren());

  it('finds an English catalog text left in a Welsh page, and English in an attribute', async () => {
    const { container } = render(
      <div>
        <p>Rydym yn defnyddio cwcis. We use cookies to enhance your experience on our website.</p>
        <button type="button" aria-label="Skip to main content">x</button>
      </div>,
    );
    await expect(expectNoEnglish(container)).rejects.toThrow(/shell\.cookieText[\s\S]*shell\.skipToMain|shell\.skipToMain[\s\S]*shell\.cookieText/);
  });

  it('passes Welsh, names and numbers, and finds English from a shared module', async () => {
    const { container } = render(<p>Hysbysiad Cwcis. Ffoniwch 999. Call 999 or go to A&amp;E now</p>);
    const shared = pairsOfModule('EMERGENCY_CARE', { heading: 'Call 999 or go to A&E now' }, { heading: "Ffoniwch 999 neu ewch i'r Adran Achosion Brys (A&E) nawr" });
    await expect(expectNoEnglish(container, shared)).rejects.toThrow(/EMERGENCY_CARE\.heading/);
    const welsh = render(<p>Hysbysiad Cwcis. Ffoniwch 999 neu ewch i&apos;r Adran Achosion Brys (A&amp;E) nawr</p>);
    await expectNoEnglish(welsh.container, shared);
  });
});
