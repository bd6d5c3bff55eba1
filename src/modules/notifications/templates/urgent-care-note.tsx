import { Text } from '@react-email/text';
import type { Nation } from '../../postcodes/postcodes.constants.js';
import { URGENT_CARE_AFTER_CANCELLING, WORSE_BEFORE_APPOINTMENT } from '../../search/clinical-safety.constants.js';
import { emailText } from './email-layout.js';

/**
 * Safety-netting in a patient's e-mail: before an appointment, what to do if it gets worse (999, and
 * the 111 service of the patient's nation); after a cancellation, where urgent dental care is.
 */
export function UrgentCareNote({ nation, after }: { nation: Nation | null | undefined; after: 'booked' | 'cancelled' }) {
  if (after === 'cancelled') return <Text style={emailText}>{URGENT_CARE_AFTER_CANCELLING.advice(nation)}</Text>;
  return (
    <Text style={emailText}>
      <strong>{WORSE_BEFORE_APPOINTMENT.heading}</strong>
      <br />
      {WORSE_BEFORE_APPOINTMENT.emergency} {WORSE_BEFORE_APPOINTMENT.advice(nation)}
    </Text>
  );
}
