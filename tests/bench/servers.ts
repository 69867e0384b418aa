import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ENV } from './server-env';

/** The repository's root (the app) and the bench's baseline app. */
export const APP_DIR = path.resolve(import.meta.dirname, '../..');
export const FIXTURE_DIR = path.join(APP_DIR, 'tests/bench/fixture');
const NEXT_BIN = path.join(APP_DIR, 'node_modules/next/dist/bin/next');

/**
 * The environment a spawned Next.js gets: ours without NODE_OPTIONS (tsx's loader and the
 * react-server condition this script runs under must not reach the server), plus `extra`.
 */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...extra };
  delete env.NODE_OPTIONS;
  return env;
}

/**
 * Node flags for the servers the bench starts, from BENCH_SERVER_NODE_FLAGS (space-separated), to
 * see where a server's time goes under the bench's load: `--cpu-prof --cpu-prof-dir=/tmp/prof`
 * writes a profile when the server stops (README «Speed»). Node refuses these in NODE_OPTIONS.
 */
function profilingFlags(): string[] {
  return (process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
}

/**
 * Builds the app in `dir` with `next build` unless it has a build already (or `force`).
 * @returns when the build was made, for the printout.
 * @throws Error when the build fails.
 */
export function ensureBuild(dir: string, force = false): Date {
  const buildId = path.join(dir, '.next', 'BUILD_ID');
  if (force || !existsSync(buildId)) {
    console.log(`Building ${path.relative(APP_DIR, dir) || 'the app'} (next build)…`);
    const result = spawnSync(process.execPath, [NEXT_BIN, 'build'], { cwd: dir, env: childEnv({}), stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`next build failed in ${dir}`);
  }
  return statSync(buildId).mtime;
}

/** A production server the bench started. */
export interface RunningServer {
  url: string;
  pid: number;
  /** From spawn to the first answer of the readiness URL, ms. */
  startMs: number;
  stop: () => Promise<void>;
  /** Resolves true when a later chunk of the server's output matches `pattern`, false after `timeoutMs`. */
  nextOutput: (pattern: RegExp, timeoutMs: number) => Promise<boolean>;
}

/**
 * `next start` of the build in `dir` on 127.0.0.1:`port` with the environment `npm start` adds
 * (SERVER_ENV), ready once `readyPath` answers 200.
 * @throws Error with the server's last output when it exits or is not ready within 120 s.
 */
export async function startNext(options: {
  dir: string;
  port: number;
  readyPath: string;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const busy = await fetch(url).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`Port ${options.port} is taken by another server: stop it or set BENCH_PORT`);
  const started = performance.now();
  const child: ChildProcess = spawn(
    process.execPath,
    [...profilingFlags(), NEXT_BIN, 'start', '-p', String(options.port), '-H', '127.0.0.1'],
    {
      cwd: options.dir,
      // As `npm start` starts it (the baseline app too, so both are measured alike).
      env: childEnv({ ...SERVER_ENV, ...options.env }),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const watchers = new Set<{ pattern: RegExp; resolve: () => void }>();
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-4000);
    for (const watcher of watchers) if (watcher.pattern.test(text)) watcher.resolve();
  };
  const nextOutput = (pattern: RegExp, timeoutMs: number) =>
    new Promise<boolean>((done) => {
      const watcher = {
        pattern,
        resolve: () => {
          watchers.delete(watcher);
          clearTimeout(timer);
          done(true);
        },
      };
      const timer = setTimeout(() => {
        watchers.delete(watcher);
        done(false);
      }, timeoutMs);
      watchers.add(watcher);
    });
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited = false;
  child.on('exit', () => (exited = true));
  const stop = async () => {
    if (exited) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await gone;
    clearTimeout(timer);
  };
  while (performance.now() - started < 120_000) {
    if (exited) throw new Error(`The server in ${options.dir} exited:\n${output}`);
    try {
      const response = await fetch(url + options.readyPath);
      if (response.ok) return { url, pid: child.pid!, startMs: performance.now() - started, stop, nextOutput };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`The server in ${options.dir} was not ready in 120 s:\n${output}`);
}
