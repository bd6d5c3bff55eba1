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

/** The audit event of one retention batch: counts and the cutoff only, never patient data. */
export const PATIENT_DATA_ANONYMISED = 'PatientDataAnonymised';
/** The audit event of a subject-access export: who ran it and how much it held, never whose data. */
export const SUBJECT_ACCESS_EXPORTED = 'SubjectAccessExported';
