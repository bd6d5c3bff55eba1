import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BOOKING_MESSAGES } from '@contexts/booking/booking.constants';
import { SUCCESS_MESSAGE_MS } from '@contexts/site/site.constants';
import { ConfirmDialog } from '../../../shared/back-office/booking-display';
import { MessageBanner, useTimedMessage } from '../../../shared/back-office/timed-message';
import { formatDateLong } from '../../../shared/format';
import { confirmAppointment } from '../api/confirm-appointment';
import { practiceDayKey, type StaffAppointment } from '../api/get-practice-day';
import { type Action, AppointmentTable } from './appointment-table';
import { OutcomeDialog } from './outcome-dialog';
import { TimelineDialog } from './timeline-dialog';

/** Today's and the upcoming bookings, with Confirm (the spec's dialog), the outcome after the visit and each booking's timeline. */
export function DayView({ practiceId, practiceName, today, upcoming, date }: { practiceId: string; practiceName: string; today: StaffAppointment[]; upcoming: StaffAppointment[]; date: string }) {
  const queryClient = useQueryClient();
  const flash = useTimedMessage(SUCCESS_MESSAGE_MS * 2);
  const [action, setAction] = useState<Action>();
  const done = (message: string) => {
    setAction(undefined);
    flash.show('success', message);
    void queryClient.invalidateQueries({ queryKey: practiceDayKey(practiceId) });
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
          confirm={(id) => confirmAppointment(practiceId, id)}
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
