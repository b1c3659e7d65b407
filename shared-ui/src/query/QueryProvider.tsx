import { useContext, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './queryClient';

/**
 * Gives its children the page's QueryClient ({@link queryClient}) unless a provider above already
 * gives one: the shell's layouts render it around the pages and the remotes, and a remote mounted
 * on its own (or a test) may render it too without creating a second cache.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return <>{children}</>;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
