import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { SandboxCheckout } from '@/components/payments/sandbox/sandbox-checkout';
import { captureRequests, renderWithClient, setupApiServer } from './helpers';
import { cardStepCheckout } from './sandbox-checkout-fixture';

// The input masks' code is fetched after the page shows (components/ui/masked-input.tsx); on a slow
// network a person can fill the card in and press «Оплатить» before it arrives. Here it never does.
vi.mock('react-imask', () => new Promise(() => {}));

const server = setupApiServer();

const checkout = cardStepCheckout;

describe('the sandbox card form before its input masks arrived', () => {
  it('takes the card as typed (digits only, expiry without the slash) and sends it in the acquirer’s form', async () => {
    const bodies = captureRequests(server, (r) => r.clone().text());
    server.use(
      http.post('*/105/api/sandbox-acquirer/card', () =>
        HttpResponse.json({ status: 'ok', checkout: { ...checkout, step: '3ds', cardLast4: '1111' } }),
      ),
    );
    renderWithClient(<SandboxCheckout initial={checkout} />);
    await userEvent.type(screen.getByLabelText('Номер карты'), '4111111111111111');
    await userEvent.type(screen.getByLabelText('Срок действия'), '1239');
    await userEvent.type(screen.getByLabelText('CVC'), '123');
    // No mask formatted anything: the fields hold exactly what was typed.
    expect(screen.getByLabelText('Срок действия')).toHaveValue('1239');
    await userEvent.click(screen.getByRole('button', { name: /^Оплатить/ }));
    expect(await screen.findByRole('heading', { name: 'Подтверждение 3-D Secure' })).toBeVisible();
    expect(screen.queryByText(/Укажите срок действия карты/)).toBeNull();
    expect(Object.fromEntries(new URLSearchParams(await bodies[0]))).toEqual({
      id: checkout.id,
      number: '4111111111111111',
      expiry: '12/39',
      cvc: '123',
    });
  });

  it('still refuses an expiry that is not a month and a year', async () => {
    const bodies = captureRequests(server, (r) => r.clone().text());
    renderWithClient(<SandboxCheckout initial={checkout} />);
    await userEvent.type(screen.getByLabelText('Номер карты'), '4111111111111111');
    await userEvent.type(screen.getByLabelText('Срок действия'), '1339');
    await userEvent.type(screen.getByLabelText('CVC'), '123');
    await userEvent.click(screen.getByRole('button', { name: /^Оплатить/ }));
    expect(screen.getByText(/Укажите срок действия карты/)).toBeVisible();
    expect(screen.getByLabelText('Срок действия')).toHaveFocus();
    expect(bodies).toHaveLength(0);
  });
});
