import type { Words } from '@contexts/site/languages.constants';
import { SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@contexts/site/site.constants';
import { useWords } from './i18n/app-i18n';

/** Said under every payment or booking failure, with the support line as a tap-to-call link. */
export const SUPPORT_HELP = 'Need help? Call us on';

/**
 * The whole sentence in each language, the number as a link inside it: the words before it and after
 * it (a number mutates nothing, so the Welsh can end with it, as the English does).
 */
const SUPPORT_WORDS: Words<{ before: string; after: string }> = {
  'en-GB': { before: SUPPORT_HELP, after: '.' },
  cy: { before: 'Angen help? Ffoniwch ni ar', after: '.' },
};

/** "Need help? Call us on 0330 088 2211." with the number as a tap-to-call link, inside a sentence. */
export function SupportText() {
  const words = useWords(SUPPORT_WORDS);
  return (
    <>
      {words.before} <a href={`tel:${SUPPORT_PHONE_TEL}`}>{SUPPORT_PHONE_DISPLAY}</a>
      {words.after}
    </>
  );
}
