import type { Ref } from 'react';
import { useSay } from '../../../shared/i18n/app-i18n';
import type { AlternativeOption, PracticeSummary } from '../api/search-practices';
import { ALTERNATIVES, RESULTS, useDates } from './results-messages';

/**
 * "Alternative Options" (spec 2): up to 3 other practices, each with its address, distance and next
 * time within 7 days; where that is not known yet, a "Check availability" link that looks it up here,
 * on its card. What a look-up found wrong (nothing in 7 days, a failure) is said on the card pressed.
 */
export function Alternatives({
  alternatives,
  notice,
  noticeRef,
  busy,
  onCheck,
  onChoose,
}: {
  alternatives: AlternativeOption[];
  notice: { practiceId: string; text: string } | undefined;
  noticeRef: Ref<HTMLParagraphElement>;
  busy: boolean;
  onCheck: (practice: PracticeSummary) => void;
  onChoose: (practice: PracticeSummary) => void;
}) {
  const say = useSay();
  const dates = useDates();
  return (
    <section className="section" aria-labelledby="alternatives-title">
      <h2 id="alternatives-title">{say(ALTERNATIVES.title)}</h2>
      {alternatives.length === 0 ? (
        <p>{say(ALTERNATIVES.none)}</p>
      ) : (
        <ul className="cards">
          {alternatives.map((a) => (
            <li key={a.practice.id} id={`alternative-${a.practice.id}`} className="card">
              <h3>{a.practice.name}</h3>
              <p>{[a.practice.address.line1, a.practice.address.line2, a.practice.address.city, a.practice.address.postcode].filter(Boolean).join(', ')}</p>
              <p>{a.practice.distanceKm !== null ? say(RESULTS.distanceKm, { distance: a.practice.distanceKm.toFixed(1) }) : say(RESULTS.distanceUnavailable)}</p>
              {a.nextAvailable ? (
                <p>{say(ALTERNATIVES.nextAvailable, { slot: dates.slotShort(a.nextAvailable.slot.startTime) })}</p>
              ) : (
                <p>
                  {/* Spec 2: a link that looks up this practice's next time, here on its card. */}
                  <a
                    href={`#alternative-${a.practice.id}`}
                    aria-label={say(ALTERNATIVES.checkAvailabilityAt, { practice: a.practice.name })}
                    onClick={(e) => {
                      e.preventDefault();
                      if (!busy) onCheck(a.practice);
                    }}
                  >
                    {say(ALTERNATIVES.checkAvailabilityLink)}
                  </a>
                </p>
              )}
              {notice?.practiceId === a.practice.id && (
                <p ref={noticeRef} tabIndex={-1} className="error-message" role="alert">
                  {notice.text}
                </p>
              )}
              <button type="button" id={`alternative-${a.practice.id}-select`} className="button button--secondary" onClick={() => onChoose(a.practice)} disabled={busy}>
                {say(a.nextAvailable ? ALTERNATIVES.select : ALTERNATIVES.checkAvailabilityButton)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
