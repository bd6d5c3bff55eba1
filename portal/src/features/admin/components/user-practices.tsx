import { type FormEvent, useDeferredValue, useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userMessage } from '../../../shared/api-client';
import { useAccessErrors } from '../../../shared/access';
import { Dialog } from './dialog';
import { adminApi, adminKeys, type AdminUser, type PracticeRef } from '../api/admin';

/**
 * The Users tab's "Practices" cell (issue 20): which practices the user is staff of, and a dialog
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
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const options = useQuery({ queryKey: [...adminKeys.staff, 'options', q], queryFn: () => adminApi.staffPracticeOptions(q) });
  const save = useMutation({
    mutationFn: () => adminApi.setStaffPractices(user.id, chosen.map((p) => p.id)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.staff });
      onClose();
    },
    onError: (e) => handleAccess(e),
  });
  const toggle = (p: PracticeRef, on: boolean) => setChosen((list) => (on ? [...list.filter((x) => x.id !== p.id), p] : list.filter((x) => x.id !== p.id)));
  const isChosen = (id: string) => chosen.some((p) => p.id === id);
  const who = user.displayName || user.email;
  const more = (options.data ?? []).filter((p) => !isChosen(p.id));
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
        <fieldset className="field">
          <legend>Staff of</legend>
          {chosen.length === 0 && <p className="field__hint">No practices: this user is not staff.</p>}
          {chosen.map((p) => (
            <div className="checkbox" key={p.id}>
              <input id={`staff-of-${p.id}`} type="checkbox" checked onChange={(e) => toggle(p, e.target.checked)} />
              <label htmlFor={`staff-of-${p.id}`}>{p.name}</label>
            </div>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="staff-practice-search">Find a practice by name, city or postcode</label>
          <input id="staff-practice-search" type="search" value={search} maxLength={100} onChange={(e) => setSearch(e.target.value)} />
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
                <input id={`staff-add-${p.id}`} type="checkbox" checked={false} onChange={(e) => toggle(p, e.target.checked)} />
                <label htmlFor={`staff-add-${p.id}`}>
                  {p.name}, {p.city} {p.postcode}
                </label>
              </div>
            ))
          )}
        </fieldset>
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
