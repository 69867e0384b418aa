import Link from 'next/link';

interface LoginPlaceholderProps {
  /** Where the visitor was going (already checked by safeNextPath), or null. */
  next: string | null;
}

/**
 * Body of the login page until sign-in by e-mail exists: explains that it is coming and offers
 * the СТС check, which signs the visitor in on this device without an e-mail.
 */
export function LoginPlaceholder({ next }: LoginPlaceholderProps) {
  return (
    <div className="card stack">
      <h1>Вход</h1>
      {next && <p>Чтобы открыть эту страницу, нужно войти.</p>}
      <p>
        Вход по e-mail скоро появится. Пока проверьте штрафы по СТС — мы запомним вас на этом устройстве, и список
        штрафов будет доступен в разделе «Мои штрафы».
      </p>
      <p>
        <Link href="/" className="button">
          Проверить штрафы по СТС
        </Link>
      </p>
    </div>
  );
}
