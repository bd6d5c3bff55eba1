import { memo } from 'react';
import { TREATMENT_FEES } from '@contexts/booking/booking-fees.constants';
import { formatPounds } from '../../../shared/format';

/** The treatment fees block (spec 2) with "Continue with booking", which goes back to the top (memo: it never changes). */
export const TreatmentFees = memo(function TreatmentFees() {
  return (
    <section id="treatment-fees" className="section" aria-labelledby="fees-title">
      <h2 id="fees-title">Treatment fees</h2>
      <ul>
        {TREATMENT_FEES.map((t) => (
          <li key={t.name}>
            {t.name} {formatPounds(t.pricePence)}: {t.items.join(', ')}
          </li>
        ))}
      </ul>
      <a href="#main" onClick={() => window.scrollTo(0, 0)}>
        Continue with booking
      </a>
    </section>
  );
});
