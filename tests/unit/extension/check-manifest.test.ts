import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { runCheck, NOTICE_KEY, SNAPSHOT_KEY, type Snapshot } from '@/extension/src/check';
import { AUTH_KEY } from '@/extension/src/auth-record';
import { ExtensionApiError, type ExtensionApi } from '@/extension/src/api';
import { summarize, type ChargesGlance } from '@/extension/src/summary';
import { buildManifest } from '@/extension/manifest';
import { DEV_EXTENSION_KEY } from '@/extension/dev-key';
import { DEV_EXTENSION_ID } from '@/lib/contract/extension';
import { buildFine, buildUser } from '../components/helpers';
import { buildGlance, memoryStore } from './fakes';

const AUTH = { clientId: 'c', salt: 's', rand: '12345678', userId: '7', session: 'f'.repeat(64), userType: 1 };
const NOW = () => new Date('2025-05-10T09:00:00Z');

function deps(lists: ChargesGlance[], options: { fail?: Error } = {}) {
  const local = memoryStore({ [AUTH_KEY]: AUTH });
  let call = 0;
  const api: Pick<ExtensionApi, 'user' | 'preload' | 'glance'> = {
    preload: vi.fn(async () => 0),
    glance: vi.fn(async (_auth, today: string) => {
      if (options.fail) throw options.fail;
      return summarize(lists[Math.min(call++, lists.length - 1)]!, today);
    }),
    user: vi.fn(async () => buildUser({ id: 7, email: 'driver@example.ru' })),
  };
  return { local, api, setBadge: vi.fn(async () => {}), notify: vi.fn(async () => {}), now: NOW };
}

describe('a check', () => {
  it('stores the summary, sets the badge and announces only fines new since the last check', async () => {
    const first = buildFine({ billDate: '2025-05-01' });
    const second = buildFine({ billDate: '2025-05-02', amountKopeks: 80_000 });
    const d = deps([buildGlance({ unpaid: [first] }), buildGlance({ unpaid: [second, first] })]);
    expect(await runCheck(d)).toBe(0);
    expect(d.notify).not.toHaveBeenCalled();
    expect(d.setBadge).toHaveBeenLastCalledWith(expect.objectContaining({ text: '1' }));
    await runCheck(d);
    expect(d.notify).toHaveBeenCalledTimes(1);
    expect(d.notify).toHaveBeenCalledWith('Новые штрафы', 'Новых: 1 неоплаченный штраф. Всего к оплате 2\u00a0300,00\u00a0₽');
    const snapshot = d.local.data.get(SNAPSHOT_KEY) as Snapshot;
    expect(snapshot).toMatchObject({
      userId: '7',
      email: 'driver@example.ru',
      error: null,
      checkedAt: '2025-05-10T09:00:00.000Z',
    });
    expect(snapshot.summary!.unpaidCount).toBe(2);
  });

  it('reads the organizations when the account is a legal entity now, whatever it was at sign-in', async () => {
    const d = deps([buildGlance({})]);
    d.api.user = vi.fn(async () => buildUser({ id: 7, userType: 3 }));
    await runCheck(d);
    expect(d.api.glance).toHaveBeenCalledWith(expect.objectContaining({ userId: '7' }), '2025-05-10', true);
    d.api.user = vi.fn(async () => buildUser({ id: 7, userType: 1 }));
    await runCheck(d);
    expect(d.api.glance).toHaveBeenLastCalledWith(expect.objectContaining({ userId: '7' }), '2025-05-10', false);
  });

  it('signs the extension out when the server ended its sign-in, and says so', async () => {
    const d = deps([], { fail: new ExtensionApiError('auth_failed', 'Authorization failed', 401) });
    expect(await runCheck(d)).toBeNull();
    expect(d.local.data.get(AUTH_KEY)).toEqual({ clientId: 'c' });
    expect(d.local.data.has(SNAPSHOT_KEY)).toBe(false);
    expect(d.local.data.get(NOTICE_KEY)).toMatch(/Вход расширения завершён/);
    expect(d.setBadge).toHaveBeenLastCalledWith(expect.objectContaining({ text: '' }));
  });

  it('keeps the last summary and shows the error when the server cannot be reached', async () => {
    const d = deps([buildGlance({ unpaid: [buildFine({ billDate: '2025-05-01' })] })]);
    await runCheck(d);
    d.api.glance = vi.fn(async () => {
      throw new ExtensionApiError('network', 'Нет связи с сервером. Проверьте интернет и попробуйте снова', 0);
    });
    await runCheck(d);
    const snapshot = d.local.data.get(SNAPSHOT_KEY) as Snapshot;
    expect(snapshot.error).toMatch(/Нет связи/);
    expect(snapshot.summary!.unpaidCount).toBe(1);
    expect(d.setBadge).toHaveBeenLastCalledWith(expect.objectContaining({ text: '1' }));
  });
});

describe('the manifest', () => {
  const manifest = buildManifest({
    version: '1.2.3',
    siteUrl: 'https://shtrafy.example.ru',
    apiBaseUrl: 'https://api.shtrafy.example.ru',
  });

  it('asks for the minimal permissions and no host but the API’s', () => {
    expect(manifest.permissions).toEqual(['storage', 'alarms', 'notifications']);
    expect(manifest.host_permissions).toEqual(['https://api.shtrafy.example.ru/*']);
    expect(manifest.externally_connectable).toEqual({ matches: ['https://shtrafy.example.ru/*'] });
    expect(manifest).not.toHaveProperty('key');
  });

  it('has a strict CSP for its pages: own scripts and styles only, connections to the API only', () => {
    const csp = manifest.content_security_policy.extension_pages;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('connect-src https://api.shtrafy.example.ru;');
    expect(csp).not.toMatch(/unsafe|\*/);
  });

  it('pins the development build to DEV_EXTENSION_ID, the id the server accepts by default', () => {
    const dev = buildManifest({
      version: '1',
      siteUrl: 'http://localhost:3000',
      apiBaseUrl: 'http://localhost:3000',
      key: DEV_EXTENSION_KEY,
    });
    // Chrome's id: the first 32 hex digits of SHA-256 over the DER public key, 0–f written as a–p.
    const hex = createHash('sha256').update(Buffer.from(dev.key!, 'base64')).digest('hex').slice(0, 32);
    expect([...hex].map((d) => String.fromCharCode(97 + parseInt(d, 16))).join('')).toBe(DEV_EXTENSION_ID);
  });
});
