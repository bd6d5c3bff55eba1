import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LocaleProvider, setLocale, useLocale, useSay, useWords } from './app-i18n';

const wrapper = ({ children }: { children: ReactNode }) => <LocaleProvider>{children}</LocaleProvider>;
const EN = { heading: 'Call 999', line: (n: number) => `${n} lines` };
const CY = { heading: 'Ffoniwch 999', line: (n: number) => `${n} llinell` };

describe('the portal’s translator', () => {
  afterEach(() => setLocale('en-GB'));

  it('speaks English until a page sets Welsh', () => {
    const { result } = renderHook(() => ({ locale: useLocale(), words: useWords({ 'en-GB': EN, cy: CY }) }), { wrapper });
    expect(result.current.locale).toBe('en-GB');
    expect(result.current.words.heading).toBe('Call 999');
  });

  it('picks a shared module’s Welsh, and the catalogs’ Welsh, on a Welsh page', () => {
    setLocale('cy');
    const { result } = renderHook(() => ({ words: useWords({ 'en-GB': EN, cy: CY }), say: useSay() }), { wrapper });
    expect(result.current.words.heading).toBe('Ffoniwch 999');
    expect(result.current.words.line(3)).toBe('3 llinell');
    expect(result.current.say({ id: 'date.today', message: 'Today, {date}' }, { date: 'Dydd Llun 1 Mawrth' })).toBe('Heddiw, Dydd Llun 1 Mawrth');
  });
});
