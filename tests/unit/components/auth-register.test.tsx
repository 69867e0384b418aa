import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readAuth } from '@/api-client/auth-storage';
import { registerWithRetry } from '@/api-client/registration';
import { flushTracking } from '@/api-client/tracking-queue';
import { SIGNUP_ATTEMPTS, SIGNUP_RETRY_MS } from '@/lib/domain/limits';
import { MSG_SIGNUP_EMPTY_EMAIL, MSG_SIGNUP_FAILED } from '@/lib/domain/messages';
import { RegisterForm } from '@/components/auth/register-form';
import { CLIENT_ID, captureRequests, renderWithClient, setupApiServer, signIn, buildUser } from './helpers';

const server = setupApiServer();
const USER = buildUser({ email: 'new@example.com' });

let requests: string[];
let tracked: Record<string, string>[];
beforeEach(() => {
  window.localStorage.clear();
  requests = captureRequests(server);
  tracked = [];
  server.use(
    http.post('*/105/api/track/batch', async ({ request }) => {
      const records = JSON.parse(new URLSearchParams(await request.text()).get('records') ?? '[]') as Record<string, string>[];
      for (const r of records) if (r.type === 'screen') tracked.push({ kind: 'screen', name: r.screenName! });
      return HttpResponse.json({ status: 'ok', accepted: records.length });
    }),
  );
});

const REGISTER = 'POST /105/api/user/register';
const registerAnswers = (...answers: Array<() => Response>) => {
  let call = 0;
  return http.post('*/105/api/user/register', () => answers[Math.min(call++, answers.length - 1)]!());
};
const unavailable = () =>
  HttpResponse.json(
    { status: 'error', error: { code: 'unavailable', errorDesc: 'Сервис временно недоступен' } },
    { status: 503 },
  );
const registered = () => HttpResponse.json({ status: 'ok', user: USER });

describe('registerWithRetry (spec §4)', () => {
  it('tries 3 times, 4000 ms apart, while the answer is not ok, then reports signup/fos and returns the failure', async () => {
    signIn();
    server.use(registerAnswers(unavailable));
    const sleep = vi.fn(async (ms: number) => {
      requests.push(`sleep ${ms}`);
    });

    const result = await registerWithRetry('new@example.com', 'password1', { sleep });

    expect(SIGNUP_ATTEMPTS).toBe(3);
    expect(result).toMatchObject({ ok: false, error: { httpStatus: 503, errorDesc: 'Сервис временно недоступен' } });
    expect(requests).toEqual([REGISTER, `sleep ${SIGNUP_RETRY_MS}`, REGISTER, `sleep ${SIGNUP_RETRY_MS}`, REGISTER]);
    flushTracking();
    await waitFor(() => expect(tracked).toHaveLength(1));
    expect(sleep).toHaveBeenCalledTimes(2);
    expect(SIGNUP_RETRY_MS).toBe(4000);
    expect(tracked).toEqual([expect.objectContaining({ kind: 'screen', name: 'signup/fos' })]);
  });

  it('retries a network failure and a non-envelope answer, and stops at the first ok', async () => {
    signIn();
    server.use(
      registerAnswers(
        () => HttpResponse.error(),
        () => new HttpResponse('Bad gateway', { status: 502 }),
        registered,
      ),
    );
    const sleep = vi.fn(async () => {});

    const result = await registerWithRetry('new@example.com', 'password1', { sleep });

    expect(result).toEqual({ ok: true, user: USER });
    expect(requests.filter((r) => r === REGISTER)).toHaveLength(3);
    flushTracking();
    await waitFor(() => expect(tracked).toHaveLength(1));
  });

  it('does not retry an input error (400) or a conflict (409), and still reports signup/fos', async () => {
    signIn();
    server.use(
      registerAnswers(
        () =>
          HttpResponse.json({ status: 'error', error: { code: 'invalid_input', errorDesc: 'Введите e-mail' } }, { status: 400 }),
        () =>
          HttpResponse.json(
            { status: 'error', error: { code: 'already_registered', errorDesc: 'Вы уже зарегистрированы' } },
            { status: 409 },
          ),
      ),
    );
    const sleep = vi.fn(async () => {});

    expect(await registerWithRetry('x@example.com', 'password1', { sleep })).toMatchObject({
      ok: false,
      error: { httpStatus: 400 },
    });
    expect(await registerWithRetry('x@example.com', 'password1', { sleep })).toMatchObject({
      ok: false,
      error: { httpStatus: 409 },
    });

    expect(sleep).not.toHaveBeenCalled();
    expect(requests.filter((r) => r === REGISTER)).toHaveLength(2);
    flushTracking();
    await waitFor(() => expect(tracked).toHaveLength(2));
  });

  it('sends the e-mail alone under the FOSUserBundle field name (spec §7)', async () => {
    signIn('7');
    let body: Record<string, string> = {};
    server.use(
      http.post('*/105/api/user/register', async ({ request }) => {
        body = Object.fromEntries(new URLSearchParams(await request.text()));
        return registered();
      }),
    );
    await registerWithRetry('new@example.com', undefined);
    expect(body).toEqual({ 'fos_user_registration_form[email]': 'new@example.com' });
    flushTracking();
    await waitFor(() => expect(tracked).toHaveLength(1));
  });

  it('sends the FOSUserBundle field names with the authorization', async () => {
    signIn('7');
    let body: Record<string, string> = {};
    let query: URLSearchParams | undefined;
    server.use(
      http.post('*/105/api/user/register', async ({ request }) => {
        body = Object.fromEntries(new URLSearchParams(await request.text()));
        query = new URL(request.url).searchParams;
        return registered();
      }),
    );
    await registerWithRetry('new@example.com', 'password1');
    expect(body).toEqual({
      'fos_user_registration_form[email]': 'new@example.com',
      'fos_user_registration_form[plainPassword]': 'password1',
    });
    expect(query?.get('userId')).toBe('7');
    flushTracking();
    await waitFor(() => expect(tracked).toHaveLength(1));
  });
});

