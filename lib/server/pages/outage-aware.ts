import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { redirect } from 'next/navigation';
import { REQUEST_PATH_HEADER } from '@/lib/auth/proxy-paths';
import { unavailableAddress } from '@/lib/outage/unavailable-address';
import { databaseUnavailable } from '@/lib/server/http/db-errors';
import { logError } from '@/lib/server/http/log';

/** One flag per request (React's per-render cache): a page and its metadata log one outage once. */
const outageOfThisRequest = cache(() => ({ logged: false }));

/**
 * Wraps a page (or its `generateMetadata`) that reads the database. The route guard answers 503
 * when the database is down before a page renders (lib/outage/database-gate.ts); one that stops
 * answering during the render (a lock held past the statement timeout, a dropped connection) would
 * fail the render, and Next.js would send its 500 shell, blank without scripts. Such a failure
 * (by SQLSTATE, lib/server/http/db-errors.ts) redirects to UNAVAILABLE_PATH instead, which the
 * guard answers with the Russian 503 page linking back here. Any other error, and the framework's
 * own redirects and 404s, go on as they were thrown. A page and its metadata that both meet the
 * outage log it once.
 */
export function outageAware<Args extends unknown[], Result>(
  render: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return async (...args) => {
    try {
      return await render(...args);
    } catch (error) {
      if (databaseUnavailable(error)) {
        const outage = outageOfThisRequest();
        if (!outage.logged) logError('page render: database unavailable (answered 503)', error);
        outage.logged = true;
        redirect(unavailableAddress((await headers()).get(REQUEST_PATH_HEADER) ?? '/'));
      }
      throw error;
    }
  };
}
