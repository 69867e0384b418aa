import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { acceptHandover, beginSignIn, connectUrl, createPkce, PENDING_KEY, PENDING_TTL_MS } from '@/extension/src/handover';
import { AUTH_KEY } from '@/extension/src/auth-record';
import { ExtensionApiError } from '@/extension/src/api';
import { computeSession } from '@/lib/auth/session-hash';
import { DEV_EXTENSION_ID } from '@/lib/contract/extension';
import { memoryStore } from './fakes';

const SITE = 'http://localhost:3000';
const TOKEN = 'A'.repeat(43);
const fromSite = { origin: SITE, url: `${SITE}/extension/connect?id=x` };

function fakeApi(overrides: Partial<{ exchange: () => Promise<{ userId: number; salt: string; userType: 1 | 3 }> }> = {}) {
  return {
    client: vi.fn(async () => 'c0ffee00-0000-4000-8000-000000000001'),
    exchange: vi.fn(overrides.exchange ?? (async () => ({ userId: 42, salt: 'extension-salt', userType: 1 as const }))),
  };
}

async function started(now = Date.now()) {
  const session = memoryStore();
  const opened: string[] = [];
  await beginSignIn({
    session,
    siteUrl: SITE,
    extensionId: DEV_EXTENSION_ID,
    openTab: async (url) => opened.push(url),
    now: () => now,
  });
  return { session, opened, local: memoryStore() };
}

describe('PKCE and the confirmation link', () => {
  it('makes an S256 challenge of a fresh 43-character verifier (RFC 7636)', async () => {
    const a = await createPkce();
    const b = await createPkce();
    expect(a.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.verifier).not.toBe(b.verifier);
    expect(a.challenge).toBe(createHash('sha256').update(a.verifier).digest('base64url'));
  });

  it('opens the site’s confirmation page with the extension id and the challenge, keeping the verifier', async () => {
    const { session, opened } = await started();
    const url = new URL(opened[0]!);
    expect(`${url.origin}${url.pathname}`).toBe(`${SITE}/extension/connect`);
    expect(url.searchParams.get('id')).toBe(DEV_EXTENSION_ID);
    const pending = await session.get<{ verifier: string }>(PENDING_KEY);
    expect(url.searchParams.get('challenge')).toBe(createHash('sha256').update(pending!.verifier).digest('base64url'));
    expect(connectUrl('https://shtrafy.example.ru', DEV_EXTENSION_ID, 'c')).toBe(
      `https://shtrafy.example.ru/extension/connect?id=${DEV_EXTENSION_ID}&challenge=c`,
    );
  });
});

describe('taking the hand-over', () => {
  it('exchanges the token with the pending verifier and saves a sign-in of its own', async () => {
    const { session, local } = await started();
    const { verifier } = (await session.get<{ verifier: string }>(PENDING_KEY))!;
    const api = fakeApi();
    const reply = await acceptHandover({ type: 'shtrafy:handover', token: TOKEN }, fromSite, {
      siteUrl: SITE,
      session,
      local,
      api,
      now: () => 1_000_500,
    });
    expect(reply).toEqual({ ok: true });
    expect(api.exchange).toHaveBeenCalledWith(TOKEN, verifier);
    const auth = local.data.get(AUTH_KEY) as Record<string, string>;
    expect(auth).toMatchObject({
      userId: '42',
      salt: 'extension-salt',
      userType: 1,
      clientId: 'c0ffee00-0000-4000-8000-000000000001',
    });
    expect(auth.session).toBe(computeSession({ rand: auth.rand!, userId: '42', salt: 'extension-salt' }));
    expect(session.data.has(PENDING_KEY)).toBe(false);
    // Single use on this side too: a second message finds nothing pending.
    const again = await acceptHandover({ type: 'shtrafy:handover', token: TOKEN }, fromSite, {
      siteUrl: SITE,
      session,
      local,
      api,
    });
    expect(again.ok).toBe(false);
    expect(api.exchange).toHaveBeenCalledTimes(1);
  });

  it('refuses a message from another origin without calling the server', async () => {
    const { session, local } = await started();
    const api = fakeApi();
    for (const sender of [{ origin: 'http://127.0.0.1:3000' }, { url: 'https://evil.example/x' }, {}]) {
      const reply = await acceptHandover({ type: 'shtrafy:handover', token: TOKEN }, sender, {
        siteUrl: SITE,
        session,
        local,
        api,
      });
      expect(reply).toEqual({ ok: false, message: 'Подключение принимается только со страницы сайта «Штрафы»' });
    }
    expect(api.exchange).not.toHaveBeenCalled();
    expect(local.data.has(AUTH_KEY)).toBe(false);
  });

  it('refuses a malformed message, and a hand-over it did not start or started too long ago', async () => {
    const api = fakeApi();
    const { session, local } = await started(0);
    const deps = { siteUrl: SITE, session, local, api };
    expect((await acceptHandover({ type: 'shtrafy:handover', token: 'short' }, fromSite, deps)).ok).toBe(false);
    expect((await acceptHandover('hello', fromSite, deps)).ok).toBe(false);
    const stale = await acceptHandover({ type: 'shtrafy:handover', token: TOKEN }, fromSite, {
      ...deps,
      now: () => PENDING_TTL_MS + 1,
    });
    expect(stale).toMatchObject({ ok: false, message: expect.stringContaining('не ждёт подключения') });
    const never = await acceptHandover({ type: 'shtrafy:handover', token: TOKEN }, fromSite, { ...deps, session: memoryStore() });
    expect(never.ok).toBe(false);
    expect(api.exchange).not.toHaveBeenCalled();
  });

  it('passes the server’s refusal to the page and stays pending for another try', async () => {
    const { session, local } = await started();
    const api = fakeApi({
      exchange: async () => {
        throw new ExtensionApiError(
          'bad_token',
          'Код подключения устарел или уже использован. Подключите расширение ещё раз',
          401,
        );
      },
    });
    const reply = await acceptHandover({ type: 'shtrafy:handover', token: TOKEN }, fromSite, {
      siteUrl: SITE,
      session,
      local,
      api,
    });
    expect(reply).toEqual({ ok: false, message: 'Код подключения устарел или уже использован. Подключите расширение ещё раз' });
    expect(session.data.has(PENDING_KEY)).toBe(true);
    expect(local.data.has(AUTH_KEY)).toBe(false);
  });
});
