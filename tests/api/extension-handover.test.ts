import { createHash, randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { POST as handover } from '@/app/105/api/extension/handover/route';
import { POST as exchange } from '@/app/105/api/extension/exchange/route';
import { POST as logout } from '@/app/105/api/logout/route';
import { GET as getUser } from '@/app/105/api/user/route';
import { getDb } from '@/lib/server/db/client';
import { credentials, extensionHandovers } from '@/lib/server/db/schema';
import { resetEnvCache } from '@/lib/env';
import { DEV_EXTENSION_ID } from '@/lib/contract/extension';
import { call, sessionFor, type TestAuth } from './support/call';
import { signUp } from './support/users';

const EXTENSION_ORIGIN = `chrome-extension://${DEV_EXTENSION_ID}`;
const OTHER_EXTENSION_ID = 'abcdefghijklmnopabcdefghijklmnop';

/** A fresh PKCE pair as the extension makes it (RFC 7636 S256). */
function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

async function askHandover(auth: TestAuth, challenge: string, extensionId = DEV_EXTENSION_ID) {
  return call(handover, 'extension/handover', { auth, body: { extensionId, challenge } });
}

async function exchangeToken(token: string, verifier: string, origin: string | null = EXTENSION_ORIGIN) {
  return call(exchange, 'extension/exchange', {
    body: { token, verifier },
    headers: origin === null ? {} : { origin, 'sec-fetch-site': 'none' },
  });
}

/** A site sign-in and a live hand-over token for it. */
async function started() {
  const web = await signUp();
  const { verifier, challenge } = pkce();
  const asked = await askHandover(web, challenge);
  expect(asked.json.status, JSON.stringify(asked.json)).toBe('ok');
  return { web, verifier, token: asked.json.token as string };
}

afterEach(() => {
  delete process.env.EXTENSION_IDS;
  resetEnvCache();
});

describe('extension hand-over', () => {
  it('gives the extension a sign-in of its own (platform chromeExtension), never the site’s salt', async () => {
    const { web, verifier, token } = await started();
    const done = await exchangeToken(token, verifier);
    expect(done.json.status, JSON.stringify(done.json)).toBe('ok');
    expect(done.json.userId).toBe(Number(web.userId));
    expect(done.json.userType).toBe(1);
    expect(done.json.salt).not.toBe(web.salt);
    const extension = sessionFor(done.json.userId, done.json.salt);
    expect((await call(getUser, 'user', { auth: extension })).json.user.id).toBe(Number(web.userId));
    const db = await getDb();
    const rows = await db
      .select({ platform: credentials.platform })
      .from(credentials)
      .where(eq(credentials.userId, Number(web.userId)))
      .orderBy(credentials.id);
    expect(rows.map((r) => r.platform)).toEqual(['web', 'chromeExtension']);
    const [stored] = await db
      .select()
      .from(extensionHandovers)
      .where(eq(extensionHandovers.userId, Number(web.userId)));
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.usedAt).not.toBeNull();
  });

  it('is single use', async () => {
    const { verifier, token } = await started();
    expect((await exchangeToken(token, verifier)).json.status).toBe('ok');
    const again = await exchangeToken(token, verifier);
    expect(again.http).toBe(400);
    expect(again.json.error.code).toBe('bad_token');
  });

  it('refuses a forged token and a wrong verifier, and a wrong verifier does not use the token up', async () => {
    const { verifier, token } = await started();
    const forged = await exchangeToken(randomBytes(32).toString('base64url'), verifier);
    expect(forged.http).toBe(400);
    expect(forged.json.error).toMatchObject({ code: 'bad_token', errorDesc: expect.stringMatching(/^Код подключения/) });
    expect((await exchangeToken(token, pkce().verifier)).json.error.code).toBe('bad_token');
    expect((await exchangeToken(token, verifier)).json.status).toBe('ok');
  });

  it('refuses the token from any origin but the extension it was issued for', async () => {
    process.env.EXTENSION_IDS = `${DEV_EXTENSION_ID},${OTHER_EXTENSION_ID}`;
    resetEnvCache();
    const { verifier, token } = await started();
    const site = await exchangeToken(token, verifier, 'http://localhost:3000');
    expect([site.http, site.json.error.code]).toEqual([403, 'handover_refused']);
    const noOrigin = await exchangeToken(token, verifier, null);
    expect([noOrigin.http, noOrigin.json.error.code]).toEqual([403, 'handover_refused']);
    const otherSite = await exchangeToken(token, verifier, 'https://evil.example');
    expect([otherSite.http, otherSite.json.error.code]).toEqual([403, 'csrf']);
    const unknownExtension = await exchangeToken(token, verifier, 'chrome-extension://pppppppppppppppppppppppppppppppp');
    expect([unknownExtension.http, unknownExtension.json.error.code]).toEqual([403, 'csrf']);
    const otherExtension = await exchangeToken(token, verifier, `chrome-extension://${OTHER_EXTENSION_ID}`);
    expect([otherExtension.http, otherExtension.json.error.code]).toEqual([400, 'bad_token']);
    expect((await exchangeToken(token, verifier)).json.status).toBe('ok');
  });

  it('refuses an expired token and one whose site sign-in has ended', async () => {
    const expired = await started();
    const db = await getDb();
    await db
      .update(extensionHandovers)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(extensionHandovers.userId, Number(expired.web.userId)));
    expect((await exchangeToken(expired.token, expired.verifier)).json.error.code).toBe('bad_token');

    const signedOut = await started();
    expect((await call(logout, 'logout', { auth: signedOut.web, body: {} })).json.status).toBe('ok');
    expect((await exchangeToken(signedOut.token, signedOut.verifier)).json.error.code).toBe('bad_token');
  });

  it('is asked for only by a site sign-in, for a known extension, with a well-formed challenge', async () => {
    const { verifier, token } = await started();
    const done = await exchangeToken(token, verifier);
    const extension = sessionFor(done.json.userId, done.json.salt);
    const fromExtension = await askHandover(extension, pkce().challenge);
    expect([fromExtension.http, fromExtension.json.error.code]).toEqual([403, 'handover_refused']);

    const web = await signUp();
    const unknown = await askHandover(web, pkce().challenge, OTHER_EXTENSION_ID);
    expect([unknown.http, unknown.json.error.code]).toEqual([400, 'invalid_input']);
    expect(unknown.json.error.errorDesc).toMatch(/расширение не опознано/);
    const badChallenge = await askHandover(web, 'short');
    expect([badChallenge.http, badChallenge.json.error.code]).toEqual([400, 'invalid_input']);
    const anonymous = await call(handover, 'extension/handover', {
      body: { extensionId: DEV_EXTENSION_ID, challenge: pkce().challenge },
    });
    expect(anonymous.json.error.code).toBe('auth_invalid');
    const crossSite = await call(handover, 'extension/handover', {
      auth: web,
      body: { extensionId: DEV_EXTENSION_ID, challenge: pkce().challenge },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.json.error.code).toBe('csrf');
  });

  it('limits how many hand-overs one account asks for', async () => {
    const web = await signUp();
    for (let i = 0; i < 10; i += 1) expect((await askHandover(web, pkce().challenge)).json.status).toBe('ok');
    const over = await askHandover(web, pkce().challenge);
    expect(over.http).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('signing out in the extension leaves the site signed in, and the reverse', async () => {
    const first = await started();
    const done = await exchangeToken(first.token, first.verifier);
    const extension = sessionFor(done.json.userId, done.json.salt);
    const out = await call(logout, 'logout', { auth: extension, body: {}, headers: { origin: EXTENSION_ORIGIN } });
    expect(out.json.status).toBe('ok');
    expect((await call(getUser, 'user', { auth: extension })).json.error.code).toBe('auth_failed');
    expect((await call(getUser, 'user', { auth: first.web })).json.status).toBe('ok');

    const { challenge, verifier } = pkce();
    const token = (await askHandover(first.web, challenge)).json.token;
    const again = sessionFor(first.web.userId, (await exchangeToken(token, verifier)).json.salt);
    expect((await call(logout, 'logout', { auth: first.web, body: {} })).json.status).toBe('ok');
    expect((await call(getUser, 'user', { auth: again })).json.status).toBe('ok');
  });
});
