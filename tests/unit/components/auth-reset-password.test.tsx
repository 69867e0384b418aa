import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readAuth } from '@/api-client/auth-storage';
import { computeSession } from '@/lib/auth/session-hash';
import { MSG_PASSWORD_CHANGED, ResetPasswordForm } from '@/components/auth/reset-password-form';
import { renderWithClient, setupApiServer } from './helpers';
import { router } from './router-mock';

vi.mock('next/navigation', () => import('./router-mock'));

const server = setupApiServer();

beforeEach(() => {
  window.localStorage.clear();
  router.replace.mockReset();
});

async function fill(password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Новый пароль'), password);
  await user.type(screen.getByLabelText('Новый пароль ещё раз'), confirm);
  await user.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
}

describe('/login/reset', () => {
  it('sets the new password, signs in with the answer and opens the profile with «Пароль изменён»', async () => {
    let body: Record<string, string> = {};
    server.use(
      http.post('*/105/api/fos/reset/confirm', async ({ request }) => {
        body = Object.fromEntries(new URLSearchParams(await request.text()));
        return HttpResponse.json({ status: 'ok', userId: 11, salt: 'reset-salt', userType: 1 });
      }),
    );
    renderWithClient(
      <>
        <ResetPasswordForm token="reset-token" />
        <ToastContainer />
      </>,
    );
    await fill('new-password-1', 'new-password-1');

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/profile'));
    expect(await screen.findByText(MSG_PASSWORD_CHANGED)).toBeInTheDocument();
    expect(body).toEqual({ token: 'reset-token', newPassword: 'new-password-1' });
    const auth = readAuth()!;
    expect(auth.session).toBe(computeSession({ rand: auth.rand, userId: '11', salt: 'reset-salt' }));
  });

  it('names the account whose password it sets to password managers, when the page read it from the link', () => {
    const { container } = renderWithClient(<ResetPasswordForm token="reset-token" email="ivan@example.ru" />);
    const username = container.querySelector('input[autocomplete="username"]');
    expect(username).toHaveValue('ivan@example.ru');
    expect(username).not.toBeVisible();
  });

  it('checks the confirmation, and explains an expired link with a way to a new one', async () => {
    server.use(
      http.post('*/105/api/fos/reset/confirm', () =>
        HttpResponse.json(
          {
            status: 'error',
            error: { code: 'bad_token', errorDesc: 'Ссылка для смены пароля устарела или уже использована. Запросите новую' },
          },
          { status: 400 },
        ),
      ),
    );
    renderWithClient(<ResetPasswordForm token="old-token" />);
    await fill('new-password-1', 'new-password-2');
    expect(await screen.findByText('Пароли не совпадают')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Новый пароль ещё раз'));
    await user.type(screen.getByLabelText('Новый пароль ещё раз'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ссылка для смены пароля устарела или уже использована. Запросите новую',
    );
    expect(screen.getByRole('link', { name: 'Запросить новую ссылку' })).toHaveAttribute('href', '/login?tab=forgot');
    expect(readAuth()).toBeNull();
  });
});
