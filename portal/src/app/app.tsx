import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { PasswordGate } from './password-gate';
import { router } from './router';
import { useSite } from './site-settings';

export function App() {
  const { status, settings, load, passGate } = useSite();
  useEffect(() => {
    void load();
  }, [load]);
  if (status === 'loading') {
    return (
      <div className="page-spinner" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">Loading…</span>
      </div>
    );
  }
  if (settings?.isProtected && !settings.gatePassed) return <PasswordGate onPassed={passGate} />;
  return <RouterProvider router={router} />;
}
