import path from 'node:path';
import { CONTENT_KINDS } from '@/lib/server/db/schema/content';
import type { ContentKind } from '@/lib/contract/content';
import { closeDb, getDbAtStart } from '@/lib/server/db/client';
import { contentPath } from '@/lib/contract/content';
import { listMarkdownFiles, readContentFiles, SEED_DIR, seedContent } from './seed';
import { selectAllForOperator, selectTagSlugs, setEntryStatus, upsertOperatorEntry } from './queries';

const USAGE = `Использование: npm run content -- <команда>
  add <файл.md>…        добавить или обновить материалы из файлов (они становятся операторскими)
  check [файл.md…]      проверить файлы, ничего не записывая (без файлов: всё из ${path.relative(process.cwd(), SEED_DIR)})
  list [вид]            перечислить материалы: ${CONTENT_KINDS.join(', ')}
  hide <вид> <slug>     снять материал с публикации
  show <вид> <slug>     вернуть материал на сайт
  seed                  записать материалы репозитория (делается и само при первом запуске)`;

/**
 * `npm run content -- …`: the operator's commands for the site's content (README «Content»).
 * Runs against the configured database (DATABASE_URL, else the embedded PGlite in DATA_DIR,
 * which only one process may open: stop the server first). Running servers see a change within
 * a minute (their read cache).
 */
async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  switch (command) {
    case 'add': {
      if (rest.length === 0) return usage();
      const db = await getDbAtStart();
      const inputs = readContentFiles(
        rest.map((f) => path.resolve(f)),
        await selectTagSlugs(db),
      );
      for (const input of inputs) {
        const result = await upsertOperatorEntry(db, input);
        console.log(
          `${result === 'created' ? 'Добавлено' : 'Обновлено'}: ${contentPath(input.kind, input.slug)} — ${input.title}`,
        );
      }
      return 0;
    }
    case 'check': {
      const files = rest.length > 0 ? rest.map((f) => path.resolve(f)) : listMarkdownFiles(SEED_DIR);
      const inputs = readContentFiles(files);
      console.log(`Файлы в порядке: ${inputs.length}`);
      return 0;
    }
    case 'list': {
      const kind = rest[0];
      if (kind && !isKind(kind)) return usage();
      const rows = (await selectAllForOperator(await getDbAtStart())).filter((r) => !kind || r.kind === kind);
      for (const r of rows) {
        const flags = [r.status === 'hidden' ? 'скрыт' : '', r.origin === 'operator' ? 'оператор' : '']
          .filter(Boolean)
          .join(', ');
        console.log(
          `${r.publishedAt.toISOString().slice(0, 10)}  ${contentPath(r.kind, r.slug)}  ${r.title}${flags ? `  [${flags}]` : ''}`,
        );
      }
      console.log(`Всего: ${rows.length}`);
      return 0;
    }
    case 'hide':
    case 'show': {
      const [kind, slug] = rest;
      if (!kind || !slug || !isKind(kind)) return usage();
      const found = await setEntryStatus(await getDbAtStart(), kind, slug, command === 'hide' ? 'hidden' : 'published');
      console.log(
        found ? `${command === 'hide' ? 'Скрыто' : 'Опубликовано'}: ${contentPath(kind, slug)}` : 'Такого материала нет',
      );
      return found ? 0 : 1;
    }
    case 'seed': {
      const { files, written } = await seedContent(await getDbAtStart());
      console.log(`Файлов: ${files}, записано: ${written}`);
      return 0;
    }
    default:
      return usage();
  }
}

function isKind(value: string): value is ContentKind {
  return (CONTENT_KINDS as readonly string[]).includes(value);
}

function usage(): number {
  console.error(USAGE);
  return 2;
}

main(process.argv.slice(2))
  .then(async (code) => {
    await closeDb();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    await closeDb().catch(() => undefined);
    process.exit(1);
  });
