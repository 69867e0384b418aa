import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { APP_DIR, startNext, type RunningServer } from './servers';

/** The app's production server on a database nobody used before. */
export interface BenchApp {
  server: RunningServer;
  /** `PGlite (new data folder)` or `PostgreSQL (new database)`. */
  engine: string;
  /** Stops the server and removes its data folder or database. */
  close: () => Promise<void>;
}

async function withAdmin(url: string, sql: string): Promise<void> {
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * Starts the app's build on `port` with a fresh database: a new PGlite data folder under the
 * system's temporary directory, or, when DATABASE_URL is set, a new database on that server.
 * The sandbox registry answers at once (SANDBOX_DELAY_*=0) and the background runner is on, so
 * preload finishes lookups as it does in production.
 * @throws Error when the server does not start.
 */
export async function startBenchApp(port: number): Promise<BenchApp> {
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    PUBLIC_URL: url,
    SANDBOX_DELAY_MIN_MS: '0',
    SANDBOX_DELAY_MAX_MS: '0',
    WORKER_ENABLED: '1',
    SMTP_URL: '',
    API_ALLOWED_ORIGINS: '',
  };
  const serverUrl = process.env.DATABASE_URL;
  let cleanup: () => Promise<void>;
  let engine: string;
  if (serverUrl) {
    const name = `shtrafy_bench_${randomBytes(6).toString('hex')}`;
    await withAdmin(serverUrl, `create database ${name}`);
    const dbUrl = new URL(serverUrl);
    dbUrl.pathname = `/${name}`;
    env.DATABASE_URL = dbUrl.toString();
    env.APP_SECRET = randomBytes(32).toString('hex');
    engine = 'PostgreSQL (new database)';
    cleanup = () => withAdmin(serverUrl, `drop database if exists ${name} with (force)`);
  } else {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shtrafy-bench-'));
    env.DATA_DIR = dataDir;
    env.DATABASE_URL = '';
    engine = 'PGlite (new data folder)';
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  }
  let server: RunningServer;
  try {
    server = await startNext({ dir: APP_DIR, port, readyPath: '/105/api/health', env });
  } catch (error) {
    await cleanup();
    throw error;
  }
  return {
    server,
    engine,
    close: async () => {
      await server.stop();
      await cleanup();
    },
  };
}
