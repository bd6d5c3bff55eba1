import { type FormEvent, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES } from '@contexts/identity/identity.constants';
import { userMessage } from '../../../shared/api-client';
import { useAccessErrors } from '../../../shared/access';
import { formatDateShort, formatTime } from '../../../shared/format';
import { adminApi, adminKeys, type AdminUser } from '../api/admin';
import { Dialog } from './dialog';
import { CodeField } from './two-step';

/** How the Users tab words an account's two-step verification. */
export const SECOND_FACTOR_TEXT: Record<AdminUser['secondFactor'], string> = {
  on: 'On',
  required: 'Set up at next sign-in',
  off: 'Off',
};

const when = (iso: string) => `${formatDateShort(iso)} ${formatTime(iso)}`;

/** The account's sign-in locks, in words, or nothing when it has none. */
export function lockText(user: Pick<AdminUser, 'signInLockedUntil' | 'codesLockedUntil'>): string[] {
  return [
    ...(user.signInLockedUntil ? [`New browsers locked out until ${when(user.signInLockedUntil)}`] : []),
    ...(user.codesLockedUntil ? [`Codes locked until ${when(user.codesLockedUntil)}`] : []),
  ];
}

export const whoIs = (user: Pick<AdminUser, 'displayName' | 'email'>) => user.displayName || user.email;

/**
 * "Sign-in" of one account (ADR 0043): its two-step state, locks and last sign-in, and the two
 * changes an admin may make to them (reset two-step verification, end a lock-out), each confirmed
 * with a current code from the admin's own app. The server records each and e-mails the owner.
 */
export function SignInCareDialog({ user, me, onClose, onDone }: { user: AdminUser; me: AdminUser | undefined; onClose: () => void; onDone: (text: string) => void }) {
  const queryClient = useQueryClient();
  const handleAccess = useAccessErrors();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const who = whoIs(user);
  const locks = lockText(user);
  const isMe = me?.id === user.id;
  const canConfirm = me?.secondFactor === 'on';
  const act = useMutation({
    mutationFn: ({ action }: { action: 'reset' | 'unlock' }) => (action === 'reset' ? adminApi.resetSecondFactor(user.id, code.trim()) : adminApi.endLockOut(user.id, code.trim())),
    onSuccess: async (_row, { action }) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.users });
      onDone(
        action === 'reset'
          ? `Two-step verification of ${who} was reset: they set it up again at their next sign-in. We e-mailed them.`
          : `The lock-out of ${who} has ended. We e-mailed them.`,
      );
    },
    onError: (e) => {
      if (!handleAccess(e)) setError(userMessage(e, 'That did not work. Please try again.'));
    },
  });
  function run(action: 'reset' | 'unlock') {
    setError(undefined);
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) {
      setError(ACCOUNT_MESSAGES.confirmCodeRequired);
      return;
    }
    act.mutate({ action });
  }
  function submit(event: FormEvent) {
    event.preventDefault();
  }
  return (
    <Dialog title={`Sign-in of ${who}`} onClose={onClose} describedBy="sign-in-care-text">
      <dl className="facts" id="sign-in-care-text">
        <dt>Two-step verification</dt>
        <dd>{SECOND_FACTOR_TEXT[user.secondFactor]}</dd>
        <dt>Locks</dt>
        <dd>{locks.length ? locks.join('. ') : 'None'}</dd>
        <dt>Last sign-in</dt>
        <dd>{user.lastSignInAt ? when(user.lastSignInAt) : 'Never'}</dd>
      </dl>
      {isMe ? (
        <p>{ACCOUNT_MESSAGES.notYourself}</p>
      ) : !canConfirm ? (
        <p className="banner">
          {ACCOUNT_MESSAGES.ownFactorNeeded} Sign out, then choose &ldquo;Set up two-step verification&rdquo; on the sign-in page.
        </p>
      ) : (
        <form onSubmit={submit} noValidate aria-busy={act.isPending}>
          <p>Resetting removes their authenticator and recovery codes and signs them out everywhere; they set it up again at their next sign-in. Ending a lock-out lets them sign in again at once. Either way we e-mail them.</p>
          {error && (
            <p id="sign-in-care-error" className="banner banner--error" role="alert">
              {error}
            </p>
          )}
          <CodeField
            id="sign-in-care-code"
            label="Your current code"
            hint="To confirm, the 6-digit code your authenticator app shows now for your own account."
            value={code}
            onChange={setCode}
            recovery={false}
            describedBy={error ? 'sign-in-care-error' : undefined}
          />
          <div className="actions">
            <button type="button" className="button button--danger" disabled={act.isPending} onClick={() => run('reset')}>
              Reset two-step verification
            </button>
            {locks.length > 0 && (
              <button type="button" className="button" disabled={act.isPending} onClick={() => run('unlock')}>
                End the lock-out
              </button>
            )}
          </div>
        </form>
      )}
      <div className="actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}

/** Disabling asks first: the person is signed out at once and cannot sign in again until enabled. */
export function DisableDialog({ user, onClose, onDone }: { user: AdminUser; onClose: () => void; onDone: (text: string) => void }) {
  const queryClient = useQueryClient();
  const handleAccess = useAccessErrors();
  const who = whoIs(user);
  const disable = useMutation({
    mutationFn: () => adminApi.setDisabled(user.id, true),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.users });
      onDone(`${who} is disabled and signed out.`);
    },
    onError: (e) => handleAccess(e),
  });
  return (
    <Dialog title={`Disable ${who}?`} onClose={onClose} describedBy="disable-text">
      <p id="disable-text">They are signed out at once and cannot sign in until an admin enables the account again.</p>
      {disable.isError && (
        <p className="banner banner--error" role="alert">
          {userMessage(disable.error, 'Failed to disable the account. Please try again.')}
        </p>
      )}
      <div className="actions">
        <button type="button" className="button button--danger" disabled={disable.isPending} aria-busy={disable.isPending} onClick={() => disable.mutate()}>
          Disable account
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
