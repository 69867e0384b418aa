import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readAuth } from '@/api-client/auth-storage';
import { computeSession } from '@/lib/auth/session-hash';
import { ConfirmAddressForm, MSG_ADDRESS_CONFIRMED } from '@/components/auth/confirm-address-form';
import { renderWithClient, setupApiServer } from './helpers';
import { router } from './router-mock';

vi.mock('next/navigation', () => import('./router-mock'));

const server = setupApiServer();
const HINT = 'Не короче 8 символов';
const SHORT = 'Пароль — не короче 8 символов';

beforeEach(() => {
  window.localStorage.clear();
  router.replace.mockReset();
});

const submit = () => userEvent.setup().click(screen.getByRole('button', { name: 'Подтвердить e-mail' }));

describe('/login/verify', () => {
  it('names the address being confirmed to password managers', () => {
    const { container } = renderWithClient(
      <ConfirmAddressForm token="verify-token" context={{ email: 'ivan@example.ru', change: false, hasPassword: false }} />,
    );
    expect(container.querySelector('input[autocomplete="username"]')).toHaveValue('ivan@example.ru');
  });

  it('shows the password hint until an error takes its place, never both', async () => {
    renderWithClient(<ConfirmAddressForm token="verify-token" />);
    const password = screen.getByLabelText('Пароль');
    expect(screen.getByText(HINT)).toBeInTheDocument();
    await userEvent.setup().type(password, '123');
    await userEvent.setup().type(screen.getByLabelText('Пароль ещё раз'), '123');
    await submit();

    expect(await screen.findByText(SHORT)).toBeInTheDocument();
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(SHORT);
  });

  it('confirms with a new password, signs in with the answer and opens the fines', async () => {
    let body: Record<string, string> = {};
    server.use(
      http.post('*/105/api/fos/register/confirm', async ({ request }) => {
        body = Object.fromEntries(new URLSearchParams(await request.text()));
        return HttpResponse.json({ status: 'ok', userId: 12, salt: 'verify-salt', userType: 1, hasPassword: true });
      }),
    );
    renderWithClient(
      <>
        <ConfirmAddressForm token="verify-token" />
        <ToastContainer />
      </>,
    );
    await userEvent.setup().type(screen.getByLabelText('Пароль'), 'new-password-1');
    await userEvent.setup().type(screen.getByLabelText('Пароль ещё раз'), 'new-password-1');
    await submit();

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/fines/list'));
    expect(await screen.findByText(MSG_ADDRESS_CONFIRMED)).toBeInTheDocument();
    expect(body).toEqual({ token: 'verify-token', password: 'new-password-1' });
    const auth = readAuth()!;
    expect(auth.session).toBe(computeSession({ rand: auth.rand, userId: '12', salt: 'verify-salt' }));
  });

  it('confirms without a password, and puts «password required» under the field', async () => {
    const bodies: Record<string, string>[] = [];
    server.use(
      http.post('*/105/api/fos/register/confirm', async ({ request }) => {
        bodies.push(Object.fromEntries(new URLSearchParams(await request.text())));
        const message = 'Введите пароль, который вы указали при регистрации, или придумайте новый';
        return HttpResponse.json(
          { status: 'error', error: { code: 'password_required', errorDesc: message, fields: { password: message } } },
          { status: 400 },
        );
      }),
    );
    renderWithClient(<ConfirmAddressForm token="verify-token" />);
    await submit();
    expect(await screen.findByText(/указали при регистрации, или придумайте новый/)).toBeInTheDocument();
    expect(bodies).toEqual([{ token: 'verify-token' }]);
    expect(screen.getByLabelText('Пароль')).toHaveFocus();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('explains a used link with a way to a new one', async () => {
    server.use(
      http.post('*/105/api/fos/register/confirm', () =>
        HttpResponse.json(
          {
            status: 'error',
            error: { code: 'bad_token', errorDesc: 'Ссылка для подтверждения устарела или уже использована. Запросите новую' },
          },
          { status: 400 },
        ),
      ),
    );
    renderWithClient(<ConfirmAddressForm token="verify-token" />);
    await submit();
    expect(await screen.findByText(/Ссылка для подтверждения устарела/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Запросить новую ссылку' })).toHaveAttribute('href', '/login?tab=register');
  });

  it.each([
    [undefined, 'Задайте пароль, чтобы входить по e-mail и паролю, или оставьте поля пустыми и входите по ссылке из письма.'],
    [
      { email: 'new@example.ru', change: false, hasPassword: true },
      'Введите пароль, который вы указали при регистрации, или придумайте новый.',
    ],
    [
      { email: 'new@example.ru', change: true, hasPassword: true },
      'new@example.ru станет новым e-mail для входа в ваш аккаунт. Введите текущий пароль аккаунта, чтобы подтвердить смену.',
    ],
  ])('asks what the link’s account needs (%o)', (context, intro) => {
    renderWithClient(<ConfirmAddressForm token="verify-token" context={context} />);
    expect(screen.getByText(intro)).toBeInTheDocument();
  });

  it('a change of sign-in e-mail with a password asks for the current password once, and shows the server’s refusal on it', async () => {
    let sent: string | null = null;
    server.use(
      http.post('*/105/api/fos/register/confirm', async ({ request }) => {
        sent = new URLSearchParams(await request.text()).get('password');
        return HttpResponse.json(
          {
            status: 'error',
            error: {
              code: 'bad_password',
              errorDesc: 'Текущий пароль введён неверно',
              fields: { password: 'Текущий пароль введён неверно' },
            },
          },
          { status: 400 },
        );
      }),
    );
    renderWithClient(
      <ConfirmAddressForm token="verify-token" context={{ email: 'new@example.ru', change: true, hasPassword: true }} />,
    );
    expect(screen.queryByLabelText('Пароль ещё раз')).toBeNull();
    const field = screen.getByLabelText('Текущий пароль');
    expect(field).toHaveAttribute('autocomplete', 'current-password');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Подтвердить e-mail' }));
    expect(await screen.findByText('Введите текущий пароль')).toBeInTheDocument();
    await user.type(field, 'пароль-владельца-1');
    await user.click(screen.getByRole('button', { name: 'Подтвердить e-mail' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Текущий пароль введён неверно/));
    expect(sent).toBe('пароль-владельца-1');
  });
});
