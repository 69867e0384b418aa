import { env } from '@/lib/env';
import { closeDb, getDbAtStart } from '@/lib/server/db/client';
import { listNewestComplaints } from './queries';

/**
 * `npm run complaints [N]`: prints the newest N reports about charges (default 20) for an
 * operator: number, time, УИН, the e-mail to answer and the text. It opens the configured
 * database: with DATABASE_URL at any time; the embedded PGlite in DATA_DIR is one process's at a
 * time, so stop `npm start` first (or read it through PostgreSQL in production).
 */
async function main(): Promise<void> {
  const limit = Math.min(Math.max(Number(process.argv[2] ?? 20) || 20, 1), 1000);
  const db = await getDbAtStart();
  const rows = await listNewestComplaints(db, limit);
  if (rows.length === 0) console.log('Сообщений об ошибках нет.');
  for (const r of rows.reverse()) {
    const at = r.createdAt.toLocaleString('ru-RU', { timeZone: 'Europe/Moscow' });
    console.log(`\n№ ${r.id} · ${at} МСК · УИН ${r.uin} · пользователь ${r.userId}`);
    console.log(`Ответить: ${r.email}`);
    console.log(r.description);
  }
  await closeDb();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (!env().DATABASE_URL) console.error('Встроенная база занята другим процессом? Остановите сервер (npm start) и повторите.');
  process.exit(1);
});
