import { type FormEvent, useEffect, useState } from 'react';
import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import {
  ADMIN_CANCEL_TEXTS,
  ADMIN_APPOINTMENT_TEXTS as T,
  ADMIN_PAYMENT_STATUSES,
  ADMIN_SEARCH_TEXTS as S,
  APPOINTMENT_FILTERS,
  type AppointmentFilter,
  BOOKING_MESSAGES as M,
  PAYMENT_STATUS_BADGE,
  PAYMENT_STATUS_EXPLAINED,
} from '@contexts/booking/booking.constants';
import { SUCCESS_MESSAGE_MS } from '@contexts/site/site.constants';
import { userMessage } from '../../../shared/api-client';
import { formatDateShort, formatTime } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import { Spinner } from '../../../shared/spinner';
import { accessProblem, useAccessErrors } from '../../../shared/access';
import { adminApi, type AdminAppointment, adminKeys, type AppointmentPage } from '../api/admin';
import { canCancel, canConfirm, confirmRefusal, NOT_BOOKED_LABEL, notBookedReason, shownPaymentStatus } from '../utils/appointment-rules';
import { apiQuery, isNarrowed, paramsWithSearch, searchFromParams } from '../utils/appointment-search';
import { MessageBanner, useTimedMessage } from '../../../shared/back-office/timed-message';
import { WaitlistPanel } from './waitlist-panel';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { ConfirmDialog, PatientAndBooker, patientNameOf, paymentBadgeClass, PROCESSING_POLL_MS } from '../../../shared/back-office/booking-display';
import { SMS_LIST_LABELS, type SmsListStatus } from '@contexts/sms/sms.constants';

/** The confirmation text's badge on the patient's cell. */
const SMS_BADGE_CLASS: Record<Exclude<SmsListStatus, null>, string> = {
  sent: 'badge sms-badge',
  delivered: 'badge badge--green sms-badge',
  failed: 'badge badge--red sms-badge',
  'opted-out': 'badge sms-badge',
};

const FILTER_LABEL: Record<string, string> = { all: 'All', pending: 'Pending', confirmed: 'Confirmed', cancelled: 'Cancelled', completed: 'Completed' };
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** The payment filter's choices, in words an admin searches by (the badges keep the statuses' names). */
const PAYMENT_OPTION_LABEL: Record<(typeof ADMIN_PAYMENT_STATUSES)[number], string> = {
  pending: 'Not paid yet',
  authorized: 'Card authorised (fee held)',
  processing: 'Capture in progress',
  completed: 'Paid (fee taken)',
  failed: 'Payment failed',
  refunded: 'Refunded to the patient (fee taken, part or all given back)',
  part_captured: 'Part kept, the rest released (held fee)',
  released: 'Released (held fee, nothing taken)',
  lapsed: 'Authorisation lapsed (nothing taken)',
};

const isProcessing = (rows: AdminAppointment[]) => rows.some((r) => r.paymentStatus === 'processing' || (r.status === 'confirmed' && r.paymentStatus === 'authorized'));

/**
 * Appointments newest first, one server page at a time (Load more), searched and filtered with the
 * filters in the URL; Confirm (pending with the fee held or taken, as the server accepts) captures
 * the held fee through the payment queue. A table on a laptop, cards below 1000 px.
 */
