import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';

/**
 * A single-use link from an e-mail (a waitlist offer, a sign-in link, …): its token is spent once,
 * when the page opens, as a mutation, never a query (a refetch would spend it again). React may run
 * effects twice in development: the ref keeps it to one request. No token: nothing is sent.
 */
export function useOpenedLink<T>(token: string | null, spend: (token: string) => Promise<T>) {
  const link = useMutation({ mutationFn: spend });
  const { mutate } = link;
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    mutate(token);
  }, [token, mutate]);
  return link;
}
