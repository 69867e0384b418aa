import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Notice } from '@/components/ui/notice';
import { devOutboxPageEnabled, readLocalMails } from '@/lib/server/mail/local-outbox';
import { OutboxMailCard } from './_components/outbox-mail';
import styles from './_components/outbox.module.css';

// Reads the outbox files on every visit; never prerendered.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Локальный почтовый ящик',
  robots: { index: false, follow: false },
};

const LIMIT = 50;

/**
 * `/dev/outbox`: the newest mails of the embedded mode's local outbox (sign-in links, resets,
 * notifications), for a developer to open the links. Exists only under `next dev` without SMTP
 * (`devOutboxPageEnabled`); a production build answers 404 whatever its settings, so nobody who
 * can reach the server reads another person's sign-in link here.
 */
export default function DevOutboxPage() {
  if (!devOutboxPageEnabled()) notFound();
  const mails = readLocalMails(LIMIT);
  return (
    <div className="stack">
      <h1>Почтовый ящик</h1>
      <Notice tone="warning">
        <p>
          <strong>Локальный почтовый ящик разработчика: письма никуда не отправляются.</strong> Здесь последние {LIMIT} писем,
          новые сверху. Обновите страницу, чтобы увидеть новые.
        </p>
      </Notice>
      {mails.length === 0 ? (
        <div className="card empty">
          <h2>Писем пока нет</h2>
          <p className="muted">Запросите вход по ссылке или восстановление пароля — письмо появится здесь.</p>
        </div>
      ) : (
        <ol className={styles.list} aria-label="Письма">
          {mails.map((mail) => (
            <li key={mail.id}>
              <OutboxMailCard mail={mail} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
