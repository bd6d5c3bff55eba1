import { SupportText } from '../../../shared/support-text';
import type { useAlert } from './payment-outcome';

/** The support line as a paragraph of its own, under a failure's reason. */
export function SupportLine() {
  return (
    <p className="support-line">
      <SupportText />
    </p>
  );
}

/**
 * A failure of the payment step (declined card, failed or unfinished bank check, hold run out,
 * checkout failed): the reason, then the support line, in a box that takes focus (useAlert).
 */
export function PaymentAlert({ alert }: { alert: ReturnType<typeof useAlert> }) {
  if (!alert.message) return null;
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={alert.ref}>
      <p>{alert.message}</p>
      <SupportLine />
    </div>
  );
}
