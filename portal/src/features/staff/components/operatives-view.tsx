import { useState } from 'react';
import { SUCCESS_MESSAGE_MS } from '@contexts/site/site.constants';
import { userMessage } from '../../../shared/api-client';
import { TextField } from '../../../shared/back-office/form-fields';
import { MessageBanner, useTimedMessage } from '../../../shared/back-office/timed-message';
import { Spinner } from '../../../shared/spinner';
import { useAddOperative } from '../api/add-operative';
import { useOperatives } from '../api/get-operatives';

/** The practice's operatives, and adding one. */
export function OperativesView({ practiceId }: { practiceId: string }) {
  const operatives = useOperatives(practiceId);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const flash = useTimedMessage(SUCCESS_MESSAGE_MS);
  const add = useAddOperative(practiceId, (op) => {
    setName('');
    setEmail('');
    flash.show('success', `${op.displayName} added.`);
  });
  return (
    <section aria-labelledby="staff-operatives">
      <h2 id="staff-operatives">Operatives</h2>
      <MessageBanner message={flash.message} />
      {operatives.isError ? (
        <p className="banner banner--error" role="alert">
          {userMessage(operatives.error, 'We could not load the operatives. Please try again.')}
        </p>
      ) : !operatives.data ? (
        <Spinner label="Loading operatives…" />
      ) : operatives.data.length === 0 ? (
        <p className="empty-state">No operatives yet.</p>
      ) : (
        <ul>
          {operatives.data.map((o) => (
            <li key={o.id}>
              {o.displayName}
              {o.email ? ` (${o.email})` : ''}
            </li>
          ))}
        </ul>
      )}
      <form
        className="form-card admin-form"
        noValidate
        aria-labelledby="add-operative-title"
        aria-busy={add.isPending}
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate({ displayName: name.trim(), email: email.trim() });
        }}
      >
        <h3 id="add-operative-title">Add an operative</h3>
        {add.isError && (
          <p className="banner banner--error" role="alert">
            {userMessage(add.error, 'We could not add the operative. Please try again.')}
          </p>
        )}
        <TextField id="operative-name" label="Name" required value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
        <TextField id="operative-email" label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <button type="submit" className="button" disabled={add.isPending} aria-busy={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add operative'}
        </button>
      </form>
    </section>
  );
}
