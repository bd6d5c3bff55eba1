import { type FormEvent, useEffect, useState } from 'react';
import { SETTINGS_MESSAGE_MS, SETTINGS_MESSAGES } from '@contexts/site/site.constants';
import { ApiError, userMessage } from '../../shared/api-client';
import { Spinner } from '../../shared/spinner';
import { useAccessErrors } from './admin-access';
import { type AdminSettings, adminApi } from './admin-api';
import { TextField } from './form-fields';
import { MessageBanner, useTimedMessage } from './use-timed-message';

const LOAD_FAILED = 'Failed to load site settings. Please try again.';
const reason = (e: unknown) => (e instanceof ApiError ? e.message : e instanceof Error ? e.message : 'Unknown error');

/**
 * "Admin Controls": each toggle is applied at once and reverted if saving fails (spec section 4);
 * messages clear after 5 s. The gate password shows in clear while protection is on.
 */
export function SettingsTab() {
  const handleAccess = useAccessErrors();
  const [settings, setSettings] = useState<AdminSettings>();
  const [loadError, setLoadError] = useState<string>();
  const [saving, setSaving] = useState<'protection' | 'payment' | 'password'>();
  const [newPassword, setNewPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const flash = useTimedMessage(SETTINGS_MESSAGE_MS);

  useEffect(() => {
    adminApi
      .settings()
      .then(setSettings)
      .catch((e: unknown) => {
        if (!handleAccess(e)) setLoadError(LOAD_FAILED);
      });
  }, [handleAccess]);

  async function toggle(field: 'isProtected' | 'useImmediatePaymentProcessing') {
    if (!settings) return;
    const before = settings;
    const value = !settings[field];
    setSettings({ ...settings, [field]: value });
    setSaving(field === 'isProtected' ? 'protection' : 'payment');
    try {
      setSettings(await adminApi.updateSettings({ [field]: value }));
      flash.show('success', field === 'isProtected' ? `Site protection is ${value ? 'on' : 'off'}.` : `Payments are ${value ? 'taken immediately' : 'authorised at booking and captured on confirmation'}.`);
    } catch (e) {
      setSettings(before);
      if (handleAccess(e)) return;
      flash.show('error', field === 'isProtected' ? SETTINGS_MESSAGES.protectionError(reason(e)) : SETTINGS_MESSAGES.paymentModeError(reason(e)));
    } finally {
      setSaving(undefined);
    }
  }

  async function changePassword(event: FormEvent) {
    event.preventDefault();
    setPasswordError(undefined);
    if (newPassword.trim().length < 8) {
      setPasswordError('The site password must be at least 8 characters.');
      return;
    }
    setSaving('password');
    try {
      setSettings(await adminApi.updateSettings({ gatePassword: newPassword.trim() }));
      setNewPassword('');
      flash.show('success', 'Site password changed. Visitors need the new password from now on.');
    } catch (e) {
      if (!handleAccess(e)) setPasswordError(userMessage(e, 'Failed to change the site password. Please try again.'));
    } finally {
      setSaving(undefined);
    }
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
