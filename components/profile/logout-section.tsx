'use client';

import { useState } from 'react';
import { useUser } from '@/api-client/accounts';
import { signOut } from '@/api-client/sign-in';
import { SIGN_OUT_FORM_ACTION } from '@/lib/auth/proxy-paths';
import type { UserDto } from '@/lib/contract/accounts';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { ProfileSection } from './profile-section';

/**
 * «Выйти»: ends this sign-in and reloads to the login page. An account without an e-mail cannot
 * be signed in to again, so it is warned first. A form posting to SIGN_OUT_FORM_ACTION, so it
 * works without JavaScript too (a shared computer with scripts off); with them, the page signs out
 * itself and forgets its stored sign-in.
 */
export function LogoutSection({ initialUser }: { initialUser: UserDto }) {
  const user = useUser(initialUser).data ?? initialUser;
  const [leaving, setLeaving] = useState(false);

  return (
    <ProfileSection id="profile-logout" title="Выход">
      {!user.registered && (
        <Notice tone="warning">
          <p>У аккаунта нет e-mail: после выхода вернуться к нему будет нельзя. Сначала сохраните аккаунт.</p>
        </Notice>
      )}
      <p className="muted">Выход только на этом устройстве; на других вы останетесь в аккаунте.</p>
      <form
        method="post"
        action={SIGN_OUT_FORM_ACTION}
        aria-label="Выход"
        onSubmit={(event) => {
          event.preventDefault();
          if (leaving) return;
          setLeaving(true);
          void signOut();
        }}
      >
        <button type="submit" className="button button--secondary button--block" aria-disabled={leaving || undefined}>
          {leaving && <Spinner />}
          Выйти
        </button>
        <span className="visually-hidden" role="status">
          {leaving ? 'Выходим…' : ''}
        </span>
      </form>
    </ProfileSection>
  );
}