export function AppointmentsTab() {
  const handleAccess = useAccessErrors();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const search = searchFromParams(params);
  const query = apiQuery(search);
  const [confirming, setConfirming] = useState<AdminAppointment>();
  const [cancelling, setCancelling] = useState<AdminAppointment>();
  const flash = useTimedMessage(SUCCESS_MESSAGE_MS);

  const list = useInfiniteQuery({
    queryKey: [...adminKeys.appointments, query.toString()],
    queryFn: ({ pageParam }) => adminApi.appointments(query, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: (q) => (isProcessing(q.state.data?.pages.flatMap((p) => p.items) ?? []) ? PROCESSING_POLL_MS : false),
  });
  // An access error takes the whole dashboard elsewhere (the effect); it is not this list's failure to show.
  const accessError = list.error && accessProblem(list.error) !== undefined;
  useEffect(() => {
    if (list.error) handleAccess(list.error);
  }, [list.error, handleAccess]);

  const rows = list.data?.pages.flatMap((p) => p.items);
  const processing = rows ? isProcessing(rows) : false;
  const status = search.status;
  const refreshing = list.isFetching && !list.isFetchingNextPage;

  const show = (change: Parameters<typeof paramsWithSearch>[1]) => setParams(paramsWithSearch(params, change), { replace: true, preventScrollReset: true });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    show({ q: text('q'), from: text('from'), to: text('to'), paymentStatus: text('paymentStatus') });
  }

  const practiceName = search.practiceId ? rows?.find((r) => r.practice.id === search.practiceId)?.practice.name : undefined;
  const emptyText = isNarrowed(search) ? S.noMatch : APPOINTMENT_FILTERS.includes(status as AppointmentFilter) ? T.empty(status as AppointmentFilter) : S.noMatch;

  return (
    <div>
      <h2>Appointments</h2>
      <div className="actions toolbar" role="group" aria-label="Show appointments">
        {APPOINTMENT_FILTERS.map((f) => (
          <button key={f} type="button" className={`button button--small${f === status ? '' : ' button--secondary'}`} aria-pressed={f === status} onClick={() => show({ status: f })}>
            {FILTER_LABEL[f]}
          </button>
        ))}
        <button type="button" className="button button--small button--secondary" onClick={() => void list.refetch()} disabled={refreshing} aria-busy={refreshing}>
          {refreshing ? 'Refreshing…' : T.refresh}
        </button>
        <a className="button button--small button--secondary" href={`/api/admin/appointments.csv?${query}`} download>
          {S.downloadCsv}
        </a>
      </div>

      <form role="search" aria-label="Search appointments" className="search-filters" onSubmit={submit} key={params.toString()}>
        <div className="field">
          <label htmlFor="appointment-q">{S.searchLabel}</label>
          <p className="field__hint" id="appointment-q-hint">
            {S.searchHint}
          </p>
          <input id="appointment-q" name="q" type="search" defaultValue={search.q} maxLength={100} aria-describedby="appointment-q-hint" autoComplete="off" spellCheck={false} />
        </div>
        <div className="field">
          <label htmlFor="appointment-from">{S.from}</label>
          <input id="appointment-from" name="from" type="date" defaultValue={search.from} />
        </div>
        <div className="field">
          <label htmlFor="appointment-to">{S.to}</label>
          <input id="appointment-to" name="to" type="date" defaultValue={search.to} />
        </div>
        <div className="field">
          <label htmlFor="appointment-payment">{S.payment}</label>
          <select id="appointment-payment" name="paymentStatus" defaultValue={search.paymentStatus}>
            <option value="">All</option>
            {ADMIN_PAYMENT_STATUSES.map((p) => (
              <option key={p} value={p}>
                {PAYMENT_OPTION_LABEL[p]}
              </option>
            ))}
          </select>
        </div>
        <div className="actions">
          <button type="submit" className="button button--small">
            {S.search}
          </button>
          {isNarrowed(search) && (
            <button type="button" className="button button--small button--secondary" onClick={() => show({ q: '', from: '', to: '', paymentStatus: '', practiceId: '' })}>
              {S.clear}
            </button>
          )}
        </div>
      </form>
      {search.practiceId && (
        <p className="filter-chip">
          {S.practiceFilter(practiceName ?? 'the chosen practice')}{' '}
          <button type="button" className="button button--small button--secondary" onClick={() => show({ practiceId: '' })}>
            Show every practice
          </button>
        </p>
      )}

      <MessageBanner message={flash.message} />
      {list.error && !accessError && !rows ? (
        <div className="banner banner--error" role="alert">
          <p>{userMessage(list.error, M.loadFailed)}</p>
          {/* A search the server refused (too short, a changed link) needs a new search, not another try. */}
          {userMessage(list.error, '') === '' && (
            <button type="button" className="button button--small" onClick={() => void list.refetch()}>
              Try again
            </button>
          )}
        </div>
      ) : !rows ? (
        <Spinner label="Loading appointments…" />
      ) : rows.length === 0 ? (
        <p className="empty-state">{emptyText}</p>
      ) : (
        <div className="table-wrap" role="region" aria-label="Appointments" tabIndex={0}>
          <table className="admin-table admin-table--actions table--cards-wide">
            <caption className="visually-hidden">
              {FILTER_LABEL[status]} appointments ({rows.length}
              {list.hasNextPage ? ' shown, more to load' : ''}){processing ? ', updating while payments are captured' : ''}
            </caption>
            <thead>
              <tr>
                <th scope="col">Patient</th>
                <th scope="col">Practice</th>
                <th scope="col">Date &amp; Time</th>
                <th scope="col">Service</th>
                <th scope="col">Appointment Status</th>
                <th scope="col">Payment Status</th>
                <th scope="col">Created</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((a) => (
                <AppointmentRow
                  key={a.id}
                  a={a}
                  listSearch={`?${params}`}
                  onlyPracticeHref={`?${paramsWithSearch(params, { practiceId: a.practice.id })}`}
                  filtered={search.practiceId === a.practice.id}
                  onConfirm={() => setConfirming(a)}
                  onCancel={() => setCancelling(a)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {rows && list.error && !accessError && (
        <p className="banner banner--error" role="alert">
          {userMessage(list.error, M.loadFailed)}
        </p>
      )}
      {list.hasNextPage && (
        <div className="actions">
          <button type="button" className="button button--secondary" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage} aria-busy={list.isFetchingNextPage}>
            {list.isFetchingNextPage ? 'Loading…' : S.loadMore}
          </button>
        </div>
      )}
      <p className="visually-hidden" role="status">
        {rows && !list.isFetching ? `${rows.length} appointment${rows.length === 1 ? '' : 's'} shown${list.hasNextPage ? ', more to load' : ''}.` : ''}
      </p>
      <WaitlistPanel />
      {cancelling && (
        <CancelBookingDialog
          booking={cancelling}
          onClose={() => setCancelling(undefined)}
          onCancelled={(result) => {
            setCancelling(undefined);
            flash.show('success', ADMIN_CANCEL_TEXTS.done(cancelling.reference, result.explanation));
            void queryClient.invalidateQueries({ queryKey: adminKeys.appointments });
            void queryClient.invalidateQueries({ queryKey: adminKeys.appointmentStory(cancelling.id) });
          }}
        />
      )}
      {confirming && (
        <ConfirmDialog
          appointment={confirming}
          confirm={adminApi.confirmAppointment}
          onClose={() => setConfirming(undefined)}
          onConfirmed={(result) => {
            setConfirming(undefined);
            // Spec 4: the list shows processing at once (a held fee is now being captured); the poll picks up the queue's result.
            queryClient.setQueriesData<InfiniteData<AppointmentPage>>({ queryKey: adminKeys.appointments }, (data) =>
              data && {
                ...data,
                pages: data.pages.map((page) => ({
                  ...page,
                  items: page.items.map((r) => (r.id === result.id ? { ...r, status: 'confirmed', paymentStatus: result.paymentStatus === 'completed' ? 'completed' : 'processing' } : r)),
                })),
              },
            );
            flash.show('success', M.confirmSuccess);
            void queryClient.invalidateQueries({ queryKey: adminKeys.appointments });
          }}
        />
      )}
    </div>
  );
}

function AppointmentRow({
  a,
  listSearch,
  onlyPracticeHref,
  filtered,
  onConfirm,
  onCancel,
}: {
  a: AdminAppointment;
  listSearch: string;
  onlyPracticeHref: string;
  filtered: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const payment = shownPaymentStatus(a);
  const refusal = confirmRefusal(a);
  const notBooked = notBookedReason(a);
  const cancellable = canCancel(a);
  return (
    <tr>
      <th scope="row" data-label="Patient">
        <PatientAndBooker patient={a.patient} bookedFor={a.bookedFor} />
        <span className="cell-note">{a.patient.email ?? 'No e-mail'}</span>
        <span className="cell-note">{a.patient.phone}</span>
        {a.smsStatus && <span className={SMS_BADGE_CLASS[a.smsStatus]}>{SMS_LIST_LABELS[a.smsStatus]}</span>}
      </th>
      <td data-label="Practice">
        {a.practice.name}
        <span className="cell-note">
          Ref{' '}
          <Link to={paths.adminAppointment.getHref(a.id)} state={{ listSearch }}>
            {a.reference}
            <span className="visually-hidden"> (details and timeline)</span>
          </Link>
        </span>
        {!filtered && (
          <span className="cell-note">
            <Link to={onlyPracticeHref} replace preventScrollReset>
              {S.onlyPractice}
              <span className="visually-hidden"> ({a.practice.name})</span>
            </Link>
          </span>
        )}
      </td>
      <td data-label="Date & Time">
        {formatDateShort(a.startTime)}
        <br />
        {formatTime(a.startTime)}–{formatTime(a.endTime)}
      </td>
      <td data-label="Service">{a.service}</td>
      <td data-label="Appointment Status">
        {notBooked ? (
          // An attempt, not a booking: said once, with why, never as "Pending".
          <>
            <span className="badge badge--red">{NOT_BOOKED_LABEL}</span>
            <span className="cell-note">{notBooked}</span>
          </>
        ) : (
          <span className={a.status === 'confirmed' ? 'badge badge--green' : 'badge'}>{capitalise(a.status)}</span>
        )}
      </td>
      <td data-label="Payment Status">
        <span className={paymentBadgeClass(payment)}>{PAYMENT_STATUS_BADGE[payment] ?? capitalise(payment)}</span>
        {/* What happened to the fee in the patient's words ("£19.50 kept, £19.50 released"): never "Refunded" for a held fee. */}
        {a.payment?.label && <span className="cell-note">{a.payment.label}</span>}
        <span className="cell-note">{PAYMENT_STATUS_EXPLAINED[payment] ?? ''}</span>
        {a.paymentError && <span className="cell-note">{a.paymentError}</span>}
        {a.captureAtRisk && <span className="cell-note cell-note--warning">{T.atRisk}</span>}
      </td>
      <td data-label="Created">{formatDateShort(a.createdAt)}</td>
      <td data-label="Actions">
        {notBooked ? (
          <span className="cell-note">{refusal ?? 'Ended: nothing was booked.'}</span>
        ) : canConfirm(a) ? (
          <button type="button" className="button button--small" onClick={onConfirm}>
            {T.confirm}
            {' '}<span className="visually-hidden">the appointment of {patientNameOf(a)}</span>
          </button>
        ) : refusal ? (
          <span className="cell-note">{refusal}</span>
        ) : a.status === 'confirmed' ? (
          <span className="confirmed-note">
            {T.confirmed}
            {a.paymentStatus === 'completed' && (
              <>
                <br />
                <strong>{T.paymentProcessed}</strong>
              </>
            )}
          </span>
        ) : a.status === 'cancelled' ? (
          <span className="cell-note">
            Cancelled{a.cancelledBy === 'patient' ? ' by the patient' : ''}
            {a.cancelledAt ? ` on ${formatDateShort(a.cancelledAt)}` : ''}
            {a.cancellationReason ? `. Reason given: ${a.cancellationReason}` : ''}
          </span>
        ) : null}
        {/* A live booking can be cancelled for the patient or for the practice (the dialog asks which). */}
        {cancellable && (
          <div className="row-action">
            <button type="button" className="button button--small button--secondary" onClick={onCancel}>
              {ADMIN_CANCEL_TEXTS.action}{' '}
              <span className="visually-hidden">
                {a.reference} of {patientNameOf(a)}
              </span>
            </button>
          </div>
        )}
      </td>
    </tr>
  );
}
