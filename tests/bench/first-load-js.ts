import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** First-load JavaScript of one page, from a production build's own manifests. */
export interface FirstLoadJs {
  route: string;
  /** The script files, relative to the build directory (`static/chunks/…`). */
  files: string[];
  /** Their sizes as stored and gzipped at zlib's default level (what `next start` sends), bytes. */
  rawBytes: number;
  gzipBytes: number;
  /**
   * The page's lazily loaded code, gzip bytes: every `next/dynamic` chunk of the page (its
   * `react-loadable-manifest.json`) that is not among the first scripts. Parts rendered by the
   * server are preloaded at low priority and hydrated when their code arrives; the rest load when
   * opened. Not in `gzipBytes`.
   */
  laterGzipBytes: number;
}

const require = createRequire(import.meta.url);

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/**
 * The scripts the first HTML of `route` references, as the browser loads them: the framework's
 * root files (`build-manifest.json` rootMainFiles) and every chunk of the page's segments (the
 * page, its layouts, error and not-found boundaries: `entryJSFiles` of the client reference
 * manifest). Polyfills (`noModule`) are left out: no browser that runs modules loads them.
 * Deterministic: the same build gives the same bytes. This is what Next.js writes into
 * `.next/diagnostics/route-bundle-stats.json` for Turbopack builds, computed here so it works
 * for any build directory and can be gzipped.
 * @throws Error when `route` is not a page of the build.
 */
export function firstLoadJs(distDir: string, route: string): FirstLoadJs {
  const routes = readJson<Record<string, string>>(path.join(distDir, 'app-path-routes-manifest.json'));
  const appPath = Object.keys(routes).find((p) => routes[p] === route && p.endsWith('/page'));
  if (!appPath) throw new Error(`${route}: no such page in ${distDir}`);
  const { rootMainFiles } = readJson<{ rootMainFiles: string[] }>(path.join(distDir, 'build-manifest.json'));
  const manifestFile = path.resolve(distDir, 'server', 'app', `.${appPath}_client-reference-manifest.js`);
  const scope = globalThis as { __RSC_MANIFEST?: Record<string, { entryJSFiles: Record<string, string[]> }> };
  const previous = scope.__RSC_MANIFEST;
  scope.__RSC_MANIFEST = {};
  try {
    delete require.cache[manifestFile];
    require(manifestFile);
    const entry = scope.__RSC_MANIFEST[appPath];
    if (!entry) throw new Error(`${route}: ${manifestFile} has no entry for ${appPath}`);
    const files = [...new Set([...rootMainFiles, ...Object.values(entry.entryJSFiles).flat()])].filter((f) => f.endsWith('.js'));
    let rawBytes = 0;
    let gzipBytes = 0;
    for (const file of files) {
      const bytes = readFileSync(path.join(distDir, file));
      rawBytes += bytes.length;
      gzipBytes += gzipSync(bytes).length;
    }
    let laterGzipBytes = 0;
    for (const file of lazyFiles(distDir, appPath, new Set(files))) {
      laterGzipBytes += gzipSync(readFileSync(path.join(distDir, file))).length;
    }
    return { route, files, rawBytes, gzipBytes, laterGzipBytes };
  } finally {
    scope.__RSC_MANIFEST = previous;
  }
}

/** The `.js` files of the page's `next/dynamic` imports that are not in `firstLoad`. */
function lazyFiles(distDir: string, appPath: string, firstLoad: ReadonlySet<string>): string[] {
  const manifestFile = path.join(distDir, 'server', 'app', appPath, 'react-loadable-manifest.json');
  if (!existsSync(manifestFile)) return [];
  const manifest = readJson<Record<string, { files: string[] }>>(manifestFile);
  const all = Object.values(manifest).flatMap((entry) => entry.files);
  return [...new Set(all)].filter((f) => f.endsWith('.js') && !firstLoad.has(f));
}

/** Bytes as kilobytes (1 kB = 1024 bytes) with one decimal, as the tables print them. */
export function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}
