import { type FormEvent, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { PRACTICE_MESSAGES as M } from '@contexts/practices/practices.constants';
import { ApiError, userMessage } from '../../../shared/api-client';
import { useAccessErrors } from '../../../shared/access';
import { type AdminPractice, adminApi, type PracticeInput, type SavedPractice, type Weekday } from '../api/admin';
import { ErrorSummary, TextField } from '../../../shared/back-office/form-fields';
import { PlaceSearch } from '../../../shared/google-maps/place-search';
import { type PlaceDetails, practiceFieldsFrom } from '../../../shared/google-maps/place-details';
import { useSiteSettings } from '../../../shared/site-settings';
import { emptyPractice, PRACTICE_FIELDS, parseServices, practiceToInput, validatePractice, WEEKDAYS } from '../utils/practice-form.rules';

const FIELD_ORDER = [...PRACTICE_FIELDS, ...WEEKDAYS.map((d) => `openingHours.${d.key}`)];
const idFor = (field: string) => `practice-${field.replace('.', '-')}`;

/** Add mode (no practice) or edit mode (from Edit); closes on Cancel or a successful save. */
export function PracticeForm({ practice, onSaved, onCancel }: { practice?: AdminPractice; onSaved: (p: SavedPractice) => void; onCancel: () => void }) {
  const handleAccess = useAccessErrors();
  const [input, setInput] = useState<PracticeInput>(() => (practice ? practiceToInput(practice) : emptyPractice()));
  const [servicesText, setServicesText] = useState(() => (practice ? practice.services.join(', ') : ''));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const save = useMutation({
    mutationFn: (body: PracticeInput) => (practice ? adminApi.updatePractice(practice.id, body) : adminApi.createPractice(body)),
    onSuccess: onSaved,
    onError: (e) => {
      if (handleAccess(e)) return;
      if (e instanceof ApiError && e.status === 400 && e.fields && Object.keys(e.fields).length) {
        setErrors(e.fields);
        setAttempt((n) => n + 1);
      } else {
        setFailure(userMessage(e, M.saveFailed));
      }
    },
  });
  const busy = save.isPending;
  const [located, setLocated] = useState<string>();
  const summary = useRef<HTMLDivElement>(null);
  const editing = Boolean(practice);

  const set = (field: keyof PracticeInput) => (e: { target: { value: string } }) => setInput((p) => ({ ...p, [field]: e.target.value }));
  const setDay = (day: Weekday, change: Partial<PracticeInput['openingHours'][Weekday]>) =>
    setInput((p) => ({ ...p, openingHours: { ...p.openingHours, [day]: { ...p.openingHours[day], ...change } } }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const body = { ...input, services: parseServices(servicesText) };
    const found = validatePractice(body);
    setFailure(undefined);
    setErrors(found);
    setAttempt((n) => n + 1);
    if (Object.keys(found).length) return;
    save.mutate(body);
  }

  /** Fills the coordinates from the postcode and says where they came from; the admin may still correct them. */
  async function findLocation() {
    setLocated(undefined);
    if (!input.postcode.trim()) {
      setLocated('Enter the postcode first.');
      return;
    }
    try {
      const found = await adminApi.locatePostcode(input.postcode);
      setInput((p) => ({ ...p, latitude: String(found.latitude), longitude: String(found.longitude) }));
      setLocated(
        `Location found: ${found.latitude}, ${found.longitude} (${found.approximate ? "the centre of the postcode's district, approximate: please correct it" : "the postcode's own location"}). Correct it below if the practice is elsewhere.`,
      );
    } catch (e) {
      if (handleAccess(e)) return;
      setLocated(userMessage(e, 'The location could not be found. Enter the latitude and longitude.'));
    }
  }

  const googleMapsKey = useSiteSettings((s) => s.settings?.googleMapsBrowserKey);
  /** A practice found on Google: its fields fill the form; the admin checks and may change each. */
  function fillFromGoogle(place: PlaceDetails) {
    const found = practiceFieldsFrom(place);
    setInput((p) => ({ ...p, ...found }));
    setLocated(found.latitude ? `Location from Google: ${found.latitude}, ${found.longitude}. Correct it below if the practice is elsewhere.` : undefined);
  }

  const field = (name: (typeof PRACTICE_FIELDS)[number]) => ({ id: idFor(name), error: errors[name] });
  return (
    <form className="form-card admin-form" onSubmit={submit} noValidate aria-labelledby="practice-form-title" aria-busy={busy}>
      <h3 id="practice-form-title">{editing ? `Edit ${practice!.name}` : 'Add a practice'}</h3>
      <ErrorSummary errors={errors} order={FIELD_ORDER} idFor={idFor} boxRef={summary} attempt={attempt} />
      {failure && (
        <p className="banner banner--error" role="alert">
          {failure}
        </p>
      )}
      <PlaceSearch apiKey={googleMapsKey} id="practice-google-search" label="Find the practice on Google" onFound={fillFromGoogle} />
      <TextField {...field('name')} label="Practice name" required value={input.name} onChange={set('name')} autoComplete="organization" />
      <fieldset className="fieldset">
        <legend>Address</legend>
        <TextField {...field('addressLine1')} label="Address line 1" required value={input.addressLine1} onChange={set('addressLine1')} />
        <TextField {...field('addressLine2')} label="Address line 2" value={input.addressLine2} onChange={set('addressLine2')} />
        <div className="field-row">
          <TextField {...field('city')} label="Town or city" required value={input.city} onChange={set('city')} />
          <TextField {...field('postcode')} label="Postcode" required value={input.postcode} onChange={set('postcode')} className="input--postcode" />
        </div>
      </fieldset>
      <fieldset className="fieldset">
        <legend>Contact</legend>
        <div className="field-row">
          <TextField {...field('phone')} label="Phone" type="tel" required value={input.phone} onChange={set('phone')} />
          <TextField {...field('email')} label="Email" type="email" required value={input.email} onChange={set('email')} spellCheck={false} />
        </div>
        <TextField {...field('website')} label="Website" type="url" value={input.website} onChange={set('website')} hint="For example https://example.com" />
      </fieldset>
      <TextField
        {...field('services')}
        label="Services"
        value={servicesText}
        onChange={(e) => setServicesText(e.target.value)}
        hint="Separate services with commas, for example: Emergency appointments, Extractions, Root canal"
      />
      <fieldset className="fieldset">
        <legend>Coordinates</legend>
        <p className="field__hint">Leave both empty to place the practice at its postcode, or find the location now and correct it if needed.</p>
        <button type="button" className="button button--secondary" onClick={findLocation} disabled={busy}>
          Find location from postcode
        </button>
        <p className="field__status" role="status">
          {located}
        </p>
        <div className="field-row">
          <TextField {...field('latitude')} label="Latitude" inputMode="decimal" value={input.latitude} onChange={set('latitude')} hint="-90 to 90" />
          <TextField {...field('longitude')} label="Longitude" inputMode="decimal" value={input.longitude} onChange={set('longitude')} hint="-180 to 180" />
        </div>
      </fieldset>
      <fieldset className="fieldset">
        <legend>Opening hours</legend>
        <table className="hours-table">
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Opens</th>
              <th scope="col">Closes</th>
              <th scope="col">Closed all day</th>
            </tr>
          </thead>
          <tbody>
            {WEEKDAYS.map(({ key, label }) => {
              const day = input.openingHours[key];
              const error = errors[`openingHours.${key}`];
              return (
                <tr key={key} className={error ? 'row--error' : undefined}>
                  <th scope="row">
                    {label}
                    {error && (
                      <span className="error-message" id={`${idFor(`openingHours.${key}`)}-error`}>
                        {' '}
                        {error}
                      </span>
                    )}
                  </th>
                  <td>
                    <input
                      id={idFor(`openingHours.${key}`)}
                      type="time"
                      aria-label={`${label} opens`}
                      value={day.open}
                      disabled={day.isClosed}
                      aria-invalid={error ? true : undefined}
                      onChange={(e) => setDay(key, { open: e.target.value })}
                    />
                  </td>
                  <td>
                    <input type="time" aria-label={`${label} closes`} value={day.close} disabled={day.isClosed} onChange={(e) => setDay(key, { close: e.target.value })} />
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`${label} closed all day`}
                      checked={day.isClosed}
                      onChange={(e) => setDay(key, e.target.checked ? { isClosed: true } : { isClosed: false, open: day.open || '09:00', close: day.close || '17:00' })}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </fieldset>
      <div className="actions">
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {busy ? 'Saving…' : editing ? 'Save changes' : 'Add practice'}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
