import { useEffect, useRef, useState } from 'react';

/**
 * A sign-in page's error summary: it takes focus each time an error is shown, the same one again
 * too (a second wrong code is announced again), and not when it is cleared. One piece of state, as
 * the message and the count of showings change together.
 */
export function useFocusedError() {
  const [error, setError] = useState<{ message?: string; shown: number }>({ shown: 0 });
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error.shown) ref.current?.focus();
  }, [error.shown]);
  return {
    message: error.message,
    show: (message: string) => setError((e) => ({ message, shown: e.shown + 1 })),
    clear: () => setError((e) => (e.message === undefined ? e : { shown: e.shown })),
    ref,
  };
}
