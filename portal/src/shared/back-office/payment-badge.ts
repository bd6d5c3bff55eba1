/** While a capture runs in the payment queue a list of bookings re-reads itself this often. */
export const PROCESSING_POLL_MS = 3000;

/** A payment status's badge in the back office's lists (the admin's and the practice staff's). */
export function paymentBadgeClass(status: string): string {
  if (status === 'completed') return 'badge badge--green';
  if (status === 'processing') return 'badge badge--blue';
  if (status === 'authorized') return 'badge badge--amber';
  if (status === 'failed') return 'badge badge--red';
  return 'badge';
}
