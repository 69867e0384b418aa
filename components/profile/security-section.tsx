'use client';

import { useUser } from '@/api-client/accounts';
import type { UserDto } from '@/lib/contract/accounts';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { ProfileSection } from './profile-section';
import styles from './profile.module.css';
import { SetPasswordByMail } from './set-password-by-mail';

/** «Безопасность» of a registered account: change the password, change the e-mail. */
export function SecuritySection({ initialUser }: { initialUser: UserDto }) {
  const user = useUser(initialUser).data ?? initialUser;
  if (!user.registered || !user.email) return null;
  return (
    <ProfileSection id="profile-security" title="Безопасность">
      <div className={styles.subsection}>
        <h3>Пароль</h3>
        <ChangePasswordForm email={user.email} />
        <SetPasswordByMail email={user.email} />
      </div>
      <div className={styles.subsection}>
        <h3>E-mail для входа</h3>
        <ChangeEmailForm />
      </div>
    </ProfileSection>
  );
}
