import { type FormEvent, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INVITATION_HOURS, INVITATION_MESSAGES } from '@contexts/invitations/invitations.constants';
import { plainMailbox } from '@contexts/notifications/rules/mailbox.rules';
import { ApiError, userMessage } from '../../../shared/api-client';
import { useAccessErrors } from '../../../shared/access';
import { ErrorSummary, TextField } from '../../../shared/back-office/form-fields';
import { formatDateShort, formatTime } from '../../../shared/format';
import { useGuardedQuery } from '../../../shared/back-office/use-guarded-query';
import { adminApi, adminKeys, type AdminInvitation, type PracticeRef } from '../api/admin';
import { Dialog } from './dialog';
import { PracticeChooser } from './user-practices';

const when = (iso: string) => `${formatDateShort(iso)} ${formatTime(iso)}`;
const FIELD_ORDER = ['email', 'role', 'practiceIds'] as const;

/**
 * Invitations in the Users tab (ADR 0043): invite an admin or a member of staff of some practices
 * by e-mail, and the invitations not yet accepted, each sent again (a new link; the old one stops
 * working) or withdrawn.
 */
export function InvitationsPanel({ onMessage }: { onMessage: (kind: 'success' | 'error', text: string) => void }) {
  const queryClient = useQueryClient();
  const handleAccess = useAccessErrors();
  const list = useGuardedQuery(adminKeys.invitations, adminApi.invitations);
  const [inviting, setInviting] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.invitations });
  const resend = useMutation({
    mutationFn: (i: AdminInvitation) => adminApi.resendInvitation(i.id),
    onSuccess: async (_r, i) => {
      await refresh();
      onMessage('success', `A new invitation went to ${i.email}. The link in the earlier one no longer works.`);
    },
    onError: (e) => {
      if (!handleAccess(e)) onMessage('error', userMessage(e, 'Failed to send the invitation again. Please try again.'));
    },
  });
  const withdraw = useMutation({
    mutationFn: (i: AdminInvitation) => adminApi.withdrawInvitation(i.id),
    onSuccess: async (_r, i) => {
      await refresh();
      onMessage('success', `The invitation to ${i.email} is withdrawn: its link no longer works.`);
    },
    onError: (e) => {
      if (!handleAccess(e)) onMessage('error', userMessage(e, 'Failed to withdraw the invitation. Please try again.'));
    },
  });
  const busy = (i: AdminInvitation) => (resend.isPending && resend.variables.id === i.id) || (withdraw.isPending && withdraw.variables.id === i.id);
  const invitations = list.data;
  return (
    <section aria-labelledby="invitations-title" className="invitations">
      <div className="section-head">
        <h3 id="invitations-title">Invitations</h3>
        <button type="button" className="button" onClick={() => setInviting(true)}>
          Invite someone
        </button>
      </div>
      {list.failed ? (
        <p className="banner banner--error" role="alert">
          Failed to load invitations. Please try again.
        </p>
      ) : !invitations ? null : invitations.length === 0 ? (
        <p className="field__hint">No invitations waiting.</p>
      ) : (
        <div className="table-wrap" role="region" aria-label="Invitations waiting" tabIndex={0}>
          <table className="admin-table">
            <caption className="visually-hidden">Invitations waiting ({invitations.length})</caption>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Invited as</th>
                <th scope="col">Sent</th>
                <th scope="col">Link works until</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {invitations.map((i) => (
                <tr key={i.id}>
                  <th scope="row">{i.email}</th>
                  <td>{i.role === 'admin' ? 'Admin' : `Staff of ${i.practices.map((p) => p.name).join(', ')}`}</td>
                  <td>
                    {when(i.sentAt)}
                    {i.invitedBy && <span className="cell-note">by {i.invitedBy}</span>}
                  </td>
                  <td>{i.expired ? <span className="badge badge--amber">Expired</span> : when(i.expiresAt)}</td>
                  <td>
                    <div className="actions actions--tight">
                      <button type="button" className="button button--small button--secondary" disabled={busy(i)} onClick={() => resend.mutate(i)}>
                        Send again <span className="visually-hidden">to {i.email}</span>
                      </button>
                      <button type="button" className="button button--small button--secondary" disabled={busy(i)} onClick={() => withdraw.mutate(i)}>
                        Withdraw <span className="visually-hidden">the invitation to {i.email}</span>
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {inviting && (
        <InviteDialog
          onClose={() => setInviting(false)}
          onSent={async (text) => {
            setInviting(false);
            await refresh();
            onMessage('success', text);
          }}
        />
      )}
    </section>
  );
}

function InviteDialog({ onClose, onSent }: { onClose: () => void; onSent: (text: string) => void }) {
  const handleAccess = useAccessErrors();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'admin' | 'staff'>('staff');
  const [practices, setPractices] = useState<PracticeRef[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  const send = useMutation({
    mutationFn: () => adminApi.invite({ email: email.trim(), role, practiceIds: role === 'staff' ? practices.map((p) => p.id) : [] }),
    onSuccess: (i) => onSent(`Invitation sent to ${i.email}. The link works for ${INVITATION_HOURS} hours.`),
    onError: (e) => {
      if (handleAccess(e)) return;
      if (e instanceof ApiError && e.fields && Object.keys(e.fields).length) {
        setErrors(e.fields);
        setAttempt((n) => n + 1);
      } else setProblem(userMessage(e, 'Failed to send the invitation. Please try again.'));
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(undefined);
    const found: Record<string, string> = {};
    if (!plainMailbox(email)) found.email = INVITATION_MESSAGES.invalidEmail;
    if (role === 'staff' && practices.length === 0) found.practiceIds = INVITATION_MESSAGES.practicesForStaff;
    setErrors(found);
    setAttempt((n) => n + 1);
    if (Object.keys(found).length === 0) send.mutate();
  }
  const idFor = (field: string) => (field === 'practiceIds' ? 'invite-chosen' : `invite-${field}`);
  return (
    <Dialog title="Invite someone" onClose={onClose} describedBy="invite-text">
      <p id="invite-text">
        We e-mail them a link to choose a password. It works once, for {INVITATION_HOURS} hours. Admins and practice staff also set up two-step verification where the site requires it.
      </p>
      <form onSubmit={submit} noValidate aria-busy={send.isPending}>
        <ErrorSummary errors={errors} order={FIELD_ORDER} idFor={idFor} boxRef={summary} attempt={attempt} />
        {problem && (
          <p className="banner banner--error" role="alert">
            {problem}
          </p>
        )}
        <TextField id="invite-email" label="Email" type="email" required autoComplete="off" spellCheck={false} value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
        <fieldset className="field" id="invite-role">
          <legend>Invite as</legend>
          <div className="radios__item">
            <input id="invite-role-staff" type="radio" name="invite-role" checked={role === 'staff'} onChange={() => setRole('staff')} />
            <label htmlFor="invite-role-staff">Practice staff: the appointments and day of the practices you choose</label>
          </div>
          <div className="radios__item">
            <input id="invite-role-admin" type="radio" name="invite-role" checked={role === 'admin'} onChange={() => setRole('admin')} />
            <label htmlFor="invite-role-admin">Admin: every practice, every booking, users and settings</label>
          </div>
        </fieldset>
        {role === 'staff' && <PracticeChooser idPrefix="invite" chosen={practices} onChange={setPractices} emptyText="No practices chosen yet." error={errors.practiceIds} />}
        <div className="actions">
          <button type="submit" className="button" disabled={send.isPending} aria-busy={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send invitation'}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
