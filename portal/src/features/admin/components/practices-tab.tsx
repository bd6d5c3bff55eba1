import { type FormEvent, useEffect, useState } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { SUCCESS_MESSAGE_MS } from '@contexts/site/site.constants';
import { PRACTICE_MESSAGES as M } from '@contexts/practices/practices.constants';
import { userMessage } from '../../../shared/api-client';
import { formatSlotShort } from '../../../shared/format';
import { Spinner } from '../../../shared/spinner';
import { accessProblem, useAccessErrors } from '../../../shared/access';
import { adminApi, adminKeys, type AdminPractice } from '../api/admin';
import { Dialog } from './dialog';
import { TextField } from '../../../shared/back-office/form-fields';
import { PracticeForm } from './practice-form';
import { parseImport } from '../utils/practice-form.rules';
import { MessageBanner, useTimedMessage } from '../../../shared/back-office/timed-message';

type Form = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; practice: AdminPractice };

/** Every practices query starts with this key (the pages, and every practice for the pickers): a change to any practice refreshes them all. */

/**
 * Practices: add, edit, import, sample data, delete, operatives; the next slot in 7 days per practice.
 * One server page at a time (by name), searched by name, city or postcode; the search is in the URL.
 */
export function PracticesTab() {
  const handleAccess = useAccessErrors();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const [form, setForm] = useState<Form>({ mode: 'closed' });
  const [importing, setImporting] = useState(false);
  const [deleting, setDeleting] = useState<AdminPractice>();
  const [addingOperativeTo, setAddingOperativeTo] = useState<AdminPractice>();
  const flash = useTimedMessage(SUCCESS_MESSAGE_MS);

  const list = useInfiniteQuery({
    queryKey: [...adminKeys.practices, 'page', q],
    queryFn: ({ pageParam }) => adminApi.practicesPage(q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  useEffect(() => {
    if (list.error) handleAccess(list.error);
  }, [list.error, handleAccess]);
  const practices = list.data?.pages.flatMap((p) => p.items);
  const loadError = list.error && accessProblem(list.error) === undefined ? M.loadFailed : undefined;
  const changed = () => queryClient.invalidateQueries({ queryKey: adminKeys.practices });

  const samples = useMutation({
    mutationFn: adminApi.importSamples,
    onSuccess: () => {
      flash.show('success', M.sampleImported);
      return changed();
    },
    onError: (e) => {
      if (!handleAccess(e)) flash.show('error', userMessage(e, M.sampleFailed));
    },
  });

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setParams(value ? { q: value } : {}, { replace: true, preventScrollReset: true });
  }

  return (
    <div>
      <h2>Practices</h2>
      <div className="actions toolbar">
        <button
          type="button"
          className="button"
          aria-expanded={form.mode !== 'closed'}
          onClick={() => setForm(form.mode === 'closed' ? { mode: 'add' } : { mode: 'closed' })}
        >
          {form.mode === 'closed' ? 'Add Practice' : 'Cancel'}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setImporting(true)}>
          Import Practices
        </button>
        <button type="button" className="button button--secondary" onClick={() => samples.mutate()} disabled={samples.isPending} aria-busy={samples.isPending}>
          {samples.isPending ? 'Importing sample data…' : 'Import Sample Data'}
        </button>
      </div>
      <form role="search" aria-label="Search practices" className="search-filters" onSubmit={search} key={q}>
        <div className="field">
          <label htmlFor="practice-q">Practice name, town or postcode</label>
          <input id="practice-q" name="q" type="search" defaultValue={q} maxLength={100} autoComplete="off" />
        </div>
        <div className="actions">
          <button type="submit" className="button button--small">
            Search
          </button>
          {q && (
            <button type="button" className="button button--small button--secondary" onClick={() => setParams({}, { replace: true, preventScrollReset: true })}>
              Clear search
            </button>
          )}
        </div>
      </form>
      <MessageBanner message={flash.message} />

      {form.mode !== 'closed' && (
        <PracticeForm
          key={form.mode === 'edit' ? form.practice.id : 'new'}
          practice={form.mode === 'edit' ? form.practice : undefined}
          onCancel={() => setForm({ mode: 'closed' })}
          onSaved={(saved) => {
            setForm({ mode: 'closed' });
            flash.show('success', `${saved.name} saved.`);
            void changed();
          }}
        />
      )}

      {loadError ? (
        <div className="banner banner--error" role="alert">
          <p>{loadError}</p>
          <button type="button" className="button button--small" onClick={() => void list.refetch()}>
            Try again
          </button>
        </div>
      ) : !practices ? (
        <Spinner label="Loading practices…" />
      ) : practices.length === 0 ? (
        <p className="empty-state">{q ? M.pageEmptySearch : M.empty}</p>
      ) : (
        <div className="table-wrap" role="region" aria-label="Practices" tabIndex={0}>
          <table className="admin-table">
            <caption className="visually-hidden">
              Practices ({practices.length}
              {list.hasNextPage ? ' shown, more to load' : ''})
            </caption>
            <thead>
              <tr>
                <th scope="col">Practice Name</th>
                <th scope="col">Address</th>
                <th scope="col">Contact</th>
                <th scope="col">Services</th>
                <th scope="col">Next Available Appointment</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {practices.map((p) => (
                <tr key={p.id}>
                  <th scope="row">
                    {p.name}
                    <span className="cell-note">
                      {p.operatives.length ? `Operatives: ${p.operatives.map((o) => o.displayName).join(', ')}` : 'No operatives yet'}
                    </span>
                  </th>
                  <td>
                    {p.address.line1}
                    {p.address.line2 ? `, ${p.address.line2}` : ''}
                    <br />
                    {p.address.city} {p.address.postcode}
                  </td>
                  <td>
                    {p.phone}
                    <br />
                    {p.email}
                    {p.website && (
                      <>
                        <br />
                        <a href={p.website} target="_blank" rel="noreferrer">
                          {p.website.replace(/^https?:\/\//, '')}
                          {' '}<span className="visually-hidden">(opens in a new tab)</span>
                        </a>
                      </>
                    )}
                  </td>
                  <td>{p.services.length ? p.services.join(', ') : '—'}</td>
                  <td>{p.nextAvailable ? formatSlotShort(p.nextAvailable.startTime) : M.noAvailability}</td>
                  <td>
                    <div className="row-actions">
                      <button type="button" className="button button--small button--secondary" onClick={() => setForm({ mode: 'edit', practice: p })}>
                        Edit{' '}<span className="visually-hidden">{p.name}</span>
                      </button>
                      <button type="button" className="button button--small button--secondary" onClick={() => setAddingOperativeTo(p)}>
                        Add operative{' '}<span className="visually-hidden">to {p.name}</span>
                      </button>
                      <button type="button" className="button button--small button--danger" onClick={() => setDeleting(p)}>
                        Delete{' '}<span className="visually-hidden">{p.name}</span>
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.hasNextPage && (
        <div className="actions">
          <button type="button" className="button button--secondary" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage} aria-busy={list.isFetchingNextPage}>
            {list.isFetchingNextPage ? 'Loading…' : 'Load more practices'}
          </button>
        </div>
      )}

      {importing && (
        <ImportDialog
          onClose={() => setImporting(false)}
          onImported={(count) => {
            setImporting(false);
            flash.show('success', `${count} practice${count === 1 ? '' : 's'} imported.`);
            void changed();
          }}
        />
      )}
      {deleting && (
        <DeleteDialog
          practice={deleting}
          onClose={() => setDeleting(undefined)}
          onDeleted={() => {
            setDeleting(undefined);
            flash.show('success', `${deleting.name} deleted.`);
            void changed();
          }}
        />
      )}
      {addingOperativeTo && (
        <OperativeDialog
          practice={addingOperativeTo}
          onClose={() => setAddingOperativeTo(undefined)}
          onAdded={(name) => {
            setAddingOperativeTo(undefined);
            flash.show('success', `${name} added to ${addingOperativeTo.name}.`);
            void changed();
          }}
        />
      )}
    </div>
  );
}

/** Paste JSON: one object or a list; all or nothing on the server, which names the item and field. */
function ImportDialog({ onClose, onImported }: { onClose: () => void; onImported: (count: number) => void }) {
  const handleAccess = useAccessErrors();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const importing = useMutation({ mutationFn: adminApi.importPractices, onSuccess: (result) => onImported(result.imported), onError: (e) => handleAccess(e) });
  const error = invalid ? M.invalidJson : importing.error && accessProblem(importing.error) === undefined ? userMessage(importing.error, M.importFailed) : undefined;
  const busy = importing.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    setInvalid(!parseImport(text).ok);
    if (parseImport(text).ok) importing.mutate(text);
  }

  return (
    <Dialog title="Import Practices" onClose={onClose}>
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <div className={`field${error ? ' field--error' : ''}`}>
          <label htmlFor="import-json">Practices as JSON</label>
          <p className="field__hint" id="import-json-hint">
            Paste one practice object or a list of them, with name, address, contact, services and optional coordinates.
          </p>
          {error && (
            <p className="error-message" id="import-json-error" role="alert">
              <span className="visually-hidden">Error:</span> {error}
            </p>
          )}
          <textarea
            id="import-json"
            rows={12}
            spellCheck={false}
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-describedby={`import-json-hint${error ? ' import-json-error' : ''}`}
            aria-invalid={error ? true : undefined}
          />
        </div>
        <div className="actions">
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            {busy ? 'Importing…' : 'Import'}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function DeleteDialog({ practice, onClose, onDeleted }: { practice: AdminPractice; onClose: () => void; onDeleted: () => void }) {
  const handleAccess = useAccessErrors();
  const deletion = useMutation({ mutationFn: () => adminApi.deletePractice(practice.id), onSuccess: onDeleted, onError: (e) => handleAccess(e) });
  const error = deletion.error && accessProblem(deletion.error) === undefined ? userMessage(deletion.error, M.deleteFailed) : undefined;
  const busy = deletion.isPending;
  const remove = () => deletion.mutate();
  return (
    <Dialog title={`Delete ${practice.name}`} onClose={onClose} describedBy="delete-practice-question">
      <p id="delete-practice-question">{M.confirmDelete}</p>
      {error && (
        <p className="banner banner--error" role="alert">
          {error}
        </p>
      )}
      <div className="actions">
        <button type="button" className="button button--danger" onClick={remove} disabled={busy} aria-busy={busy}>
          {busy ? 'Deleting…' : 'Delete practice'}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}

function OperativeDialog({ practice, onClose, onAdded }: { practice: AdminPractice; onClose: () => void; onAdded: (name: string) => void }) {
  const handleAccess = useAccessErrors();
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const adding = useMutation({
    mutationFn: () => adminApi.addOperative(practice.id, { displayName: displayName.trim(), email: email.trim() }),
    onSuccess: (op) => onAdded(op.displayName),
    onError: (e) => handleAccess(e),
  });
  const serverFields = (adding.error as { fields?: Record<string, string> } | null)?.fields;
  const errors: Record<string, string> =
    Object.keys(invalid).length ? invalid
    : !adding.error || accessProblem(adding.error) !== undefined ? {}
    : serverFields && Object.keys(serverFields).length ? serverFields
    : { _: userMessage(adding.error, M.saveFailed) };
  const busy = adding.isPending;
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!displayName.trim()) {
      setInvalid({ displayName: M.operativeNameRequired });
      return;
    }
    setInvalid({});
    adding.mutate();
  }
  return (
    <Dialog title={`Add an operative to ${practice.name}`} onClose={onClose}>
      {practice.operatives.length > 0 && (
        <>
          <h3 className="h4">Current operatives</h3>
          <ul>
            {practice.operatives.map((o) => (
              <li key={o.id}>
                {o.displayName}
                {o.email ? ` (${o.email})` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
      <form onSubmit={submit} noValidate aria-busy={busy}>
        {errors._ && (
          <p className="banner banner--error" role="alert">
            {errors._}
          </p>
        )}
        <TextField id="operative-name" label="Name" required value={displayName} onChange={(e) => setDisplayName(e.target.value)} error={errors.displayName} />
        <TextField id="operative-email" label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} spellCheck={false} />
        <div className="actions">
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            {busy ? 'Adding…' : 'Add operative'}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
