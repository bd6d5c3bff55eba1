import type { EventNames } from '../../shared/outbox/domain-event.js';

/** Domain events of the privacy context: audit records that never hold patient data. */
export interface PrivacyEvents {
  /**
   * One retention batch ran (anonymise-patient-data.handler.ts): counts and the cutoff only. Aggregate
   * `privacy` (id `retention`). Audit only.
   */
  PatientDataAnonymised: {
    cutoff: string;
    retentionDays: number;
    appointments: number;
    holds: number;
    mails: number;
    signInLinks: number;
    waitlistRequests: number;
    texts: number;
    shortLinks: number;
  };
  /**
   * A subject-access export was run (subject-access-export.ts): who ran it and how much it held, never
   * whose data. Aggregate `privacy` (id `subject-access`). Audit only.
   */
  SubjectAccessExported: {
    byPhone: boolean;
    account: number;
    appointments: number;
    holds: number;
    emails: number;
    signInLinks: number;
    waitlist: number;
    waitlistRequests: number;
    events: number;
  };
}

export const PrivacyEvent = {
  PatientDataAnonymised: 'PatientDataAnonymised',
  SubjectAccessExported: 'SubjectAccessExported',
} as const satisfies EventNames<PrivacyEvents>;

declare module '../../shared/outbox/domain-event.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DomainEventMap extends PrivacyEvents {}
}
