import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readAuth, saveAuth } from '@/api-client/auth-storage';
import { makeQueryClient } from '@/app/providers';
import { computeSession } from '@/lib/auth/session-hash';
import { MSG_LINK_EXPIRED, TokenSignIn } from '@/components/auth/token-sign-in';
import { renderWithClient, setupApiServer } from './helpers';
import { router } from './router-mock';

vi.mock('next/navigation', () => import('./router-mock'));

const server = setupApiServer();

let posted: Record<string, string>[];
beforeEach(() => {
  window.localStorage.clear();
  router.replace.mockReset();
  posted = [];
});

function loginAnswers(status: number, body: object) {
  return http.post('*/105/api/login', async ({ request }) => {
    posted.push(Object.fromEntries(new URLSearchParams(await request.text())));
    return HttpResponse.json(body, { status });
  });
}

describe('/login/link', () => {
  it('changes nothing on opening: a mail scanner that runs the page posts nothing', async () => {
    server.use(loginAnswers(200, { status: 'ok', userId: 9, salt: 'link-salt', userType: 1 }));
    renderWithClient(<TokenSignIn token="tok-scan" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posted).toEqual([]);
    const form = screen.getByRole('form', { name: 'Вход по ссылке' });
    // Without scripts the same button posts the token to the server's own sign-in.
    expect(form).toHaveAttribute('action', '/auth/link');
    expect(form).toHaveAttribute('method', 'post');
    expect(form.querySelector('input[type="hidden"][name="token"]')).toHaveValue('tok-scan');
  });

  it('posts the single-use token exactly once on «Войти» (pressed twice), replaces the old login and opens the fines list', async () => {
    await saveAuth({ clientId: 'c1', salt: 'old', userId: '3', rand: '11111111', session: 'a'.repeat(64) });
    server.use(loginAnswers(200, { status: 'ok', userId: 9, salt: 'link-salt', userType: 1 }));
    // StrictMode at the root, as Next.js renders it: only then does React run effects twice.
    render(
      <StrictMode>
        <QueryClientProvider client={makeQueryClient()}>
          <TokenSignIn token="tok-123" />
        </QueryClientProvider>
      </StrictMode>,
    );

    const enter = screen.getByRole('button', { name: 'Войти' });
    await userEvent.click(enter);
    await userEvent.click(enter);
    expect(screen.getByRole('status')).toHaveTextContent('Входим в личный кабинет…');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/fines/list'));
    // Let a second request, if any, arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posted).toEqual([{ _token: 'tok-123' }]);
    const auth = readAuth()!;
    expect(auth).toMatchObject({ clientId: 'c1', userId: '9', salt: 'link-salt' });
    expect(auth.session).toBe(computeSession({ rand: auth.rand, userId: '9', salt: 'link-salt' }));
  });

  it('explains a used or expired link with the server’s words and offers a new one', async () => {
    server.use(loginAnswers(401, { status: 'error', error: { code: 'bad_token', errorDesc: MSG_LINK_EXPIRED } }));
    renderWithClient(<TokenSignIn token="used" />);
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MSG_LINK_EXPIRED);
    // The pressed button went with the form: focus is on the reason, not lost to the page's start.
    expect(alert.closest('[tabindex="-1"]')).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Запросить новую ссылку' })).toHaveAttribute('href', '/login?tab=link');
    expect(router.replace).not.toHaveBeenCalled();
    expect(readAuth()).toBeNull();
  });

  it('calls a link spent only when the server says so: with no answer it offers to try the same link again', async () => {
    let answered = false;
    server.use(
      http.post('*/105/api/login', async ({ request }) => {
        posted.push(Object.fromEntries(new URLSearchParams(await request.text())));
        if (!answered) {
          answered = true;
          return HttpResponse.error();
        }
        return HttpResponse.json({ status: 'ok', userId: 9, salt: 'link-salt', userType: 1 });
      }),
    );
    renderWithClient(<TokenSignIn token="tok-net" />);
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Нет связи с сервером');
    expect(screen.queryByText(MSG_LINK_EXPIRED)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Попробовать снова' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/fines/list'));
    expect(posted).toEqual([{ _token: 'tok-net' }, { _token: 'tok-net' }]);
  });

  it('says why the sign-in without scripts came back: a limit keeps the button, a spent link offers a new one', () => {
    const { unmount } = renderWithClient(<TokenSignIn token="tok-lim" refused="limit" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Слишком много попыток. Попробуйте позже');
    expect(screen.getByRole('button', { name: 'Попробовать снова' })).not.toHaveAttribute('aria-disabled');
    unmount();
    renderWithClient(<TokenSignIn token="tok-old" refused="expired" />);
    expect(screen.getByRole('alert')).toHaveTextContent(MSG_LINK_EXPIRED);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names the account «Войти» opens, so a forwarded link is not pressed unawares', () => {
    renderWithClient(<TokenSignIn token="tok-mail" email="owner@example.ru" />);
    expect(screen.getByRole('form', { name: 'Вход по ссылке' })).toHaveTextContent(
      'открыть аккаунт owner@example.ru в этом браузере',
    );
  });

  it('offers the fines to a browser signed in already when its link is spent (Back, a second press without scripts)', () => {
    renderWithClient(<TokenSignIn token="tok-used" refused="expired" signedIn />);
    expect(screen.getByRole('alert')).toHaveTextContent(MSG_LINK_EXPIRED);
    expect(screen.getByRole('link', { name: 'перейти к штрафам' })).toHaveAttribute('href', '/fines/list');
  });

  it('sends nothing without a token', () => {
    renderWithClient(<TokenSignIn token={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent(MSG_LINK_EXPIRED);
    expect(posted).toEqual([]);
  });

  it('keeps the reason of a refusal that came back without the token (a post the server could not read): not «устарела»', () => {
    renderWithClient(<TokenSignIn token={null} refused="unavailable" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Сервис временно недоступен. Попробуйте войти через минуту');
    expect(screen.getByRole('alert')).not.toHaveTextContent('устарела');
  });
});
