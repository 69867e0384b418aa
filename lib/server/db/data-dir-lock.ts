import 'server-only';
import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmdirSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
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

/** Errors of a file system without hard links (some network and container volumes, FAT). */
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV', 'EACCES']);

/**
 * Creates the lock file already holding this process's id, or answers false when it exists. The id
 * is written to a file of this process's own first and linked under the lock's name: a link either
 * appears whole or fails with EEXIST, so no contender reads an empty lock. Where the file system
 * has no hard links, the lock is created empty (`O_EXCL`) and the id written after; a contender that
 * finds it empty waits for the id (settledHolder).
 */
function tryCreate(file: string): boolean {
  const own = `${file}.${process.pid}.new`;
  writeFileSync(own, String(process.pid), { mode: 0o600 });
  try {
    linkSync(own, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (code === 'EEXIST') return false;
    if (!NO_HARD_LINKS.has(code)) throw error;
    return createInPlace(file);
  } finally {
    unlinkSync(own);
  }
}

function createInPlace(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  writeSync(fd, String(process.pid));
  closeSync(fd);
  return true;
}

/** How long an empty lock file is taken for one whose creator is still writing its id. */
const EMPTY_LOCK_GRACE_MS = 2_000;

/**
 * The holder's id; an empty lock file younger than EMPTY_LOCK_GRACE_MS is read again until its id
 * is there (its creator may be between creating it and writing the id), then taken as stale.
 */
function settledHolder(file: string): number | null {
  for (;;) {
    const holder = readHolder(file);
    if (holder !== null) return holder;
    let young = false;
    try {
      const { size, mtimeMs } = statSync(file);
      young = size === 0 && Date.now() - mtimeMs < EMPTY_LOCK_GRACE_MS;
    } catch {
      return null; // gone
    }
    if (!young) return null;
    pause(25);
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
 * holding this process's id, atomically (see tryCreate for file systems without hard links). A lock left by a process that no longer runs (killed
 * with -9, a crash, or this very id in an earlier life, as in a container restarted with the same
 * pid) is taken over. Of processes starting at the same instant exactly one gets it, also over a
 * stale lock: a lock is only ever removed under the takeover mutex, after reading again that its
 * holder is gone. Returns the release function, also run when the process exits.
 * @throws DataDirBusyError when a running process holds it.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, DATA_DIR_LOCK_FILE);
  const busy = (): number | null => {
    const holder = settledHolder(file);
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
