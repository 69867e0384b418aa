import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { photosNeedPreparing } from '@/lib/server/adapters/registry/sandbox/attachments';
import { createUserWithSts, type ApiUser } from './api-user';
import { acceptSignInLink } from './sign-in-link';

/** The auth query of an API user (`userId=…&rand=…&session=…`). */
export function authQuery(user: ApiUser): string {
  return `userId=${user.userId}&rand=${user.rand}&session=${user.session}`;
}

/** A charge as a page of `GET /105/api/fines` lists it (the fields the tests use). */
export interface ListedCharge {
  id: number;
  uin: string;
  status: string;
  article?: string | null;
  kind?: string;
}

/**
 * A new API user with the certificate `sts`, its registry lookup finished (preload polled as a
 * browser would), and the charges it found (every page of every tab).
 */
export async function userWithCharges(request: APIRequestContext, sts: string) {
  const user = await createUserWithSts(request, sts);
  const query = authQuery(user);
  await expect
    .poll(async () => (await (await request.get(`/105/api/preload?web=1&${query}`)).json()).status, { timeout: 30_000 })
    .toBe('ok');
  const all: ListedCharge[] = [];
  for (const tab of ['unpaid', 'paid', 'orders']) {
    let cursor: string | null = null;
    do {
      const page: { items: ListedCharge[]; nextCursor: string | null } = await (
        await request.get(`/105/api/fines?tab=${tab}&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}&${query}`)
      ).json();
      all.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
  }
  return { user, fines: all.filter((c) => c.kind !== 'order'), orders: all.filter((c) => c.kind === 'order') };
}

/**
 * A new API user whose certificate found a camera fine with photos that the sandbox registry
 * prepares on the first request (so the page meets `wait`), and that fine. Tries certificates
 * until one has such a fine (most do: cameras record most fines, and half of them are prepared).
 */
export async function userWithPreparedPhotos(request: APIRequestContext, seed: number) {
  for (let n = 0; n < 20; n++) {
    const found = await userWithCharges(request, `7731${String(100000 + seed * 20 + n).slice(-6)}`);
    const query = authQuery(found.user);
    for (const fine of found.fines.filter((f) => f.kind === 'fine' && photosNeedPreparing(f.uin))) {
      const details = (await (await request.get(`/105/api/fine?fine=${fine.id}&${query}`)).json()).fine;
      if (details.photoCount > 0) return { user: found.user, fine };
    }
  }
  throw new Error('No sandbox certificate with prepared photos found');
}

/** Opens `path` signed in as `user` (a sign-in link: the site saves the login and comes back to `path`). */
export async function openSignedIn(page: Page, user: ApiUser, path: string): Promise<void> {
  await acceptSignInLink(page, `${path}${path.includes('?') ? '&' : '?'}${authQuery(user)}`);
  await expect(page).toHaveURL((url) => url.pathname === path.split('?')[0]);
}
