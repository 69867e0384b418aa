/**
 * Runs once when a server process starts (Next.js instrumentation hook): makes console.error and
 * console.warn redact what they print (the framework's own `⨯ Error: …` lines carry a failed query's
 * bound parameters; lib/server/http/log.ts), puts the static pages'
 * Content-Security-Policy in place when the build lacks it (and warns when the home page was built
 * for another PUBLIC_URL), limits how far the heap
 * grows past what is alive (lib/server/runtime/heap-growth.ts), records each request's socket
 * address in X-Forwarded-For (per-address rate limits, README «Deployment notes»), opens and migrates the
 * database (and stops when another process has the embedded one open), then registers every job type and schedule and starts this process's job worker
 * (lib/server/jobs, ADR 6: registry lookups, mail, the hourly notifications refresh, the usage roll-up,
 * retention).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Next.js prints a page's or route's uncaught error itself (console.error, with the query's parameters):
  // redact it like our own log lines, before anything else can fail and print.
  const { redactConsole, logError } = await import('@/lib/server/http/log');
  redactConsole();
  // Per-address rate limits need the socket address, which the framework drops when a client sends X-Forwarded-For.
  // A request the HTTP parser refuses (headers over 16 KiB) gets the API's JSON envelope, not an empty body.
  const [{ Server }, { hookHttpServers }] = await Promise.all([import('node:http'), import('@/lib/server/http/server-hooks')]);
  hookHttpServers(Server);
  const { env } = await import('@/lib/env');
  try {
    env();
  } catch (error) {
    // A wrong configuration (e.g. no PUBLIC_URL in production) must stop the server, not leave it half up.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  // The static home page's policy lists its inline scripts' hashes: written by `npm run build`, and
  // here when the build was made by `next build` alone (lib/security/static-page-csp.ts).
  if (process.env.NODE_ENV === 'production') {
    const { applyStaticPageCsp } = await import('@/lib/security/static-page-csp');
    try {
      const written = applyStaticPageCsp(`${process.cwd()}/.next`);
      if (written.length) console.log(`Content-Security-Policy with script hashes written for ${written.join(', ')}`);
    } catch (error) {
      // Serving the home page with no policy at all would be worse than not serving: stop, and say why.
      console.error(
        `The static pages' Content-Security-Policy cannot be written into .next (${error instanceof Error ? error.message : error}): ` +
          'run `npm run build`, which writes it, or make .next writable.',
      );
      process.exit(1);
    }
    const { homeAddressWarning } = await import('@/lib/server/runtime/static-home-address');
    const warning = homeAddressWarning(`${process.cwd()}/.next`, env().PUBLIC_URL);
    if (warning) console.warn(warning);
  }
  // A server's memory under load: the heap grows by HEAP_GROWING_PERCENT past what is alive, not fourfold.
  const { limitHeapGrowth } = await import('@/lib/server/runtime/heap-growth');
  limitHeapGrowth(env().HEAP_GROWING_PERCENT);
  // The route guard asks this probe before a page renders (503 «Сервис временно недоступен» while the database is down).
  const [{ installDatabaseProbe }, { probeDatabase }] = await Promise.all([
    import('@/lib/outage/database-gate'),
    import('@/lib/server/db/availability'),
  ]);
  installDatabaseProbe(probeDatabase);
  // …and reads the content index when it is stale, to answer an unknown content address with a 404 page of its own.
  const [{ installContentIndexLoader }, { refreshContentIndex }] = await Promise.all([
    import('@/lib/contract/content-index'),
    import('@/lib/server/content/service'),
  ]);
  installContentIndexLoader(refreshContentIndex);
  // …and whether a person's fine, order, payment or organization page names something of theirs, for the same reason.
  const [{ installMissingPageCheck }, { missingPageCheckForGuard }] = await Promise.all([
    import('@/lib/proxy/missing-page'),
    import('@/lib/server/pages/missing-page-check'),
  ]);
  installMissingPageCheck(missingPageCheckForGuard);
  const { getDb, getDbAtStart } = await import('@/lib/server/db/client');
  // Migrate now when the database answers; when it does not, the server still starts (pages and the
  // API answer 503 until it is back) and the worker keeps trying. The embedded database already
  // open in another process is different: it will not come free by waiting, so the server stops.
  // The first start creates the embedded database (initdb) and migrates: wait for that, but not forever.
  await getDbAtStart().catch((error: unknown) => {
    if (error instanceof Error && error.name === 'DataDirBusyError') {
      console.error(error.message);
      process.exit(1);
    }
    logError('database unavailable at start', error);
  });
  if (env().WORKER_ENABLED !== '1') return;
  const { startJobs } = await import('@/lib/server/jobs');
  const { registerAllJobs } = await import('@/lib/server/jobs/catalog');
  registerAllJobs();
  startJobs(getDb);
}
