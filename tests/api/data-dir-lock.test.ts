import { afterEach, describe, expect, it } from 'vitest';
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DATA_DIR_LOCK_FILE, DataDirBusyError, lockDataDir } from '@/lib/server/db/data-dir-lock';

const run = promisify(execFile);
const RACER = path.resolve(import.meta.dirname, 'support/lock-racer.ts');
const dirs: string[] = [];
const releases: (() => void)[] = [];

function newDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shtrafy-lock-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  releases.splice(0).forEach((release) => release());
  dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

/** A process that runs until killed, and a promise of its end. */
function otherProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  const ended = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return { pid: child.pid!, stop: () => (child.kill('SIGKILL'), ended) };
}

describe('the embedded database is one process’s at a time', () => {
  it('the lock holds this process’s id and goes with release', () => {
    const dir = newDataDir();
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, DATA_DIR_LOCK_FILE), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, DATA_DIR_LOCK_FILE))).toBe(false);
  });

  it('a running holder refuses the lock by name; once it is gone (kill -9 leaves its file) the lock is taken over', async () => {
    const dir = newDataDir();
    const other = otherProcess();
    writeFileSync(path.join(dir, DATA_DIR_LOCK_FILE), String(other.pid));
    let refused: unknown;
    try {
      lockDataDir(dir);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DataDirBusyError);
    expect((refused as Error).message).toContain(`уже открыта процессом ${other.pid}`);
    expect(readFileSync(path.join(dir, DATA_DIR_LOCK_FILE), 'utf8')).toBe(String(other.pid));

    await other.stop();
    releases.push(lockDataDir(dir));
    expect(readFileSync(path.join(dir, DATA_DIR_LOCK_FILE), 'utf8')).toBe(String(process.pid));
  });

  it('a lock file with this very process id (a restarted container) or no id is stale', () => {
    const dir = newDataDir();
    writeFileSync(path.join(dir, DATA_DIR_LOCK_FILE), String(process.pid));
    releases.push(lockDataDir(dir));
    releases.splice(0).forEach((release) => release());
    writeFileSync(path.join(dir, DATA_DIR_LOCK_FILE), 'garbage');
    releases.push(lockDataDir(dir));
    expect(readFileSync(path.join(dir, DATA_DIR_LOCK_FILE), 'utf8')).toBe(String(process.pid));
  });

  it('an empty lock file just made is waited for: its creator writes its id (no hard links) and is refused by name', async () => {
    const dir = newDataDir();
    const file = path.join(dir, DATA_DIR_LOCK_FILE);
    writeFileSync(file, '');
    // The creator: writes its id into the empty lock a moment later, as a process on a file system
    // without hard links does, and keeps running.
    const creator = spawn(
      process.execPath,
      [
        '-e',
        `setTimeout(() => require('fs').writeFileSync(${JSON.stringify(file)}, String(process.pid)), 300); setInterval(() => {}, 1000)`,
      ],
      { stdio: 'ignore' },
    );
    const ended = new Promise<void>((resolve) => creator.on('exit', () => resolve()));
    try {
      let refused: unknown;
      try {
        releases.push(lockDataDir(dir));
      } catch (error) {
        refused = error;
      }
      expect(refused).toBeInstanceOf(DataDirBusyError);
      expect((refused as DataDirBusyError).pid).toBe(creator.pid);
    } finally {
      creator.kill('SIGKILL');
      await ended;
    }
  });

  it('of processes starting at the same instant, one takes the lock, also over a stale one (the rest are refused)', async () => {
    for (const stale of [false, true, false, true]) {
      const dir = newDataDir();
      if (stale) {
        const gone = otherProcess();
        await gone.stop();
        writeFileSync(path.join(dir, DATA_DIR_LOCK_FILE), String(gone.pid));
      }
      const startAt = Date.now() + 2500; // after every contender has loaded
      const outcomes = await Promise.all(
        Array.from({ length: 6 }, () =>
          run(process.execPath, ['--conditions=react-server', '--import', 'tsx', RACER, dir, String(startAt)], {
            encoding: 'utf8',
          }).then(({ stdout }) => stdout),
        ),
      );
      expect(outcomes.sort(), stale ? 'over a stale lock' : 'on a free folder').toEqual([
        'busy',
        'busy',
        'busy',
        'busy',
        'busy',
        'got',
      ]);
    }
  }, 60_000);

  it('a second process (an operator’s command while the server runs) stops with the message and writes nothing', async () => {
    const dir = newDataDir();
    releases.push(lockDataDir(dir)); // this test process stands for the running server
    const outcome = await run('npx', ['tsx', '--conditions=react-server', 'lib/server/complaints/print-complaints.ts'], {
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', NODE_ENV: 'test' },
      encoding: 'utf8',
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain(`Встроенная база данных в ${dir} уже открыта процессом ${process.pid}`);
    expect(existsSync(path.join(dir, 'pglite', 'PG_VERSION'))).toBe(false);
    expect(readFileSync(path.join(dir, DATA_DIR_LOCK_FILE), 'utf8')).toBe(String(process.pid));
  });
});
