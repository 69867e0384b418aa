import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

/** A second app process on the same production build, started with its own environment. */
export interface SecondServer {
  /** `http://127.0.0.1:<port>` it listens on. */
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Spawns `next start` on a free port (`-p 0`) in a process group of its own, with `env` on top of a
 * bare environment (no SMTP_URL, PUBLIC_URL or DATABASE_URL unless given) and a fresh DATA_DIR
 * `.data/<name>`; `output()` is everything it printed so far.
 */
function spawnNext(name: string, env: Record<string, string>, keepData = false) {
  const dataDir = path.resolve(`.data/${name}`);
  if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !['SMTP_URL', 'PUBLIC_URL', 'DATABASE_URL', 'PORT'].includes(k)),
  );
  const child: ChildProcessWithoutNullStreams = spawn('npx', ['next', 'start', '-p', '0', '-H', '127.0.0.1'], {
    env: { ...base, NODE_ENV: 'production', DATA_DIR: dataDir, SANDBOX_DELAY_MIN_MS: '0', SANDBOX_DELAY_MAX_MS: '0', ...env },
    detached: true,
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const kill = () => process.kill(-child.pid!, 'SIGTERM');
  return { child, dataDir, output: () => out, kill };
}

/**
 * Starts a second server (see `spawnNext`) and waits until it listens. `keepData`: use what is
 * already in `.data/<name>` (prepared by a command) instead of a fresh directory.
 */
export async function startSecondServer(name: string, env: Record<string, string> = {}, keepData = false): Promise<SecondServer> {
  const { child, dataDir, output, kill } = spawnNext(name, env, keepData);
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no port in: ${output()}`)), 60_000);
    const check = () => {
      const found = /http:\/\/127\.0\.0\.1:(\d+)/.exec(output());
      if (!found || !/Ready/.test(output())) return;
      clearTimeout(timer);
      resolve(Number(found[1]));
    };
    child.stdout.on('data', check);
    child.stderr.on('data', check);
    child.once('exit', (code) => reject(new Error(`next start exited with ${code}: ${output()}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      kill();
    });
  return { url: `http://127.0.0.1:${port}`, port, dataDir, stop };
}

/**
 * Starts a server like `startSecondServer` and waits for it to exit by itself (stopped after 60 s);
 * resolves with its exit code and everything it printed. For configurations it must refuse.
 */
export async function exitOfServer(name: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const { child, output, kill } = spawnNext(name, env);
  return new Promise((resolve) => {
    const timer = setTimeout(kill, 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output: output() });
    });
  });
}
