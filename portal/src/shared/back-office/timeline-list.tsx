import { formatDateShort, formatTime } from '../format';

/** One line of a booking's story (the admin's and the staff's timeline routes). */
export interface TimelineEntry {
  at: string;
  atLondon: string;
  type: string;
  label: string;
  actor: string;
}

/** A booking's story, oldest first: when, what and who (the admin's page and the staff's dialog). */
export function TimelineList({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className="timeline">
      {entries.map((e, i) => (
        <li key={`${e.at}-${i}`} className="timeline__entry">
          <time dateTime={e.at}>
            {formatDateShort(e.atLondon)} {formatTime(e.atLondon)}
          </time>{' '}
          <strong>{e.label}</strong> <span className="cell-note">by {e.actor}</span>
        </li>
      ))}
    </ol>
  );
}
