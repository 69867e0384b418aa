import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readAuth } from '@/api-client/auth-storage';
import type { UserDto } from '@/lib/contract/accounts';
import { MainNav } from '@/components/layout/main-nav';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { SignInHintProvider } from '@/components/layout/sign-in-hint';
import { renderWithClient, setupApiServer, signIn, buildUser } from './helpers';

vi.mock('next/navigation', () => ({ usePathname: () => '/profile' }));
const navigation = vi.hoisted(() => ({ reloadTo: vi.fn() }));
vi.mock('@/api-client/navigation', async () => (await import('./navigation-mock')).navigationModule(navigation.reloadTo));

const server = setupApiServer();
const USER = buildUser({ email: 'very.long.address@example.com' });
const userAnswers = (user: UserDto) => http.get('*/105/api/user', () => HttpResponse.json({ status: 'ok', user }));

beforeEach(() => {
  window.localStorage.clear();
  navigation.reloadTo.mockReset();
});

/** The header as the server's HTML has it, for a request with (or without) an auth cookie. */
function serverHeader(cookieUserId: string | null): string {
  return renderToString(
    <SignInHintProvider userId={cookieUserId}>
      <QueryClientProvider client={new QueryClient()}>
        <MainNav />
      </QueryClientProvider>
    </SignInHintProvider>,
  );
}

describe('Header account items in the server’s HTML', () => {
  it('offer «Профиль», not «Войти», when the request carried an auth cookie (a visitor without JavaScript)', () => {
    const html = serverHeader('7');
    expect(html).toContain('href="/profile"');
    expect(html).toContain('Профиль');
    expect(html).not.toContain('Войти');
  });

  it('offer «Войти» without one', () => {
    const html = serverHeader(null);
    expect(html).toContain('href="/login"');
    expect(html).not.toContain('Профиль');
  });

  it('on a page built without a request (the static home page) hold «Войти» apart, for the scripts to replace', () => {
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <MainNav />
      </QueryClientProvider>,
    );
    // One list item, marked: hidden while scripts run (the `scripting` media feature), a link without them.
    expect(html).toMatch(/<li class="[^"]+"><a[^>]*href="\/login"[^>]*>Войти<\/a><\/li>/);
    expect(html).not.toContain('Профиль');
    expect(serverHeader(null)).toMatch(/<li><a[^>]*href="\/login"/);
  });
});

describe('Header account items', () => {
  it('offers «Войти» to a visitor who is not signed in', () => {
    renderWithClient(<MainNav />);
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: /Профиль/ })).not.toBeInTheDocument();
  });

  it('shows «Профиль» with the shortened e-mail and «Выйти» instead of «Войти» when signed in', async () => {
    signIn('7');
    server.use(userAnswers(USER));
    renderWithClient(<MainNav />);

    const profile = await screen.findByRole('link', { name: 'Профиль very.long.addre…' });
    expect(profile).toHaveAttribute('href', '/profile');
    expect(profile).toHaveAttribute('aria-current', 'page');
    expect(profile).toHaveAttribute('title', 'very.long.address@example.com');
    expect(screen.getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Войти' })).not.toBeInTheDocument();
  });

  it('logs out: ends the sign-in on the server, forgets it here and reloads to /login/', async () => {
    signIn('7');
    let loggedOut = false;
    server.use(
      userAnswers(USER),
      http.post('*/105/api/logout', () => {
        loggedOut = true;
        return HttpResponse.json({ status: 'ok' });
      }),
    );
    const user = userEvent.setup();
    renderWithClient(<MainNav />);
    await user.click(await screen.findByRole('button', { name: 'Выйти' }));

    await waitFor(() => expect(navigation.reloadTo).toHaveBeenCalledWith('/login/'));
    expect(loggedOut).toBe(true);
    expect(readAuth()).toBeNull();
  });

  it('keeps «Войти» (no «Выйти») for an account without an e-mail, which a logout would lose', async () => {
    signIn('7');
    server.use(userAnswers({ ...USER, email: null, registered: false }));
    renderWithClient(<MainNav />);
    expect(await screen.findByRole('link', { name: 'Войти' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Профиль' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Выйти' })).not.toBeInTheDocument();
  });
});
