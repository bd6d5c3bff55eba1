/** What an anonymised record shows instead of the patient's name (anonymised_at is the real marker). */
export const ANONYMISED_NAME = 'Anonymised';

/** Rows changed per transaction by the retention job, so no sweep holds locks for long. */
export const RETENTION_BATCH_SIZE = 500;

/** The retention job's BullMQ job scheduler: every day at 03:30 London time (quiet hours). */
export const RETENTION_SCHEDULER_ID = 'anonymise-patient-data';
export const RETENTION_SCHEDULE = { pattern: '30 3 * * *', tz: 'Europe/London' } as const;

/**
 * Sign-in links (an e-mail address each) are deleted this long after they expire: a link is spent after
 * 15 minutes; a month of them is kept for investigating abuse of the "e-mail me a link" form.
 */
export const SIGN_IN_LINK_RETENTION_DAYS = 30;
