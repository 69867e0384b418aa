import type { Metadata } from 'next';
import { mailedToken } from '@/lib/auth/mailed-token';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import styles from '@/components/auth/auth.module.css';

export const metadata: Metadata = {
  title: 'Новый пароль',
  robots: { index: false, follow: false },
};

/** `/login/reset?token=…`, opened from the password reset mail: set a new password. */
export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const raw = (await searchParams).token;
  const token = mailedToken(raw);
  return (
    <div className={`stack ${styles.page}`}>
      <h1>Новый пароль</h1>
      <div className="card">
        <ResetPasswordForm token={token} />
      </div>
    </div>
  );
}
