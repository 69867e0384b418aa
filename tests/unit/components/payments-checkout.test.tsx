import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutForm } from '@/components/payments/checkout-form';
import { makeQueryClient } from '@/app/providers';
import { buildPayment, captureRequests, renderWithClient, setupApiServer, signIn } from './helpers';
import { router } from './router-mock';

vi.mock('next/navigation', () => import('./router-mock'));

const server = setupApiServer();
const UINS = ['18810177250424010001', '18810177250424010002'];

const assign = vi.fn();
const realLocation = window.location;
beforeEach(() => {
  signIn();
  assign.mockReset();
  router.replace.mockReset();
  Object.defineProperty(window, 'location', { configurable: true, value: { ...realLocation, assign, reload: vi.fn() } });
});
afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
});

describe('CheckoutForm', () => {
  it('a double click sends one payment with one attempt key, then opens the gateway with the wait page in the history', async () => {
    const bodies = captureRequests(server, (r) => r.clone().text());
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/105/api/payments', async () => {
        await held;
        return HttpResponse.json({ status: 'ok', payment: buildPayment() });
      }),
    );
    const replaceState = vi.spyOn(window.history, 'replaceState');
    renderWithClient(<CheckoutForm uins={UINS} totalKopeks={327_000} defaultEmail="me@example.ru" repeatWarning={null} />);
    const button = screen.getByRole('button', { name: /^Оплатить 3\s270,00\s₽$/ });
    await userEvent.dblClick(button);
    await userEvent.click(button);
    release();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox-acquirer/5b0f4f7a-3a57-4c1f-9d7a-0c3e5c1b2a10'));
    const sent = await Promise.all(bodies);
    expect(sent).toHaveLength(1);
    const form = new URLSearchParams(sent[0]);
    expect(form.get('uins')).toBe(UINS.join(','));
    expect(form.get('email')).toBe('me@example.ru');
    expect(form.get('attempt')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(form.has('confirm')).toBe(false);
    expect(form.get('total')).toBe('327000');
    expect(replaceState).toHaveBeenCalledWith(null, '', '/prepayment/wait?payment=41');
  });

  it('when the server prices another total now, says so, pays nothing and has the page priced again', async () => {
    router.refresh.mockReset();
    const changed = 'Сумма к оплате изменилась: было 651,50 ₽, теперь 839,00 ₽ — например, закончился срок оплаты со скидкой.';
    server.use(
      http.post('*/105/api/payments', () =>
        HttpResponse.json({ status: 'error', error: { code: 'price_changed', errorDesc: changed } }, { status: 409 }),
      ),
    );
    renderWithClient(<CheckoutForm uins={UINS} totalKopeks={65_150} defaultEmail="me@example.ru" repeatWarning={null} />);
    await userEvent.click(screen.getByRole('button', { name: /^Оплатить/ }));
    expect(await screen.findByText(changed)).toBeInTheDocument();
    expect(router.refresh).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('keeps an address typed over the prefilled one before the form’s scripts ran', async () => {
    const bodies = captureRequests(server, (r) => r.clone().text());
    server.use(http.post('*/105/api/payments', () => HttpResponse.json({ status: 'ok', payment: buildPayment() })));
    const ui = (
      <QueryClientProvider client={makeQueryClient()}>
        <CheckoutForm uins={UINS} totalKopeks={327_000} defaultEmail="me@example.ru" repeatWarning={null} />
      </QueryClientProvider>
    );
    // The server's HTML shows the account's address; the person replaces it before hydration.
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(ui);
    const input = container.querySelector<HTMLInputElement>('input[type="email"]')!;
    expect(input.value).toBe('me@example.ru');
    input.value = 'other@example.ru';
    render(ui, { container, hydrate: true });
    await userEvent.click(screen.getByRole('button', { name: /^Оплатить/ }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(new URLSearchParams((await Promise.all(bodies))[0]).get('email')).toBe('other@example.ru');
    expect(screen.getByLabelText('E-mail для квитанции')).toHaveValue('other@example.ru');
  });

  it('asks to confirm paying again when the server says a charge was paid already, and sends confirm=1', async () => {
    const bodies = captureRequests(server, (r) => r.clone().text());
    let calls = 0;
    server.use(
      http.post('*/105/api/payments', () => {
        calls += 1;
        if (calls === 1) {
          return HttpResponse.json(
            {
              status: 'error',
              error: {
                code: 'confirm_required',
                errorDesc: `УИН ${UINS[0]} уже оплачен через наш сервис 01.05.2025. Всё равно оплатить ещё раз?`,
              },
            },
            { status: 409 },
          );
        }
        return HttpResponse.json({
          status: 'ok',
          payment: buildPayment({ state: 'failed', page: '/prepayment/error', confirmationUrl: null }),
        });
      }),
    );
    renderWithClient(<CheckoutForm uins={UINS} totalKopeks={327_000} defaultEmail="me@example.ru" repeatWarning={null} />);
    await userEvent.click(screen.getByRole('button', { name: /^Оплатить/ }));
    expect(await screen.findByText(/уже оплачен через наш сервис/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /^Оплатить/ }));
    expect(await screen.findByText('Отметьте «Да, оплатить ещё раз» или вернитесь к списку штрафов.')).toBeVisible();
    await userEvent.click(screen.getByLabelText('Да, оплатить ещё раз'));
    await userEvent.click(screen.getByRole('button', { name: /^Оплатить/ }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/prepayment/error?payment=41'));
    const sent = (await Promise.all(bodies)).map((b) => new URLSearchParams(b));
    expect(sent).toHaveLength(2);
    expect(sent[1]!.get('confirm')).toBe('1');
    // A refused press used no payment: the next press is a new attempt.
    expect(sent[1]!.get('attempt')).not.toBe(sent[0]!.get('attempt'));
    expect(assign).not.toHaveBeenCalled();
  });

  it('checks the receipt address before anything is sent, and shows the server’s refusal in the form', async () => {
    const seen = captureRequests(server);
    server.use(
      http.post('*/105/api/payments', () =>
        HttpResponse.json(
          {
            status: 'error',
            error: { code: 'payment_in_progress', errorDesc: `УИН ${UINS[0]} уже оплачивается в платеже № 40.` },
          },
          { status: 409 },
        ),
      ),
    );
    renderWithClient(<CheckoutForm uins={UINS} totalKopeks={327_000} defaultEmail="" repeatWarning={null} />);
    await userEvent.click(screen.getByRole('button', { name: /^Оплатить/ }));
    expect(await screen.findByText('Введите e-mail для квитанции')).toBeVisible();
    expect(seen).toEqual([]);
    await userEvent.type(screen.getByLabelText('E-mail для квитанции'), 'me@example.ru');
    await userEvent.click(screen.getByRole('button', { name: /^Оплатить/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('уже оплачивается в платеже № 40');
  });
});
