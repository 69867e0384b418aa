import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readAuth } from '@/api-client/auth-storage';
import { LogoutSection } from '@/components/profile/logout-section';
import { buildUser, renderWithClient, setupApiServer, signIn } from './helpers';

const navigation = vi.hoisted(() => ({ reloadTo: vi.fn() }));
vi.mock('@/api-client/navigation', async () => (await import('./navigation-mock')).navigationModule(navigation.reloadTo));

const server = setupApiServer();

beforeEach(() => {
  window.localStorage.clear();
  navigation.reloadTo.mockReset();
  signIn('7');
});

describe('Profile: «Выйти»', () => {
  it('is a form posting to /auth/sign-out, so it signs out without scripts too', () => {
    renderWithClient(<LogoutSection initialUser={buildUser({ email: 'ivan@example.ru' })} />);
    const form = screen.getByRole('form', { name: 'Выход' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/auth/sign-out');
    expect(screen.getByRole('button', { name: 'Выйти' })).toBeEnabled();
  });

  it('with scripts, ends the sign-in through the API and forgets it here, without posting the form', async () => {
    let loggedOut = false;
    server.use(
      http.post('*/105/api/logout', () => {
        loggedOut = true;
        return HttpResponse.json({ status: 'ok' });
      }),
    );
    const submitted = vi.fn();
    window.addEventListener('submit', submitted);
    renderWithClient(<LogoutSection initialUser={buildUser({ email: 'ivan@example.ru' })} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Выйти' }));

    await waitFor(() => expect(navigation.reloadTo).toHaveBeenCalledWith('/login/'));
    expect(loggedOut).toBe(true);
    expect(readAuth()).toBeNull();
    expect(submitted.mock.calls[0]?.[0].defaultPrevented).toBe(true);
    window.removeEventListener('submit', submitted);
  });
});
