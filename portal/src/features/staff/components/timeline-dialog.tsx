import { userMessage } from '../../../shared/api-client';
import { TimelineList } from '../../../shared/back-office/booking-display';
import { Dialog } from '../../../shared/dialog';
import { Spinner } from '../../../shared/spinner';
import type { StaffAppointment } from '../api/get-practice-day';
import { useTimeline } from '../api/get-timeline';

/** A booking's story from the event log (held, paid, e-mails and texts, confirmed, outcome, refunds). */
export function TimelineDialog({ practiceId, appointment, onClose }: { practiceId: string; appointment: StaffAppointment; onClose: () => void }) {
  const story = useTimeline(practiceId, appointment.id);
  return (
    <Dialog title={`Timeline of ${appointment.reference}`} onClose={onClose}>
      {story.isPending ? (
        <Spinner label="Loading the timeline…" showLabel />
      ) : story.error ? (
        <p className="banner banner--error" role="alert">
          {userMessage(story.error, 'Failed to load the timeline. Please try again.')}
        </p>
      ) : story.data.entries.length === 0 ? (
        <p className="empty-state">Nothing is recorded for this booking yet.</p>
      ) : (
        <TimelineList entries={story.data.entries} />
      )}
      <div className="actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
