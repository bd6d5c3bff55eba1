import type { EventNames, NoPayload } from '../../shared/outbox/domain-event.js';

/** Domain events of the identity context: staff accounts, second factors and patients' sign-in links. */
export interface IdentityEvents {
  /**
   * A patient asked for a one-time sign-in link (sign-in-links.ts). Aggregate `sign_in_link` (its
   * id). Routed to `email`/send-sign-in-link (notifications/send-sign-in-link.handler.ts).
   */
  SignInLinkRequested: NoPayload;
  /** An admin created a staff or admin account (users.service.ts). Aggregate `app_user`. Audit only. */
  UserCreated: { role: string };
  /** An admin set a new password for an account (users.service.ts). Aggregate `app_user`. Audit only. */
  UserPasswordReset: NoPayload;
  /** An admin changed an account's role (users.service.ts). Aggregate `app_user`. Audit only. */
  UserRoleChanged: { role: string };
  /** A user confirmed their authenticator app (second-factor.service.ts). Aggregate `app_user`. Audit only. */
  SecondFactorEnabled: { recoveryCodes: number };
  /** A user signed in with a recovery code (second-factor.service.ts). Aggregate `app_user`. Audit only. */
  RecoveryCodeUsed: NoPayload;
  /** The operator's CLI made a second factor required for an account (src/cli/admin.ts). Aggregate `app_user`. Audit only. */
  SecondFactorRequired: NoPayload;
  /** The operator's CLI removed an account's second factor (src/cli/admin.ts). Aggregate `app_user`. Audit only. */
  SecondFactorReset: NoPayload;
}

export const IdentityEvent = {
  SignInLinkRequested: 'SignInLinkRequested',
  UserCreated: 'UserCreated',
  UserPasswordReset: 'UserPasswordReset',
  UserRoleChanged: 'UserRoleChanged',
  SecondFactorEnabled: 'SecondFactorEnabled',
  RecoveryCodeUsed: 'RecoveryCodeUsed',
  SecondFactorRequired: 'SecondFactorRequired',
  SecondFactorReset: 'SecondFactorReset',
} as const satisfies EventNames<IdentityEvents>;

declare module '../../shared/outbox/domain-event.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DomainEventMap extends IdentityEvents {}
}
