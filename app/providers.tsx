'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiError } from '@/api-client/client';
import { AuthSync } from '@/components/auth/auth-sync';
import { ToastArea } from '@/components/ui/toast-area';
import { UsageTracking } from '@/components/tracking/usage-tracking';

const MAX_RETRIES = 2;

/** A 4xx answer will not change on retry (bad input, auth, not found); network and 5xx may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** Builds the React Query client with the app's defaults (ARCHITECTURE.md §5). */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}

/**
 * Client-side providers of every page: one React Query client per browser tab (kept in state so
 * re-renders do not drop the cache), the toast area (components/ui/toasts.ts, mounted with the first
 * toast), the cookie → localStorage authorization sync and usage tracking (screen views, marked
 * clicks, the goal).
 */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthSync />
      {children}
      <UsageTracking />
      <ToastArea />
    </QueryClientProvider>
  );
}
