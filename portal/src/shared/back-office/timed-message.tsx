import { useCallback, useEffect, useRef, useState } from 'react';

export interface TimedMessage {
  kind: 'success' | 'error';
  text: string;
}

/**
 * A message that clears itself after `ms` (spec: success messages 3 s, settings messages 5 s).
 * Showing a new one restarts the clock; unmounting cancels it.
 */
export function useTimedMessage(ms: number) {
  const [message, setMessage] = useState<TimedMessage>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (kind: TimedMessage['kind'], text: string) => {
      clearTimeout(timer.current);
      setMessage({ kind, text });
      timer.current = setTimeout(() => setMessage(undefined), ms);
    },
    [ms],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(undefined);
  }, []);
  return { message, show, clear };
}

/** Success as a polite status, errors as an alert: screen readers hear both without losing focus. */
export function MessageBanner({ message }: { message: TimedMessage | undefined }) {
  return (
    <div aria-live="polite" className="admin-message-region">
      {message && (
        <p className={`banner banner--${message.kind}`} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </div>
  );
}
