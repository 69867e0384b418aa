import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Notice } from '@/components/ui/notice';
import { getDb } from '@/lib/server/db/client';
import { recentMails } from '@/lib/server/mail/recent';
import { usesLocalOutbox } from '@/lib/server/mail/transport';
import { OutboxMailCard } from './_components/outbox-mail';
import styles from './_components/outbox.module.css';

// Reads the mail table on every visit, and must not exist in a build that has SMTP configured.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Локальный почтовый ящик',
  robots: { index: false, follow: false },
};

const LIMIT = 50;

/**
 * `/dev/outbox`: the newest mails of the embedded mode's local outbox (sign-in links, resets,
 * notifications), for a developer to open the links. Exists only while no SMTP server is
 * configured; otherwise 404, so real users' mail is never shown here.
 */
export default async function DevOutboxPage() {
  if (!usesLocalOutbox()) notFound();
  const mails = await recentMails(await getDb(), LIMIT);
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
