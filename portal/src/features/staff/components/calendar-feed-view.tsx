import { useState } from 'react';
import { userMessage } from '../../../shared/api-client';
import { formatDateShort } from '../../../shared/format';
import { Spinner } from '../../../shared/spinner';
import { useCalendarFeed, useChangeCalendarFeed } from '../api/calendar-feed';

/** The practice's secret calendar address: created or rotated here, shown once, switched off here. */
export function CalendarFeedView({ practiceId }: { practiceId: string }) {
  const feed = useCalendarFeed(practiceId);
  const [shown, setShown] = useState<{ url?: string; message?: string }>();
  const rotate = useChangeCalendarFeed(practiceId, 'rotate', (result) => setShown({ url: 'url' in result ? result.url : undefined, message: result.message }));
  const revoke = useChangeCalendarFeed(practiceId, 'revoke', (result) => setShown({ message: result.message }));
  const error = rotate.error ?? revoke.error;
  return (
    <section aria-labelledby="staff-calendar">
      <h2 id="staff-calendar">Calendar feed</h2>
      <p>
        Subscribe to your practice&apos;s bookings in Outlook or Google Calendar. The feed shows each booking&apos;s time, reference and the patient&apos;s first
        name, never their health details. Anyone with the address can read it: keep it private, and make a new one if it may have been shared.
      </p>
      {shown?.message && (
        <p className="banner" role="status">
          {shown.message}
        </p>
      )}
      {error && (
        <p className="banner banner--error" role="alert">
          {userMessage(error, 'We could not change the calendar feed. Please try again.')}
        </p>
      )}
      {shown?.url && (
        <div className="field">
          <label htmlFor="calendar-feed-url">Calendar address (shown once)</label>
          <input id="calendar-feed-url" type="text" readOnly value={shown.url} onFocus={(e) => e.currentTarget.select()} />
        </div>
      )}
      {feed.isError ? (
        <p className="banner banner--error" role="alert">
          {userMessage(feed.error, 'We could not load the calendar feed. Please try again.')}
        </p>
      ) : !feed.data ? (
        <Spinner label="Loading the calendar feed…" />
      ) : (
        <>
          <p>{feed.data.active && feed.data.createdAt ? `The feed is on (address made ${formatDateShort(feed.data.createdAt)}).` : 'The feed is off.'}</p>
          <div className="actions">
            <button type="button" className="button" onClick={() => rotate.mutate()} disabled={rotate.isPending} aria-busy={rotate.isPending}>
              {feed.data.active ? 'Make a new address' : 'Turn on the calendar feed'}
            </button>
            {feed.data.active && (
              <button type="button" className="button button--secondary" onClick={() => revoke.mutate()} disabled={revoke.isPending} aria-busy={revoke.isPending}>
                Turn off the calendar feed
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