describe('RegisterForm', () => {
  const fill = async (email: string) => {
    const user = userEvent.setup();
    if (email) await user.type(screen.getByLabelText('E-mail'), email);
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
  };

  it('asks for an e-mail when it is empty or has no @, and sends nothing', async () => {
    renderWithClient(<RegisterForm onRegistered={vi.fn()} />);
    await fill('');
    expect(await screen.findByText(MSG_SIGNUP_EMPTY_EMAIL)).toBeInTheDocument();

    await userEvent.setup().type(screen.getByLabelText('E-mail'), 'no-at-sign');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText(MSG_SIGNUP_EMPTY_EMAIL)).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('asks for the e-mail alone: no password field before the address is confirmed', () => {
    renderWithClient(<RegisterForm onRegistered={vi.fn()} />);
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Пароль/)).not.toBeInTheDocument();
  });

  it('makes this browser an anonymous user first, registers that account and says where the link went', async () => {
    server.use(
      http.get('*/105/api/client', () => HttpResponse.json({ status: 'ok', clientId: CLIENT_ID })),
      http.post('*/105/api/newuser', () => HttpResponse.json({ status: 'ok', userId: 7, salt: 'anon-salt' })),
      registerAnswers(registered),
    );
    const onRegistered = vi.fn();
    renderWithClient(<RegisterForm onRegistered={onRegistered} />);
    await fill('new@example.com');

    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(USER));
    expect(requests.slice(0, 3)).toEqual(['GET /105/api/client', 'POST /105/api/newuser', REGISTER]);
    expect(readAuth()).toMatchObject({ userId: '7', salt: 'anon-salt', clientId: CLIENT_ID });
    const status = await screen.findByText(/Мы отправили письмо на new@example.com/);
    expect(status.closest('[role="status"]')).toHaveFocus();
    flushTracking();
    await waitFor(() => expect(tracked).toHaveLength(1));
  });

  it('shows an error at once, with the server’s words', async () => {
    signIn();
    server.use(
      registerAnswers(() =>
        HttpResponse.json(
          { status: 'error', error: { code: 'already_registered', errorDesc: 'Вы уже зарегистрированы' } },
          { status: 409 },
        ),
      ),
    );
    renderWithClient(<RegisterForm onRegistered={vi.fn()} />);
    await fill('taken@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Вы уже зарегистрированы');
    expect(requests.filter((r) => r === REGISTER)).toHaveLength(1);
    flushTracking();
    await waitFor(() => expect(tracked).toHaveLength(1));
  });

  it('falls back to «Ошибка при регистрации» when the server gave no words', async () => {
    signIn();
    server.use(
      registerAnswers(() => HttpResponse.json({ status: 'error', error: { code: 'x', errorDesc: '' } }, { status: 400 })),
    );
    renderWithClient(<RegisterForm onRegistered={vi.fn()} />);
    await fill('a@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_SIGNUP_FAILED);
    flushTracking();
    await waitFor(() => expect(tracked).toHaveLength(1));
  });
});
