import { Notice } from '@/components/ui/notice';

/** Signed out: what the extension does and «Войти через сайт», which opens the site's confirmation page. */
export function SignInView({ notice, error, onSignIn }: { notice: string | null; error?: string; onSignIn: () => void }) {
  return (
    <main className="stack">
      {notice && (
        <Notice tone="warning" role="status">
          <p>{notice}</p>
        </Notice>
      )}
      <p>На значке — число неоплаченных штрафов, здесь — сумма к оплате и ближайшие сроки, о новых штрафах придёт уведомление.</p>
      <p className="muted">
        Войдите на сайте «Штрафы» и подтвердите подключение: у расширения будет свой вход, сайт останется как есть.
      </p>
      {error && (
        <Notice tone="danger" role="alert">
          <p>{error}</p>
        </Notice>
      )}
      <button type="button" className="button button--block" onClick={onSignIn}>
        Войти через сайт
      </button>
    </main>
  );
}
