import 'server-only';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { logError } from '@/lib/server/http/log';

// Run by a short-lived Node process: create the cluster (initdb) in `argv[1]` and exit.
const INIT_SCRIPT = `
import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create(process.argv[1]);
await db.close();
`;

/** True when `location` holds no PostgreSQL cluster yet (a new data folder). */
export function needsInitdb(location: string): boolean {
  return !existsSync(path.join(location, 'PG_VERSION'));
}

/**
 * Creates PGlite's cluster in the new folder `location` in a child process, so that initdb's
 * memory goes away with it: WebAssembly memory only grows, and initdb grows PGlite's to about
 * 750 MB, which a server that ran it in-process would keep for its whole life; a server that
 * opens a ready folder needs about a quarter of that (README «Speed», ADR 13).
 * Never throws: if the child cannot do it, the caller's PGlite.create runs initdb itself.
 */
export async function initdbInChildProcess(location: string): Promise<void> {
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, ['--input-type=module', '-e', INIT_SCRIPT, location], {
        cwd: process.cwd(),
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      // A parent that exits meanwhile (a command given up, a server stopped) takes the child with
      // it: an orphan would go on writing a folder that the next process removes or opens.
      const stopChild = () => child.kill();
      process.once('exit', stopChild);
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
      child.on('error', reject);
      child.on('exit', (code) => {
        process.off('exit', stopChild);
        if (code === 0) resolve();
        else reject(new Error(`initdb child exited with ${code}: ${stderr}`));
      });
    });
  } catch (error) {
    logError('PGlite initdb in a child process failed; running it in this process', error);
  }
}
