/** Where Bull Board is mounted (admins only, route-access.ts). */
export const BULL_BOARD_ROUTE = '/admin/queues';
/** The dev inbox page (admins only, never in production). */
export const DEV_INBOX_ROUTE = '/dev/mail';
/** The dev SMS outbox page (admins only, never in production). */
export const DEV_SMS_OUTBOX_ROUTE = '/dev/sms';
