import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { EmailChangeAgree } from '@/components/auth/email-change-agree';
import { renderWithClient, setupApiServer } from './helpers';

const server = setupApiServer();

describe('/login/change-email', () => {
  it('names the new address, agrees on one press and says where the next mail went', async () => {
    let posted = '';
    server.use(
      http.post('*/105/api/fos/email/change', async ({ request }) => {
        posted = await request.text();
        return HttpResponse.json({ status: 'ok', email: 'new@example.ru', sent: true });
      }),
    );
    renderWithClient(<EmailChangeAgree token="tok-change" newEmail="new@example.ru" />);
    expect(screen.getByText('new@example.ru')).toBeInTheDocument();
    expect(posted).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить смену' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Мы отправили письмо на new@example.ru');
    expect(new URLSearchParams(posted).get('token')).toBe('tok-change');
  });

  it('keeps the button after a limit (the link is still good), and drops it for a spent link', async () => {
    let answer: [number, object] = [
      429,
      { status: 'error', error: { code: 'rate_limited', errorDesc: 'Слишком много попыток. Попробуйте позже' } },
    ];
    server.use(http.post('*/105/api/fos/email/change', () => HttpResponse.json(answer[1], { status: answer[0] })));
    renderWithClient(<EmailChangeAgree token="tok-change" newEmail="new@example.ru" />);
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить смену' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Слишком много попыток. Попробуйте позже');
    answer = [400, { status: 'error', error: { code: 'bad_token', errorDesc: 'Ссылка для смены e-mail устарела' } }];
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить смену' }));
    expect(await screen.findByText('Ссылка для смены e-mail устарела')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Подтвердить смену' })).toBeNull();
  });
});
