import { type FormEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { type AppointmentOutcome, BOOKING_MESSAGES, OUTCOME_MESSAGES, PAYMENT_STATUS_EXPLAINED } from '@contexts/booking/booking.constants';
import { ADMIN_ACCESS_MESSAGES } from '@contexts/identity/identity.constants';
import { SUCCESS_MESSAGE_MS } from '@contexts/site/site.constants';
import { userMessage } from '../../shared/api-client';
import { formatDateLong, formatDateShort, formatTime } from '../../shared/format';
import { paths } from '../../shared/paths';
import { useSession } from '../../shared/session';
import { Spinner } from '../../shared/spinner';
import { useDocumentTitle } from '../../shared/use-document-title';
import { Dialog } from './dialog';
import { AdminAccessContext, accessProblem } from './admin-access';
import { ConfirmDialog, paymentBadgeClass, PROCESSING_POLL_MS } from './appointments-tab';
import { TimelineList } from './appointment-page';
import { AvailabilityTab } from './availability-tab';
import { TextField } from './form-fields';
import { SupplyApiContext } from './supply-api';
import { MessageBanner, useTimedMessage } from './use-timed-message';
import { type StaffAppointment, staffApi, staffSupplyApi } from './staff-api';

const NOT_STAFF = 'You are not staff of this practice.';
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const OUTCOME_LABEL: Record<AppointmentOutcome, string> = { attended: 'Attended', no_show: 'Did not attend', cancelled_by_practice: 'Cancelled by the practice' };

/** The signed-in user, or where to send them: shared by both staff pages. */
function useSignedIn(redirectTo: string) {
  const { status, user, refresh } = useSession();
  useEffect(() => {
    void refresh();
  }, [refresh]);
  if (status !== 'ready') return { state: 'checking' as const };
  if (!user) return { state: 'redirect' as const, element: <Navigate to={paths.login.getHref()} replace state={{ redirectTo }} /> };
  return { state: 'ready' as const, user };
}

/** /staff: the practices a user is staff of; with one, straight to its day. */
export function StaffHomePage() {
  useDocumentTitle('Your practices');
  const session = useSignedIn(paths.staff.getHref());
  const practices = useQuery({ queryKey: ['staff', 'practices'], queryFn: staffApi.myPractices, enabled: session.state === 'ready' });
  if (session.state === 'checking') return <Spinner fullPage label="Checking your access…" />;
  if (session.state === 'redirect') return session.element;
  const list = practices.data?.practices;
  if (list?.length === 1) return <Navigate to={paths.staffDay.getHref(list[0].id)} replace />;
  return (
    <div className="container page">
      <h1>Your practices</h1>
      {practices.isError ? (
        <p className="banner banner--error" role="alert">
          {userMessage(practices.error, 'We could not load your practices. Please try again.')}
        </p>
      ) : !list ? (
        <Spinner label="Loading your practices…" />
      ) : list.length === 0 ? (
        <p>You are not staff of any practice yet. Ask an administrator to add you to your practice.</p>
      ) : (
        <ul className="link-list">
          {list.map((p) => (
            <li key={p.id}>
              <Link to={paths.staffDay.getHref(p.id)}>
                {p.name}, {p.city}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const VIEWS = [
  { key: 'day', label: 'Appointments' },
  { key: 'availability', label: 'Availability and closures' },
  { key: 'operatives', label: 'Operatives' },
  { key: 'calendar', label: 'Calendar feed' },
] as const;
type View = (typeof VIEWS)[number]['key'];

/**
 * /staff/:practiceId: the practice's own day (issue 20). Today's and upcoming bookings with Confirm
 * (the spec's dialog) and the outcome after the visit; the practice's availability and closures
 * (the admin's components, practice fixed); its operatives; its calendar feed. The server checks
 * the practice on every call; a 403 shows "not staff", a 401 goes back to sign-in.
 */
export function StaffDayPage() {
  const { practiceId = '' } = useParams();
  const [params] = useSearchParams();
  const requested = params.get('view');
  const view: View = VIEWS.some((v) => v.key === requested) ? (requested as View) : 'day';
  const session = useSignedIn(paths.staffDay.getHref(practiceId));
  const refresh = useSession((s) => s.refresh);
  const signOut = useSession((s) => s.signOut);
  const navigate = useNavigate();
  const [denied, setDenied] = useState(false);
  const day = useQuery({
    queryKey: ['staff', practiceId, 'day'],
    queryFn: () => staffApi.day(practiceId),
    enabled: session.state === 'ready',
    // While a capture runs in the payment queue, the day re-reads itself.
    refetchInterval: (query) =>
      [...(query.state.data?.today ?? []), ...(query.state.data?.upcoming ?? [])].some(
        (a) => a.paymentStatus === 'processing' || (a.status === 'confirmed' && a.paymentStatus === 'authorized'),
      )
        ? PROCESSING_POLL_MS
        : false,
  });
  const practice = day.data?.practice;
  useDocumentTitle(denied ? ADMIN_ACCESS_MESSAGES.denied : practice ? `${VIEWS.find((v) => v.key === view)!.label} – ${practice.name}` : 'Practice day');

  const handleAccess = useCallback(
    (error: unknown) => {
      const problem = accessProblem(error);
      if (problem === 'forbidden') setDenied(true);
      if (problem === 'signed-out') void refresh();
      return problem !== undefined;
    },
    [refresh],
  );
  useEffect(() => {
    if (day.error) handleAccess(day.error);
  }, [day.error, handleAccess]);

  if (session.state === 'checking') return <Spinner fullPage label="Checking your access…" />;
  if (session.state === 'redirect') return session.element;
  if (denied) {
    return (
      <div className="container narrow page">
        <h1>{ADMIN_ACCESS_MESSAGES.denied}</h1>
        <p>{NOT_STAFF}</p>
        <p>
          <Link to={paths.staff.getHref()}>Your practices</Link>
        </p>
      </div>
    );
  }

  async function logout() {
    await signOut();
    navigate(paths.login.getHref());
  }

  return (
    <AdminAccessContext.Provider value={handleAccess}>
      <div className="container page admin-page">
        <div className="admin-header">
          <h1>{practice?.name ?? 'Your practice'}</h1>
          <button type="button" className="button button--secondary button--small" onClick={logout}>
            Sign out
          </button>
        </div>
        <nav aria-label="Practice sections">
          <ul className="actions toolbar">
            {VIEWS.map((v) => (
              <li key={v.key}>
                <Link
                  to={v.key === 'day' ? paths.staffDay.getHref(practiceId) : `${paths.staffDay.getHref(practiceId)}?view=${v.key}`}
                  className={`button button--small${v.key === view ? '' : ' button--secondary'}`}
                  aria-current={v.key === view ? 'page' : undefined}
                >
                  {v.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {day.isError && !accessProblem(day.error) ? (
          <p className="banner banner--error" role="alert">
            {userMessage(day.error, BOOKING_MESSAGES.loadFailed)}
          </p>
        ) : !day.data || !practice ? (
          <Spinner label="Loading the practice's day…" />
        ) : view === 'day' ? (
          <DayView practiceId={practiceId} practiceName={practice.name} today={day.data.today} upcoming={day.data.upcoming} date={day.data.date} />
        ) : view === 'availability' ? (
          <AvailabilityView practice={practice} />
        ) : view === 'operatives' ? (
          <OperativesView practiceId={practiceId} />
        ) : (
          <CalendarFeedView practiceId={practiceId} />
        )}
      </div>
    </AdminAccessContext.Provider>
  );
}

type Action = { kind: 'confirm' | 'timeline' | AppointmentOutcome; appointment: StaffAppointment };

function DayView({ practiceId, practiceName, today, upcoming, date }: { practiceId: string; practiceName: string; today: StaffAppointment[]; upcoming: StaffAppointment[]; date: string }) {
  const queryClient = useQueryClient();
  const flash = useTimedMessage(SUCCESS_MESSAGE_MS * 2);
  const [action, setAction] = useState<Action>();
  const done = (message: string) => {
    setAction(undefined);
    flash.show('success', message);
    void queryClient.invalidateQueries({ queryKey: ['staff', practiceId, 'day'] });
  };
  return (
    <div>
      <MessageBanner message={flash.message} />
      <section aria-labelledby="staff-today">
        <h2 id="staff-today">Today, {formatDateLong(date)}</h2>
        <AppointmentTable caption={`Today's appointments (${today.length})`} rows={today} onAction={setAction} empty="No appointments today." />
      </section>
      <section aria-labelledby="staff-upcoming">
        <h2 id="staff-upcoming">Upcoming</h2>
        <AppointmentTable caption={`Upcoming appointments (${upcoming.length})`} rows={upcoming} onAction={setAction} empty="No upcoming appointments in the next two weeks." />
      </section>
      {action?.kind === 'confirm' && (
        <ConfirmDialog
          appointment={{ ...action.appointment, practice: { name: practiceName } }}
          confirm={(id) => staffApi.confirm(practiceId, id)}
          onClose={() => setAction(undefined)}
          onConfirmed={() => done(BOOKING_MESSAGES.confirmSuccess)}
        />
      )}
      {action?.kind === 'timeline' && <TimelineDialog practiceId={practiceId} appointment={action.appointment} onClose={() => setAction(undefined)} />}
      {action && action.kind !== 'confirm' && action.kind !== 'timeline' && (
        <OutcomeDialog practiceId={practiceId} outcome={action.kind} appointment={action.appointment} onClose={() => setAction(undefined)} onRecorded={done} />
      )}
    </div>
  );
}

function AppointmentTable({ caption, rows, onAction, empty }: { caption: string; rows: StaffAppointment[]; onAction: (a: Action) => void; empty: string }) {
  if (!rows.length) return <p className="empty-state">{empty}</p>;
  return (
    <div className="table-wrap">
      <table className="admin-table admin-table--actions table--cards-wide">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Patient</th>
            <th scope="col">Issue</th>
            <th scope="col">Appointment Status</th>
            <th scope="col">Payment Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((a) => (
            <tr key={a.id}>
              <td data-label="Time">
                {formatDateShort(a.startTime)}
                <br />
                {formatTime(a.startTime)}–{formatTime(a.endTime)}
                {a.operative && <span className="cell-note">With {a.operative}</span>}
              </td>
              <th scope="row" data-label="Patient">
                {a.patient.name}
                <span className="cell-note">
                  <a href={`tel:${a.patient.phone.replace(/\s+/g, '')}`}>{a.patient.phone}</a>
                </span>
                <span className="cell-note">Ref {a.reference}</span>
              </th>
              <td data-label="Issue">{a.issue || 'Not given'}</td>
              <td data-label="Appointment Status">
                <span className={a.status === 'confirmed' ? 'badge badge--green' : 'badge'}>{capitalise(a.status)}</span>
                {a.outcome && <span className="cell-note">{OUTCOME_LABEL[a.outcome]}</span>}
                {!a.outcome && a.status === 'cancelled' && <span className="cell-note">Cancelled{a.cancelledBy === 'patient' ? ' by the patient' : ''}</span>}
              </td>
              <td data-label="Payment Status">
                <span className={paymentBadgeClass(a.paymentStatus)}>{capitalise(a.paymentStatus)}</span>
                <span className="cell-note">{PAYMENT_STATUS_EXPLAINED[a.paymentStatus] ?? ''}</span>
              </td>
              <td data-label="Actions">
                <div className="actions actions--stack">
                  {a.canConfirm && (
                    <button type="button" className="button button--small" onClick={() => onAction({ kind: 'confirm', appointment: a })}>
                      Confirm <span className="visually-hidden">the appointment of {a.patient.name}</span>
                    </button>
                  )}
                  {a.canRecordAttendance && (
                    <>
                      <button type="button" className="button button--small" onClick={() => onAction({ kind: 'attended', appointment: a })}>
                        Attended <span className="visually-hidden">: {a.patient.name}</span>
                      </button>
                      <button type="button" className="button button--small button--secondary" onClick={() => onAction({ kind: 'no_show', appointment: a })}>
                        No-show <span className="visually-hidden">: {a.patient.name}</span>
                      </button>
                    </>
                  )}
                  {a.canCancel && (
                    <button type="button" className="button button--small button--secondary" onClick={() => onAction({ kind: 'cancelled_by_practice', appointment: a })}>
                      Cancel for the practice <span className="visually-hidden">: {a.patient.name}</span>
                    </button>
                  )}
                  <button type="button" className="button button--small button--secondary" onClick={() => onAction({ kind: 'timeline', appointment: a })}>
                    Timeline <span className="visually-hidden">of {a.patient.name}'s booking</span>
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A booking's story from the event log (held, paid, e-mails and texts, confirmed, outcome, refunds). */
function TimelineDialog({ practiceId, appointment, onClose }: { practiceId: string; appointment: StaffAppointment; onClose: () => void }) {
  const story = useQuery({ queryKey: ['staff', practiceId, 'timeline', appointment.id], queryFn: () => staffApi.timeline(practiceId, appointment.id), staleTime: 0 });
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

const OUTCOME_DIALOG: Record<AppointmentOutcome, { title: string; text: (name: string) => string; button: string }> = {
  attended: { title: 'Record attendance', text: (name) => `Record that ${name} attended. This cannot be changed afterwards.`, button: 'Record attended' },
  no_show: {
    title: 'Record a no-show',
    text: (name) => `Record that ${name} did not attend. The booking fee is kept, as the booking terms say. This cannot be changed afterwards.`,
    button: 'Record no-show',
  },
  cancelled_by_practice: {
    title: 'Cancel for the practice',
    text: (name) => `Cancel ${name}'s booking. The patient gets the booking fee back in full and an e-mail saying the practice had to cancel. This cannot be undone.`,
    button: 'Cancel booking and refund',
  },
};

function OutcomeDialog({
  practiceId,
  outcome,
  appointment,
  onClose,
  onRecorded,
}: {
  practiceId: string;
  outcome: AppointmentOutcome;
  appointment: StaffAppointment;
  onClose: () => void;
  onRecorded: (message: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const texts = OUTCOME_DIALOG[outcome];
  const cancelling = outcome === 'cancelled_by_practice';
  const record = useMutation({
    mutationFn: () => staffApi.recordOutcome(practiceId, appointment.id, outcome, cancelling ? reason.trim() : undefined),
    onSuccess: (result) => onRecorded(result.message),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (cancelling && !reason.trim()) {
      setFieldError(OUTCOME_MESSAGES.reasonRequired);
      return;
    }
    setFieldError(undefined);
    record.mutate();
  }
  const textId = `outcome-text-${appointment.id}`;
  return (
    <Dialog title={texts.title} onClose={onClose} describedBy={textId}>
      <p id={textId}>
        {formatDateShort(appointment.startTime)} {formatTime(appointment.startTime)}, {appointment.reference}. {texts.text(appointment.patient.name)}
      </p>
      <form onSubmit={submit} noValidate aria-busy={record.isPending}>
        {record.isError && (
          <p className="banner banner--error" role="alert">
            {userMessage(record.error, 'We could not record this. Please try again.')}
          </p>
        )}
        {cancelling && (
          <TextField id="outcome-reason" label="Reason (for the patient)" required value={reason} maxLength={200} error={fieldError} onChange={(e) => setReason(e.target.value)} />
        )}
        <div className="actions">
          <button type="submit" className={`button${cancelling ? ' button--danger' : ''}`} disabled={record.isPending} aria-busy={record.isPending}>
            {record.isPending ? 'Saving…' : texts.button}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {cancelling ? 'Keep booking' : 'Cancel'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** The admin's Availability tab (with its closures panel), pointed at this practice's staff routes. */
function AvailabilityView({ practice }: { practice: { id: string; name: string } }) {
  const queryClient = useQueryClient();
  const supply = useMemo(
    () => staffSupplyApi(practice, () => queryClient.fetchQuery({ queryKey: ['staff', practice.id, 'operatives'], queryFn: () => staffApi.operatives(practice.id) })),
    [practice, queryClient],
  );
  return (
    <SupplyApiContext.Provider value={supply}>
      <AvailabilityTab />
    </SupplyApiContext.Provider>
  );
}

function OperativesView({ practiceId }: { practiceId: string }) {
  const queryClient = useQueryClient();
  const operatives = useQuery({ queryKey: ['staff', practiceId, 'operatives'], queryFn: () => staffApi.operatives(practiceId) });
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const flash = useTimedMessage(SUCCESS_MESSAGE_MS);
  const add = useMutation({
    mutationFn: () => staffApi.addOperative(practiceId, { displayName: name.trim(), email: email.trim() }),
    onSuccess: (op) => {
      setName('');
      setEmail('');
      flash.show('success', `${op.displayName} added.`);
      return queryClient.invalidateQueries({ queryKey: ['staff', practiceId, 'operatives'] });
    },
  });
  return (
    <section aria-labelledby="staff-operatives">
      <h2 id="staff-operatives">Operatives</h2>
      <MessageBanner message={flash.message} />
      {operatives.isError ? (
        <p className="banner banner--error" role="alert">
          {userMessage(operatives.error, 'We could not load the operatives. Please try again.')}
        </p>
      ) : !operatives.data ? (
        <Spinner label="Loading operatives…" />
      ) : operatives.data.length === 0 ? (
        <p className="empty-state">No operatives yet.</p>
      ) : (
        <ul>
          {operatives.data.map((o) => (
            <li key={o.id}>
              {o.displayName}
              {o.email ? ` (${o.email})` : ''}
            </li>
          ))}
        </ul>
      )}
      <form
        className="form-card admin-form"
        noValidate
        aria-labelledby="add-operative-title"
        aria-busy={add.isPending}
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate();
        }}
      >
        <h3 id="add-operative-title">Add an operative</h3>
        {add.isError && (
          <p className="banner banner--error" role="alert">
            {userMessage(add.error, 'We could not add the operative. Please try again.')}
          </p>
        )}
        <TextField id="operative-name" label="Name" required value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
        <TextField id="operative-email" label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <button type="submit" className="button" disabled={add.isPending} aria-busy={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add operative'}
        </button>
      </form>
    </section>
  );
}

/** The practice's secret calendar address: created or rotated here, shown once, switched off here. */
function CalendarFeedView({ practiceId }: { practiceId: string }) {
  const queryClient = useQueryClient();
  const key = ['staff', practiceId, 'calendar-feed'];
  const feed = useQuery({ queryKey: key, queryFn: () => staffApi.feed(practiceId) });
  const [shown, setShown] = useState<{ url?: string; message?: string }>();
  const rotate = useMutation({
    mutationFn: () => staffApi.rotateFeed(practiceId),
    onSuccess: (result) => {
      setShown({ url: result.url, message: result.message });
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const revoke = useMutation({
    mutationFn: () => staffApi.revokeFeed(practiceId),
    onSuccess: (result) => {
      setShown({ message: result.message });
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
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
