import type { QueryClient } from '@tanstack/react-query';
import { createAnonymousUser, isSignedIn } from '@/api-client/accounts';
import { clearAuth } from '@/api-client/auth-storage';
import { ApiError } from '@/api-client/client';
import { addDocument } from '@/api-client/documents';
import { queryKeys } from '@/api-client/query-keys';

/**
 * Saves a checked ИНН for this browser's user so /taxes/list can look it up: a signed-in user gets
 * it added (already added is fine); anyone else becomes a new anonymous user first, as the home
 * page's СТС check does. A stored session the server rejects (401) is dropped and the visitor
 * continues anonymously. @throws ApiError for anything the person has to fix or retry.
 */
export async function rememberInn(inn: string, queryClient: QueryClient): Promise<void> {
  if (isSignedIn()) {
    try {
      await addDocument('inn', { data: inn });
    } catch (error) {
      if (error instanceof ApiError && error.httpStatus === 401) {
        await clearAuth();
        return rememberNew(inn, queryClient);
      }
      if (!(error instanceof ApiError && error.code === 'duplicate')) throw error;
    }
    queryClient.removeQueries({ queryKey: queryKeys.preload });
    void queryClient.invalidateQueries({ queryKey: queryKeys.documents('inn') });
    return;
  }
  return rememberNew(inn, queryClient);
}

async function rememberNew(inn: string, queryClient: QueryClient): Promise<void> {
  await createAnonymousUser();
  queryClient.clear();
  await addDocument('inn', { data: inn });
}
