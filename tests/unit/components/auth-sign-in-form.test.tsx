import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readAuth, readAuthRecord, saveAuth } from '@/api-client/auth-storage';
import { computeSession, RAND_MAX, RAND_MIN } from '@/lib/auth/session-hash';
import {
  MSG_CREDENTIALS_CHECK_FAILED,
  MSG_LOGIN_EMPTY_EMAIL,
  MSG_LOGIN_EMPTY_PASSWORD,
  MSG_LOGIN_REJECTED,
} from '@/lib/domain/messages';
import { LoginView } from '@/components/auth/login-view';
import { CLIENT_ID, captureRequests, renderWithClient, setupApiServer } from './helpers';
import { router } from './router-mock';

vi.mock('next/navigation', () => import('./router-mock'));

const server = setupApiServer();

let requests: string[];
beforeEach(() => {
  window.localStorage.clear();
  router.push.mockReset();
  requests = captureRequests(server);
});

const loginAnswers = (status: number, body: object) => http.post('*/105/api/login', () => HttpResponse.json(body, { status }));

async function signInWith(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('E-mail'), email);
  if (password) await user.type(screen.getByLabelText('Пароль'), password);
  await user.click(screen.getByRole('button', { name: 'Войти' }));
  return user;
}

describe('Login page, password sign-in', () => {
  it('says which field was forgotten and sends nothing', async () => {
    renderWithClient(<LoginView next={null} tab="password" />);
    await signInWith('', '');

    expect(await screen.findByText(MSG_LOGIN_EMPTY_EMAIL)).toBeInTheDocument();
    expect(screen.getByText(MSG_LOGIN_EMPTY_PASSWORD)).toBeInTheDocument();
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(MSG_LOGIN_EMPTY_EMAIL);
    expect(email).toHaveFocus();
    expect(requests).toEqual([]);
  });

  it('signs in, stores the session computed from the returned salt and opens `next`', async () => {
    void saveAuth({ clientId: CLIENT_ID });
    let body: Record<string, string> = {};
    let cookieBody: Record<string, string> = {};
    server.use(
      http.post('*/auth/cookie', async ({ request }) => {
        cookieBody = Object.fromEntries(new URLSearchParams(await request.text()));
        return HttpResponse.json({ status: 'ok' });
      }),
      http.post('*/105/api/login', async ({ request }) => {
        body = Object.fromEntries(new URLSearchParams(await request.text()));
        return HttpResponse.json({ status: 'ok', userId: 42, salt: 'salt-from-server', userType: 3 });
      }),
    );
    renderWithClient(<LoginView next="/profile" tab="password" />);
    await signInWith('Driver@Example.com ', 'correct horse');

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/profile'));
    expect(body).toEqual({ _username: 'Driver@Example.com', _password: 'correct horse' });
    const auth = readAuth();
    expect(auth).toMatchObject({ clientId: CLIENT_ID, userId: '42', salt: 'salt-from-server', userType: 3 });
    const rand = Number(auth!.rand);
    expect(rand).toBeGreaterThanOrEqual(RAND_MIN);
    expect(rand).toBeLessThanOrEqual(RAND_MAX);
    expect(auth!.session).toBe(computeSession({ rand: auth!.rand, userId: '42', salt: 'salt-from-server' }));
    // The server sets the cookie from the triple, never the salt; page scripts do not write it.
    expect(cookieBody).toEqual({ userId: '42', rand: auth!.rand, session: auth!.session });
    expect(document.cookie).not.toContain('shtrafy_auth');
  });

  it('goes to the fines list when no `next` was given', async () => {
    server.use(loginAnswers(200, { status: 'ok', userId: 5, salt: 's', userType: 1 }));
    renderWithClient(<LoginView next={null} tab="password" />);
    await signInWith('a@b.ru', 'password1');
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/fines/list'));
  });

  it('reports rejected credentials and puts the cursor back into the password', async () => {
    server.use(
      loginAnswers(401, { status: 'error', error: { code: 'bad_credentials', errorDesc: 'Неправильный логин или пароль' } }),
    );
    renderWithClient(<LoginView next={null} tab="password" />);
    await signInWith('a@b.ru', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_LOGIN_REJECTED);
    expect(screen.getByLabelText('Пароль')).toHaveFocus();
    expect(readAuthRecord()).toEqual({});
    expect(router.push).not.toHaveBeenCalled();
  });

  it('shows the server’s words for a rate limit and the generic text for anything unexpected', async () => {
    server.use(
      loginAnswers(429, {
        status: 'error',
        error: { code: 'rate_limited', errorDesc: 'Слишком много попыток. Попробуйте через 15 минут' },
      }),
    );
    renderWithClient(<LoginView next={null} tab="password" />);
    const user = await signInWith('a@b.ru', 'password1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Слишком много попыток. Попробуйте через 15 минут');

    server.use(loginAnswers(500, { status: 'error', error: { code: 'internal', errorDesc: 'Внутренняя ошибка (ref 1a2b)' } }));
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MSG_CREDENTIALS_CHECK_FAILED));
  });

  it('asks for a reset link from «Забыли пароль?» with the e-mail carried over', async () => {
    let body: Record<string, string> = {};
    server.use(
      http.post('*/105/api/fos/reset/request', async ({ request }) => {
        body = Object.fromEntries(new URLSearchParams(await request.text()));
        return HttpResponse.json({ status: 'ok', sent: true });
      }),
    );
    const user = userEvent.setup();
    renderWithClient(<LoginView next={null} tab="password" />);
    await user.type(screen.getByLabelText('E-mail'), 'a@b.ru');
    await user.click(screen.getByRole('link', { name: 'Забыли пароль?' }));

    expect(screen.getByRole('heading', { name: 'Восстановление пароля' })).toHaveFocus();
    expect(screen.getByLabelText('E-mail')).toHaveValue('a@b.ru');
    await user.click(screen.getByRole('button', { name: 'Прислать ссылку' }));
    expect(await screen.findByText(/Если аккаунт с адресом a@b\.ru есть, мы отправили на него ссылку/)).toBeInTheDocument();
    expect(body).toEqual({ username: 'a@b.ru' });

    // A link, so it works before the page's scripts run; with them, the sign-in opens in place.
    const back = screen.getByRole('link', { name: 'Вернуться ко входу' });
    expect(back).toHaveAttribute('href', '/login');
    await user.click(back);
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });
});
