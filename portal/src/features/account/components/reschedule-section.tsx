import { type FormEvent, useState } from 'react';
import { AVAILABILITY_MESSAGES } from '@contexts/availability/availability.constants';
import { SEARCH_HORIZON_DAYS } from '@contexts/search/search.constants';
import { SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@contexts/site/site.constants';
import { ApiError, userMessage } from '../../../shared/api-client';
import { formatDateLong, formatTime, londonDateOptions } from '../../../shared/format';
import { Spinner } from '../../../shared/spinner';
import { SupportText } from '../../../shared/support-text';
import type { ManagedAppointment } from '../api/get-managed-appointment';
import { useFirstMoveDate } from '../api/get-first-move-date';
import { useFreeTimes } from '../api/get-free-times';
import { useRescheduleAppointment } from '../api/reschedule-appointment';

/**
 * "Move your appointment": another free time at the same practice, nothing more to pay. It opens on
 * the first date with a time the booking can move to, never on a full day.
 */
export function RescheduleSection({ appointment, token, onMoved }: { appointment: ManagedAppointment; token: string; onMoved: (message: string) => void }) {
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
  const move = useRescheduleAppointment(token, (moved) => onMoved(`${moved.message} New time: ${formatDateLong(moved.startTime)} at ${formatTime(moved.startTime)}.`));
  const busy = move.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    if (!chosen) {
      setError({ text: AVAILABILITY_MESSAGES.selectSlot });
      return;
    }
    move.mutate(chosen, {
      onError: (e) => {
        const taken = e instanceof ApiError && e.status === 409;
        setError({ text: userMessage(e, 'We could not move your appointment. Please try again.'), help: !taken });
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
      <h2 id="move-title">Move your appointment</h2>
      <p>Choose another time at {appointment.practice.name}. There is nothing more to pay.</p>
      {noneSoon && (
        <p className="banner">
          No other times are free at {appointment.practice.name} in the next {SEARCH_HORIZON_DAYS} days. Please call us on{' '}
          <a href={`tel:${SUPPORT_PHONE_TEL}`}>{SUPPORT_PHONE_DISPLAY}</a> and we will help.
        </p>
      )}
      {!date ? (
        <Spinner label="Finding the next free times…" />
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
            <label htmlFor="move-date">Date</label>
            <select
              id="move-date"
              value={date}
              onChange={(e) => {
                setChosen(undefined);
                setPicked(e.target.value);
              }}
            >
              {dates.map((d) => (
                <option key={d.value} value={d.value}>
                  {d.label}
                </option>
              ))}
            </select>
          </div>
          {times.isError ? (
            <p className="banner banner--error" role="alert">
              Failed to check availability for the selected date. Please try again.
            </p>
          ) : !times.data || times.isFetching ? (
            <Spinner label="Checking free times…" />
          ) : times.data.length === 0 ? (
            <p>No other times are free on this date. Please choose another date.</p>
          ) : (
            <fieldset className="slot-group">
              <legend>Free times</legend>
              {times.data.map((s) => (
                <label key={s.id} className={chosen === s.id ? 'slot slot--selected' : 'slot'}>
                  <input type="radio" name="move-slot" value={s.id} checked={chosen === s.id} onChange={() => setChosen(s.id)} />
                  {formatTime(s.startTime)}
                </label>
              ))}
            </fieldset>
          )}
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            {busy ? 'Moving your appointment…' : 'Move my appointment'}
          </button>
        </form>
      )}
    </section>
  );
}
