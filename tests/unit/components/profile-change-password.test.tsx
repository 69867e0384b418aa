import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { signInsQuery } from '@/api-client/sign-ins';
import { ChangePasswordForm, MSG_PASSWORD_CHANGED_ELSEWHERE } from '@/components/profile/change-password-form';
import { captureRequests, renderWithClient, setupApiServer, signIn } from './helpers';

const server = setupApiServer();

let requests: string[];
beforeEach(() => {
  window.localStorage.clear();
  signIn('7');
  requests = captureRequests(server);
});

function renderForm() {
  return renderWithClient(
    <>
      <ChangePasswordForm email="ivan@example.ru" />
      <ToastContainer />
    </>,
  );
}

async function fill(oldPass: string, newPass: string, confirmPass: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Текущий пароль'), oldPass);
  await user.type(screen.getByLabelText('Новый пароль'), newPass);
  await user.type(screen.getByLabelText('Новый пароль ещё раз'), confirmPass);
  await user.click(screen.getByRole('button', { name: 'Сменить пароль' }));
}

describe('Profile: change password', () => {
  it('names the account to password managers by a hidden username field that sends nothing', () => {
    const { container } = renderForm();
    const username = container.querySelector('input[autocomplete="username"]');
    expect(username).toHaveValue('ivan@example.ru');
    expect(username).not.toBeVisible();
    expect(username).not.toHaveAttribute('name');
  });

  it('says «Пароли не совпадают» next to the confirmation and sends nothing', async () => {
    renderForm();
    await fill('old-password', 'new-password-1', 'new-password-2');

    expect(await screen.findByText('Пароли не совпадают')).toBeInTheDocument();
    const confirm = screen.getByLabelText('Новый пароль ещё раз');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('Пароли не совпадают');
    expect(confirm).toHaveFocus();
    expect(requests).toEqual([]);
  });

  it('changes the password, warns that other devices are signed out and clears the form', async () => {
    let body: Record<string, string> = {};
    let query: URLSearchParams | undefined;
    server.use(
      http.post('*/105/api/user/password', async ({ request }) => {
        body = Object.fromEntries(new URLSearchParams(await request.text()));
        query = new URL(request.url).searchParams;
        return HttpResponse.json({ status: 'ok' });
      }),
    );
    renderForm();
    await fill('old-password', 'new-password-1', 'new-password-1');

    expect(await screen.findByText(MSG_PASSWORD_CHANGED_ELSEWHERE)).toBeInTheDocument();
    expect(body).toEqual({ oldPass: 'old-password', newPass: 'new-password-1', confirmPass: 'new-password-1' });
    expect(query?.get('userId')).toBe('7');
    await waitFor(() => expect(screen.getByLabelText('Текущий пароль')).toHaveValue(''));
  });

  it('reads the list of sign-ins again: the others have ended', async () => {
    let signIns = [{ id: 1 }, { id: 2 }];
    server.use(
      http.get('*/105/api/user/signins', () => HttpResponse.json({ status: 'ok', signIns })),
      http.post('*/105/api/user/password', () => {
        signIns = [{ id: 1 }];
        return HttpResponse.json({ status: 'ok' });
      }),
    );
    const { queryClient } = renderForm();
    await queryClient.fetchQuery(signInsQuery());
    // The profile's list is on screen (an observer keeps the query active).
    const observer = new QueryObserver(queryClient, signInsQuery());
    const unsubscribe = observer.subscribe(() => {});
    try {
      await fill('old-password', 'new-password-1', 'new-password-1');
      expect(await screen.findByText(MSG_PASSWORD_CHANGED_ELSEWHERE)).toBeInTheDocument();
      await waitFor(() => expect(queryClient.getQueryData(signInsQuery().queryKey)).toEqual([{ id: 1 }]));
    } finally {
      unsubscribe();
    }
  });

  it('shows a wrong current password next to that field', async () => {
    server.use(
      http.post('*/105/api/user/password', () =>
        HttpResponse.json(
          {
            status: 'error',
            error: {
              code: 'bad_password',
              errorDesc: 'Текущий пароль введён неверно',
              fields: { oldPass: 'Текущий пароль введён неверно' },
            },
          },
          { status: 400 },
        ),
      ),
    );
    renderForm();
    await fill('wrong-password', 'new-password-1', 'new-password-1');

    expect(await screen.findByText('Текущий пароль введён неверно')).toBeInTheDocument();
    expect(screen.getByLabelText('Текущий пароль')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Текущий пароль')).toHaveFocus();
  });

  it('asks for a longer new password before sending', async () => {
    renderForm();
    await fill('old-password', 'short', 'short');
    expect(await screen.findByText('Пароль — не короче 8 символов')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
