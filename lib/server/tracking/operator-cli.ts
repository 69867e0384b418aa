/**
 * `npm run operator -- grant <e-mail>` | `revoke <e-mail>` | `list`: who may open the usage
 * dashboard (/operator, ADR 0011). The role belongs to whoever signs in with that confirmed
 * e-mail; a grant for an address nobody signs in with yet waits for it. With the embedded
 * database, run it while the server is stopped (PGlite opens its files in one process); with
 * DATABASE_URL, any time.
 */
import { normalizeEmail } from '@/lib/domain/email-address';
import { closeDb, getDbAtStart } from '@/lib/server/db/client';
import { grantOperator, listOperators, revokeOperator } from './operators';
import { textTable } from './usage-table';

const USAGE = 'Использование: npm run operator -- grant <e-mail> | revoke <e-mail> | list';

async function main([command, email]: string[]): Promise<number> {
  if (command === 'list') {
    const rows = await listOperators(await getDbAtStart());
    if (rows.length === 0) console.log('Операторов нет.');
    else
      console.log(
        textTable(
          ['e-mail', 'с', 'аккаунт'],
          rows.map((r) => [r.email, r.grantedAt.toISOString(), r.userId ?? '—']),
        ),
      );
    return 0;
  }
  if ((command !== 'grant' && command !== 'revoke') || normalizeEmail(email ?? '') === null) {
    console.log(USAGE);
    return 2;
  }
  const db = await getDbAtStart();
  if (command === 'grant') {
    const row = await grantOperator(db, email!);
    console.log(
      row.userId
        ? `${row.email} — оператор (аккаунт ${row.userId}).`
        : `${row.email} — оператор, как только кто-то подтвердит этот адрес и войдёт с ним.`,
    );
  } else {
    console.log((await revokeOperator(db, email!)) ? `${email} больше не оператор.` : `${email} не был оператором.`);
  }
  return 0;
}

const code = await main(process.argv.slice(2));
await closeDb();
process.exit(code);
