import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/env';

let cached: Buffer | undefined;

/**
 * The server's secret key material (32+ bytes): APP_SECRET when set; otherwise, in embedded mode,
 * a random key kept in DATA_DIR/app-secret (created on first start, mode 0600); with an in-memory
 * database, a per-process random key. Never logged.
 */
export function appSecret(): Buffer {
  if (cached) return cached;
  const { APP_SECRET, DATA_DIR } = env();
  if (APP_SECRET) {
    cached = Buffer.from(APP_SECRET, 'utf8');
  } else if (DATA_DIR.startsWith('memory://')) {
    cached = randomBytes(32);
  } else {
    // A production server on PostgreSQL never gets here: env() refuses to start it without APP_SECRET.
    const file = path.resolve(DATA_DIR, 'app-secret');
    try {
      cached = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    } catch {
      mkdirSync(DATA_DIR, { recursive: true });
      const fresh = randomBytes(32);
      writeFileSync(file, fresh.toString('base64'), { mode: 0o600, flag: 'wx' });
      cached = fresh;
    }
  }
  return cached;
}
