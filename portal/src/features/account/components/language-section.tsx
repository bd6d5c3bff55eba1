import { type FormEvent, useState } from 'react';
import { HTML_LANG, type Locale } from '@contexts/site/languages.constants';
import { userMessage } from '../../../shared/api-client';
import { useSay } from '../../../shared/i18n/app-i18n';
import { LANGUAGE_SWITCH } from '../../../shared/i18n/locales';
import { useChangeLocale } from '../api/change-locale';
import type { ManagedAppointment } from '../api/get-managed-appointment';
import { LANGUAGE } from '../messages';

/**
 * The language of the booking's e-mails and texts, English or Cymraeg, each named in itself: the
 * patient changes it here whatever language the page is in. Saved with a button, not on a tap on a
 * choice (a change of context on a radio button surprises a screen-reader user).
 */
export function LanguageSection({ appointment, token }: { appointment: ManagedAppointment; token: string }) {
  const say = useSay();
  const [choice, setChoice] = useState<Locale>(appointment.locale);
  const [saved, setSaved] = useState<Locale>();
  const change = useChangeLocale(token, appointment.id, setSaved);
  const error = change.isError ? userMessage(change.error, say(LANGUAGE.failed)) : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(undefined);
    if (choice === appointment.locale) {
      setSaved(choice);
      return;
    }
    change.mutate(choice);
  }

  return (
    <section className="card section-block" aria-labelledby="language-title">
      <h2 id="language-title">{say(LANGUAGE.heading)}</h2>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <fieldset className="radios-fieldset" aria-describedby="language-hint">
            <legend className="radios__legend visually-hidden">{say(LANGUAGE.heading)}</legend>
            <p className="hint" id="language-hint">
              {say(LANGUAGE.hint)}
            </p>
            <div className="radios">
              {(['en-GB', 'cy'] as const).map((locale) => (
                <div className="radios__item" key={locale}>
                  <input type="radio" id={`language-${locale}`} name="language" value={locale} checked={choice === locale} onChange={() => setChoice(locale)} />
                  <label htmlFor={`language-${locale}`} lang={HTML_LANG[locale]}>
                    {LANGUAGE_SWITCH[locale].name}
                  </label>
                </div>
              ))}
            </div>
          </fieldset>
        </div>
        {error && (
          <p className="banner banner--error" role="alert">
            {error}
          </p>
        )}
        <p role="status">{saved && say(LANGUAGE.saved, { language: saved })}</p>
        <button type="submit" className="button button--secondary" disabled={change.isPending} aria-busy={change.isPending}>
          {change.isPending ? say(LANGUAGE.saving) : say(LANGUAGE.save)}
        </button>
      </form>
    </section>
  );
}
