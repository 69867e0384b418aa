import 'server-only';
import { linkSync, mkdirSync, readFileSync, rmdirSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
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

/** Waits `ms` without giving the event loop a turn (the lock is taken synchronously at start). */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Creates the lock file already holding this process's id, or answers false when it exists. The id
 * is written to a file of this process's own first and linked under the lock's name: a link either
 * appears whole or fails with EEXIST, so no contender ever reads an empty lock and calls it stale.
 */
function tryCreate(file: string): boolean {
  const own = `${file}.${process.pid}.new`;
  writeFileSync(own, String(process.pid), { mode: 0o600 });
  try {
    linkSync(own, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    unlinkSync(own);
  }
}

/** A takeover started this long ago belongs to a process that died in it. */
const TAKEOVER_STALE_MS = 10_000;

/**
 * Runs `takeOver` holding the takeover mutex `DATA_DIR/pglite.lock.takeover` (a directory: mkdir is
 * atomic), so only one process at a time may remove a stale lock, after checking again that it is
 * stale. Answers false when another process is taking over (the caller looks again).
 */
function whileTakingOver<T>(file: string, takeOver: () => T): { done: true; value: T } | { done: false } {
  const mutex = `${file}.takeover`;
  try {
    mkdirSync(mutex);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    try {
      if (Date.now() - statSync(mutex).mtimeMs > TAKEOVER_STALE_MS) rmdirSync(mutex);
    } catch {
      // already gone
    }
    return { done: false };
  }
  try {
    return { done: true, value: takeOver() };
  } finally {
    rmdirSync(mutex);
  }
}

/**
 * Takes the embedded database in `dataDir` for this process: creates `DATA_DIR/pglite.lock`
 * holding this process's id, atomically. A lock left by a process that no longer runs (killed
 * with -9, a crash, or this very id in an earlier life, as in a container restarted with the same
 * pid) is taken over. Of processes starting at the same instant exactly one gets it, also over a
 * stale lock: a lock is only ever removed under the takeover mutex, after reading again that its
 * holder is gone. Returns the release function, also run when the process exits.
 * @throws DataDirBusyError when a running process holds it.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, DATA_DIR_LOCK_FILE);
  const busy = (): number | null => {
    const holder = readHolder(file);
    return holder !== null && holder !== process.pid && isRunning(holder) ? holder : null;
  };
  for (let attempt = 0; attempt < 200; attempt++) {
    if (tryCreate(file)) return releaseOnExit(file);
    const holder = busy();
    if (holder !== null) throw new DataDirBusyError(dataDir, holder);
    const takeover = whileTakingOver(file, () => {
      if (busy() !== null) return false; // someone took it over while this process waited
      rmSync(file, { force: true });
      return tryCreate(file);
    });
    if (takeover.done && takeover.value) return releaseOnExit(file);
    if (!takeover.done) pause(25);
  }
  // Only when other processes keep the takeover going for seconds.
  throw new Error(`Не удалось занять встроенную базу данных (${file}): её одновременно открывают другие процессы`);
}

/** The release of a lock this process holds: removes the file if it still names this process. */
function releaseOnExit(file: string): () => void {
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
