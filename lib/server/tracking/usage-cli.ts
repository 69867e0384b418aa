/**
 * `npm run usage -- [days]` prints the dashboard's figures for the last `days` days (default 30)
 * as tables; `npm run usage -- roll-up` rolls raw records older than RAW_USAGE_DAYS into daily
 * figures now (the job runner does it hourly). With the embedded database, run it while the
 * server is stopped (PGlite opens its files in one process); with DATABASE_URL, any time.
 */
import { closeDb, getDbAtStart } from '@/lib/server/db/client';
import { addDays, todayInMoscow } from '@/lib/domain/dates';
import { usageFigures } from './figures';
import { RAW_USAGE_DAYS, rollUpUsageEvents } from './roll-up';
import { formatUsageTables } from './usage-table';

async function main(args: string[]): Promise<number> {
  const db = await getDbAtStart();
  if (args[0] === 'roll-up') {
    const moved = await rollUpUsageEvents(db, new Date(Date.now() - RAW_USAGE_DAYS * 24 * 60 * 60 * 1000));
    console.log(`Свёрнуто в дневные итоги: ${moved} записей старше ${RAW_USAGE_DAYS} дней.`);
    return 0;
  }
  const days = Number(args[0] ?? 30);
  if (!Number.isInteger(days) || days < 1 || days > 366) {
    console.log('Использование: npm run usage -- [дней 1–366] | npm run usage -- roll-up');
    return 2;
  }
  const to = todayInMoscow();
  console.log(formatUsageTables(await usageFigures(db, addDays(to, 1 - days), to)));
  return 0;
}

const code = await main(process.argv.slice(2));
await closeDb();
process.exit(code);
