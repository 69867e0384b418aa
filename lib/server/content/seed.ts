import 'server-only';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '@/lib/server/db/client';
import { ContentFileError, parseContentFile, type ContentInput } from './front-matter';
import { selectTagSlugs, upsertSeedEntry } from './queries';

/** Where the site's content lives in the repository: one Markdown file per entry, any sub-folders. */
export const SEED_DIR = path.join(process.cwd(), 'lib/server/content/seed');
/** Where cover images are served from (`/content/covers/x.svg` → public/content/covers/x.svg). */
const PUBLIC_DIR = path.join(process.cwd(), 'public');

/** Every `.md` file under `dir`, sorted, as absolute paths. */
export function listMarkdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.md'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/**
 * Reads and checks content files: each parses (front-matter.ts), no two share a (kind, slug),
 * every cover exists under public/, and every tag an article uses is a tag among the files or in
 * `knownTags` (the database's).
 * @throws ContentFileError naming the first bad file and its problems.
 */
export function readContentFiles(files: string[], knownTags: ReadonlySet<string> = new Set()): ContentInput[] {
  const root = process.cwd();
  const entries = files.map((file) => ({
    file: path.relative(root, file),
    input: parseContentFile(readFileSync(file, 'utf8'), path.relative(root, file)),
  }));
  const tags = new Set([...knownTags, ...entries.filter((e) => e.input.kind === 'tag').map((e) => e.input.slug)]);
  const seen = new Map<string, string>();
  for (const { file, input } of entries) {
    const key = `${input.kind}/${input.slug}`;
    const other = seen.get(key);
    if (other) throw new ContentFileError(file, [`тот же kind и slug, что в ${other}`]);
    seen.set(key, file);
    if (input.cover && !existsSync(path.join(PUBLIC_DIR, input.cover)))
      throw new ContentFileError(file, [`нет файла обложки public${input.cover}`]);
    const unknown = input.tags.filter((t) => !tags.has(t));
    if (unknown.length > 0) throw new ContentFileError(file, [`неизвестные теги: ${unknown.join(', ')}`]);
  }
  // Tags first, so a reader never sees an article whose tag is not stored yet.
  return entries.map((e) => e.input).sort((a, b) => Number(b.kind === 'tag') - Number(a.kind === 'tag'));
}

/**
 * Stores the repository's content (SEED_DIR) in the database: new entries are added, entries the
 * seed wrote are updated when their file changed, entries the operator wrote are left alone.
 * Idempotent: a second run with the same files writes nothing.
 * @returns the number of files and of rows written.
 * @throws ContentFileError for a bad file (nothing is written then).
 */
export async function seedContent(db: Db, dir: string = SEED_DIR): Promise<{ files: number; written: number }> {
  const inputs = readContentFiles(listMarkdownFiles(dir), await selectTagSlugs(db));
  let written = 0;
  for (const input of inputs) written += await upsertSeedEntry(db, input);
  return { files: inputs.length, written };
}

const seeded = new WeakMap<Db, Promise<unknown>>();

/**
 * Seeds the content once per process and database, on the first content read after start (the
 * content service calls it). A failure is not remembered, so the next read tries again.
 */
export function ensureSeeded(db: Db): Promise<unknown> {
  let done = seeded.get(db);
  if (!done) {
    done = seedContent(db).catch((error: unknown) => {
      seeded.delete(db);
      throw error;
    });
    seeded.set(db, done);
  }
  return done;
}
