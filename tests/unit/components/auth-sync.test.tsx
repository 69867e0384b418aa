import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readAuth, readAuthRecord, saveAuth } from '@/api-client/auth-storage';
import { AuthSync } from '@/components/auth/auth-sync';

vi.mock('next/navigation', () => ({ usePathname: () => '/fines/list' }));

const SESSION = 'b'.repeat(64);

function setCookie(value: string) {
  document.cookie = `shtrafy_auth=${value}; Path=/`;
}

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'shtrafy_auth=; Path=/; Max-Age=0';
});

describe('AuthSync', () => {
  it('copies a login from the cookie into localStorage, keeping the clientId and no salt', () => {
    saveAuth({ clientId: 'c1' });
    setCookie(`15.23456789.${SESSION}`);
    render(<AuthSync />);
    expect(readAuth()).toEqual({ clientId: 'c1', userId: '15', rand: '23456789', session: SESSION });
  });

  it('replaces a different stored login with the newer one from the link', () => {
    saveAuth({ clientId: 'c1', salt: 'old-salt', userId: '3', rand: '11111111', session: 'a'.repeat(64) });
    setCookie(`15.23456789.${SESSION}`);
    render(<AuthSync />);
    expect(readAuthRecord()).toEqual({ clientId: 'c1', userId: '15', rand: '23456789', session: SESSION });
  });

  it('leaves a matching stored login (with its salt) alone and ignores a malformed cookie', () => {
    saveAuth({ clientId: 'c1', salt: 'salt', userId: '15', rand: '23456789', session: SESSION });
    render(<AuthSync />);
    expect(readAuthRecord().salt).toBe('salt');

    window.localStorage.clear();
    setCookie('not-a-login');
    render(<AuthSync />);
    expect(readAuth()).toBeNull();
  });
});
