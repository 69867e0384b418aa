import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { chromium, expect, type APIRequestContext, type BrowserContext, type Worker } from '@playwright/test';
import type { ApiUser } from './api-user';

/**
 * The browser extension in a real Chromium: built from extension/ for this run's site, loaded
 * unpacked into a persistent context (`--disable-extensions-except`, `--load-extension`; Debian's
 * Chromium loads them in its new headless mode).
 */
export interface LoadedExtension {
  context: BrowserContext;
  /** The extension's id (from its service worker's URL). */
  id: string;
  worker: Worker;
}

/**
 * The site's origin as the extension knows it: the test server under the name `localhost`, so that
 * `http://127.0.0.1:<port>` of the same server is another origin the extension must refuse.
 */
export function siteOrigin(baseURL: string): string {
  const url = new URL(baseURL);
  url.hostname = 'localhost';
  return url.origin;
}

/** Builds the unpacked extension for `site` into `outDir` (`npm run extension:build` with its variables). */
export function buildExtension(site: string, outDir: string): void {
  execFileSync(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'extension/scripts/build.ts'], {
    env: { ...process.env, EXTENSION_SITE_URL: site, EXTENSION_API_BASE_URL: site, EXTENSION_OUT_DIR: outDir },
    stdio: 'pipe',
  });
}

/** Launches Chromium with only the extension at `dir` and waits for its service worker. */
export async function launchWithExtension(dir: string, executablePath: string | undefined): Promise<LoadedExtension> {
  const context = await chromium.launchPersistentContext('', {
    executablePath,
    headless: true,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    args: [
      `--disable-extensions-except=${dir}`,
      `--load-extension=${dir}`,
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return { context, worker, id: new URL(worker.url()).host };
}

/** Waits until the registry lookups of the user's documents are done (`GET preload` answers ok). */
export async function waitForLookups(request: APIRequestContext, user: ApiUser): Promise<void> {
  const query = `web=1&userId=${user.userId}&rand=${user.rand}&session=${user.session}`;
  await expect
    .poll(async () => (await (await request.get(`/105/api/preload?${query}`)).json()).status, { timeout: 30_000 })
    .toBe('ok');
}
