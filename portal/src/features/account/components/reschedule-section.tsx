import { type FormEvent, useState } from 'react';
import { Trans } from '@lingui/react';
import { AVAILABILITY_MESSAGES } from '@contexts/availability/availability.constants';
import { AVAILABILITY_MESSAGES_CY } from '@contexts/availability/availability.cy.constants';
import { SEARCH_HORIZON_DAYS } from '@contexts/search/search.constants';
import { SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@contexts/site/site.constants';
import { ApiError, userMessage } from '../../../shared/api-client';
import { formatTime, londonDateOptions } from '../../../shared/format';
import { useSay, useWords } from '../../../shared/i18n/app-i18n';
import { Spinner } from '../../../shared/spinner';
import { SupportText } from '../../../shared/support-text';
import type { ManagedAppointment } from '../api/get-managed-appointment';
import { useFirstMoveDate } from '../api/get-first-move-date';
import { useFreeTimes } from '../api/get-free-times';
import { useRescheduleAppointment } from '../api/reschedule-appointment';
import { useLondonDates } from '../../../shared/i18n/use-london-dates';
import { MOVE } from '../messages';

/**
 * "Move your appointment": another free time at the same practice, nothing more to pay. It opens on
 * the first date with a time the booking can move to, never on a full day.
 */
export function RescheduleSection({ appointment, token, onMoved }: { appointment: ManagedAppointment; token: string; onMoved: (message: string) => void }) {
  const say = useSay();
  // "Please select an appointment slot.": the availability context's words, in the page's language.
  const { selectSlot } = useWords<Pick<typeof AVAILABILITY_MESSAGES, 'selectSlot'>>({ 'en-GB': AVAILABILITY_MESSAGES, cy: AVAILABILITY_MESSAGES_CY });
  const { dateLong, dayOption } = useLondonDates();
  const [dates] = useState(() => londonDateOptions(SEARCH_HORIZON_DAYS));
  const first = useFirstMoveDate(
    appointment.practice.id,
    appointment.startTime,
    dates.map((d) => d.value),
  );
  /** The date the patient picked; until then the first date with free times (today when the search for it failed). */
  const [picked, setPicked] = useState<string>();
  const date = picked ?? (first.isPending ? undefined : (first.data?.date ?? dates[0].value));
  /** Nothing free at the practice within the horizon. */
  const noneSoon = first.isSuccess && first.data === null;
  const times = useFreeTimes(appointment.practice.id, date, appointment.startTime, first.data ?? undefined);
  const [chosen, setChosen] = useState<string>();
  /** `help`: a move that failed for a reason another time does not fix, said with the support line. */
  const [error, setError] = useState<{ text: string; help?: boolean }>();
  const move = useRescheduleAppointment(token, (moved) =>
    onMoved(`${moved.message} ${say(MOVE.newTime, { date: dateLong(moved.startTime), time: formatTime(moved.startTime) })}`),
  );
  const busy = move.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    if (!chosen) {
      setError({ text: selectSlot });
      return;
    }
    move.mutate(chosen, {
      onError: (e) => {
        const taken = e instanceof ApiError && e.status === 409;
        setError({ text: userMessage(e, say(MOVE.failed)), help: !taken });
        // Someone took that time meanwhile: show the date's free times as they are now.
        if (e instanceof ApiError && e.status === 409) {
          setChosen(undefined);
          void times.refetch();
        }
      },
    });
  }

  return (
    <section className="card section-block" aria-labelledby="move-title">
      <h2 id="move-title">{say(MOVE.heading)}</h2>
      <p>{say(MOVE.intro, { practice: appointment.practice.name })}</p>
      {noneSoon && (
        <p className="banner">
          <Trans
            id="manage.move.noneSoon"
            message="No other times are free at {practice} in the next {days} days. Please call us on <0>{phone}</0> and we will help."
            values={{ practice: appointment.practice.name, days: SEARCH_HORIZON_DAYS, phone: SUPPORT_PHONE_DISPLAY }}
            components={{ 0: <a href={`tel:${SUPPORT_PHONE_TEL}`} /> }}
          />
        </p>
      )}
      {!date ? (
        <Spinner label={say(MOVE.finding)} />
      ) : (
        <form onSubmit={submit} noValidate aria-busy={busy}>
          {error && (
            <p className="banner banner--error" role="alert">
              {error.text}
              {error.help && (
                <>
                  {' '}
                  <SupportText />
                </>
              )}
            </p>
          )}
          <div className="field">
            <label htmlFor="move-date">{say(MOVE.date)}</label>
            <select
              id="move-date"
              value={date}
              onChange={(e) => {
                setChosen(undefined);
                setPicked(e.target.value);
              }}
            >
              {dates.map((d, i) => (
                <option key={d.value} value={d.value}>
                  {dayOption(d.value, i === 0)}
                </option>
              ))}
            </select>
          </div>
          {times.isError ? (
            <p className="banner banner--error" role="alert">
              {say(MOVE.timesFailed)}
            </p>
          ) : !times.data || times.isFetching ? (
            <Spinner label={say(MOVE.checking)} />
          ) : times.data.length === 0 ? (
            <p>{say(MOVE.noneOnDate)}</p>
          ) : (
            <fieldset className="slot-group">
              <legend>{say(MOVE.freeTimes)}</legend>
              {times.data.map((s) => (
                <label key={s.id} className={chosen === s.id ? 'slot slot--selected' : 'slot'}>
                  <input type="radio" name="move-slot" value={s.id} checked={chosen === s.id} onChange={() => setChosen(s.id)} />
                  {formatTime(s.startTime)}
                </label>
              ))}
            </fieldset>
          )}
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            {busy ? say(MOVE.moving) : say(MOVE.submit)}
          </button>
        </form>
      )}
    </section>
  );
}
