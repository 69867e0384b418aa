import { closeDb, getDb } from '@/lib/server/db/client';
import { recentMails } from './recent';

/**
 * `npm run outbox [N]`: prints the newest N mails (default 5) of the local outbox — the embedded
 * mode's stand-in for a mailbox. Stop the server first when it runs on PGlite (one process at a time).
 */
async function main(): Promise<void> {
  const limit = Number(process.argv[2] ?? 5) || 5;
  const mails = await recentMails(await getDb(), limit);
  if (mails.length === 0) console.log('Исходящих писем нет');
  for (const m of mails.reverse()) {
    console.log(
      `\n#${m.id} ${m.createdAt.toISOString()} → ${m.to} [${m.kind}, ${m.state}${m.transport ? `, ${m.transport}` : ''}]`,
    );
    console.log(`Тема: ${m.subject}\n\n${m.text}`);
  }
  await closeDb();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
