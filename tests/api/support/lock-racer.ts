/**
 * One contender in the data-dir lock race (tests/api/data-dir-lock.test.ts): waits until the
 * common start instant, tries to take the lock of DATA_DIR, prints `got` or `busy`, and holds a
 * lock it got for a while so every other contender meets it.
 */
import { DataDirBusyError, lockDataDir } from '@/lib/server/db/data-dir-lock';

const [dir, startAt] = [process.argv[2]!, Number(process.argv[3])];
while (Date.now() < startAt) {
  // spin: every contender starts within the same millisecond or so
}
try {
  const release = lockDataDir(dir);
  process.stdout.write('got');
  setTimeout(release, 1500);
} catch (error) {
  process.stdout.write(error instanceof DataDirBusyError ? 'busy' : `error: ${(error as Error).message}`);
}
