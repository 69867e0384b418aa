import { closeDb, getDbAtStart } from './client';

/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
async function main(): Promise<void> {
  await getDbAtStart();
  await closeDb();
  console.log('Миграции применены');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
