import type { QueryClient } from '@tanstack/react-query';
import { createAnonymousUser, isSignedIn, type FirstSts } from '@/api-client/accounts';
import { clearAuth } from '@/api-client/auth-storage';
import { ApiError } from '@/api-client/client';
import { queryKeys } from '@/api-client/query-keys';
import { addSts } from '@/api-client/sts';
import { reportFormSubmission } from '@/api-client/tracking';
import { FORMS } from '@/lib/contract/tracking';

/**
 * Saves a checked certificate for this browser's user so the fines list can look it up:
 * a signed-in user gets it added (already added is fine); anyone else becomes a new anonymous
 * user with it as the first document. A stored session the server rejects (401: expired or
 * revoked) is dropped and the visitor continues anonymously rather than being stopped at the
 * check form. Cached fines and preload results are dropped so the list starts from the server.
 * @throws ApiError for anything the person has to fix or retry.
 */
export async function rememberSts(values: FirstSts, queryClient: QueryClient): Promise<void> {
  if (isSignedIn()) {
    try {
      await addSts(values);
      forgetFines(queryClient);
      return;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'duplicate') {
        forgetFines(queryClient);
        return;
      }
      if (!(error instanceof ApiError && error.httpStatus === 401)) throw error;
      await clearAuth();
    }
  }
  // The first certificate of a new visitor is a form submission too (spec §7), as addSts reports it.
  await reportFormSubmission(FORMS.sts, values, () => createAnonymousUser(values));
  // A new user: nothing cached so far belongs to them.
  queryClient.clear();
}

function forgetFines(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: queryKeys.fines });
  queryClient.removeQueries({ queryKey: queryKeys.preload });
  void queryClient.invalidateQueries({ queryKey: queryKeys.documents('sts') });
}
