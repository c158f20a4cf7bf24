import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createPlatformQueryClient } from '../query/query-client.ts';

/**
 * A query client of the platform's kind, one per rendered test, so no answer cached by one test is
 * read by the next; without retries, which a test asks for by giving its answers in order.
 */
export function TestQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => createPlatformQueryClient({ retry: false }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
