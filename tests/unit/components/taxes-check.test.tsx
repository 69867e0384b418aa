import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { makeQueryClient } from '@/app/providers';
import { MSG_SCRIPTS_NEEDED_TO_RETRY } from '@/components/ui/busy-button';
import { TaxesCheck } from '@/components/taxes/taxes-check';
import { renderWithClient, setupApiServer, signIn } from './helpers';

vi.mock('next/navigation', () => import('./router-mock'));

const server = setupApiServer();
beforeEach(() => signIn());

describe('the ИНН check on /taxes/list', () => {
  it('tells a screen reader when the check has ended, not only the progress while it runs', async () => {
    server.use(
      http.get('*/105/api/preload', () => HttpResponse.json({ status: 'wait', wait: 2, taxeslist: true, documents: [] })),
    );
    const { rerender, queryClient } = renderWithClient(<TaxesCheck pending failed={[]} />);
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Проверяем ИНН в ГИС ГМП… Обновить');
    rerender(
      <QueryClientProvider client={queryClient}>
        <TaxesCheck pending={false} failed={[{ id: 1, message: 'ИНН 500100732259: проверка не удалась' }]} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Проверка ИНН завершена, не все ИНН удалось проверить')).toHaveAttribute('role', 'status');
  });

  it('renders «Повторить» disabled until the scripts run, with the way to go on without them', () => {
    const html = renderToString(
      <QueryClientProvider client={makeQueryClient()}>
        <TaxesCheck pending={false} failed={[{ id: 1, message: 'ИНН 500100732259: проверка не удалась' }]} />
      </QueryClientProvider>,
    );
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Повторить<\/button>/);
    expect(html).toContain(`<noscript><p class="muted" style="margin-top:0.5rem">${MSG_SCRIPTS_NEEDED_TO_RETRY}</p></noscript>`);
  });
});
