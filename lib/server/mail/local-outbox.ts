import 'server-only';
import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { env } from '@/lib/env';

/** A mail as the local outbox keeps it on disk (one JSON file per mail). */
export interface LocalMail {
  id: number;
  to: string;
  kind: string;
  subject: string;
  text: string;
  /** ISO time the outbox received it. */
  deliveredAt: string;
}

/** The local outbox keeps this many newest mails; older files are deleted. */
export const LOCAL_OUTBOX_KEEP = 200;

/**
 * Where the embedded mode's mail lands: `<DATA_DIR>/outbox` (next to the database, readable by the
 * server's user only); a per-process temporary directory when the database lives in memory.
 */
export function localOutboxDir(): string {
  const dataDir = env().DATA_DIR;
  if (dataDir === 'memory://') return path.join(tmpdir(), `shtrafy-outbox-${process.pid}`);
  return path.resolve(dataDir, 'outbox');
}

const fileName = (id: number) => `${String(id).padStart(12, '0')}.json`;

/**
 * Writes one mail into the local outbox: the directory 0700, the file 0600, so only the server's
 * user (who can read the database anyway) reads it; keeps the newest LOCAL_OUTBOX_KEEP files.
 */
export function writeLocalMail(mail: Omit<LocalMail, 'deliveredAt'>): void {
  const dir = localOutboxDir();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  const file = path.join(dir, fileName(mail.id));
  const record: LocalMail = { ...mail, deliveredAt: new Date().toISOString() };
  writeFileSync(file, JSON.stringify(record), { mode: 0o600 });
  chmodSync(file, 0o600);
  const files = listFiles(dir);
  for (const old of files.slice(0, Math.max(0, files.length - LOCAL_OUTBOX_KEEP))) rmSync(path.join(dir, old), { force: true });
}

function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((f) => /^\d{12}\.json$/.test(f))
      .sort();
  } catch {
    return [];
  }
}

/** The newest `limit` mails of the local outbox, newest first (empty when there is none). */
export function readLocalMails(limit: number): LocalMail[] {
  const dir = localOutboxDir();
  return listFiles(dir)
    .slice(-limit)
    .reverse()
    .flatMap((f) => {
      try {
        return [JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as LocalMail];
      } catch {
        return [];
      }
    });
}

/**
 * True only under `next dev` with no SMTP server configured: the one case where the /dev/outbox
 * page may show mail. `process.env.NODE_ENV` is read directly on purpose: Next.js inlines it at
 * build time, so in a production build this is false whatever the runtime environment says.
 */
export function devOutboxPageEnabled(): boolean {
  return process.env.NODE_ENV === 'development' && !env().SMTP_URL;
}
