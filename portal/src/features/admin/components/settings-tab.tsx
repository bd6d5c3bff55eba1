import { type FormEvent, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SETTINGS_MESSAGE_MS, SETTINGS_MESSAGES } from '@contexts/site/site.constants';
import { ApiError, userMessage } from '../../../shared/api-client';
import { Spinner } from '../../../shared/spinner';
import { useAccessErrors } from '../../../shared/access';
import { useGuardedQuery } from '../../../shared/back-office/use-guarded-query';
import { adminApi, adminKeys, type AdminSettings } from '../api/admin';
import { TextField } from '../../../shared/back-office/form-fields';
import { MessageBanner, useTimedMessage } from '../../../shared/back-office/timed-message';
import { Dialog } from './dialog';

const LOAD_FAILED = 'Failed to load site settings. Please try again.';
const reason = (e: unknown) => (e instanceof ApiError ? e.message : e instanceof Error ? e.message : 'Unknown error');

/**
 * "Admin Controls": each toggle is applied at once and reverted if saving fails (spec section 4);
 * messages clear after 5 s. The gate password shows in clear while protection is on. Switching
 * protection on asks first, since it shuts the public out; the server then lets this browser through.
 */

export function SettingsTab() {
  const handleAccess = useAccessErrors();
  const queryClient = useQueryClient();
  const query = useGuardedQuery(adminKeys.settings, adminApi.settings);
  const settings = query.data;
  const loadError = query.failed ? LOAD_FAILED : undefined;
  const [newPassword, setNewPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const flash = useTimedMessage(SETTINGS_MESSAGE_MS);
  const saved = (next: AdminSettings) => queryClient.setQueryData(adminKeys.settings, next);

  // Each toggle shows its new state at once and goes back to the old one if saving fails (spec 4).
  const toggleMutation = useMutation({
    mutationFn: ({ field, value }: { field: 'isProtected' | 'useImmediatePaymentProcessing'; value: boolean; before: AdminSettings }) => adminApi.updateSettings({ [field]: value }),
    onMutate: ({ field, value, before }) => saved({ ...before, [field]: value }),
    onSuccess: (next, { field, value }) => {
      saved(next);
      flash.show('success', field === 'isProtected' ? `Site protection is ${value ? 'on' : 'off'}.` : `Payments are ${value ? 'taken immediately' : 'authorised at booking and captured on confirmation'}.`);
    },
    onError: (e, { field, before }) => {
      saved(before);
      if (handleAccess(e)) return;
      flash.show('error', field === 'isProtected' ? SETTINGS_MESSAGES.protectionError(reason(e)) : SETTINGS_MESSAGES.paymentModeError(reason(e)));
    },
  });
  const passwordMutation = useMutation({
    mutationFn: (gatePassword: string) => adminApi.updateSettings({ gatePassword }),
    onSuccess: (next) => {
      saved(next);
      setNewPassword('');
      flash.show('success', 'Site password changed. Visitors need the new password from now on.');
    },
    onError: (e) => {
      if (!handleAccess(e)) setPasswordError(userMessage(e, 'Failed to change the site password. Please try again.'));
    },
  });
  const saving =
    passwordMutation.isPending ? 'password'
    : toggleMutation.isPending ? (toggleMutation.variables.field === 'isProtected' ? 'protection' : 'payment')
    : undefined;

  const [confirmingProtection, setConfirmingProtection] = useState(false);

  function toggle(field: 'isProtected' | 'useImmediatePaymentProcessing') {
    if (!settings) return;
    // Switching protection on shuts the public out: asked first, and said plainly.
    if (field === 'isProtected' && !settings.isProtected && !confirmingProtection) {
      setConfirmingProtection(true);
      return;
    }
    setConfirmingProtection(false);
    toggleMutation.mutate({ field, value: !settings[field], before: settings });
  }

  function changePassword(event: FormEvent) {
    event.preventDefault();
    setPasswordError(undefined);
    if (newPassword.trim().length < 8) {
      setPasswordError('The site password must be at least 8 characters.');
      return;
    }
    passwordMutation.mutate(newPassword.trim());
  }

  if (loadError) {
    return (
      <p className="banner banner--error" role="alert">
        {loadError}
      </p>
    );
  }
  if (!settings) return <Spinner label="Loading site settings…" />;
  return (
    <div>
      <h2>Admin Controls</h2>
      <MessageBanner message={flash.message} />
      <div className="card setting">
        <div className="setting__row">
          <div>
            <h3 id="protection-label">Site protection</h3>
            <p id="protection-help" className="field__hint">
              When on, every visitor must enter the site password before they see anything.
            </p>
          </div>
          <button
            type="button"
            role="switch"
            className="switch"
            aria-checked={settings.isProtected}
            aria-labelledby="protection-label"
            aria-describedby="protection-help"
            disabled={saving === 'protection'}
            onClick={() => toggle('isProtected')}
          >
            <span className="switch__track" aria-hidden="true" />
            <span className="switch__text">{settings.isProtected ? 'On' : 'Off'}</span>
          </button>
        </div>
        {settings.isProtected && (
          <>
            <p>
              Site password: <code className="secret">{settings.gatePassword}</code>
            </p>
            <form onSubmit={changePassword} noValidate className="inline-form" aria-busy={saving === 'password'}>
              <TextField
                id="new-gate-password"
                label="New site password"
                required
                autoComplete="off"
                spellCheck={false}
                value={newPassword}
                onChange={(e) => setNewPassword(e.target.value)}
                error={passwordError}
                hint="At least 8 characters. Everyone who has the old password will need the new one."
              />
              <button type="submit" className="button button--secondary" disabled={saving === 'password'} aria-busy={saving === 'password'}>
                {saving === 'password' ? 'Changing…' : 'Change password'}
              </button>
            </form>
          </>
        )}
      </div>
      {confirmingProtection && (
        <Dialog title="Switch site protection on?" onClose={() => setConfirmingProtection(false)} describedBy="protection-confirm-text">
          <div id="protection-confirm-text">
            <p>Every visitor will need the site password before they see anything, patients part-way through a booking included. Everyone who entered it before is asked again.</p>
            <p>Your own browser stays in: you have the password on this page. Admins and practice staff who sign in are let through too.</p>
          </div>
          <div className="actions">
            <button type="button" className="button" onClick={() => toggle('isProtected')}>
              Switch protection on
            </button>
            <button type="button" className="button button--secondary" onClick={() => setConfirmingProtection(false)}>
              Keep it off
            </button>
          </div>
        </Dialog>
      )}
      <div className="card setting">
        <div className="setting__row">
          <div>
            <h3 id="payment-mode-label">Immediate payment processing</h3>
            <p id="payment-mode-help" className="field__hint">
              Off (the default): the booking fee is authorised at booking and captured when you confirm the appointment. On: the fee is taken at
              booking.
            </p>
          </div>
          <button
            type="button"
            role="switch"
            className="switch"
            aria-checked={settings.useImmediatePaymentProcessing}
            aria-labelledby="payment-mode-label"
            aria-describedby="payment-mode-help"
            disabled={saving === 'payment'}
            onClick={() => toggle('useImmediatePaymentProcessing')}
          >
            <span className="switch__track" aria-hidden="true" />
            <span className="switch__text">{settings.useImmediatePaymentProcessing ? 'On' : 'Off'}</span>
          </button>
        </div>
      </div>
    </div>
  );
}
