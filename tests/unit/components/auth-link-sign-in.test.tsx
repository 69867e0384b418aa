import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG_SIGNUP_EMPTY_EMAIL } from '@/lib/domain/messages';
import { LinkSignInForm } from '@/components/auth/link-sign-in-form';
import { RESEND_AFTER_SECONDS } from '@/components/auth/link-sent';
import { renderWithClient, setupApiServer } from './helpers';

const server = setupApiServer();

let posted: Record<string, string>[];
beforeEach(() => {
  window.localStorage.clear();
  posted = [];
  server.use(
    http.post('*/105/api/fos/send/auth', async ({ request }) => {
      posted.push(Object.fromEntries(new URLSearchParams(await request.text())));
      return HttpResponse.json({ status: 'ok', sent: true });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Login page, sign-in by link', () => {
  it('asks for an e-mail first', async () => {
    const user = userEvent.setup();
    renderWithClient(<LinkSignInForm />);
    await user.click(screen.getByRole('button', { name: 'Получить ссылку' }));
    expect(await screen.findByText(MSG_SIGNUP_EMPTY_EMAIL)).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('mails the link, confirms where it went, and allows another one after a minute', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithClient(<LinkSignInForm />);
    await user.type(screen.getByLabelText('E-mail'), 'Owner@Example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Я — юридическое лицо' }));
    await user.click(screen.getByRole('button', { name: 'Получить ссылку' }));

    const confirmation = await screen.findByText('Мы отправили ссылку на owner@example.com. Она действует 15 минут.');
    expect(confirmation.closest('[role="status"]')).toHaveFocus();
    // Not on the main domain (NEXT_PUBLIC_MAIN_DOMAIN unset): the product name.
    expect(posted).toEqual([{ email: 'owner@example.com', type: 'shtrafy', isLegalEntity: '1' }]);

    const resend = screen.getByRole('button', { name: `Отправить ещё раз через ${RESEND_AFTER_SECONDS} с` });
    expect(resend).toBeDisabled();
    for (let i = 0; i < RESEND_AFTER_SECONDS; i++) {
      act(() => {
        vi.advanceTimersByTime(1000);
      });
    }
    await user.click(screen.getByRole('button', { name: 'Отправить ещё раз' }));
    expect(await screen.findByText(/Отправили ещё раз\./)).toBeInTheDocument();
    expect(posted).toHaveLength(2);
  });
});
