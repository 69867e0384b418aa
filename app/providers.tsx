'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import { ApiError } from '@/api-client/client';
import { TOAST_AUTOCLOSE_MS, TOAST_LIMIT } from '@/lib/domain/limits';
import { AuthSync } from '@/components/auth/auth-sync';
import { useToastsRequested } from '@/components/ui/toast';

// Loaded with the first toast (components/ui/toast.ts), never with the page.
const ToastContainer = dynamic(() => import('react-toastify').then((m) => m.ToastContainer), { ssr: false });

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
 * re-renders do not drop the cache), the toast area (bottom-right, 4 s, at most 20; spec §9),
 * mounted with the first toast, and the cookie → localStorage authorization sync.
 */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  const toastsRequested = useToastsRequested();
  return (
    <QueryClientProvider client={queryClient}>
      <AuthSync />
      {children}
      {toastsRequested && (
        <ToastContainer position="bottom-right" autoClose={TOAST_AUTOCLOSE_MS} limit={TOAST_LIMIT} newestOnTop />
      )}
    </QueryClientProvider>
  );
}
