import { Text } from '@react-email/text';
import type { Nation } from '../../postcodes/postcodes.constants.js';
import type { Locale } from '../../site/languages.constants.js';
import { bookingMailWords } from './booking-mail.words.js';
import { emailText } from './email-layout.js';

/**
 * Safety-netting in a patient's e-mail: before an appointment, what to do if it gets worse (999, and
 * the 111 service of the patient's nation); after a cancellation, where urgent dental care is. The
 * clinical module's words, or their Welsh mirror's, unchanged.
 */
export function UrgentCareNote({ nation, after, locale }: { nation: Nation | null | undefined; after: 'booked' | 'cancelled'; locale?: Locale }) {
  const words = bookingMailWords(locale).urgentCare;
  if (after === 'cancelled') return <Text style={emailText}>{words.afterCancelling(nation)}</Text>;
  return (
    <Text style={emailText}>
      <strong>{words.worseHeading}</strong>
      <br />
      {words.worseEmergency} {words.worseAdvice(nation)}
    </Text>
  );
}
