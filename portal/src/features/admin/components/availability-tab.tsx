import { type FormEvent, useEffect, useReducer, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AVAILABILITY_DEFAULTS,
  AVAILABILITY_LABELS as L,
  AVAILABILITY_MESSAGES as M,
  END_HOURS,
  RECURRENCE_DAYS,
  SLOT_DURATIONS_MINUTES,
  START_HOURS,
} from '@contexts/availability/availability.constants';
import { PRACTICE_MESSAGES } from '@contexts/practices/practices.constants';
import { SUCCESS_MESSAGE_MS } from '@contexts/site/site.constants';
import { userMessage } from '../../../shared/api-client';
import { formatDateLong, formatHour12, formatTime, londonToday } from '../../../shared/format';
import { Spinner } from '../../../shared/spinner';
import { useAccessErrors } from '../../../shared/access';
import { useGuardedQuery } from '../../../shared/back-office/use-guarded-query';
import type { SlotPlan } from '../api/admin';
import { gridChanges, hourRange, ISO_WEEKDAYS } from '../utils/availability-grid.rules';
import { dayEditorReducer, EMPTY_DAY } from '../utils/day-editor';
import { ClosuresPanel } from './closures-panel';
import { useSupplyApi } from '../api/supply';
import { MessageBanner, useTimedMessage } from '../../../shared/back-office/timed-message';
import { adminKeys } from '../api/admin';

const LOCKED_LABEL: Record<string, string> = { held: 'Held', booked: 'Booked' };

interface PlanSettings {
  startHour: number;
  endHour: number;
  slotMinutes: number;
  recurring: boolean;
  repeatDays: number;
  weekdays: number[];
}

/** Every practice at once, for the practice pickers (the Practices tab pages instead). */

/**
 * One operative's day as a grid of slots: Generate Slots plans new ones (optionally recurring), a
 * click or Enter/Space toggles Available/Unavailable, Save sends the plan and the changes together.
 */
