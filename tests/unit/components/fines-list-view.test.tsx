import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG_PRELOAD_FAILED } from '@/lib/domain/messages';
import type { DocumentCheckDto, FinesListDto } from '@/lib/contract/fines';
import { FinesListView } from '@/components/fines/fines-list-view';
import type { ListView } from '@/components/fines/list-filter';
import { SANDBOX_NOTICE_TEXT } from '@/components/fines/sandbox-notice';
import { buildCheck, buildFine, buildList, buildOrder, renderWithClient, rubles, setupApiServer, signIn } from './helpers';

const server = setupApiServer();
const TODAY = '2025-05-01';
const PLAIN: ListView = { filter: { kind: 'all', documentId: null }, tab: 'unpaid' };

const preloadOk = (documents: DocumentCheckDto[] = [buildCheck()]) =>
  http.get('*/105/api/preload', () => HttpResponse.json({ status: 'ok', taxeslist: true, documents }));

function renderList(data: FinesListDto, view: ListView = PLAIN) {
  return renderWithClient(<FinesListView initialData={data} today={TODAY} initialView={view} />);
}

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/fines/list');
  signIn();
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('FinesListView', () => {
  it('splits charges into unpaid, paid and bailiffs’ tabs with counts, switched by arrow keys', async () => {
    server.use(preloadOk());
    const data = buildList({
      fines: [
        buildFine({ article: '12.9 ч.2', amountKopeks: 75_000, discount: { percent: 25, until: '2025-05-26' } }),
        buildFine({ article: '12.12 ч.1', status: 'in_progress' }),
        buildFine({ article: '12.16 ч.1', status: 'paid' }),
        // Paid but replaced by an order: shown through the order only.
        buildFine({ article: '12.6', status: 'closed', hasOrder: true, orderUin: '32200000000000001234' }),
        buildFine({ uin: '18810177250110000001', article: '12.15 ч.1', status: 'moved-to-order', hasOrder: true }),
      ],
      orders: [buildOrder()],
    });
    const user = userEvent.setup();
    renderList(data);

    const unpaidTab = screen.getByRole('tab', { name: 'Неоплаченные 2' });
    const paidTab = screen.getByRole('tab', { name: 'Оплаченные 1' });
    const ordersTab = screen.getByRole('tab', { name: 'У приставов 1' });
    expect(unpaidTab).toHaveAttribute('aria-selected', 'true');
    let panel = screen.getByRole('tabpanel', { name: 'Неоплаченные 2' });
    expect(within(panel).getAllByRole('article')).toHaveLength(2);

    await user.click(unpaidTab);
    await user.keyboard('{ArrowRight}');
    expect(paidTab).toHaveAttribute('aria-selected', 'true');
    expect(paidTab).toHaveFocus();
    expect(window.location.search).toBe('?tab=paid');
    panel = screen.getByRole('tabpanel', { name: 'Оплаченные 1' });
    expect(within(panel).getByRole('heading', { name: 'КоАП 12.16 ч.1' })).toBeInTheDocument();
    expect(within(panel).queryByRole('heading', { name: 'КоАП 12.6' })).not.toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(ordersTab).toHaveAttribute('aria-selected', 'true');
    panel = screen.getByRole('tabpanel', { name: 'У приставов 1' });
    // The order is titled by the offence of the fine it replaced, not a generic «Передан приставам».
    expect(within(panel).getByRole('heading', { name: 'КоАП 12.15 ч.1 — у приставов' })).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(unpaidTab).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(ordersTab).toHaveFocus();
  });

  it('shows the fines, the service fee and their total, as the cards count them', () => {
    server.use(preloadOk());
    // 750 ₽ discounted by 25 % → 562,50 ₽ (fee 89 ₽); 1 500 ₽ (fee 9 % = 135 ₽).
    const data = buildList({
      fines: [
        buildFine({ amountKopeks: 75_000, discount: { percent: 25, until: '2025-05-26' } }),
        buildFine({ amountKopeks: 150_000 }),
      ],
    });
    renderList(data);
    const totals = document.querySelector('.totals__label')!;
    expect(totals).toHaveTextContent(`Штрафы: ${rubles(206_250)}, комиссия: ${rubles(22_400)}, итого: ${rubles(228_650)}`);
  });

  it('opens the tab named in the address', () => {
    server.use(preloadOk());
    renderList(buildList({ orders: [buildOrder({ caseNumber: '777/25/77001-ИП', fineUin: null })] }), {
      ...PLAIN,
      tab: 'orders',
    });
    expect(screen.getByRole('tab', { name: 'У приставов 1' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Исполнительное производство № 777/25/77001-ИП' })).toBeInTheDocument();
  });

  it('names on each card the document that found it and filters by document, in the address', async () => {
    server.use(
      preloadOk([
        buildCheck({ id: 1, title: 'Моя машина' }),
        buildCheck({ id: 2, number: '7700123456', plateNumber: 'В456ОР', plateRegion: '99' }),
      ]),
    );
    const data = buildList({
      fines: [buildFine({ article: '12.9 ч.2', documentIds: [1] }), buildFine({ article: '12.6', documentIds: [2] })],
      documents: [
        buildCheck({ id: 1, title: 'Моя машина' }),
        buildCheck({ id: 2, number: '7700123456', plateNumber: 'В456ОР', plateRegion: '99' }),
      ],
    });
    const user = userEvent.setup();
    renderList(data);
    expect(screen.getByText('По документу: Моя машина')).toBeInTheDocument();
    expect(screen.getByText('По документу: В456ОР 99, СТС 77 00 123456')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'СТС' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Документ' }), 'В456ОР 99, СТС 77 00 123456');
    expect(window.location.search).toBe('?show=sts&document=2');
    const panel = screen.getByRole('tabpanel', { name: 'Неоплаченные 1' });
    expect(within(panel).getByRole('heading', { name: 'КоАП 12.6' })).toBeInTheDocument();
  });

  it('starts from the filter in the address', () => {
    server.use(preloadOk([buildCheck({ id: 1 }), buildCheck({ id: 2, number: '7700123456' })]));
    const data = buildList({
      fines: [buildFine({ article: '12.9 ч.2', documentIds: [1] }), buildFine({ article: '12.6', documentIds: [2] })],
      documents: [buildCheck({ id: 1 }), buildCheck({ id: 2, number: '7700123456' })],
    });
    renderList(data, { filter: { kind: 'sts', documentId: 1 }, tab: 'unpaid' });
    expect(screen.getByRole('tab', { name: 'Неоплаченные 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'КоАП 12.9 ч.2' })).toBeInTheDocument();
  });

  it('never says «complete» or «nothing found» until a list fetched after every lookup says so; then focuses the result', async () => {
    let preloadCalls = 0;
    server.use(
      http.get('*/105/api/preload', () =>
        ++preloadCalls < 3
          ? HttpResponse.json(
              { status: 'wait', wait: 0.05, taxeslist: true, documents: [buildCheck({ state: 'pending', checkedAt: null })] },
              { status: 202 },
            )
          : HttpResponse.json({ status: 'ok', taxeslist: true, documents: [buildCheck()] }),
      ),
      http.get('*/105/api/fines', () =>
        HttpResponse.json({ status: 'ok', ...buildList({ fines: [buildFine({ article: '12.9 ч.3' })], sandbox: true }) }),
      ),
    );
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      if (!document.body.textContent?.includes('КоАП 12.9 ч.3')) seen.push(document.body.textContent ?? '');
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    renderList(buildList({ documents: [buildCheck({ state: 'pending', checkedAt: null })] }));

    expect(screen.getByRole('heading', { name: 'Проверяем штрафы в ГИС ГМП…' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Проверено документов: 0 из 1');
    expect(screen.getByRole('link', { name: 'обновите страницу' })).toHaveAttribute('href', '/fines/list');

    const heading = await screen.findByRole('heading', { name: 'Проверка завершена' });
    observer.disconnect();
    expect(screen.getByRole('heading', { name: 'КоАП 12.9 ч.3' })).toBeInTheDocument();
    for (const text of seen) {
      expect(text).not.toContain('Проверка завершена');
      expect(text).not.toContain('Штрафов не найдено');
    }
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Проверка завершена. Неоплаченных штрафов: 1');
    expect(screen.getByText(SANDBOX_NOTICE_TEXT)).toBeInTheDocument();
    expect(preloadCalls).toBe(3);
  });

  it('does not take focus when the page opens with a complete list', async () => {
    server.use(preloadOk());
    renderList(buildList());
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.getByRole('heading', { name: 'Проверка завершена' })).not.toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Штрафов не найдено' })).toBeInTheDocument();
  });

  it('shows a failed document at once with «Повторить», which re-queues its lookup', async () => {
    const failed = buildCheck({
      number: '9900500500',
      state: 'failed',
      checkedAt: null,
      checkError: 'Не удалось получить данные из ГИС ГМП',
    });
    const retried: string[] = [];
    server.use(
      preloadOk([failed]),
      http.post('*/105/api/preload/retry', async ({ request }) => {
        retried.push(await request.text());
        return HttpResponse.json({ status: 'ok', document: { ...failed, state: 'pending', checkError: null } });
      }),
      http.get('*/105/api/fines', () =>
        HttpResponse.json({ status: 'ok', ...buildList({ documents: [{ ...failed, state: 'pending', checkError: null }] }) }),
      ),
    );
    const user = userEvent.setup();
    renderList(buildList({ documents: [failed] }));
    expect(screen.getByRole('heading', { name: 'Не все документы удалось проверить' })).toBeInTheDocument();
    expect(screen.getByText('Не удалось получить данные из ГИС ГМП')).toBeInTheDocument();
    expect(screen.queryByText('Штрафов не найдено')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Повторить проверку: А123ВС 77, СТС 99 00 500500' }));
    expect(retried).toHaveLength(1);
    expect(new URLSearchParams(retried[0]).get('id')).toBe('1');
    expect(await screen.findByRole('heading', { name: 'Проверяем штрафы в ГИС ГМП…' })).toBeInTheDocument();
  });

  it('reports a failed request and retries on request', async () => {
    server.use(
      http.get('*/105/api/preload', () =>
        HttpResponse.json({ status: 'error', error: { code: 'unavailable', errorDesc: 'Сервер недоступен' } }, { status: 503 }),
      ),
    );
    const user = userEvent.setup();
    renderList(buildList());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MSG_PRELOAD_FAILED);

    server.use(preloadOk());
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Штрафов не найдено' })).toBeInTheDocument();
  });

  it('shows long lists page by page', async () => {
    server.use(preloadOk());
    const fines = Array.from({ length: 25 }, () => buildFine());
    const user = userEvent.setup();
    renderList(buildList({ fines }));

    expect(screen.getAllByRole('article')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Показать ещё 5 из 5' }));
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: /Показать ещё/ })).not.toBeInTheDocument();
  });

  it('offers the check form when no document was added', async () => {
    server.use(preloadOk([]));
    renderList(buildList({ documents: [] }));
    expect(await screen.findByRole('link', { name: 'Проверить штрафы по СТС' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});
