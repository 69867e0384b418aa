import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { MSG_PRELOAD_FAILED } from '@/lib/domain/messages';
import { FinesListView } from '@/components/fines/fines-list-view';
import { SANDBOX_NOTICE_TEXT } from '@/components/fines/sandbox-notice';
import { buildFine, buildList, buildOrder, renderWithClient, rubles, setupApiServer, signIn } from './helpers';

const server = setupApiServer();
const TODAY = '2025-05-01';

const preloadDone = () =>
  http.get('*/105/api/preload', () => HttpResponse.json({ status: 'ok', taxeslist: true, documents: [] }));

beforeEach(() => {
  window.localStorage.clear();
  signIn();
});

describe('FinesListView', () => {
  it('splits charges into unpaid, paid and bailiffs’ tabs with counts, switched by arrow keys', async () => {
    server.use(preloadDone());
    const data = buildList({
      fines: [
        buildFine({ article: '12.9 ч.2', amountKopeks: 75_000, discount: { percent: 25, until: '2025-05-26' } }),
        buildFine({ article: '12.12 ч.1', status: 'in_progress' }),
        buildFine({ article: '12.16 ч.1', status: 'paid' }),
        // Paid but replaced by an order: shown through the order only.
        buildFine({ article: '12.6', status: 'closed', hasOrder: true, orderUin: '32200000000000001234' }),
        buildFine({ article: '12.15 ч.1', status: 'moved-to-order', hasOrder: true }),
      ],
      orders: [buildOrder()],
    });
    const user = userEvent.setup();
    renderWithClient(<FinesListView initialData={data} today={TODAY} />);

    const unpaidTab = screen.getByRole('tab', { name: 'Неоплаченные 2' });
    const paidTab = screen.getByRole('tab', { name: 'Оплаченные 1' });
    const ordersTab = screen.getByRole('tab', { name: 'У приставов 1' });
    expect(unpaidTab).toHaveAttribute('aria-selected', 'true');
    let panel = screen.getByRole('tabpanel', { name: 'Неоплаченные 2' });
    expect(within(panel).getAllByRole('article')).toHaveLength(2);
    // Only the not yet paid fine counts, at its discounted amount.
    expect(within(panel).getByText(rubles(56_250), { selector: '.totals__sum' })).toBeInTheDocument();

    await user.click(unpaidTab);
    await user.keyboard('{ArrowRight}');
    expect(paidTab).toHaveAttribute('aria-selected', 'true');
    expect(paidTab).toHaveFocus();
    panel = screen.getByRole('tabpanel', { name: 'Оплаченные 1' });
    expect(within(panel).getByRole('heading', { name: 'КоАП 12.16 ч.1' })).toBeInTheDocument();
    expect(within(panel).queryByRole('heading', { name: 'КоАП 12.6' })).not.toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(ordersTab).toHaveAttribute('aria-selected', 'true');
    panel = screen.getByRole('tabpanel', { name: 'У приставов 1' });
    expect(within(panel).getByRole('heading', { name: 'Передан приставам' })).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(unpaidTab).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(ordersTab).toHaveFocus();
  });

  it('shows an empty state in every tab when nothing was found', async () => {
    server.use(preloadDone());
    const user = userEvent.setup();
    renderWithClient(<FinesListView initialData={buildList()} today={TODAY} />);

    expect(await screen.findByRole('heading', { name: 'Штрафов не найдено' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Оплаченные/ }));
    expect(screen.getByRole('heading', { name: 'Оплаченных штрафов нет' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /У приставов/ }));
    expect(screen.getByRole('heading', { name: 'Штрафов у приставов нет' })).toBeInTheDocument();
  });

  it('shows progress while the registry is checked, then refreshes the list', async () => {
    let preloadCalls = 0;
    server.use(
      http.get('*/105/api/preload', () =>
        ++preloadCalls < 2
          ? HttpResponse.json({ status: 'wait', wait: 0.05, taxeslist: true }, { status: 202 })
          : HttpResponse.json({ status: 'ok', taxeslist: true, documents: [] }),
      ),
      http.get('*/105/api/fines', () =>
        HttpResponse.json({ status: 'ok', ...buildList({ fines: [buildFine({ article: '12.9 ч.3' })], sandbox: true }) }),
      ),
    );
    renderWithClient(<FinesListView initialData={buildList()} today={TODAY} />);

    const status = screen.getAllByRole('status')[0]!;
    expect(status).toHaveTextContent('Проверяем штрафы в ГИС ГМП…');
    // Nothing found yet while checking: placeholders, not «nothing found».
    expect(screen.queryByText('Штрафов не найдено')).not.toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'КоАП 12.9 ч.3' })).toBeInTheDocument();
    expect(status).not.toHaveTextContent('Проверяем');
    expect(screen.getByText(SANDBOX_NOTICE_TEXT)).toBeInTheDocument();
    expect(preloadCalls).toBe(2);
  });

  it('refreshes when the lookup finished between the server render and the first preload', async () => {
    const checkedAt = '2025-05-01T10:00:00Z';
    server.use(
      http.get('*/105/api/preload', () =>
        HttpResponse.json({
          status: 'ok',
          taxeslist: true,
          documents: [{ id: 1, type: 'sts', number: '9904449114', checkedAt, checkError: null }],
        }),
      ),
      http.get('*/105/api/fines', () =>
        HttpResponse.json({
          status: 'ok',
          ...buildList({
            fines: [buildFine({ article: '12.17 ч.1.1' })],
            documents: [{ id: 1, type: 'sts', number: '9904449114', checkedAt, checkError: null }],
          }),
        }),
      ),
    );
    const stale = buildList({ documents: [{ id: 1, type: 'sts', number: '9904449114', checkedAt: null, checkError: null }] });
    renderWithClient(<FinesListView initialData={stale} today={TODAY} />);
    expect(await screen.findByRole('heading', { name: 'КоАП 12.17 ч.1.1' })).toBeInTheDocument();
  });

  it('reports a failed check and retries on request', async () => {
    server.use(
      http.get('*/105/api/preload', () =>
        HttpResponse.json({ status: 'error', error: { code: 'unavailable', errorDesc: 'Реестр недоступен' } }, { status: 503 }),
      ),
    );
    const user = userEvent.setup();
    renderWithClient(<FinesListView initialData={buildList()} today={TODAY} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MSG_PRELOAD_FAILED);

    server.use(preloadDone());
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Штрафов не найдено' })).toBeInTheDocument();
  });

  it('shows long lists page by page', async () => {
    server.use(preloadDone());
    const fines = Array.from({ length: 25 }, () => buildFine());
    const user = userEvent.setup();
    renderWithClient(<FinesListView initialData={buildList({ fines })} today={TODAY} />);

    expect(screen.getAllByRole('article')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Показать ещё 5 из 5' }));
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: /Показать ещё/ })).not.toBeInTheDocument();
    await screen.findByText('Проверка завершена');
  });

  it('warns about documents the registry could not check', async () => {
    server.use(preloadDone());
    const data = buildList({
      documents: [
        { id: 1, type: 'sts', number: '9900500500', checkedAt: null, checkError: 'Реестр не ответил, попробуйте позже' },
      ],
    });
    renderWithClient(<FinesListView initialData={data} today={TODAY} />);
    expect(screen.getByText('СТС 99 00 500500: Реестр не ответил, попробуйте позже')).toBeInTheDocument();
    await screen.findByText('Проверка завершена');
  });

  it('offers the check form when no document was added', async () => {
    server.use(preloadDone());
    renderWithClient(<FinesListView initialData={buildList({ documents: [] })} today={TODAY} />);
    expect(await screen.findByRole('link', { name: 'Проверить штрафы по СТС' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});
