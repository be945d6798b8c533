// Every area's React root reads and caches server data through the page's one query client.

import { QueryClientProvider } from './queryLibrary';
import type { ReactNode } from 'react';
import { pageQueryClient } from './queryCache';

export function QueryRoot({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={pageQueryClient()}>{children}</QueryClientProvider>;
}
