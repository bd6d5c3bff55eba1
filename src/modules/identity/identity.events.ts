import type { EventNames, NoPayload } from '../../shared/outbox/domain-event.js';

/** Domain events of the identity context: staff accounts, second factors and patients' sign-in links. */
export interface IdentityEvents {
  /**
   * A patient asked for a one-time sign-in link (commands/sign-in-links.ts). Aggregate `sign_in_link` (its
   * id). Routed to `email`/send-sign-in-link (notifications/jobs/send-sign-in-link.handler.ts).
   */
  SignInLinkRequested: NoPayload;
  /** An account was made: by the CLI, or by accepting an invitation (users.service.ts). Aggregate `app_user`. Audit only. */
  UserCreated: { role: string };
  /** An admin set a new password for an account (users.service.ts). Aggregate `app_user`. Audit only. */
  UserPasswordReset: NoPayload;
  /** An admin changed an account's role (users.service.ts). Aggregate `app_user`. Audit only. */
  UserRoleChanged: { role: string };
  /**
   * A user confirmed their authenticator app (second-factor.service.ts). Aggregate `app_user`.
   * Routed to `email`/send-account-notice: the owner hears of it (as of each event below that says so).
   */
  SecondFactorEnabled: { recoveryCodes: number };
  /** A user signed in with a recovery code (second-factor.service.ts). Aggregate `app_user`. E-mails the owner. */
  RecoveryCodeUsed: NoPayload;
  /** The operator's CLI made a second factor required for an account (src/cli/admin.ts). Aggregate `app_user`. Audit only. */
  SecondFactorRequired: NoPayload;
  /**
   * An admin (Users tab, with their own code) or the operator's CLI removed an account's second
   * factor; it enrols again at its next sign-in (account-care.ts). Aggregate `app_user`; the actor
   * says who. E-mails the owner.
   */
  SecondFactorReset: NoPayload;
  /**
   * A password sign-in from a browser without the account's device cookie, by an account that has
   * signed in before (auth.service.ts). Aggregate `app_user`. E-mails the owner.
   */
  NewDeviceSignIn: { method: 'password' | 'second_factor' };
  /** Too many wrong codes within a day: the code step is locked until `until` (auth.service.ts). Aggregate `app_user`. E-mails the owner. */
  SecondFactorCodesLocked: { until: string };
  /** An admin ended an account's sign-in lock-out (account-care.ts). Aggregate `app_user`; the actor says who. E-mails the owner. */
  SignInLockEnded: NoPayload;
  /** An admin disabled an account; its sessions ended (account-care.ts). Aggregate `app_user`. Audit only. */
  UserDisabled: NoPayload;
  /** An admin enabled a disabled account again (account-care.ts). Aggregate `app_user`. Audit only. */
  UserEnabled: NoPayload;
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
  NewDeviceSignIn: 'NewDeviceSignIn',
  SecondFactorCodesLocked: 'SecondFactorCodesLocked',
  SignInLockEnded: 'SignInLockEnded',
  UserDisabled: 'UserDisabled',
  UserEnabled: 'UserEnabled',
} as const satisfies EventNames<IdentityEvents>;

declare module '../../shared/outbox/domain-event.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DomainEventMap extends IdentityEvents {}
}
