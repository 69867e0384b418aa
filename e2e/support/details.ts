import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { todayInMoscow } from '@/lib/domain/dates';
import { photosNeedPreparing } from '@/lib/server/adapters/registry/sandbox/attachments';
import { generateSandboxResult } from '@/lib/server/adapters/registry/sandbox/generate';
import { createUserWithSts, type ApiUser } from './api-user';

/** The auth query of an API user (`userId=…&rand=…&session=…`). */
export function authQuery(user: ApiUser): string {
  return `userId=${user.userId}&rand=${user.rand}&session=${user.session}`;
}

/** A charge as `GET /105/api/fines` lists it (the fields the tests use). */
export interface ListedCharge {
  id: number;
  uin: string;
  status: string;
  article?: string | null;
  kind?: string;
}

/**
 * A new API user with the certificate `sts`, its registry lookup finished (preload polled as a
 * browser would), and the charges it found.
 */
export async function userWithCharges(request: APIRequestContext, sts: string) {
  const user = await createUserWithSts(request, sts);
  const query = authQuery(user);
  await expect
    .poll(async () => (await (await request.get(`/105/api/preload?web=1&${query}`)).json()).status, { timeout: 30_000 })
    .toBe('ok');
  const list = await (await request.get(`/105/api/fines?${query}`)).json();
  return { user, fines: list.fines as ListedCharge[], orders: list.orders as ListedCharge[] };
}

/**
 * A СТС number whose sandbox fines today include a camera fine with photos that the registry
 * prepares on the first request (so the page meets `wait`), and that fine's УИН. Computed with
 * the sandbox's own pure generator, as the server will answer.
 */
export function stsWithPreparedPhotos(): { sts: string; uin: string } {
  const today = todayInMoscow();
  for (let n = 1; n < 500; n++) {
    const sts = `7731${String(100000 + n)}`;
    const fine = generateSandboxResult({ type: 'sts', number: sts }, today).charges.find(
      (c) => c.kind === 'fine' && (c.attachments?.photoCount ?? 0) > 0 && photosNeedPreparing(c.uin),
    );
    if (fine) return { sts, uin: fine.uin };
  }
  throw new Error('No sandbox certificate with prepared photos found');
}

/** Opens `path` signed in as `user` (a sign-in link: the site saves the login and comes back to `path`). */
export async function openSignedIn(page: Page, user: ApiUser, path: string): Promise<void> {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}${authQuery(user)}`);
  await expect(page).toHaveURL((url) => url.pathname === path.split('?')[0]);
}
