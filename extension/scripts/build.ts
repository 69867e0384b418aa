/**
 * Builds the browser extension into a folder Chrome loads (`npm run extension:build`), or packages
 * it for the Chrome Web Store (`npm run extension:package`). Configuration (README «Расширение для
 * Chrome»): EXTENSION_SITE_URL, EXTENSION_API_BASE_URL, EXTENSION_OUT_DIR.
 */
import { build } from 'esbuild';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEV_EXTENSION_KEY } from '../dev-key';
import { buildManifest } from '../manifest';
import { zip } from './zip';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packaging = process.argv.includes('--package');

/** An origin from a variable, or the default; a path, query or non-http(s) scheme is refused. */
function originOf(name: string, fallback: string | undefined): string {
  const value = process.env[name] || fallback;
  if (!value)
    throw new Error(`${name} is required to package the extension (the site's address, e.g. https://shtrafy.example.ru)`);
  const url = new URL(value);
  if (!/^https?:$/.test(url.protocol) || url.pathname.replace(/\/+$/, '') !== '' || url.search) {
    throw new Error(`${name} must be an http(s) origin without a path, got ${value}`);
  }
  if (packaging && url.protocol !== 'https:') throw new Error(`${name} must be https:// in a Web Store package`);
  return url.origin;
}

async function filesUnder(dir: string, prefix = ''): Promise<{ path: string; data: Buffer }[]> {
  const out: { path: string; data: Buffer }[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await filesUnder(full, rel)));
    else out.push({ path: rel, data: await readFile(full) });
  }
  return out;
}

async function main(): Promise<void> {
  const siteUrl = originOf('EXTENSION_SITE_URL', packaging ? undefined : 'http://localhost:3000');
  const apiBaseUrl = originOf('EXTENSION_API_BASE_URL', siteUrl);
  const outDir = path.resolve(process.env.EXTENSION_OUT_DIR || path.join(root, 'dist', packaging ? 'store' : 'unpacked'));
  const { version } = JSON.parse(await readFile(path.join(root, '..', 'package.json'), 'utf8')) as { version: string };

  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  await build({
    entryPoints: { background: path.join(root, 'src/background.ts'), popup: path.join(root, 'src/popup/main.tsx') },
    outdir: outDir,
    bundle: true,
    format: 'esm',
    target: 'chrome120',
    platform: 'browser',
    tsconfig: path.join(root, 'tsconfig.json'),
    jsx: 'automatic',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    define: {
      __SHTRAFY_SITE_URL__: JSON.stringify(siteUrl),
      __SHTRAFY_API_BASE_URL__: JSON.stringify(apiBaseUrl),
      'process.env.NODE_ENV': '"production"',
    },
  });
  await cp(path.join(root, 'src/popup/popup.html'), path.join(outDir, 'popup.html'));
  await cp(path.join(root, 'static/icons'), path.join(outDir, 'icons'), { recursive: true });
  const manifest = buildManifest({ version, siteUrl, apiBaseUrl, key: packaging ? undefined : DEV_EXTENSION_KEY });
  await writeFile(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

  if (packaging) {
    const archive = path.join(root, 'dist', `shtrafy-extension-${version}.zip`);
    await writeFile(archive, zip(await filesUnder(outDir)));
    console.log(`Web Store package: ${path.relative(process.cwd(), archive)} (site ${siteUrl}, API ${apiBaseUrl})`);
  } else {
    console.log(`Unpacked extension: ${path.relative(process.cwd(), outDir) || '.'} (site ${siteUrl}, API ${apiBaseUrl})`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
