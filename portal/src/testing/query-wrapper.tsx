import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '../shared/query-client';

/** A fresh query client (no retries) and the wrapper that provides it, for testing api hooks with renderHook. */
export function queryWrapper() {
  const client = createQueryClient({ retry: false });
  function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  }
  return { client, wrapper: Wrapper };
}
