import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

// A file system without hard links (some network and container volumes): every link fails.
const linkSync = vi.hoisted(() =>
  vi.fn(() => {
    throw Object.assign(new Error('EPERM: operation not permitted, link'), { code: 'EPERM' });
  }),
);
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  return { ...fs, default: { ...fs, linkSync }, linkSync };
});

const { DATA_DIR_LOCK_FILE, DataDirBusyError, lockDataDir } = await import('@/lib/server/db/data-dir-lock');

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function newDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shtrafy-lock-nolinks-'));
  dirs.push(dir);
  return dir;
}

describe('the embedded database lock on a file system without hard links', () => {
  it('is still taken with this process’s id, and goes with release', () => {
    const dir = newDataDir();
    const release = lockDataDir(dir);
    expect(linkSync).toHaveBeenCalled(); // the link was tried and refused, so the lock was made in place
    const file = path.join(dir, DATA_DIR_LOCK_FILE);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(file)).toBe(false);
  });

  it('is refused by name while a running process holds it', async () => {
    const dir = newDataDir();
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    const ended = new Promise<void>((resolve) => holder.on('exit', () => resolve()));
    try {
      writeFileSync(path.join(dir, DATA_DIR_LOCK_FILE), String(holder.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirBusyError);
      expect(readFileSync(path.join(dir, DATA_DIR_LOCK_FILE), 'utf8')).toBe(String(holder.pid));
    } finally {
      holder.kill('SIGKILL');
      await ended;
    }
  });
});
