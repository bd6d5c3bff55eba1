import { NHS_111_TEL, nhs111Services } from '@contexts/search/clinical-safety.constants';
import { nhs111ServicesCy } from '@contexts/search/clinical-safety.cy.constants';
import type { Nation } from '@contexts/postcodes/postcodes.constants';
import { useWords } from '../../../shared/i18n/app-i18n';

/** The 111 services of a nation (all three when it is not known), in the page's language. */
export function useNhs111Services(nation: Nation | null | undefined) {
  return useWords<typeof nhs111Services>({ 'en-GB': nhs111Services, cy: nhs111ServicesCy })(nation);
}

/**
 * The links to the NHS's 111 for the patient's nation: tap-to-call 111 and the nation's service online
 * (and, for Scotland, NHS inform's dental emergencies); where the nation is not known, the number
 * and all three services online, each named with its nation. `callLabel` is the call link's text.
 */
export function Nhs111Links({ nation, callLabel, className }: { nation: Nation | null | undefined; callLabel: string; className?: string }) {
  const services = useNhs111Services(nation);
  return (
    <span className={className ?? 'nhs-111-links'}>
      <a href={`tel:${NHS_111_TEL}`}>{callLabel}</a>
      {services.map((service) => (
        <a key={service.nation} href={service.online.url}>
          {nation ? service.online.label : service.listed}
        </a>
      ))}
      {nation &&
        services.flatMap((service) =>
          service.dental ? [
            <a key={`${service.nation}-dental`} href={service.dental.url}>
              {service.dental.label}
            </a>,
          ] : [],
        )}
    </span>
  );
}
