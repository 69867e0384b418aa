'use client';

import { useState } from 'react';
import { useUser } from '@/api-client/accounts';
import { signOut } from '@/api-client/sign-in';
import type { UserDto } from '@/lib/contract/accounts';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { ScriptsNeeded } from '@/components/ui/busy-button';
import { useScriptsRunning } from '@/components/ui/use-scripts-running';

/** Said under «Выйти» with JavaScript off: signing out is done by the page's scripts. */
export const MSG_SIGN_OUT_NEEDS_SCRIPTS = 'Чтобы выйти, включите JavaScript в браузере';
import { ProfileSection } from './profile-section';

/**
 * «Выйти»: ends this sign-in and reloads to the login page. An account without an e-mail cannot
 * be signed in to again, so it is warned first.
 */
export function LogoutSection({ initialUser }: { initialUser: UserDto }) {
  const user = useUser(initialUser).data ?? initialUser;
  const [leaving, setLeaving] = useState(false);
  const scriptsRunning = useScriptsRunning();

  return (
    <ProfileSection id="profile-logout" title="Выход">
      {!user.registered && (
        <Notice tone="warning">
          <p>У аккаунта нет e-mail: после выхода вернуться к нему будет нельзя. Сначала сохраните аккаунт.</p>
        </Notice>
      )}
      <p className="muted">Выход только на этом устройстве; на других вы останетесь в аккаунте.</p>
      <div>
        <button
          type="button"
          className="button button--secondary button--block"
          disabled={leaving || !scriptsRunning}
          onClick={() => {
            setLeaving(true);
            void signOut();
          }}
        >
          {leaving && <Spinner />}
          Выйти
        </button>
        <span className="visually-hidden" role="status">
          {leaving ? 'Выходим…' : ''}
        </span>
        <ScriptsNeeded message={MSG_SIGN_OUT_NEEDS_SCRIPTS} />
      </div>
    </ProfileSection>
  );
}
