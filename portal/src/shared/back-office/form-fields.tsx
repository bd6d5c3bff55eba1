import { type InputHTMLAttributes, type ReactNode, type RefObject, useEffect } from 'react';

/** A labelled input with its hint and error wired up for screen readers (GOV.UK pattern). */
export function TextField({
  id,
  label,
  error,
  hint,
  required,
  ...input
}: { id: string; label: string; error?: string; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? '' : ' (optional)'}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="error-message">
          <span className="visually-hidden">Error:</span> {error}
        </p>
      )}
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} required={required} {...input} />
    </div>
  );
}

/**
 * "There is a problem" with a link to each field (in field order); it takes focus when it appears
 * so keyboard and screen-reader users land on it.
 */
export function ErrorSummary({
  errors,
  order,
  idFor,
  boxRef,
  attempt,
}: {
  errors: Record<string, string>;
  order: readonly string[];
  idFor: (field: string) => string;
  boxRef: RefObject<HTMLDivElement | null>;
  attempt: number;
}) {
  const keys = Object.keys(errors).sort((a, b) => rank(order, a) - rank(order, b));
  useEffect(() => {
    if (attempt && keys.length) boxRef.current?.focus();
    // Focus once per submit attempt, not on every keystroke.
  }, [attempt]);
  if (!keys.length) return null;
  return (
    <div ref={boxRef} className="error-summary" role="alert" tabIndex={-1}>
      <p className="error-summary__title">There is a problem</p>
      <ul className="error-summary__list">
        {keys.map((k) => (
          <li key={k}>
            <a href={`#${idFor(k)}`}>{errors[k]}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function rank(order: readonly string[], key: string) {
  const i = order.indexOf(key);
  return i === -1 ? order.length : i;
}
