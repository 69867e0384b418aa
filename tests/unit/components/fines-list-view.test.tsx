import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG_FINES_UNKNOWN_STATUS, MSG_LIST_MAY_BE_INCOMPLETE, MSG_PRELOAD_FAILED } from '@/lib/domain/messages';
import type { ChargesSummaryPageDto, DocumentCheckDto } from '@/lib/contract/fines';
import type { ChargeListAddress } from '@/lib/domain/charge-list-address';
import { FinesListView } from '@/components/fines/fines-list-view';
import { SANDBOX_NOTICE_TEXT } from '@/components/fines/sandbox-notice';
import {
  buildCheck,
  buildFine,
  buildOrder,
  buildPage,
  captureRequests,
  finesAnswer,
  renderedPage,
  renderWithClient,
  rubles,
  setupApiServer,
  signIn,
} from './helpers';

const server = setupApiServer();
const TODAY = '2025-05-01';

const preloadOk = (documents: DocumentCheckDto[] = [buildCheck()]) =>
  http.get('*/105/api/preload', () => HttpResponse.json({ status: 'ok', taxeslist: true, documents }));

function renderList(page: ChargesSummaryPageDto, address: Partial<ChargeListAddress> = {}) {
  return renderWithClient(<FinesListView rendered={renderedPage(page, address)} today={TODAY} />);
}

