import type { Nation } from '@contexts/postcodes/postcodes.constants';
import { memo, type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { formatTime } from '../../../shared/format';
import { useSay } from '../../../shared/i18n/app-i18n';
import { SupportText } from '../../../shared/support-text';
import type { SlotView } from '../api/search-practices';
import { dateOptions, type groupSlots } from '../utils/slot-groups';
import { CHOOSE_TIME, RESULTS, useDates, useSlotGroupLabel } from './results-messages';
import { UrgentHelp } from './urgent-help';

/** Said by "Book Appointment" (disabled) on a date without times, in English (the page's tests compare it). */
export const NO_TIMES_REASON = CHOOSE_TIME.noTimesReason.message;

type SlotGroup = ReturnType<typeof groupSlots>[number];

/**
 * "Choose a time": the date list (today and 13 more), the chosen date's times by part of the day (the
 * page chooses the earliest for the patient), the no-availability panel ("Try {date}", the support
 * line, NHS 111 when it applies) and a bar with the chosen time and "Book Appointment", disabled with
 * its reason on a date without times.
 */
export function ChooseTime({
  message,
  messageHelp = false,
  date,
  noTimeToday,
  dateNotice,
  onDate,
  noTimes,
  suggestion,
  onTry,
  nhs111,
  nation,
  groups,
  selected,
  onSelect,
  robotWidget,
  busy,
  onBook,
}: {
  message: string | undefined;
  /** The message is a booking failure: the support line (tap-to-call) follows it. */
  messageHelp?: boolean;
  date: string;
  /** The practice has no time left today: the list's "Today" says so. */
  noTimeToday: boolean;
  /** A past date replaced by today (spec 5), said by the date list until the patient picks a date. */
  dateNotice: string | undefined;
  onDate: (date: string) => void;
  /** The date's times are known and there are none. */
  noTimes: boolean;
  /** The practice's next available date, offered as "Try {date}". */
  suggestion: string | undefined;
  onTry: (date: string) => void;
  nhs111: boolean;
  /** The searched postcode's nation: whose 111 the panel names. */
  nation: Nation | null | undefined;
  groups: SlotGroup[];
  selected: SlotView | undefined;
  onSelect: (slot: SlotView) => void;
  robotWidget: ReactNode;
  busy: boolean;
  onBook: () => void;
}) {
  const say = useSay();
  const dates = useDates();
  const options = dateOptions();
  const today = options[0].value;
  return (
    <section className="card" aria-labelledby="choose-title">
      <h2 id="choose-title">{say(CHOOSE_TIME.title)}</h2>
      {message && (
        <p className="error-message" role="alert">
          {message}
          {messageHelp && (
            <>
              {' '}
              <SupportText />
            </>
          )}
        </p>
      )}
      <DateSelect date={date} options={options} noTimeToday={noTimeToday} today={today} notice={dateNotice} onDate={onDate} />
      {noTimes && (
        <div className="banner">
          <h3>{say(RESULTS.noAppointments)}</h3>
          {suggestion && (
            <button type="button" className="button button--secondary" onClick={() => onTry(suggestion)}>
              {say(RESULTS.tryDate, { date: dates.long(`${suggestion}T12:00:00Z`) })}
            </button>
          )}
          <UrgentHelp nhs111={nhs111} nation={nation} headingLevel={4} />
        </div>
      )}
      <TimeList groups={groups} selectedId={selected?.id} onSelect={onSelect} />
      {robotWidget && <div className="actions">{robotWidget}</div>}
      {/* The chosen time and "Book Appointment" stay at the bottom of a phone's screen while the times
          scroll; sticky within this card only, so nothing after the card is ever under it. */}
      <div className="book-bar">
        {selected && (
          <p className="book-bar__chosen" role="status">
            {say(CHOOSE_TIME.selected, { date: dates.long(selected.startTime), time: formatTime(selected.startTime) })}
          </p>
        )}
        {noTimes && (
          <p id="book-reason" className="book-reason">
            {say(CHOOSE_TIME.noTimesReason)}
          </p>
        )}
        {/* Disabled with its reason on a date without times: aria-disabled keeps it focusable, so the reason is read with it. */}
        <button
          type="button"
          className="button button--large"
          onClick={onBook}
          disabled={busy}
          aria-disabled={noTimes || undefined}
          aria-describedby={noTimes ? 'book-reason' : undefined}
        >
          {say(CHOOSE_TIME.book)}
        </button>
      </div>
      <div className="actions">
        <Link className="button button--secondary" to="/">
          {say(CHOOSE_TIME.returnHome)}
        </Link>
      </div>
    </section>
  );
}

/**
 * The date's times by part of the day. A choice re-renders only the two times whose state changed
 * (memo, with the page's stable `onSelect` and memoised `groups`): the tap's frame is not spent
 * re-drawing the whole list.
 */
const TimeList = memo(function TimeList({ groups, selectedId, onSelect }: { groups: SlotGroup[]; selectedId: string | undefined; onSelect: (slot: SlotView) => void }) {
  const labelOf = useSlotGroupLabel();
  return groups.map((g) => (
    <fieldset key={g.key} className="slot-group">
      <legend>{labelOf(g)}</legend>
      {g.slots.map((s) => (
        <TimeChoice key={s.id} slot={s} checked={selectedId === s.id} onSelect={onSelect} />
      ))}
    </fieldset>
  ));
});

const TimeChoice = memo(function TimeChoice({ slot, checked, onSelect }: { slot: SlotView; checked: boolean; onSelect: (slot: SlotView) => void }) {
  return (
    <label className={checked ? 'slot slot--selected' : 'slot'}>
      <input type="radio" name="slot" value={slot.id} checked={checked} onChange={() => onSelect(slot)} />
      {formatTime(slot.startTime)}
    </label>
  );
});

/**
 * The date list: 14 London dates, today first ("(no times left)" when the practice has none today).
 * Each option is labelled from its date in the page's language (the options' English labels are the same words).
 */
export function DateSelect({
  date,
  options,
  today,
  noTimeToday,
  notice,
  onDate,
}: {
  date: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  today: string;
  noTimeToday: boolean;
  notice: string | undefined;
  onDate: (date: string) => void;
}) {
  const say = useSay();
  const dates = useDates();
  // The same 14 labels at every tap on the page: made once for the list (the first is today's, as dateOptions says).
  const labels = useMemo(() => options.map((o, i) => dates.option(o.value, i === 0)), [options, dates]);
  return (
    <div className="field">
      <label htmlFor="date-select">{say(CHOOSE_TIME.dateLabel)}</label>
      <select id="date-select" value={date} aria-describedby={notice ? 'date-notice' : undefined} onChange={(e) => onDate(e.target.value)}>
        {options.map((o, i) => (
          <option key={o.value} value={o.value}>
            {o.value === today && noTimeToday ? say(CHOOSE_TIME.noTimesLeftToday, { date: labels[i] }) : labels[i]}
          </option>
        ))}
      </select>
      {notice && (
        <p id="date-notice" className="error-message" role="alert">
          {notice}
        </p>
      )}
    </div>
  );
}
