import { SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@contexts/site/site.constants';

/** Said under every payment or booking failure, with the support line as a tap-to-call link. */
export const SUPPORT_HELP = 'Need help? Call us on';

/** "Need help? Call us on 0330 088 2211." with the number as a tap-to-call link, inside a sentence. */
export function SupportText() {
  return (
    <>
      {SUPPORT_HELP} <a href={`tel:${SUPPORT_PHONE_TEL}`}>{SUPPORT_PHONE_DISPLAY}</a>.
    </>
  );
}
