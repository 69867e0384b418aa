import type { Metadata } from 'next';
import { mailedToken } from '@/lib/auth/mailed-token';
import { ConfirmAddressForm } from '@/components/auth/confirm-address-form';
import styles from '@/components/auth/auth.module.css';

export const metadata: Metadata = {
  title: 'Подтверждение e-mail',
  robots: { index: false, follow: false },
};

/** `/login/verify?token=…`, opened from the address confirmation mail: confirm it and set a password. */
export default async function ConfirmAddressPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const raw = (await searchParams).token;
  const token = mailedToken(raw);
  return (
    <div className={`stack ${styles.page}`}>
      <h1>Подтверждение e-mail</h1>
      <div className="card">
        <ConfirmAddressForm token={token} />
      </div>
    </div>
  );
}
