import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { persistQueries } from '@/lib/query-persistence';
import { Toaster } from '@/components/ui/toaster';
import { startOfflineActions, UpdatePrompt } from '@/features/offline';

/** App-wide services that do not depend on the route. The router sits inside. */
export const Providers = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(createQueryClient);
  // The offline copy of what the screens loaded: restored now, kept as it changes.
  useEffect(() => persistQueries(queryClient), [queryClient]);
  // Writes made without signal are kept and sent when it returns (decision 0034).
  useEffect(() => startOfflineActions(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Outside the routes, so a toast shown just before a navigation survives it. */}
      <Toaster />
      <UpdatePrompt />
    </QueryClientProvider>
  );
};
