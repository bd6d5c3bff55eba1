import { useEffect, useRef, useState } from 'react';
import { Trans } from '@lingui/react';
import { Link, useSearchParams } from 'react-router';
import { MANAGE_MESSAGES } from '@contexts/booking/booking.constants';
import { MANAGE_MESSAGES_CY } from '@contexts/booking/booking.cy.constants';
import { type PaymentStatus, paymentWording } from '@contexts/booking/rules/payment-wording.rules';
import { paymentWordingCy } from '@contexts/booking/rules/payment-wording.cy.rules';
import { SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@contexts/site/site.constants';
import { userMessage } from '../../shared/api-client';
import { formatTime } from '../../shared/format';
import { useLocale, useSay, useWords } from '../../shared/i18n/app-i18n';
import type { Locale } from '../../shared/i18n/locales';
import { paths } from '../../shared/paths';
import { useSiteSettings } from '../../shared/site-settings';
import { Spinner } from '../../shared/spinner';
import { useDocumentTitle } from '../../shared/use-document-title';
import { DirectionsLink } from '../../shared/directions-link';
import { type ManagedAppointment, useManagedAppointment } from './api/get-managed-appointment';
import { CancelSection } from './components/cancel-section';
import { LanguageSection } from './components/language-section';
import { RescheduleSection } from './components/reschedule-section';
import { useLondonDates } from '../../shared/i18n/use-london-dates';
import { ACCOUNT, MANAGE } from './messages';

/**
 * Where the fee stands: in English the api's words, or the same function's from the booking's own
 * fields; in Welsh the Welsh function's from those fields (the api words it in English).
 */
function feeSentence(a: ManagedAppointment, locale: Locale): string {
  const facts = {
    paymentStatus: a.paymentStatus as PaymentStatus,
    appointmentStatus: a.status,
    feePence: a.amountPence,
    refundedPence: a.refundedPence,
    refundDuePence: a.refundDuePence,
    capturedPence: a.capturedPence,
    releasedPence: a.releasedPence,
  };
  return locale === 'cy' ? paymentWordingCy(facts).sentence : (a.payment?.sentence ?? paymentWording(facts).sentence);
}

/**
 * /appointments/manage?token=…: the page the booking e-mails and texts link to. A patient who booked
 * without an account sees the booking, moves it to another free time at the same practice, or
 * cancels it with what happens to the fee shown before they commit. A cancelled booking stays
 * readable from the same link: what happened to it and to the fee, with no change or cancel.
 */
export function ManageAppointmentPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const booking = useManagedAppointment(token);
  const say = useSay();
  // The language of the e-mails and texts can be chosen only while Welsh is offered (WELSH_PAGES).
  const welshPages = useSiteSettings((s) => s.settings?.welshPages === true);
  const locale = useLocale();
  const manageWords = useWords({ 'en-GB': MANAGE_MESSAGES, cy: MANAGE_MESSAGES_CY });
  const { dateLong } = useLondonDates();
  /** What the last move or cancellation said, once the booking has been read again. */
  const [notice, setNotice] = useState<string[]>();
  const noticeRef = useRef<HTMLDivElement>(null);
  useDocumentTitle(say(MANAGE.title));

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const failure = !token ? manageWords.linkInvalid : booking.isError ? userMessage(booking.error, say(MANAGE.loadFailed)) : undefined;
  if (failure) {
    return (
      <div className="container narrow page">
        <h1>{say(MANAGE.title)}</h1>
        <p className="banner banner--error" role="alert">
          {failure}
        </p>
        <p>
          <Trans
            id="manage.callOrBook"
            message="Call us on <0>{phone}</0>, or <1>book a new appointment</1>."
            values={{ phone: SUPPORT_PHONE_DISPLAY }}
            components={{ 0: <a href={`tel:${SUPPORT_PHONE_TEL}`} />, 1: <Link to={paths.home.getHref()} /> }}
          />
        </p>
      </div>
    );
  }
  if (!booking.data) return <Spinner fullPage label={say(MANAGE.loading)} />;
  const a = booking.data;
  return (
    <div className="container narrow page">
      <h1>{say(MANAGE.title)}</h1>
      {notice && (
        <div ref={noticeRef} className="banner banner--success" role="status" tabIndex={-1}>
          {notice.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      <section className="card section-block" aria-labelledby="booking-title">
        <h2 id="booking-title">{say(MANAGE.yourBooking)}</h2>
        <dl className="summary">
          <dt>{say(MANAGE.reference)}</dt>
          <dd>{a.reference}</dd>
          <dt>{say(ACCOUNT.status)}</dt>
          <dd>
            {a.booked === false ? (
              say(MANAGE.notBooked)
            ) : (
              <>
                <strong>{a.state.label}</strong>. {a.state.sentence}
                {a.state.moved && <> {a.state.moved}</>}
                {/* Why the practice, or we for the patient, cancelled: as the e-mail says it. */}
                {a.state.reason && <span className="cancellation-reason">{a.state.reason}</span>}
              </>
            )}
          </dd>
          <dt>{say(MANAGE.dateAndTime)}</dt>
          <dd>{say(MANAGE.when, { date: dateLong(a.startTime), time: formatTime(a.startTime) })}</dd>
          <dt>{say(ACCOUNT.practice)}</dt>
          <dd>
            {a.practice.name}
            <br />
            {[a.practice.address.line1, a.practice.address.line2, a.practice.address.city, a.practice.address.postcode].filter(Boolean).join(', ')}
            <br />
            <a href={`tel:${a.practice.phone.replace(/\s+/g, '')}`}>{a.practice.phone}</a>
            <br />
            <DirectionsLink practice={a.practice} />
          </dd>
          {/* Held, paid, being refunded or refunded with the amount: the words of the e-mails and texts. */}
          <dt>{say(ACCOUNT.bookingFee)}</dt>
          <dd>{feeSentence(a, locale)}</dd>
        </dl>
      </section>
      {a.canChange ? (
        <>
          {/* A moved booking opens the section afresh, on the first date free for its new time. */}
          <RescheduleSection key={a.startTime} appointment={a} token={token} onMoved={(message) => setNotice([message])} />
          <CancelSection appointment={a} token={token} onCancelled={setNotice} />
          {welshPages && <LanguageSection appointment={a} token={token} />}
        </>
      ) : a.status === 'cancelled' ? (
        // No dead end: a way on from a cancelled booking.
        <p>
          {manageWords.bookAgain} <Link to={paths.home.getHref()}>{say(MANAGE.bookNew)}</Link>
        </p>
      ) : (
        a.changeRefusal && <p className="banner">{a.changeRefusal}</p>
      )}
      <p>
        <Link to={paths.home.getHref()}>{say(ACCOUNT.returnHome)}</Link>
      </p>
    </div>
  );
}
