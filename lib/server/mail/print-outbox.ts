import { env } from '@/lib/env';
import { localOutboxDir, readLocalMails } from './local-outbox';

/**
 * `npm run outbox [N]`: prints the newest N mails (default 5) of the local outbox — the embedded
 * mode's stand-in for a mailbox, the files the server wrote under DATA_DIR/outbox. It reads only
 * those files, so it works while the server runs. With SMTP_URL set, mail goes to the SMTP server
 * and nothing is kept here.
 */
function main(): void {
  const limit = Number(process.argv[2] ?? 5) || 5;
  const mails = readLocalMails(limit);
  if (mails.length === 0) {
    console.log(`Писем в локальном ящике нет (${localOutboxDir()}).`);
    if (env().SMTP_URL) console.log('Задан SMTP_URL: письма уходят на SMTP-сервер и здесь не хранятся.');
  }
  for (const m of mails.reverse()) {
    console.log(`\n#${m.id} ${m.deliveredAt} → ${m.to} [${m.kind}]`);
    console.log(`Тема: ${m.subject}\n\n${m.text}`);
  }
}

main();
