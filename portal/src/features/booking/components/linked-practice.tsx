import { type RefObject, useEffect } from 'react';
import { Trans } from '@lingui/react';
import { useSay } from '../../../shared/i18n/app-i18n';
import { Later } from '../../../shared/later';
import type { AlternativeOption, PracticeSummary } from '../api/search-practices';
import { dateOptions, type groupSlots } from '../utils/slot-groups';
import { rememberStudio } from '../utils/studio-link';
import { AvailabilityForm } from './availability-form';
import { DateSelect } from './choose-time';
import { FreeTimes } from './free-times';
import { NextAppointment } from './next-appointment';
import { PracticeDetails } from './practice-details';
import { LINKED_PRACTICE, RESULTS, useDates } from './results-messages';
import { TreatmentFees } from './treatment-fees';
import { UrgentHelp } from './urgent-help';

/**
 * The page opened from its link with no search behind it (another device, a shared link, a tab
 * restored without its history): the same practice and date, its times to read, and the lead form
 * (the safety question first, then the search) to book; the search checks this practice first.
 */
export function LinkedPractice({
  practice,
  next,
  noTimeToday,
  date,
  dateNotice,
  onDate,
  message,
  noTimes,
  suggestion,
  onTry,
  nhs111,
  groups,
  headingRef,
  busy,
}: {
  practice: PracticeSummary;
  next: AlternativeOption['nextAvailable'] | undefined;
  noTimeToday: boolean;
  date: string;
  dateNotice: string | undefined;
  onDate: (date: string) => void;
  message: string | undefined;
  noTimes: boolean;
  suggestion: string | undefined;
  onTry: (date: string) => void;
  nhs111: boolean;
  groups: ReturnType<typeof groupSlots>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  busy: boolean;
}) {
  const say = useSay();
  const dates = useDates();
  const options = dateOptions();
  // A link to a practice's times is that practice's booking link for this visit (studio-link.ts).
  useEffect(() => rememberStudio(`?studio=${practice.id}`), [practice.id]);
  return (
    <div className="container page" aria-busy={busy}>
      <h1 ref={headingRef} tabIndex={-1}>
        {say(LINKED_PRACTICE.title)}
      </h1>
      <NextAppointment next={next} practice={practice} knockedOut={false} noTimeToday={noTimeToday} nation={undefined} />
      <div className="availability-grid">
        <div>
          <section className="card" aria-labelledby="times-title">
            <h2 id="times-title">{say(LINKED_PRACTICE.freeTimes, { practice: practice.name })}</h2>
            {message && (
              <p className="error-message" role="alert">
                {message}
              </p>
            )}
            <DateSelect date={date} options={options} today={options[0].value} noTimeToday={noTimeToday} notice={dateNotice} onDate={onDate} />
            {noTimes && (
              <div className="banner">
                <h3>{say(RESULTS.noAppointments)}</h3>
                {suggestion && (
                  <button type="button" className="button button--secondary" onClick={() => onTry(suggestion)}>
                    {say(RESULTS.tryDate, { date: dates.long(`${suggestion}T12:00:00Z`) })}
                  </button>
                )}
                {/* No search, so no postcode of the patient's: all three nations' 111. */}
                <UrgentHelp nhs111={nhs111} nation={undefined} headingLevel={4} />
              </div>
            )}
            <FreeTimes groups={groups} />
            <p>
              <Trans
                id="results.linkedPractice.answerFirst"
                message="<0>To book, answer a few questions first</0>: they make sure a dentist is the right help for you."
                components={{ 0: <a href="#book-here" /> }}
              />
            </p>
          </section>
          {/* Below the times: rendered just after them (shared/later.tsx). */}
          <Later>
            <PracticeDetails practice={practice} />
          </Later>
        </div>
        <div id="book-here">
          <Later>
            <AvailabilityForm heading={say(LINKED_PRACTICE.bookAt, { practice: practice.name })} headingLevel={2} idPrefix="book-here-form" />
          </Later>
        </div>
      </div>
      <Later reserve>
        <TreatmentFees />
      </Later>
    </div>
  );
}
