import { BOOKED_FOR_MESSAGES, BOOKED_FOR_NAME_MAX, BOOKED_FOR_TEXTS } from '@contexts/booking/booking.constants';
import { BOOKED_FOR_MESSAGES_CY, BOOKED_FOR_TEXTS_CY } from '@contexts/booking/booking.cy.constants';
import type { Words } from '@contexts/site/languages.constants';
import { useSay, useWords } from '../../../shared/i18n/app-i18n';
import type { Locale } from '../../../shared/i18n/locales';
import { RESULTS } from './results-messages';

/**
 * Who the appointment is for, asked at the details step before the e-mail: "Me" or "Someone else"
 * (their full name and whether they are under 16). The lead form's name stays the person booking,
 * whom we contact. None is chosen at first (GOV.UK: a pre-selected answer is easily left wrong).
 */
export interface AppointmentForAnswer {
  who: 'me' | 'someone-else' | null;
  name: string;
  under16: boolean | null;
}
export const NO_ANSWER_YET: AppointmentForAnswer = { who: null, name: '', under16: null };

export type AppointmentForField = 'who' | 'patientName' | 'under16';
export const APPOINTMENT_FOR_IDS: Record<AppointmentForField, string> = {
  who: 'payment-for-me',
  patientName: 'payment-patient-name',
  under16: 'payment-under-16-yes',
};

/** The patient is a child under 16: the age box then also confirms the booker is their parent or guardian. */
export const isForAChild = (a: AppointmentForAnswer) => a.who === 'someone-else' && a.under16 === true;

/** The question's errors in each language: the api's texts and their Welsh (`patientInvalid` is the api's own, for a developer). */
export const BOOKED_FOR_MESSAGES_IN: Words<Omit<typeof BOOKED_FOR_MESSAGES, 'patientInvalid'>> = { 'en-GB': BOOKED_FOR_MESSAGES, cy: BOOKED_FOR_MESSAGES_CY };

/** The question's own words, in the page's language (the staff's and the practice's lines have no Welsh, and are not said here). */
type BookedForTexts = Omit<typeof BOOKED_FOR_TEXTS, 'bookedBy' | 'patientLine' | 'bookerPhoneLabel'>;
export function useBookedForTexts(): BookedForTexts {
  return useWords<BookedForTexts>({ 'en-GB': BOOKED_FOR_TEXTS, cy: BOOKED_FOR_TEXTS_CY });
}

/** The question's own check, with the api's texts in the page's language (the api reads no `patient` as "Me"). */
export function appointmentForErrors(a: AppointmentForAnswer, locale: Locale): Partial<Record<AppointmentForField, string>> {
  const M = BOOKED_FOR_MESSAGES_IN[locale];
  if (a.who === null) return { who: M.chooseWho };
  if (a.who === 'me') return {};
  const name = a.name.trim();
  return {
    ...(name === '' && { patientName: M.nameRequired }),
    ...(name.length > BOOKED_FOR_NAME_MAX && { patientName: M.nameTooLong }),
    ...(a.under16 === null && { under16: M.under16Required }),
  };
}

/** What the checkout's body says of the patient: nothing for "Me". */
export function patientOf(a: AppointmentForAnswer): { name: string; under16: boolean } | undefined {
  return a.who === 'someone-else' && a.under16 !== null ? { name: a.name.trim(), under16: a.under16 } : undefined;
}

function ErrorMessage({ id, message }: { id: string; message?: string }) {
  const say = useSay();
  if (!message) return null;
  return (
    <p id={id} className="error-message">
      <span className="visually-hidden">{say(RESULTS.errorPrefix)}</span> {message}
    </p>
  );
}

/** GOV.UK radios with a conditional reveal under "Someone else". */
export function AppointmentFor({
  answer,
  errors,
  onChange,
}: {
  answer: AppointmentForAnswer;
  errors: Partial<Record<AppointmentForField, string>>;
  onChange: (a: AppointmentForAnswer) => void;
}) {
  const T = useBookedForTexts();
  const someoneElse = answer.who === 'someone-else';
  return (
    <div className={errors.who ? 'field field--error' : 'field'}>
      <fieldset className="radios-fieldset" aria-describedby={errors.who ? 'payment-for-error' : undefined}>
        <legend className="radios__legend">{T.legend}</legend>
        <ErrorMessage id="payment-for-error" message={errors.who} />
        <div className="radios">
          <div className="radios__item">
            <input id="payment-for-me" type="radio" name="appointment-for" value="me" checked={answer.who === 'me'} onChange={() => onChange({ ...answer, who: 'me' })} />
            <label htmlFor="payment-for-me">{T.me}</label>
          </div>
          <div className="radios__item">
            <input
              id="payment-for-someone-else"
              type="radio"
              name="appointment-for"
              value="someone-else"
              checked={someoneElse}
              aria-describedby="payment-for-someone-else-hint"
              onChange={() => onChange({ ...answer, who: 'someone-else' })}
            />
            <label htmlFor="payment-for-someone-else">{T.someoneElse}</label>
          </div>
          <p id="payment-for-someone-else-hint" className="field__hint radios__hint">
            {T.someoneElseHint}
          </p>
          {someoneElse && (
            <div className="radios__conditional" id="payment-for-someone-else-details">
              <div className={errors.patientName ? 'field field--error' : 'field'}>
                <label htmlFor="payment-patient-name">{T.nameLabel}</label>
                <ErrorMessage id="payment-patient-name-error" message={errors.patientName} />
                <input
                  id="payment-patient-name"
                  type="text"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={BOOKED_FOR_NAME_MAX}
                  value={answer.name}
                  aria-invalid={errors.patientName ? true : undefined}
                  aria-describedby={errors.patientName ? 'payment-patient-name-error' : undefined}
                  onChange={(e) => onChange({ ...answer, name: e.target.value })}
                />
              </div>
              <div className={errors.under16 ? 'field field--error' : 'field'}>
                <fieldset className="radios-fieldset" aria-describedby={errors.under16 ? 'payment-under-16-error' : undefined}>
                  <legend className="radios__legend radios__legend--small">{T.under16Legend}</legend>
                  <ErrorMessage id="payment-under-16-error" message={errors.under16} />
                  <div className="radios radios--inline">
                    <div className="radios__item">
                      <input id="payment-under-16-yes" type="radio" name="patient-under-16" value="yes" checked={answer.under16 === true} onChange={() => onChange({ ...answer, under16: true })} />
                      <label htmlFor="payment-under-16-yes">{T.yes}</label>
                    </div>
                    <div className="radios__item">
                      <input id="payment-under-16-no" type="radio" name="patient-under-16" value="no" checked={answer.under16 === false} onChange={() => onChange({ ...answer, under16: false })} />
                      <label htmlFor="payment-under-16-no">{T.no}</label>
                    </div>
                  </div>
                </fieldset>
              </div>
              {answer.under16 === true && <p className="inset-text">{T.under16Note}</p>}
            </div>
          )}
        </div>
      </fieldset>
    </div>
  );
}
