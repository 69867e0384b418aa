import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SandboxCheckout } from '@/components/payments/sandbox/sandbox-checkout';
import { captureRequests, renderWithClient, setupApiServer } from './helpers';
import { cardStepCheckout } from './sandbox-checkout-fixture';

const server = setupApiServer();

const checkout = cardStepCheckout;

describe('the sandbox acquirer’s payment page', () => {
  it('is labelled a test, checks the card as typed (Luhn, expiry, CVC) and sends only a valid one', async () => {
    const bodies = captureRequests(server, (r) => r.clone().text());
    server.use(
      http.post('*/105/api/sandbox-acquirer/card', () =>
        HttpResponse.json({ status: 'ok', checkout: { ...checkout, step: '3ds', cardLast4: '1111' } }),
      ),
    );
    renderWithClient(<SandboxCheckout initial={checkout} />);
    expect(screen.getByText('Тестовая оплата.')).toBeVisible();
    const number = screen.getByLabelText('Номер карты');
    await userEvent.type(number, '4111111111111112');
    expect(number).toHaveValue('4111 1111 1111 1112');
    await userEvent.type(screen.getByLabelText('Срок действия'), '0120');
    await userEvent.type(screen.getByLabelText('CVC'), '12');
    await userEvent.click(screen.getByRole('button', { name: /^Оплатить 1\s635,00\s₽$/ }));
    expect(screen.getByText('Проверьте номер карты: в нём ошибка')).toBeVisible();
    expect(screen.getByText(/Укажите срок действия карты/)).toBeVisible();
    expect(screen.getByText('CVC — три цифры на обороте карты')).toBeVisible();
    expect(number).toHaveFocus();
    expect(bodies).toHaveLength(0);

    await userEvent.clear(number);
    await userEvent.type(number, '4111111111111111');
    await userEvent.clear(screen.getByLabelText('Срок действия'));
    await userEvent.type(screen.getByLabelText('Срок действия'), '1239');
    await userEvent.type(screen.getByLabelText('CVC'), '3');
    await userEvent.click(screen.getByRole('button', { name: /^Оплатить/ }));
    expect(await screen.findByRole('heading', { name: 'Подтверждение 3-D Secure' })).toBeVisible();
    expect(screen.getByText(/•••• 1111/)).toBeVisible();
    const sent = new URLSearchParams(await bodies[0]);
    expect(Object.fromEntries(sent)).toEqual({ id: checkout.id, number: '4111111111111111', expiry: '12/39', cvc: '123' });
  }, 20_000); // typing 40 characters through the masks takes a few seconds on a busy machine

  it('a wrong 3-D Secure code puts the focus on the code, described by the message', async () => {
    server.use(
      http.post('*/105/api/sandbox-acquirer/confirm', () =>
        HttpResponse.json(
          { status: 'error', error: { code: 'invalid_input', errorDesc: 'Неверный код. Осталось попыток: 2' } },
          { status: 400 },
        ),
      ),
    );
    renderWithClient(<SandboxCheckout initial={{ ...checkout, step: '3ds', cardLast4: '1111' }} />);
    const code = screen.getByLabelText('Код из SMS');
    await userEvent.type(code, '0000');
    const confirm = screen.getByRole('button', { name: 'Подтвердить' });
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByText('Неверный код. Осталось попыток: 2');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription('Неверный код. Осталось попыток: 2');
  });

  it('opened already paid (Back from the shop’s result page) offers the way back and does not claim to be going there', () => {
    renderWithClient(
      <SandboxCheckout initial={{ ...checkout, step: 'done', status: 'waiting_for_capture', cardLast4: '1111' }} />,
    );
    expect(screen.getByText('Банк подтвердил карту, сумма заблокирована. Итог платежа покажет сайт «Штрафы».')).toBeVisible();
    expect(screen.queryByText('Возвращаемся на сайт «Штрафы»…')).toBeNull();
    expect(screen.getByRole('link', { name: 'Вернуться на сайт «Штрафы»' })).toHaveAttribute(
      'href',
      '/prepayment/wait?payment=3',
    );
  });
});
