import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MSG_SIGNUP_EMPTY_EMAIL } from '@/lib/domain/messages';
import { NotifyEmailSettings } from '@/components/notifications/notify-email-settings';
import { recordSignedInRequests } from './documents-helpers';
import { renderWithClient, setupApiServer } from './helpers';

const server = setupApiServer();
const { all: requests } = recordSignedInRequests(server);

/** Answers a save with what was sent, as the server does: an address already confirmed stays so, a new one is not. */
const echo = (path: string, confirmedAddress = 'ivan@example.com') =>
  http.post(`*/105/api/${path}`, async ({ request }) => {
    const body = new URLSearchParams(await request.text());
    const email = body.get('email');
    return HttpResponse.json({
      status: 'ok',
      email: {
        email,
        doNotify: body.get('doNotify') === '1',
        confirmed: email === confirmedAddress,
        confirmationSent: email !== confirmedAddress,
      },
    });
  });

describe('NotifyEmailSettings', () => {
  it('before an address is set: checks it with the shared message, then sends it with doNotify 1 or 0', async () => {
    server.use(echo('email', 'nobody'));
    const user = userEvent.setup();
    renderWithClient(<NotifyEmailSettings initial={null} />);
    // The switch is what will be saved: the section says nothing is set up yet.
    expect(screen.getByText('Уведомления ещё не настроены: укажите e-mail и нажмите «Сохранить».')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Адрес для уведомлений' });
    const email = within(form).getByLabelText('E-mail для уведомлений');
    const toggle = within(form).getByRole('switch', { name: 'Сообщать о новых штрафах' });
    expect(toggle).toBeChecked();

    await user.type(email, 'ivan');
    await user.tab();
    expect(await within(form).findByText(MSG_SIGNUP_EMPTY_EMAIL)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(requests()).toEqual([]);

    await user.type(email, '@Example.com');
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));

    expect(
      await screen.findByText('Мы отправили письмо на ivan@example.com: откройте ссылку в нём, чтобы подтвердить адрес'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Подтвердите адрес: мы отправили письмо на/)).toHaveTextContent(
      'Подтвердите адрес: мы отправили письмо на ivan@example.com.',
    );
    expect(requests()).toEqual([
      { method: 'POST', path: 'email', query: {}, body: { email: 'ivan@example.com', doNotify: '0' } },
    ]);
    expect(screen.getByRole('switch', { name: 'Сообщать о новых штрафах' })).not.toBeChecked();
    // The form is gone: focus goes to the saved address's button, not back to the page's top.
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Изменить e-mail' })).toHaveFocus());
  });

  it('offers the account’s sign-in e-mail, which is saved confirmed: no «подтвердите адрес»', async () => {
    server.use(echo('email', 'ivan@example.com'));
    const user = userEvent.setup();
    renderWithClient(<NotifyEmailSettings initial={null} accountEmail="ivan@example.com" />);
    const form = screen.getByRole('form', { name: 'Адрес для уведомлений' });
    expect(within(form).getByLabelText('E-mail для уведомлений')).toHaveValue('ivan@example.com');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('E-mail для уведомлений сохранён')).toBeInTheDocument();
    expect(screen.getByText(/Письма приходят на/)).toHaveTextContent('Письма приходят на ivan@example.com');
    expect(screen.queryByText(/Подтвердите адрес/)).not.toBeInTheDocument();
  });

  it('the switch saves at once through email/edit, sending doNotify 0 then 1', async () => {
    server.use(echo('email/edit'));
    const user = userEvent.setup();
    renderWithClient(
      <NotifyEmailSettings initial={{ email: 'ivan@example.com', doNotify: true, confirmed: true, confirmationSent: false }} />,
    );
    const toggle = screen.getByRole('switch', { name: 'Сообщать о новых штрафах' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription('Пришлём письмо, когда по вашим документам появится новый штраф.');

    await user.click(toggle);
    expect(await screen.findByText('Уведомления выключены')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveFocus();
    // Space toggles a switch from the keyboard.
    await user.keyboard(' ');
    expect(await screen.findByText('Уведомления включены')).toBeInTheDocument();
    expect(toggle).toBeChecked();

    expect(requests()).toEqual([
      { method: 'POST', path: 'email/edit', query: {}, body: { email: 'ivan@example.com', doNotify: '0' } },
      { method: 'POST', path: 'email/edit', query: {}, body: { email: 'ivan@example.com', doNotify: '1' } },
    ]);
  });

  it('puts the switch back and says why when saving fails', async () => {
    server.use(
      http.post('*/105/api/email/edit', () =>
        HttpResponse.json(
          { status: 'error', error: { code: 'unavailable', errorDesc: 'Сервис временно недоступен' } },
          { status: 503 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithClient(
      <NotifyEmailSettings initial={{ email: 'ivan@example.com', doNotify: true, confirmed: true, confirmationSent: false }} />,
    );
    const toggle = screen.getByRole('switch', { name: 'Сообщать о новых штрафах' });
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    expect(toggle).toBeChecked();
  });

  it('changes the address, keeping the switch as it was', async () => {
    server.use(echo('email/edit'));
    const user = userEvent.setup();
    renderWithClient(
      <NotifyEmailSettings initial={{ email: 'ivan@example.com', doNotify: false, confirmed: true, confirmationSent: false }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Изменить e-mail' }));
    const email = screen.getByLabelText('E-mail для уведомлений');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('ivan@example.com');
    await user.clear(email);
    await user.type(email, 'petr@example.com');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText(/Мы отправили письмо на petr@example.com/)).toBeInTheDocument();
    expect(requests()).toEqual([
      { method: 'POST', path: 'email/edit', query: {}, body: { email: 'petr@example.com', doNotify: '0' } },
    ]);
    expect(screen.getByRole('button', { name: 'Изменить e-mail' })).toHaveFocus();
  });

  it('loads the settings when the server gave none', async () => {
    server.use(
      http.get('*/105/api/email', () =>
        HttpResponse.json({
          status: 'ok',
          email: { email: 'ivan@example.com', doNotify: true, confirmed: true, confirmationSent: false },
        }),
      ),
    );
    renderWithClient(<NotifyEmailSettings />);
    expect(screen.getByText('Загружаем…')).toBeInTheDocument();
    expect(await screen.findByText('ivan@example.com')).toBeInTheDocument();
  });

  it('until the address is confirmed, says so and sends the mail again on request, showing the server refusal', async () => {
    let calls = 0;
    server.use(
      http.post('*/105/api/email/resend', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({
              status: 'ok',
              email: { email: 'ivan@example.com', doNotify: true, confirmed: false, confirmationSent: true },
            })
          : HttpResponse.json(
              {
                status: 'error',
                error: { code: 'rate_limited', errorDesc: 'Слишком много писем с подтверждением. Попробуйте через час' },
              },
              { status: 429 },
            );
      }),
    );
    const user = userEvent.setup();
    renderWithClient(
      <NotifyEmailSettings initial={{ email: 'ivan@example.com', doNotify: true, confirmed: false, confirmationSent: true }} />,
    );
    expect(screen.getByText(/Подтвердите адрес: мы отправили письмо на/)).toBeInTheDocument();
    expect(screen.queryByText(/Письма приходят на/)).not.toBeInTheDocument();
    const resend = screen.getByRole('button', { name: 'Отправить письмо ещё раз' });
    await user.click(resend);
    expect(await screen.findByText('Письмо отправлено ещё раз')).toBeInTheDocument();
    await user.click(resend);
    expect(await screen.findByRole('alert')).toHaveTextContent('Слишком много писем с подтверждением. Попробуйте через час');
    expect(requests().map((r) => r.path)).toEqual(['email/resend', 'email/resend']);
  });

  it('never claims a mail was sent for an address no link went to, and offers to send one', async () => {
    server.use(
      http.post('*/105/api/email/resend', () =>
        HttpResponse.json({
          status: 'ok',
          email: { email: 'ivan@example.com', doNotify: true, confirmed: false, confirmationSent: true },
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithClient(
      <NotifyEmailSettings initial={{ email: 'ivan@example.com', doNotify: true, confirmed: false, confirmationSent: false }} />,
    );
    expect(screen.queryByText(/мы отправили письмо/)).not.toBeInTheDocument();
    expect(screen.getByText(/мы пришлём на него письмо со ссылкой/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отправить письмо' }));
    expect(await screen.findByText('Письмо отправлено')).toBeInTheDocument();
  });
});
