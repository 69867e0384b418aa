import { spawn, type ChildProcess } from 'node:child_process';
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
 * Starts `next start` on a free port (`-p 0`) with `env` on top of a bare environment (no SMTP_URL,
 * PUBLIC_URL or DATABASE_URL unless given) and a fresh DATA_DIR, and waits for it to listen.
 */
export async function startSecondServer(name: string, env: Record<string, string> = {}): Promise<SecondServer> {
  const dataDir = path.resolve(`.data/${name}`);
  rmSync(dataDir, { recursive: true, force: true });
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !['SMTP_URL', 'PUBLIC_URL', 'DATABASE_URL', 'PORT'].includes(k)),
  );
  const child: ChildProcess = spawn('npx', ['next', 'start', '-p', '0', '-H', '127.0.0.1'], {
    env: { ...base, NODE_ENV: 'production', DATA_DIR: dataDir, SANDBOX_DELAY_MIN_MS: '0', SANDBOX_DELAY_MAX_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`no port in: ${out}`)), 60_000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const found = /http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (found && /Ready/.test(out)) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`next start exited with ${code}: ${out}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        process.kill(-child.pid!, 'SIGTERM');
      }),
  };
}
