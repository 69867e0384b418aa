import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { staticPagePolicy, type PolicyOptions } from './csp-policy';

/*
 * A page built once (the home page) is served as a file, without the proxy: it has no per-request
 * nonce, so its policy lists the SHA-256 of each inline script it holds (the framework's page data
 * pushes). Next.js answers a prerendered page with the headers stored beside it in the build
 * (`<page>.meta`), so that is where the policy goes, right after `next build` (npm run build) and
 * again, if missing or stale, when the server starts (instrumentation.ts). e2e/security-headers
 * checks the header and that Chromium refuses none of the page's scripts.
 */

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JAVASCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The SHA-256 (base64, as CSP's `'sha256-…'` wants) of every inline script in `html` that a
 * browser would run: `<script>` without `src`, of no type or a JavaScript type (a JSON-LD block
 * runs nothing and needs none). Duplicates are listed once.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /(?:^|\s)type\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!JAVASCRIPT_TYPES.has(type)) continue;
    hashes.add(createHash('sha256').update(body, 'utf8').digest('base64'));
  }
  return [...hashes];
}

/** A page the build prerendered: its route and the files Next.js serves it from. */
interface PrerenderedPage {
  route: string;
  html: string;
  meta: string;
}

/** The HTML pages in a build's prerender manifest (route handlers' bodies such as robots.txt are not pages). */
function prerenderedPages(distDir: string): PrerenderedPage[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')) as {
    routes: Record<string, unknown>;
  };
  return Object.keys(manifest.routes)
    .map((route) => {
      const base = path.join(distDir, 'server', 'app', route === '/' ? 'index' : route.slice(1));
      return { route, html: `${base}.html`, meta: `${base}.meta` };
    })
    .filter((page) => existsSync(page.html) && existsSync(page.meta));
}

/**
 * Writes each prerendered page's policy (staticPagePolicy with its inline scripts' hashes) into
 * the headers of its `.meta` file in `distDir`, where it is not already exactly that.
 * @returns the routes whose file was written.
 * @throws when the build has no prerender manifest or a file cannot be read or written.
 */
export function applyStaticPageCsp(distDir: string, options: PolicyOptions = { dev: false }): string[] {
  const written: string[] = [];
  for (const page of prerenderedPages(distDir)) {
    const policy = staticPagePolicy(inlineScriptHashes(readFileSync(page.html, 'utf8')), options);
    const meta = JSON.parse(readFileSync(page.meta, 'utf8')) as { headers?: Record<string, string> };
    if (meta.headers?.['content-security-policy'] === policy) continue;
    meta.headers = { ...meta.headers, 'content-security-policy': policy };
    // Whole or not at all: a server starting on the same build reads this file.
    const partial = `${page.meta}.${process.pid}.tmp`;
    writeFileSync(partial, JSON.stringify(meta, null, 2));
    renameSync(partial, page.meta);
    written.push(page.route);
  }
  return written;
}
