import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  leavePageFor,
  pageLoader,
  reloadCurrentPage,
  reloadTo,
  RELOAD_WINDOW_MS,
  resolveNavigation,
} from '@/api-client/navigation';

const origin = 'https://shtrafy.example.ru';

describe('resolveNavigation (spec §2: external and script URLs)', () => {
  it('keeps addresses of this site as paths, with query and hash', () => {
    expect(resolveNavigation('/news?page=2#top', { origin })).toEqual({ kind: 'internal', href: '/news?page=2#top' });
    expect(resolveNavigation('journal', { origin })).toEqual({ kind: 'internal', href: '/journal' });
    expect(resolveNavigation(`${origin}/fines`, { origin })).toEqual({ kind: 'internal', href: '/fines' });
    expect(resolveNavigation('#faq', { origin })).toEqual({ kind: 'internal', href: '/#faq' });
  });

  it('refuses another site unless the link is marked external', () => {
    expect(resolveNavigation('https://evil.example/', { origin })).toEqual({ kind: 'refused', reason: 'external' });
    expect(resolveNavigation('//evil.example/path', { origin })).toEqual({ kind: 'refused', reason: 'external' });
    expect(resolveNavigation('http://shtrafy.example.ru/', { origin })).toEqual({ kind: 'refused', reason: 'external' });
    expect(resolveNavigation('mailto:help@example.ru', { origin })).toEqual({ kind: 'refused', reason: 'external' });
    expect(resolveNavigation('https://www.consultant.ru/document/', { origin, external: true })).toEqual({
      kind: 'external',
      url: 'https://www.consultant.ru/document/',
    });
  });

  it('refuses a script URL always, however it is written', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:x',
      'vbscript:msgbox(1)',
    ]) {
      expect(resolveNavigation(href, { origin, external: true }), href).toEqual({ kind: 'refused', reason: 'script' });
    }
  });

  it('refuses an address that cannot be parsed', () => {
    expect(resolveNavigation('http://[::1', { origin })).toEqual({ kind: 'refused', reason: 'invalid' });
  });
});

describe('reloadTo (spec §2 reload guard)', () => {
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    assign = vi.spyOn(pageLoader, 'assign').mockImplementation(() => undefined);
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/journal/article');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    assign.mockRestore();
  });

  it('reloads the same path once per window of 10 000 ms', () => {
    expect(reloadCurrentPage()).toBe(true);
    expect(assign).toHaveBeenCalledWith('/journal/article');
    vi.setSystemTime(Date.now() + RELOAD_WINDOW_MS - 1);
    expect(reloadCurrentPage()).toBe(false);
    expect(reloadTo('/journal/article/')).toBe(false); // the same page: Next.js drops the slash
    expect(assign).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 1);
    expect(reloadCurrentPage()).toBe(true);
    expect(assign).toHaveBeenCalledTimes(2);
  });

  it('always allows a load of another path (a logout going to /login/)', () => {
    expect(reloadTo('/login/')).toBe(true);
    expect(reloadTo('/login/')).toBe(true);
    expect(assign).toHaveBeenCalledTimes(2);
  });

  it('never loads another site or a script URL', () => {
    expect(reloadTo('https://evil.example/')).toBe(false);
    expect(reloadTo('javascript:alert(1)')).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('counts the window from the last reload of that path only', () => {
    window.sessionStorage.setItem('shtrafy:last-reload', JSON.stringify({ path: '/other', at: Date.now() }));
    expect(reloadCurrentPage()).toBe(true);
    window.sessionStorage.setItem('shtrafy:last-reload', 'not json');
    expect(reloadCurrentPage()).toBe(true);
  });
});

describe('leavePageFor (a page load such as the payment gateway’s)', () => {
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    assign = vi.spyOn(pageLoader, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => assign.mockRestore());

  it('loads another site only when marked external, this site always, a script URL never', () => {
    expect(leavePageFor('https://yoomoney.ru/checkout/payments/v2/contract?orderId=1')).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(leavePageFor('https://yoomoney.ru/checkout/payments/v2/contract?orderId=1', { external: true })).toBe(true);
    expect(assign).toHaveBeenLastCalledWith('https://yoomoney.ru/checkout/payments/v2/contract?orderId=1');
    expect(leavePageFor(`${window.location.origin}/sandbox-acquirer/abc?x=1`)).toBe(true);
    expect(assign).toHaveBeenLastCalledWith('/sandbox-acquirer/abc?x=1');
    expect(leavePageFor('javascript:alert(1)', { external: true })).toBe(false);
    expect(assign).toHaveBeenCalledTimes(2);
  });
});
