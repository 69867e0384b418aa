'use client';

import { useSessionCheck } from '@/api-client/use-session-check';
import { LOGIN_PATH } from '@/api-client/navigation';
import { MSG_AUTH_FAILED } from '@/lib/domain/messages';
import { Notice } from '@/components/ui/notice';

/**
 * Put on every signed-in page: checks the authorization once on load and on every API answer
 * (useSessionCheck), and logs out to /login/ when it expired. Renders nothing, unless the reload
 * did not happen: then «Authorization failed» (spec §8) with a way to sign in again.
 */
export function SessionGuard() {
  const { sessionExpired, redirectBlocked } = useSessionCheck();
  if (!sessionExpired || !redirectBlocked) return null;
  return (
    <Notice tone="danger" role="alert">
      <p lang="en">{MSG_AUTH_FAILED}</p>
      <p>
        <a href={LOGIN_PATH}>Войти снова</a>
      </p>
    </Notice>
  );
}
