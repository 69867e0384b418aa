import { toast } from '@/components/ui/toast';
import { isAuthError } from '@/api-client/accounts';
import { ApiError } from '@/api-client/client';
import { MSG_CREDENTIALS_CHECK_FAILED } from '@/lib/domain/messages';

/**
 * A failed profile change as a toast: the server's words, or the generic text. An expired
 * sign-in is left to the page's SessionGuard, which logs out and reloads.
 */
export function showProfileError(error: unknown): void {
  if (isAuthError(error)) return;
  toast.error(error instanceof ApiError ? error.errorDesc : MSG_CREDENTIALS_CHECK_FAILED);
}
