import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { SignInsSection } from '@/components/extension/sign-ins-section';
import type { SignInDto } from '@/lib/contract/extension';
import { renderWithClient, setupApiServer, signIn } from './helpers';

const server = setupApiServer();
beforeEach(() => signIn());

const made = '2026-11-29T01:33:00Z';
const row = (id: number, lastUsedAt: string, current = false): SignInDto => ({
  id,
  platform: 'web',
  createdAt: made,
  lastUsedAt,
  current,
});

describe('«Входы в аккаунт»', () => {
  it('names each «Завершить» apart (same minute, another activity) and keeps the focus in the list once a row goes', async () => {
    let rows = [row(1, made, true), row(2, '2026-11-29T01:40:00Z'), row(3, '2026-11-29T01:52:00Z')];
    server.use(
      http.get('*/105/api/user/signins', () => HttpResponse.json({ status: 'ok', signIns: rows })),
      http.delete('*/105/api/user/signins', ({ request }) => {
        const id = Number(new URL(request.url).searchParams.get('id'));
        rows = rows.filter((r) => r.id !== id);
        return HttpResponse.json({ status: 'ok' });
      }),
    );
    renderWithClient(<SignInsSection />);
    const buttons = await screen.findAllByRole('button', { name: /^Завершить вход: Сайт/ });
    expect(new Set(buttons.map((b) => b.getAttribute('aria-label'))).size).toBe(2);
    await userEvent.click(buttons[0]!);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Завершить вход/ })).toHaveLength(1));
    expect(screen.getByRole('list', { name: 'Входы в аккаунт' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Вход «Сайт» завершён');
  });
});
