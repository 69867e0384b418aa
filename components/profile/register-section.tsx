'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useUser } from '@/api-client/accounts';
import { queryKeys } from '@/api-client/query-keys';
import type { UserDto } from '@/lib/contract/accounts';
import { RegisterForm } from '@/components/auth/register-form';
import { ProfileSection } from './profile-section';

/**
 * For an account without a sign-in e-mail: registration right here. This account keeps its
 * documents and fines and claims the e-mail, confirmed by a mailed link (which also sets the
 * password). Gone once the address is confirmed.
 */
export function RegisterSection({ initialUser }: { initialUser: UserDto }) {
  const queryClient = useQueryClient();
  const user = useUser(initialUser).data ?? initialUser;
  if (user.registered) return null;

  // The form itself says where the mail went; the account shows the address waiting for confirmation.
  function onRegistered(registered: UserDto) {
    queryClient.setQueryData(queryKeys.user, registered);
  }

  return (
    <ProfileSection id="profile-register" title="Сохранить аккаунт">
      <p className="muted">Укажите e-mail — и входите в этот аккаунт с любого устройства.</p>
      <RegisterForm idPrefix="profile-register" onRegistered={onRegistered} pendingEmail={user.pendingEmail} />
    </ProfileSection>
  );
}
