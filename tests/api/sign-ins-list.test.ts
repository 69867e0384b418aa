import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GET as listSignIns, DELETE as endSignIn } from '@/app/105/api/user/signins/route';
import { POST as handover } from '@/app/105/api/extension/handover/route';
import { POST as exchange } from '@/app/105/api/extension/exchange/route';
import { GET as getUser } from '@/app/105/api/user/route';
import { DEV_EXTENSION_ID } from '@/lib/contract/extension';
import { call, sessionFor, type TestAuth } from './support/call';
import { signUp } from './support/users';

/** Hands the site sign-in `web` over to the extension, as the confirmation page and the extension do. */
async function connectExtension(web: TestAuth): Promise<TestAuth> {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const { token } = (
    await call(handover, 'extension/handover', { auth: web, body: { extensionId: DEV_EXTENSION_ID, challenge } })
  ).json;
  const done = await call(exchange, 'extension/exchange', {
    body: { token, verifier },
    headers: { origin: `chrome-extension://${DEV_EXTENSION_ID}` },
  });
  return sessionFor(done.json.userId, done.json.salt);
}

describe('the account’s sign-ins', () => {
  it('lists the site and extension sign-ins, the caller’s own marked current', async () => {
    const web = await signUp();
    const extension = await connectExtension(web);
    const listed = await call(listSignIns, 'user/signins', { auth: web });
    expect(listed.json.status).toBe('ok');
    const signIns = listed.json.signIns as {
      id: number;
      platform: string;
      current: boolean;
      createdAt: string;
      lastUsedAt: string;
    }[];
    expect(signIns.map((s) => s.platform).sort()).toEqual(['chromeExtension', 'web']);
    expect(signIns.find((s) => s.current)!.platform).toBe('web');
    expect(Number.isNaN(Date.parse(signIns[0]!.createdAt))).toBe(false);
    const fromExtension = await call(listSignIns, 'user/signins', { auth: extension });
    expect(fromExtension.json.signIns.find((s: { current: boolean }) => s.current).platform).toBe('chromeExtension');
  });

  it('ends the extension’s sign-in from the site; the site stays signed in', async () => {
    const web = await signUp();
    const extension = await connectExtension(web);
    const { signIns } = (await call(listSignIns, 'user/signins', { auth: web })).json;
    const target = signIns.find((s: { platform: string }) => s.platform === 'chromeExtension');
    const ended = await call(endSignIn, 'user/signins', { method: 'DELETE', auth: web, query: { id: target.id } });
    expect(ended.json.status).toBe('ok');
    expect((await call(getUser, 'user', { auth: extension })).json.error.code).toBe('auth_failed');
    expect((await call(getUser, 'user', { auth: web })).json.status).toBe('ok');
    const left = (await call(listSignIns, 'user/signins', { auth: web })).json.signIns;
    expect(left.map((s: { platform: string }) => s.platform)).toEqual(['web']);
    const again = await call(endSignIn, 'user/signins', { method: 'DELETE', auth: web, query: { id: target.id } });
    expect([again.http, again.json.error.code]).toEqual([404, 'not_found']);
  });

  it('never ends another account’s sign-in (404, and it keeps working)', async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const [ownSignIn] = (await call(listSignIns, 'user/signins', { auth: owner })).json.signIns;
    const tried = await call(endSignIn, 'user/signins', { method: 'DELETE', auth: stranger, query: { id: ownSignIn.id } });
    expect([tried.http, tried.json.error.code]).toEqual([404, 'not_found']);
    expect((await call(getUser, 'user', { auth: owner })).json.status).toBe('ok');
    const bad = await call(endSignIn, 'user/signins', { method: 'DELETE', auth: owner, query: { id: 'x' } });
    expect(bad.json.error.code).toBe('invalid_input');
    const crossSite = await call(endSignIn, 'user/signins', {
      method: 'DELETE',
      auth: owner,
      query: { id: ownSignIn.id },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.json.error.code).toBe('csrf');
  });
});
