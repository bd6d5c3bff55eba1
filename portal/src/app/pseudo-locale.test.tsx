import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { appI18n, setLocale } from '../shared/i18n/app-i18n';
import { SITE_NAME } from '../shared/portal-constants';
import { useSiteSettings } from '../shared/site-settings';
import userEvent from '@testing-library/user-event';
import { mockApi, SITE_OPEN } from '../testing/mock-api';
import { pairsOfCatalogs } from '../testing/no-english';
import { CLOSE, OPEN, wordsOutsideMarks } from '../testing/pseudo-locale';
import { renderApp } from '../testing/render';

// Every module's words read by locale come back as their English between the marks.
vi.mock('../shared/i18n/app-i18n', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../shared/i18n/app-i18n')>();
  const { pseudoOf } = await import('../testing/pseudo-locale');
  return { ...actual, useWords: <T,>(words: Record<string, T>) => pseudoOf(words['en-GB']) };
});

/**
 * The pseudo-locale run (ADR 0049, item 6c): each prerendered page and the 404 page, rendered on a
 * Welsh page whose every catalog message is its English between ⟦ ⟧ and whose shared words are too,
 * shows no word outside the marks but the site's name: no English written straight into a component.
 */
describe('The pseudo-locale run', () => {
  const pseudo: Messages = {};
  beforeAll(async () => {
    for (const { id, en } of await pairsOfCatalogs()) pseudo[id] = compileMessage(`${OPEN}${en}${CLOSE}`);
    appI18n.load('cy', pseudo);
    setLocale('cy');
  });

  /** Words that are the same in every language: the brand, and the regulators' initials. */
  const DATA = new Set([...SITE_NAME.split(' '), 'GDC', 'CQC', 'ICO']);

  it.each(['/', '/booking-terms', '/privacy-policy', '/register', '/no-such-page'])('%s shows only words that came through the translation layer', async (path) => {
    mockApi();
    renderApp([path]);
    await screen.findByRole('heading', { level: 1 });
    // A long page adds its own catalog as its chunk arrives: its words between the marks too.
    act(() => appI18n.load('cy', pseudo));
    await new Promise((r) => setTimeout(r, 50));
    const outside = [...new Set(wordsOutsideMarks(document.body).filter((word) => !DATA.has(word)))];
    expect(outside).toEqual([]);
  });

  it('the gate shows only words that came through the translation layer', async () => {
    useSiteSettings.setState({ status: 'loading', settings: null });
    mockApi({ 'GET /api/site': { body: { ...SITE_OPEN, isProtected: true, gatePassed: false } } });
    renderApp(['/']);
    await screen.findByRole('heading', { level: 1, name: '⟦Site Under Development⟧' });
    expect([...new Set(wordsOutsideMarks(document.body).filter((word) => !DATA.has(word)))]).toEqual([]);
  });

  it('the 999 screen shows only words that came through the translation layer', async () => {
    mockApi();
    renderApp(['/']);
    const sign = (await screen.findAllByRole('checkbox'))[0];
    await userEvent.click(sign);
    await screen.findAllByRole('link', { name: /999/ });
    expect([...new Set(wordsOutsideMarks(document.body).filter((word) => !DATA.has(word)))]).toEqual([]);
  });
});
