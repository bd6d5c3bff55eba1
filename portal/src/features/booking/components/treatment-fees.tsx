import { memo } from 'react';
import { TREATMENT_FEES } from '@contexts/booking/booking-fees.constants';
import { TREATMENT_FEES_CY } from '@contexts/booking/booking-fees.cy.constants';
import { formatPounds } from '../../../shared/format';
import { useSay, useWords } from '../../../shared/i18n/app-i18n';
import { TREATMENT_FEES_WORDS as W } from './results-messages';

/** The treatment fees block (spec 2) with "Continue with booking", which goes back to the top (memo: it never changes). */
export const TreatmentFees = memo(function TreatmentFees() {
  const say = useSay();
  const fees = useWords<typeof TREATMENT_FEES>({ 'en-GB': TREATMENT_FEES, cy: TREATMENT_FEES_CY });
  return (
    <section id="treatment-fees" className="section" aria-labelledby="fees-title">
      <h2 id="fees-title">{say(W.title)}</h2>
      <ul>
        {fees.map((t) => (
          <li key={t.name}>
            {t.name} {formatPounds(t.pricePence)}: {t.items.join(', ')}
          </li>
        ))}
      </ul>
      <a href="#main" onClick={() => window.scrollTo(0, 0)}>
        {say(W.continue)}
      </a>
    </section>
  );
});
