import { render, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { readAuth, readAuthRecord } from '@/api-client/auth-storage';
import { AuthSync } from '@/components/auth/auth-sync';
import { setupApiServer } from './helpers';

const server = setupApiServer();
const SESSION = 'b'.repeat(64);
const KEY = 'shtrafy:auth:web';

let cookieCalls: Record<string, string>[];
beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'shtrafy_adopt=; Path=/; Max-Age=0';
  cookieCalls = [];
  server.use(
    http.post('*/auth/cookie', async ({ request }) => {
      cookieCalls.push(Object.fromEntries(new URLSearchParams(await request.text())));
      return HttpResponse.json({ status: 'ok' });
    }),
  );
});

describe('AuthSync', () => {
  it('adopts a sign-in made without JavaScript: copies the hand-over cookie, keeps the clientId, deletes the copy', () => {
    window.localStorage.setItem(KEY, JSON.stringify({ clientId: 'c1' }));
    document.cookie = `shtrafy_adopt=15.23456789.${SESSION}; Path=/`;
    render(<AuthSync />);
    expect(readAuthRecord()).toEqual({ clientId: 'c1', userId: '15', rand: '23456789', session: SESSION });
    expect(document.cookie).not.toContain('shtrafy_adopt');
  });

  it('replaces a different stored login with the one the server just created', () => {
    window.localStorage.setItem(
      KEY,
      JSON.stringify({ clientId: 'c1', salt: 'old', userId: '3', rand: '11111111', session: 'a'.repeat(64) }),
    );
    document.cookie = `shtrafy_adopt=15.23456789.${SESSION}; Path=/`;
    render(<AuthSync />);
    expect(readAuthRecord()).toEqual({ clientId: 'c1', userId: '15', rand: '23456789', session: SESSION });
  });

  it('ignores a malformed hand-over cookie and never reads the HttpOnly auth cookie', () => {
    document.cookie = 'shtrafy_adopt=not-a-login; Path=/';
    document.cookie = `shtrafy_auth=15.23456789.${SESSION}; Path=/`;
    render(<AuthSync />);
    expect(readAuth()).toBeNull();
    document.cookie = 'shtrafy_auth=; Path=/; Max-Age=0';
  });

  it('renews the server cookie from the stored login once a day, sending the triple and never the salt', async () => {
    window.localStorage.setItem(
      KEY,
      JSON.stringify({ clientId: 'c1', salt: 'salt', userId: '15', rand: '23456789', session: SESSION }),
    );
    const { unmount } = render(<AuthSync />);
    await waitFor(() => expect(cookieCalls).toEqual([{ userId: '15', rand: '23456789', session: SESSION }]));
    unmount();
    render(<AuthSync />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cookieCalls).toHaveLength(1);
  });
});
