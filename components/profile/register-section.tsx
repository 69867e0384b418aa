'use client';

import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useUser } from '@/api-client/accounts';
import { queryKeys } from '@/api-client/query-keys';
import type { UserDto } from '@/lib/contract/accounts';
import { RegisterForm } from '@/components/auth/register-form';
import { ACCOUNT_SECTION_ID } from './account-section';
import { focusSection, ProfileSection } from './profile-section';

/**
 * For an account without an e-mail: registration right here. This account keeps its documents
 * and fines and gets the e-mail and password. Gone once the account is registered.
 */
export function RegisterSection({ initialUser }: { initialUser: UserDto }) {
  const queryClient = useQueryClient();
  const user = useUser(initialUser).data ?? initialUser;
  if (user.registered) return null;

  function onRegistered(registered: UserDto) {
    queryClient.setQueryData(queryKeys.user, registered);
    toast.success('Готово: аккаунт сохранён, теперь можно входить по e-mail');
    // This form disappears with the change: continue at the account, which now shows the e-mail.
    requestAnimationFrame(() => focusSection(ACCOUNT_SECTION_ID));
  }

  return (
    <ProfileSection id="profile-register" title="Сохранить аккаунт">
      <p className="muted">Укажите e-mail и пароль — и входите в этот аккаунт с любого устройства.</p>
      <RegisterForm idPrefix="profile-register" onRegistered={onRegistered} />
    </ProfileSection>
  );
}
