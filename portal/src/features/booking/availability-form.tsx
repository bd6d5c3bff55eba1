import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_MESSAGES } from '@contexts/search/search.constants';
import { ApiError } from '../../shared/api-client';
import { availabilityStateFrom, type LeadFormData, searchPractices } from './search-api';

type Field = keyof LeadFormData;
const LABELS: Record<Field, string> = { name: 'Your name', phone: 'Phone number', postcode: 'Postcode', issue: 'What is the problem?' };
const EMPTY: LeadFormData = { name: '', phone: '', postcode: '', issue: '' };

export function validateLeadForm(form: LeadFormData): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!form.name.trim()) errors.name = 'Enter your name';
  if (!form.phone.trim()) errors.phone = 'Enter your phone number';
  else if (!/^[+\d][\d\s()-]{6,}$/.test(form.phone.trim())) errors.phone = 'Enter a phone number, like 07700 900 982';
  if (!form.postcode.trim()) errors.postcode = SEARCH_MESSAGES.postcodeRequired;
  return errors;
}

/** The Instant Availability Checker (used twice on the home page): idle → busy → next page or an error. */
export function AvailabilityForm({ heading }: { heading: string }) {
  const id = useId();
  const navigate = useNavigate();
  const [form, setForm] = useState<LeadFormData>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const fieldId = (f: Field) => `${id}-${f}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateLeadForm(form);
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length) {
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    setBusy(true);
    try {
      const res = await searchPractices(form);
      const state = availabilityStateFrom(form, res);
      if (!state) {
        setFormError(SEARCH_MESSAGES.noPractices);
        return;
      }
      navigate('/availability-check', { state });
    } catch (e) {
      if (e instanceof ApiError && e.body.fields) {
        const fields = e.body.fields as Partial<Record<Field, string>>;
        setErrors(fields);
      }
      setFormError(e instanceof ApiError && e.status < 500 && e.status !== 0 ? e.message : SEARCH_MESSAGES.failed);
      requestAnimationFrame(() => summary.current?.focus());
    } finally {
      setBusy(false);
    }
  }

  const listed = Object.entries(errors).filter(([, m]) => m) as Array<[Field, string]>;
  const input = (f: Field, props: Record<string, unknown> = {}) => (
    <div className={errors[f] ? 'field field--error' : 'field'}>
      <label htmlFor={fieldId(f)}>{LABELS[f]}</label>
      {errors[f] && (
        <p id={`${fieldId(f)}-error`} className="error-message">
          <span className="visually-hidden">Error:</span> {errors[f]}
        </p>
      )}
      {f === 'issue' ? (
        <textarea
          id={fieldId(f)}
          name={f}
          rows={3}
          value={form[f]}
          onChange={(e) => setForm({ ...form, [f]: e.target.value })}
        />
      ) : (
        <input
          id={fieldId(f)}
          name={f}
          value={form[f]}
          aria-invalid={errors[f] ? true : undefined}
          aria-describedby={errors[f] ? `${fieldId(f)}-error` : undefined}
          onChange={(e) => setForm({ ...form, [f]: e.target.value })}
          {...props}
        />
      )}
    </div>
  );

  return (
    <form className="lead-form" aria-labelledby={`${id}-heading`} onSubmit={submit} noValidate aria-busy={busy}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {(listed.length > 0 || formError) && (
        <div className="error-summary" role="alert" tabIndex={-1} ref={summary} aria-labelledby={`${id}-summary-title`}>
          <h3 id={`${id}-summary-title`}>There is a problem</h3>
          <ul>
            {formError && <li>{formError}</li>}
            {listed.map(([f, message]) => (
              <li key={f}>
                <a href={`#${fieldId(f)}`}>{message}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {input('name', { autoComplete: 'name', required: true })}
      {input('phone', { type: 'tel', autoComplete: 'tel', required: true })}
      {input('postcode', { autoComplete: 'postal-code', required: true, className: 'input--postcode' })}
      {input('issue')}
      <button type="submit" className="button button--large" disabled={busy}>
        {busy ? 'Checking availability…' : 'Check availability'}
      </button>
    </form>
  );
}
