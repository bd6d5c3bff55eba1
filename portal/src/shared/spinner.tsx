import type { Words } from '@contexts/site/languages.constants';
import { useWords } from './i18n/app-i18n';

/** The label said when the caller gives none, in the page's language. */
const LOADING: Words<string> = { 'en-GB': 'Loading…', cy: 'Yn llwytho…' };

/** An accessible loading indicator: a polite status with a text alternative. */
export function Spinner({ label, fullPage = false, showLabel = false }: { label?: string; fullPage?: boolean; showLabel?: boolean }) {
  const loading = useWords(LOADING);
  return (
    <div className={fullPage ? 'spinner-wrap spinner-wrap--page' : 'spinner-wrap'} role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className={showLabel ? 'spinner__label' : 'visually-hidden'}>{label ?? loading}</span>
    </div>
  );
}
