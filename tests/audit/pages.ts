/**
 * `npm run audit:pages` (after `npm run build`): the reach targets of the public pages, printed.
 * - axe-core on every public route (desktop 1366 px and phone 390 px): serious and critical
 *   violations, target 0;
 * - Lighthouse (SEO and accessibility) on the home page, a news item, a journal tag page and a
 *   landing page: SEO target 100, accessibility target ≥ 95.
 * It starts the production build on its own port (AUDIT_PORT, default 3259) with a fresh embedded
 * database, in the same Chromium the end-to-end tests use. The exit code is 1 when a target is
 * missed, so the script can gate a release; the figures are printed either way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser } from '@playwright/test';
import lighthouse from 'lighthouse';
import { publicRoutes } from './public-routes';

const PORT = Number(process.env.AUDIT_PORT ?? 3259);
const DEBUG_PORT = Number(process.env.AUDIT_DEBUG_PORT ?? 9259);
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = '.data/audit';
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function startServer(): Promise<ChildProcess> {
  rmSync(DATA_DIR, { recursive: true, force: true });
  const server = spawn('npx', ['next', 'start', '-p', String(PORT), '-H', '127.0.0.1'], {
    env: { ...process.env, DATA_DIR, PUBLIC_URL: BASE, DATABASE_URL: '', SMTP_URL: '', WORKER_ENABLED: '0' },
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/105/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  stopServer(server);
  throw new Error(`The app did not start on ${BASE} (is there a build? npm run build)`);
}

function stopServer(server: ChildProcess): void {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}

/** Serious and critical axe violations of one page, by rule. */
async function axeViolations(browser: Browser, path: string, viewport: (typeof VIEWPORTS)[number]) {
  const context = await browser.newContext({ viewport, locale: 'ru-RU' });
  const page = await context.newPage();
  const response = await page.goto(`${BASE}${path}`);
  // Pages may keep polling (the fines check): wait for the load and the lazily loaded parts, not for silence.
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  await context.close();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return { status: response?.status() ?? 0, bad, all: result.violations.length };
}

async function main(): Promise<number> {
  const server = await startServer();
  let failed = false;
  try {
    const routes = await publicRoutes(BASE);
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: [`--remote-debugging-port=${DEBUG_PORT}`] });
    console.log(`axe-core ${routes.length} routes × ${VIEWPORTS.length} viewports (target: 0 serious or critical)`);
    for (const path of routes) {
      for (const viewport of VIEWPORTS) {
        const { status, bad, all } = await axeViolations(browser, path, viewport);
        const line = `  ${String(bad.length).padStart(2)} serious/critical, ${String(all).padStart(2)} in all  ${status}  ${viewport.name.padEnd(7)} ${path}`;
        console.log(line);
        for (const v of bad)
          console.log(`       ${v.impact} ${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ') ?? ''}`);
        if (bad.length > 0) failed = true;
      }
    }

    const news = routes.find((r) => r.startsWith('/news/'))!;
    const tag = routes.find((r) => r.startsWith('/journal/tags/'))!;
    const landing = routes.find((r) => r.startsWith('/landing/'))!;
    console.log('\nLighthouse (targets: SEO 100, accessibility ≥ 95)');
    for (const path of ['/', news, tag, landing]) {
      const run = await lighthouse(`${BASE}${path}`, {
        port: DEBUG_PORT,
        onlyCategories: ['seo', 'accessibility'],
        logLevel: 'error',
        output: 'json',
        throttlingMethod: 'provided',
        screenEmulation: { disabled: true },
      });
      const lhr = run!.lhr;
      const seo = Math.round((lhr.categories.seo?.score ?? 0) * 100);
      const a11y = Math.round((lhr.categories.accessibility?.score ?? 0) * 100);
      console.log(`  SEO ${String(seo).padStart(3)}  accessibility ${String(a11y).padStart(3)}  ${path}`);
      for (const category of [lhr.categories.seo, lhr.categories.accessibility]) {
        for (const ref of category?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) console.log(`       ${ref.id}: ${audit.title}`);
        }
      }
      if (seo < 100 || a11y < 95) failed = true;
    }
    await browser.close();
  } finally {
    stopServer(server);
  }
  console.log(failed ? '\nSome targets are missed.' : '\nAll targets met.');
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
