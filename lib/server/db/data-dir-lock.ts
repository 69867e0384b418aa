import 'server-only';
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/** The lock file's name inside DATA_DIR. */
export const DATA_DIR_LOCK_FILE = 'pglite.lock';

/**
 * Another live process has the embedded database open. PGlite is PostgreSQL in one process,
 * without a server to share its files: a second process writing them would corrupt the database.
 */
export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Встроенная база данных в ${dataDir} уже открыта процессом ${pid}. Её может открыть только один процесс: ` +
        'остановите его (npm start, npm run …) или задайте другой DATA_DIR; для нескольких процессов задайте DATABASE_URL.',
    );
    this.name = 'DataDirBusyError';
  }
}

/** True when a process with this id exists (EPERM: it exists but belongs to another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null; // gone in between, or unreadable: treated as stale
  }
}

/**
 * Takes the embedded database in `dataDir` for this process: creates `DATA_DIR/pglite.lock`
 * holding this process's id, atomically (`O_EXCL`). A lock left by a process that no longer runs
 * (killed with -9, a crash, or this very id in an earlier life, as in a container restarted with
 * the same pid) is taken over. Returns the release function, also run when the process exits.
 * @throws DataDirBusyError when a running process holds it.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, DATA_DIR_LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder !== null && holder !== process.pid && isRunning(holder)) throw new DataDirBusyError(dataDir, holder);
      try {
        unlinkSync(file);
      } catch {
        // another process removed it first; try again
      }
      continue;
    }
    writeSync(fd, String(process.pid));
    closeSync(fd);
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      process.off('exit', release);
      if (readHolder(file) === process.pid) unlinkSync(file);
    };
    process.on('exit', release);
    return release;
  }
  // Only when other processes keep creating and removing the file faster than this loop.
  throw new Error(`Не удалось занять встроенную базу данных (${file}): её одновременно открывают другие процессы`);
}