beforeEach(() => {
  window.history.replaceState(null, '', '/fines/list');
  signIn();
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('FinesListView', () => {
  it('shows the server’s counts on link tabs, switched by arrow keys, each tab fetched when opened', async () => {
    const asked: string[] = [];
    server.use(
      preloadOk(),
      finesAnswer((url) => {
        asked.push(url.searchParams.get('tab') ?? 'unpaid');
        return buildPage({
          counts: { unpaid: 2, paid: 1, orders: 1 },
          items:
            url.searchParams.get('tab') === 'paid'
              ? [buildFine({ article: '12.16 ч.1', status: 'paid' })]
              : [buildOrder({ fineArticle: '12.15 ч.1' })],
        });
      }),
    );
    const counts = { unpaid: 2, paid: 1, orders: 1 };
    const user = userEvent.setup();
    renderList(
      buildPage({
        counts,
        items: [buildFine({ article: '12.9 ч.2' }), buildFine({ article: '12.12 ч.1', status: 'in_progress' })],
      }),
    );

    const unpaidTab = screen.getByRole('tab', { name: 'Неоплаченные 2' });
    const paidTab = screen.getByRole('tab', { name: 'Оплаченные 1' });
    const ordersTab = screen.getByRole('tab', { name: 'У приставов 1' });
    expect(unpaidTab).toHaveAttribute('aria-selected', 'true');
    expect(paidTab).toHaveAttribute('href', '/fines/list?tab=paid');
    expect(within(screen.getByRole('tabpanel')).getAllByRole('article')).toHaveLength(2);

    await user.click(unpaidTab);
    await user.keyboard('{ArrowRight}');
    expect(paidTab).toHaveAttribute('aria-selected', 'true');
    expect(paidTab).toHaveFocus();
    expect(window.location.search).toBe('?tab=paid');
    expect(await within(screen.getByRole('tabpanel')).findByRole('heading', { name: 'КоАП 12.16 ч.1' })).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(ordersTab).toHaveAttribute('aria-selected', 'true');
    // The order is titled by the offence of the fine it replaced, not a generic «Передан приставам».
    expect(await screen.findByRole('heading', { name: 'КоАП 12.15 ч.1 — у приставов' })).toBeInTheDocument();
    expect(asked).toEqual(['paid', 'orders']);

    await user.keyboard('{ArrowRight}');
    expect(unpaidTab).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(ordersTab).toHaveFocus();
  });

  it('shows the fines, the service fee and their total as the server adds them up', () => {
    server.use(preloadOk());
    renderList(
      buildPage({
        counts: { unpaid: 2, paid: 0, orders: 0 },
        totals: {
          count: 2,
          fines: 206_250,
          fee: 22_400,
          total: 228_650,
          awaiting: 0,
          ordersAwaiting: 0,
          ordersOwed: 0,
          held: 0,
          taxes: 0,
        },
        items: [buildFine({ amountKopeks: 75_000, discount: { percent: 25, until: '2025-05-26' } }), buildFine()],
      }),
    );
    const totals = document.querySelector('.totals__label')!;
    expect(totals).toHaveTextContent(`Штрафы: ${rubles(206_250)}, комиссия: ${rubles(22_400)}, итого: ${rubles(228_650)}`);
  });

  it('opens the tab named in the address', () => {
    server.use(preloadOk());
    renderList(
      buildPage({
        counts: { unpaid: 0, paid: 0, orders: 1 },
        items: [buildOrder({ caseNumber: '777/25/77001-ИП', fineUin: null })],
      }),
      {
        tab: 'orders',
      },
    );
    expect(screen.getByRole('tab', { name: 'У приставов 1' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Исполнительное производство № 777/25/77001-ИП' })).toBeInTheDocument();
  });

  it('follows a new address rendered by the server (a header link to the same page)', async () => {
    server.use(preloadOk());
    const paid = buildPage({
      counts: { unpaid: 1, paid: 1, orders: 0 },
      items: [buildFine({ article: '12.16 ч.1', status: 'paid' })],
    });
    const { rerender, queryClient } = renderList(paid, { tab: 'paid' });
    expect(screen.getByRole('tab', { name: 'Оплаченные 1' })).toHaveAttribute('aria-selected', 'true');
    const unpaid = buildPage({ counts: { unpaid: 1, paid: 1, orders: 0 }, items: [buildFine({ article: '12.9 ч.2' })] });
    rerender(
      <QueryClientProvider client={queryClient}>
        <FinesListView rendered={renderedPage(unpaid)} today={TODAY} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('tab', { name: 'Неоплаченные 1' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'КоАП 12.9 ч.2' })).toBeInTheDocument();
  });

  it('names on each card the document that found it and asks the server for one document’s charges', async () => {
    const documents = [
      buildCheck({ id: 1, title: 'Моя машина' }),
      buildCheck({ id: 2, number: '7700123456', plateNumber: 'В456ОР', plateRegion: '99' }),
    ];
    const queries: string[] = [];
    server.use(
      preloadOk(documents),
      finesAnswer((url) => {
        queries.push(url.searchParams.toString().replace(/&?(userId|rand|session)=[^&]*/g, ''));
        return buildPage({
          documents,
          counts: { unpaid: 1, paid: 0, orders: 0 },
          items: [buildFine({ article: '12.6', documentIds: [2] })],
        });
      }),
    );
    const user = userEvent.setup();
    renderList(
      buildPage({
        documents,
        counts: { unpaid: 2, paid: 0, orders: 0 },
        items: [buildFine({ article: '12.9 ч.2', documentIds: [1] }), buildFine({ article: '12.6', documentIds: [2] })],
      }),
    );
    expect(screen.getByText('По документу: Моя машина')).toBeInTheDocument();
    expect(screen.getByText('По документу: В456ОР 99, СТС 77 00 123456')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'СТС' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Документ' }), 'В456ОР 99, СТС 77 00 123456');
    expect(window.location.search).toBe('?show=sts&document=2');
    const panel = await screen.findByRole('tabpanel', { name: 'Неоплаченные 1' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'КоАП 12.6' })).toBeInTheDocument();
    expect(queries).toEqual(['show=sts', 'show=sts&document=2']);
  });

  it('starts from the filter in the address', () => {
    server.use(preloadOk([buildCheck({ id: 1 }), buildCheck({ id: 2, number: '7700123456' })]));
    renderList(
      buildPage({
        documents: [buildCheck({ id: 1 }), buildCheck({ id: 2, number: '7700123456' })],
        counts: { unpaid: 1, paid: 0, orders: 0 },
        items: [buildFine({ article: '12.9 ч.2', documentIds: [1] })],
      }),
      { show: 'sts', document: 1 },
    );
    expect(screen.getByRole('radio', { name: 'СТС' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Документ' })).toHaveValue('1');
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
      finesAnswer(
        buildPage({
          counts: { unpaid: 1, paid: 0, orders: 0 },
          totals: {
            count: 1,
            fines: 50_000,
            fee: 4_500,
            total: 54_500,
            awaiting: 0,
            ordersAwaiting: 0,
            ordersOwed: 0,
            held: 0,
            taxes: 0,
          },
          items: [buildFine({ article: '12.9 ч.3' })],
          sandbox: true,
        }),
      ),
    );
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      if (!document.body.textContent?.includes('КоАП 12.9 ч.3')) seen.push(document.body.textContent ?? '');
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    renderList(buildPage({ documents: [buildCheck({ state: 'pending', checkedAt: null })] }));

    expect(screen.getByRole('heading', { name: 'Проверяем штрафы в ГИС ГМП…' })).toBeInTheDocument();
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Проверено документов: 0 из 1');
    expect(screen.getByRole('link', { name: 'обновите страницу' })).toHaveAttribute('href', '/fines/list');
    // No counts while documents are being checked: «0» would read as an answer.
    expect(screen.getByRole('tab', { name: 'Неоплаченные' })).toBeInTheDocument();

    const heading = await screen.findByRole('heading', { name: 'Проверка завершена' });
    observer.disconnect();
    expect(screen.getByRole('heading', { name: 'КоАП 12.9 ч.3' })).toBeInTheDocument();
    for (const text of seen) {
      expect(text).not.toContain('Проверка завершена');
      expect(text).not.toContain('Штрафов не найдено');
      expect(text).not.toMatch(/Неоплаченные\s*\d/);
    }
    expect(screen.getByRole('tab', { name: 'Неоплаченные 1' })).toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Проверка завершена. Неоплаченных штрафов: 1');
    // …and shown under the heading, not only spoken.
    expect(heading.parentElement).toHaveTextContent(/Проверка завершенаНеоплаченных штрафов: 1/);
    expect(screen.getByText(SANDBOX_NOTICE_TEXT)).toBeInTheDocument();
    expect(preloadCalls).toBe(3);
  });

  it('leaves focus where the person works when the check finishes', async () => {
    let preloadCalls = 0;
    server.use(
      http.get('*/105/api/preload', () =>
        ++preloadCalls < 2
          ? HttpResponse.json(
              { status: 'wait', wait: 0.05, taxeslist: true, documents: [buildCheck({ state: 'pending', checkedAt: null })] },
              { status: 202 },
            )
          : HttpResponse.json({ status: 'ok', taxeslist: true, documents: [buildCheck()] }),
      ),
      finesAnswer(buildPage()),
    );
    renderWithClient(
      <>
        <input aria-label="Название документа" />
        <FinesListView
          rendered={renderedPage(buildPage({ documents: [buildCheck({ state: 'pending', checkedAt: null })] }))}
          today={TODAY}
        />
      </>,
    );
    const field = screen.getByRole('textbox', { name: 'Название документа' });
    field.focus();
    expect(await screen.findByRole('heading', { name: 'Проверка завершена' })).toBeInTheDocument();
    expect(field).toHaveFocus();
  });

  it('does not take focus when the page opens with a complete list', async () => {
    server.use(preloadOk());
    renderList(buildPage());
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
      finesAnswer(buildPage({ documents: [{ ...failed, state: 'pending', checkError: null }] })),
    );
    const user = userEvent.setup();
    renderList(buildPage({ documents: [failed] }));
    // The only document was not checked: no counts and no «нет» are told, since nothing is known.
    expect(screen.getByRole('heading', { name: 'Документ не удалось проверить' })).toBeInTheDocument();
    expect(screen.getByText('Не удалось получить данные из ГИС ГМП')).toBeInTheDocument();
    expect(screen.queryByText('Штрафов не найдено')).not.toBeInTheDocument();
    expect(screen.queryByText(/штрафов нет|Неоплаченных штрафов: 0/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Штрафы пока неизвестны' })).toBeInTheDocument();
    // Nor do the tabs count 0.
    expect(screen.getByRole('tab', { name: 'Неоплаченные' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Повторить проверку: А123ВС 77, СТС 99 00 500500' }));
    expect(retried).toHaveLength(1);
    expect(new URLSearchParams(retried[0]).get('id')).toBe('1');
    expect(await screen.findByRole('heading', { name: 'Проверяем штрафы в ГИС ГМП…' })).toBeInTheDocument();
  });

  it('speaks only of the checked documents under an empty paid or bailiffs tab while one check failed', () => {
    const done = buildCheck();
    const failed = buildCheck({ id: 2, number: '9900500500', state: 'failed', checkedAt: null, checkError: 'Нет ответа' });
    server.use(preloadOk([done, failed]));
    const page = buildPage({ documents: [done, failed], counts: { unpaid: 0, paid: 0, orders: 0 }, items: [] });
    const { unmount } = renderList(page, { tab: 'orders' });
    expect(screen.getByRole('heading', { name: 'По проверенным документам штрафов у приставов нет' })).toBeInTheDocument();
    expect(screen.getByText(MSG_LIST_MAY_BE_INCOMPLETE)).toBeInTheDocument();
    expect(screen.queryByText(/Исполнительных производств ФССП по вашим документам не найдено/)).toBeNull();
    unmount();
    renderList(page, { tab: 'paid' });
    expect(screen.getByRole('heading', { name: 'По проверенным документам оплаченных штрафов нет' })).toBeInTheDocument();
  });

  it('reports a failed request and retries on request', async () => {
    server.use(
      http.get('*/105/api/preload', () =>
        HttpResponse.json({ status: 'error', error: { code: 'unavailable', errorDesc: 'Сервер недоступен' } }, { status: 503 }),
      ),
    );
    const user = userEvent.setup();
    renderList(buildPage());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MSG_PRELOAD_FAILED);

    server.use(preloadOk());
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Штрафов не найдено' })).toBeInTheDocument();
  });

  it('keeps the finished check when the connection drops while another tab loads, and reports the failed request', async () => {
    server.use(
      preloadOk(),
      http.get('*/105/api/fines', () => HttpResponse.error()),
    );
    const user = userEvent.setup();
    renderList(buildPage({ counts: { unpaid: 1, paid: 1, orders: 0 }, items: [buildFine({ article: '12.9 ч.2' })] }));
    expect(screen.getByRole('heading', { name: 'Проверка завершена' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Оплаченные 1' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(MSG_PRELOAD_FAILED);
    expect(screen.getByRole('heading', { name: 'Проверка завершена' })).toBeInTheDocument();
    expect(screen.queryByText('Проверяем штрафы в ГИС ГМП…')).not.toBeInTheDocument();
  });

  it('continues a long list page by page through a real link to the next page', async () => {
    const asked: string[] = [];
    server.use(
      preloadOk(),
      finesAnswer((url) => {
        asked.push(`${url.searchParams.get('cursor')} ${url.searchParams.get('summary')}`);
        // A later page: its rows and the check states, no counts.
        const { counts: _c, totals: _t, ...later } = buildPage({ items: Array.from({ length: 5 }, () => buildFine()) });
        return later;
      }),
    );
    const requests = captureRequests(server);
    const user = userEvent.setup();
    renderList(
      buildPage({
        counts: { unpaid: 25, paid: 0, orders: 0 },
        items: Array.from({ length: 20 }, () => buildFine()),
        nextCursor: 'c-20',
      }),
    );

    expect(screen.getAllByRole('article')).toHaveLength(20);
    const more = screen.getByRole('link', { name: 'Показать ещё 5 из 5' });
    expect(more).toHaveAttribute('href', '/fines/list?cursor=c-20');
    await user.click(more);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
    expect(asked).toEqual(['c-20 null']);
    expect(screen.queryByRole('link', { name: /Показать ещё/ })).not.toBeInTheDocument();
    expect(screen.getByText('Показано 25 из 25')).toHaveAttribute('role', 'status');
    // The address still names the view, not the page: a reload starts from the top.
    expect(window.location.search).toBe('');
    expect(requests.filter((r) => r.includes('/fines'))).toHaveLength(1);
  });

  it('back on the list after «Показать ещё» keeps the pages loaded (the person’s place) and reads them all again', async () => {
    const asked: string[] = [];
    server.use(
      preloadOk(),
      finesAnswer((url) => {
        const cursor = url.searchParams.get('cursor');
        asked.push(String(cursor));
        if (cursor === 'c-20') {
          const { counts: _c, totals: _t, ...later } = buildPage({ items: Array.from({ length: 5 }, () => buildFine()) });
          return later;
        }
        return buildPage({
          counts: { unpaid: 25, paid: 0, orders: 0 },
          items: Array.from({ length: 20 }, () => buildFine()),
          nextCursor: 'c-20',
        });
      }),
    );
    const first = buildPage({
      counts: { unpaid: 25, paid: 0, orders: 0 },
      items: Array.from({ length: 20 }, () => buildFine()),
      nextCursor: 'c-20',
    });
    const user = userEvent.setup();
    const { queryClient, unmount } = renderList(first);
    await user.click(screen.getByRole('link', { name: 'Показать ещё 5 из 5' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
    asked.length = 0;
    unmount(); // a fine's page opens…
    await new Promise((resolve) => setTimeout(resolve, 5));
    // …and «back» renders the list again, with the server's first page.
    render(
      <QueryClientProvider client={queryClient}>
        <FinesListView rendered={renderedPage(first)} today={TODAY} />
      </QueryClientProvider>,
    );
    expect(screen.getAllByRole('article')).toHaveLength(25);
    await waitFor(() => expect(asked).toEqual(['null', 'c-20']));
    expect(screen.getAllByRole('article')).toHaveLength(25);
  });

  it('shows a charge of an unknown status with the spec’s message, and the rest of the list', () => {
    server.use(preloadOk());
    renderList(
      buildPage({
        counts: { unpaid: 2, paid: 0, orders: 0 },
        items: [buildFine({ article: '12.9 ч.2', status: 'annulled' }), buildFine({ article: '12.6' })],
      }),
    );
    const [odd, usual] = screen.getAllByRole('article');
    expect(within(odd!).getByText(MSG_FINES_UNKNOWN_STATUS)).toBeInTheDocument();
    expect(within(usual!).getByText('Не оплачен')).toBeInTheDocument();
  });

  it('offers the check form when no document was added', async () => {
    server.use(preloadOk([]));
    renderList(buildPage({ documents: [] }));
    expect(await screen.findByRole('link', { name: 'Проверить штрафы по СТС' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('shows charges kept from a УИН lookup although no document was added', async () => {
    server.use(preloadOk([]));
    const fine = buildFine({ documentIds: [] });
    renderList(buildPage({ documents: [], items: [fine], counts: { unpaid: 1, paid: 0, orders: 0 } }));
    expect(await screen.findByRole('tablist')).toBeInTheDocument();
    expect(screen.getByRole('article')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Проверить штрафы по СТС' })).not.toBeInTheDocument();
  });
});