export function AvailabilityTab() {
  const handleAccess = useAccessErrors();
  const queryClient = useQueryClient();
  // The admin's API, or a practice's staff API with its practice fixed (supply-api.ts): cached apart.
  const supply = useSupplyApi();
  const scope = supply.fixedPracticeId ?? 'every-practice';
  const practicesQuery = useGuardedQuery([...adminKeys.allPractices, scope], supply.practices);
  const practices = practicesQuery.data;
  const loadError = practicesQuery.failed ? PRACTICE_MESSAGES.loadFailed : undefined;
  const [practiceId, setPracticeId] = useState('');
  const [operativeId, setOperativeId] = useState('');
  const [date, setDate] = useState(() => londonToday());
  // The plan's settings, one form: Generate Slots and Save send them together.
  const [settings, setSettings] = useState<PlanSettings>({
    startHour: AVAILABILITY_DEFAULTS.startHour,
    endHour: AVAILABILITY_DEFAULTS.endHour,
    slotMinutes: AVAILABILITY_DEFAULTS.slotMinutes,
    recurring: false,
    repeatDays: AVAILABILITY_DEFAULTS.repeatDays,
    weekdays: [...AVAILABILITY_DEFAULTS.weekdays],
  });
  const { startHour, endHour, slotMinutes, recurring, repeatDays, weekdays } = settings;
  const set = (change: Partial<PlanSettings>) => setSettings((s) => ({ ...s, ...change }));
  const [{ saved, grid, plan }, dispatch] = useReducer(dayEditorReducer, EMPTY_DAY);
  const [formError, setFormError] = useState<string>();
  const flash = useTimedMessage(SUCCESS_MESSAGE_MS);
  const today = londonToday();

  // A practice's staff page: its practice is chosen already.
  useEffect(() => {
    const fixed = practices?.find((p) => p.id === supply.fixedPracticeId);
    if (fixed && !practiceId) {
      setPracticeId(fixed.id);
      setOperativeId(fixed.operatives[0]?.id ?? '');
    }
  }, [practices, practiceId, supply.fixedPracticeId]);

  const practice = practices?.find((p) => p.id === practiceId);
  const selectionComplete = Boolean(practiceId && operativeId && date);

  // The day as the server has it; the grid is this tab's own editable copy of it.
  const dayKey = [...adminKeys.availability, scope, practiceId, operativeId, date];
  const day = useQuery({
    queryKey: dayKey,
    queryFn: () => supply.editorDay(practiceId, operativeId, date),
    enabled: Boolean(selectionComplete && date >= today),
    staleTime: 0,
  });
  const dayLoading = day.isFetching;
  useEffect(() => {
    setFormError(undefined);
    dispatch({ type: 'cleared' });
  }, [practiceId, operativeId, date]);
  useEffect(() => {
    if (day.data) dispatch({ type: 'loaded', slots: day.data.slots });
  }, [day.data]);
  useEffect(() => {
    if (day.error && !handleAccess(day.error)) setFormError(userMessage(day.error, M.generateFailed));
  }, [day.error, handleAccess]);

  const generating = useMutation({
    mutationFn: (p: SlotPlan) => supply.generate(p),
    onSuccess: (result, p) => dispatch({ type: 'generated', plan: p, result }),
    onError: (e) => {
      if (!handleAccess(e)) setFormError(userMessage(e, M.generateFailed));
    },
  });
  const saving = useMutation({
    mutationFn: supply.saveAvailability,
    onSuccess: (result) => {
      queryClient.setQueryData(dayKey, result.day);
      flash.show('success', M.saved);
      // The practices' next available slot may have moved.
      void queryClient.invalidateQueries({ queryKey: adminKeys.practices });
    },
    onError: (e) => {
      if (!handleAccess(e)) setFormError(userMessage(e, M.saveFailed));
      // A slot may have been held meanwhile: show the day as it is now.
      void day.refetch();
    },
  });
  const busy = generating.isPending ? 'generate' : saving.isPending ? 'save' : undefined;

  function currentPlan(): SlotPlan {
    return { date, startHour, endHour, slotMinutes, ...(recurring ? { recurring: { days: repeatDays, weekdays } } : {}) };
  }

  function checkSelection(): boolean {
    if (!selectionComplete) {
      setFormError(M.selectionRequired);
      return false;
    }
    if (date < today) {
      setFormError(M.pastDate);
      return false;
    }
    return true;
  }

  function generate(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    if (!checkSelection()) return;
    if (endHour <= startHour) {
      setFormError('The end time must be after the start time.');
      return;
    }
    generating.mutate(currentPlan());
  }

  function save() {
    setFormError(undefined);
    if (!checkSelection()) return;
    const changes = gridChanges(grid, saved);
    // "Save Recurring Availability" saves the recurring plan even when it was not previewed first.
    const planToSave = plan?.plan ?? (recurring ? currentPlan() : undefined);
    if (!planToSave && changes.length === 0) {
      setFormError('Nothing to save yet: generate slots or change a slot first.');
      return;
    }
    saving.mutate({ practiceId, operativeId, ...(planToSave ?? {}), date, slots: changes });
  }

  if (loadError) {
    return (
      <p className="banner banner--error" role="alert">
        {loadError}
      </p>
    );
  }
  if (!practices) return <Spinner label="Loading practices…" />;

  const pending = gridChanges(grid, saved).length;
  const saveLabel = recurring ? L.saveRecurring : L.save;
  return (
    <div>
      <h2>Availability</h2>
      <form className="form-card admin-form" onSubmit={generate} noValidate aria-busy={busy !== undefined}>
        {formError && (
          <p className="banner banner--error" role="alert">
            {formError}
          </p>
        )}
        <div className="field-grid">
          <div className="field">
            <label htmlFor="availability-practice">Practice</label>
            <select
              id="availability-practice"
              value={practiceId}
              onChange={(e) => {
                setPracticeId(e.target.value);
                const first = practices.find((p) => p.id === e.target.value)?.operatives[0];
                setOperativeId(first?.id ?? '');
              }}
            >
              <option value="">Select a practice</option>
              {practices.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="availability-operative">Operative</label>
            <select id="availability-operative" value={operativeId} onChange={(e) => setOperativeId(e.target.value)} disabled={!practice}>
              <option value="">{practice && !practice.operatives.length ? 'No operatives: add one on Practices' : 'Select an operative'}</option>
              {practice?.operatives.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.displayName}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="availability-date">Date</label>
            <input id="availability-date" type="date" min={today} value={date} onChange={(e) => setDate(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="availability-start">Start time</label>
            <select id="availability-start" value={startHour} onChange={(e) => set({ startHour: Number(e.target.value) })}>
              {hourRange(START_HOURS.min, START_HOURS.max).map((h) => (
                <option key={h} value={h}>
                  {formatHour12(h)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="availability-end">End time</label>
            <select id="availability-end" value={endHour} onChange={(e) => set({ endHour: Number(e.target.value) })}>
              {hourRange(END_HOURS.min, END_HOURS.max).map((h) => (
                <option key={h} value={h}>
                  {formatHour12(h)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="availability-duration">Slot duration</label>
            <select id="availability-duration" value={slotMinutes} onChange={(e) => set({ slotMinutes: Number(e.target.value) })}>
              {SLOT_DURATIONS_MINUTES.map((m) => (
                <option key={m} value={m}>
                  {m} minutes
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="checkbox">
          <input id="availability-recurring" type="checkbox" checked={recurring} onChange={(e) => set({ recurring: e.target.checked })} />
          <label htmlFor="availability-recurring">{L.recurring}</label>
        </div>
        {recurring && (
          <div className="recurring">
            <div className="field">
              <label htmlFor="availability-days">Number of days</label>
              <select id="availability-days" value={repeatDays} onChange={(e) => set({ repeatDays: Number(e.target.value) })}>
                {RECURRENCE_DAYS.map((d) => (
                  <option key={d} value={d}>
                    {d} days
                  </option>
                ))}
              </select>
            </div>
            <fieldset className="fieldset weekdays">
              <legend>On these days</legend>
              {ISO_WEEKDAYS.map((d) => (
                <div className="checkbox" key={d.iso}>
                  <input
                    id={`weekday-${d.iso}`}
                    type="checkbox"
                    checked={weekdays.includes(d.iso)}
                    onChange={(e) => {
                      const on = e.target.checked;
                      setSettings((s) => ({ ...s, weekdays: on ? [...s.weekdays, d.iso].sort() : s.weekdays.filter((x) => x !== d.iso) }));
                    }}
                  />
                  <label htmlFor={`weekday-${d.iso}`}>{d.label}</label>
                </div>
              ))}
            </fieldset>
          </div>
        )}
        <div className="actions">
          <button type="submit" className="button button--secondary" disabled={busy !== undefined} aria-busy={busy === 'generate'}>
            {busy === 'generate' ? 'Generating…' : L.generate}
          </button>
          <button type="button" className="button" onClick={save} disabled={busy !== undefined} aria-busy={busy === 'save'}>
            {busy === 'save' ? 'Saving…' : saveLabel}
          </button>
        </div>
      </form>
      <MessageBanner message={flash.message} />

      {selectionComplete && (
        <section aria-labelledby="grid-title" className="section-block">
          <h3 id="grid-title">Slots on {formatDateLong(`${date}T12:00:00Z`)}</h3>
          <p className="field__hint" aria-live="polite">
            {plan
              ? `Generated ${plan.total} slot${plan.total === 1 ? '' : 's'} over ${plan.days} day${plan.days === 1 ? '' : 's'}; this day is shown. Nothing is saved until you press ${saveLabel}.`
              : pending
                ? `${pending} unsaved change${pending === 1 ? '' : 's'}.`
                : 'Select a slot to make it available or unavailable.'}
          </p>
          {dayLoading ? (
            <Spinner label="Loading slots…" />
          ) : grid.length === 0 ? (
            <p className="empty-state">No slots on this day yet. Choose the hours and press {L.generate}.</p>
          ) : (
            <ul className="slot-grid" aria-label="Slots">
              {grid.map((s) => {
                const state = s.locked ? (LOCKED_LABEL[s.status] ?? 'Taken') : s.available ? L.available : L.unavailable;
                return (
                  <li key={s.startTime}>
                    <button
                      type="button"
                      className={`slot-cell slot-cell--${s.locked ? 'locked' : s.available ? 'available' : 'unavailable'}`}
                      aria-pressed={s.locked ? undefined : s.available}
                      disabled={s.locked}
                      onClick={() => dispatch({ type: 'toggled', startTime: s.startTime })}
                    >
                      <span className="slot-cell__time">
                        {formatTime(s.startTime)}–{formatTime(s.endTime)}
                      </span>{' '}
                      <span className="slot-cell__state">
                        {state}
                        {s.planned ? ' (new)' : ''}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      )}
      <ClosuresPanel practices={practices} />
    </div>
  );
}
