import { type FormEvent, useDeferredValue, useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userMessage } from '../../../shared/api-client';
import { useAccessErrors } from '../../../shared/access';
import { Dialog } from './dialog';
import { adminApi, adminKeys, type AdminUser, type PracticeRef } from '../api/admin';

/**
 * The Users tab's "Practices" cell: which practices the user is staff of, and a dialog
 * to change them. Staff sign in at /login and land on their practice's day.
 */
export function UserPracticesCell({ user }: { user: AdminUser }) {
  const handleAccess = useAccessErrors();
  const staff = useQuery({ queryKey: adminKeys.staff, queryFn: adminApi.staffMembership });
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    if (staff.error) handleAccess(staff.error);
  }, [staff.error, handleAccess]);
  const practices = staff.data?.find((s) => s.userId === user.id)?.practices ?? [];
  const who = user.displayName || user.email;
  return (
    <>
      {staff.isPending ? '…' : practices.length ? practices.map((p) => p.name).join(', ') : 'None'}{' '}
      <button type="button" className="button button--small button--secondary" onClick={() => setEditing(true)} disabled={!staff.data}>
        Practices <span className="visually-hidden">of {who}</span>
      </button>
      {editing && <PracticesDialog user={user} current={practices} onClose={() => setEditing(false)} />}
    </>
  );
}

function PracticesDialog({ user, current, onClose }: { user: AdminUser; current: PracticeRef[]; onClose: () => void }) {
  const queryClient = useQueryClient();
  const handleAccess = useAccessErrors();
  const [chosen, setChosen] = useState<PracticeRef[]>(current);
  const save = useMutation({
    mutationFn: () => adminApi.setStaffPractices(user.id, chosen.map((p) => p.id)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.staff });
      onClose();
    },
    onError: (e) => handleAccess(e),
  });
  const who = user.displayName || user.email;
  const removing = current.some((p) => !chosen.some((c) => c.id === p.id));
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }
  return (
    <Dialog title={`Practices of ${who}`} onClose={onClose} describedBy="user-practices-text">
      <p id="user-practices-text">Staff of a practice see its appointments, confirm them and record outcomes, and manage its operatives, availability and closures.</p>
      <form onSubmit={submit} noValidate aria-busy={save.isPending}>
        {save.isError && (
          <p className="banner banner--error" role="alert">
            {userMessage(save.error, 'Failed to save the practices. Please try again.')}
          </p>
        )}
        <PracticeChooser idPrefix="staff" chosen={chosen} onChange={setChosen} emptyText="No practices: this user is not staff." />
        {removing && <p className="field__hint">Taking a practice away signs {who} out everywhere at once.</p>}
        <div className="actions">
          <button type="submit" className="button" disabled={save.isPending} aria-busy={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save practices'}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * The practices chosen, and a search (name, city or postcode) to add more: the Practices dialog and
 * an invitation's form both choose practices with it.
 */
export function PracticeChooser({
  idPrefix,
  chosen,
  onChange,
  emptyText,
  error,
}: {
  idPrefix: string;
  chosen: PracticeRef[];
  onChange: (next: PracticeRef[]) => void;
  emptyText: string;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const options = useQuery({ queryKey: [...adminKeys.staff, 'options', q], queryFn: () => adminApi.staffPracticeOptions(q) });
  const toggle = (p: PracticeRef, on: boolean) => onChange(on ? [...chosen.filter((x) => x.id !== p.id), p] : chosen.filter((x) => x.id !== p.id));
  const more = (options.data ?? []).filter((p) => !chosen.some((c) => c.id === p.id));
  return (
    <>
      <fieldset className={`field${error ? ' field--error' : ''}`} id={`${idPrefix}-chosen`} aria-describedby={error ? `${idPrefix}-chosen-error` : undefined}>
        <legend>Staff of</legend>
        {error && (
          <p id={`${idPrefix}-chosen-error`} className="error-message">
            <span className="visually-hidden">Error:</span> {error}
          </p>
        )}
        {chosen.length === 0 && <p className="field__hint">{emptyText}</p>}
        {chosen.map((p) => (
          <div className="checkbox" key={p.id}>
            <input id={`${idPrefix}-of-${p.id}`} type="checkbox" checked onChange={(e) => toggle(p, e.target.checked)} />
            <label htmlFor={`${idPrefix}-of-${p.id}`}>{p.name}</label>
          </div>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${idPrefix}-practice-search`}>Find a practice by name, city or postcode</label>
        <input id={`${idPrefix}-practice-search`} type="search" value={search} maxLength={100} onChange={(e) => setSearch(e.target.value)} />
      </div>
      <fieldset className="field" aria-busy={options.isFetching}>
        <legend>Add</legend>
        {options.isError ? (
          <p role="alert">{userMessage(options.error, 'Failed to load practices.')}</p>
        ) : more.length === 0 ? (
          <p className="field__hint">{options.isPending ? 'Loading practices…' : 'No other practices match.'}</p>
        ) : (
          more.map((p) => (
            <div className="checkbox" key={p.id}>
              <input id={`${idPrefix}-add-${p.id}`} type="checkbox" checked={false} onChange={(e) => toggle(p, e.target.checked)} />
              <label htmlFor={`${idPrefix}-add-${p.id}`}>
                {p.name}, {p.city} {p.postcode}
              </label>
            </div>
          ))
        )}
      </fieldset>
    </>
  );
}
