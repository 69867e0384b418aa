import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChargeRowDto, ChargesSummaryPageDto } from '@/lib/contract/fines';
import { DocumentFines } from '@/components/documents/document-fines';
import { buildDriverLicense, buildSts } from './documents-helpers';
import {
  buildCheck,
  buildFine,
  buildOrder,
  buildPage,
  finesAnswer,
  renderedPage,
  renderWithClient,
  setupApiServer,
  signIn,
} from './helpers';

const server = setupApiServer();
const TODAY = '2025-05-01';

const car = buildSts({ id: 1, name: 'Моя машина' });
const van = buildSts({ id: 2, sts: '77АВ123456' });
const licence = buildDriverLicense({ id: 3 });
const documents = [
  buildCheck({ id: 1, number: car.sts, title: 'Моя машина' }),
  buildCheck({ id: 2, number: van.sts }),
  buildCheck({ id: 3, type: 'driverLicense', number: licence.driverLicense, plateNumber: null, plateRegion: null }),
];
const types: Record<number, string> = { 1: 'sts', 2: 'sts', 3: 'dl' };

/** Every charge of the person, each with the documents that found it: what the server filters. */
const everything: ChargeRowDto[] = [
  buildFine({ article: '12.9 ч.2', documentIds: [1] }),
  buildFine({ article: '12.12 ч.1', documentIds: [2] }),
  buildFine({ article: '12.6', documentIds: [3] }),
  buildFine({ article: '12.16 ч.1', status: 'paid', documentIds: [1, 3] }),
  buildOrder({ documentIds: [3] }),
];

/** The server's answer for a query: the rows of the tab found by the chosen documents, and the counts. */
function answer(url: URL): ChargesSummaryPageDto {
  const show = url.searchParams.get('show');
  const document = Number(url.searchParams.get('document'));
  const tab = url.searchParams.get('tab') ?? 'unpaid';
  const found = everything.filter((r) => r.documentIds.some((id) => (document ? id === document : !show || types[id] === show)));
  const tabOf = (r: ChargeRowDto) => (r.kind === 'order' ? 'orders' : r.status === 'paid' ? 'paid' : 'unpaid');
  const count = (t: string) => found.filter((r) => tabOf(r) === t).length;
  return buildPage({
    documents,
    items: found.filter((r) => tabOf(r) === tab),
    counts: { unpaid: count('unpaid'), paid: count('paid'), orders: count('orders') },
  });
}

beforeEach(() => {
  window.history.replaceState(null, '', '/profile');
  signIn();
});
afterEach(() => window.history.replaceState(null, '', '/'));

function renderFines() {
  server.use(
    http.get('*/105/api/preload', () => HttpResponse.json({ status: 'ok', taxeslist: true, documents })),
    finesAnswer(answer),
  );
  const first = answer(new URL('http://x/105/api/fines'));
  return renderWithClient(
    <DocumentFines
      initial={{ fines: renderedPage(first), sts: [car, van], driverLicenses: [licence], inns: [] }}
      today={TODAY}
    />,
  );
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('DocumentFines while a document is still being checked', () => {
  it('tells a screen reader «Найдено: …» only once every check is done', async () => {
    const checking = [buildCheck({ id: 1, number: car.sts, state: 'pending', checkedAt: null })];
    const page = buildPage({ documents: checking, counts: { unpaid: 0, paid: 0, orders: 0 } });
    server.use(
      http.get('*/105/api/preload', () => HttpResponse.json({ status: 'wait', wait: 60 })),
      finesAnswer(() => page),
    );
    renderWithClient(
      <DocumentFines initial={{ fines: renderedPage(page), sts: [car], driverLicenses: [], inns: [] }} today={TODAY} />,
    );
    await screen.findByText(/Проверяем/);
    expect(screen.queryByText(/^Найдено:/)).not.toBeInTheDocument();
  });
});

describe('DocumentFines filter', () => {
  it('shows every charge at first, labelled «только что»', async () => {
    renderFines();
    expect(screen.getByRole('radio', { name: 'Все' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'ИНН' })).toBeDisabled();
    expect(tab(/^Неоплаченные/)).toHaveAccessibleName('Неоплаченные 3');
    expect(tab(/^Оплаченные/)).toHaveAccessibleName('Оплаченные 1');
    expect(tab(/^У приставов/)).toHaveAccessibleName('У приставов 1');
    expect(await screen.findByText('Только что')).toBeInTheDocument();
    expect(screen.queryByLabelText('Документ')).not.toBeInTheDocument();
  });

  it('filters by a kind of document, then by one document, in the address', async () => {
    const user = userEvent.setup();
    renderFines();

    await user.click(screen.getByRole('radio', { name: 'ВУ' }));
    expect(window.location.search).toBe('?show=dl');
    expect(await within(screen.getByRole('tabpanel')).findByRole('heading', { name: 'КоАП 12.6' })).toBeInTheDocument();
    expect(tab(/^Неоплаченные/)).toHaveAccessibleName('Неоплаченные 1');
    expect(tab(/^Оплаченные/)).toHaveAccessibleName('Оплаченные 1');
    expect(tab(/^У приставов/)).toHaveAccessibleName('У приставов 1');

    // Arrow keys move between the kinds, as in any radio group.
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'СТС' })).toBeChecked();
    expect(await screen.findByRole('tab', { name: 'Неоплаченные 2' })).toBeInTheDocument();
    expect(tab(/^У приставов/)).toHaveAccessibleName('У приставов 0');

    const select = screen.getByLabelText('Документ');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Все СТС', 'Моя машина (СТС 99 04 449114)', 'СТС 77 АВ 123456']);
    await user.selectOptions(select, 'СТС 77 АВ 123456');
    expect(window.location.search).toBe('?show=sts&document=2');
    expect(await screen.findByRole('tab', { name: 'Неоплаченные 1' })).toBeInTheDocument();
    expect(tab(/^Оплаченные/)).toHaveAccessibleName('Оплаченные 0');
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { level: 3, name: 'КоАП 12.12 ч.1' })).toBeInTheDocument();
  });

  it('remembers the document chosen for each kind', async () => {
    const user = userEvent.setup();
    renderFines();
    await user.click(screen.getByRole('radio', { name: 'СТС' }));
    await user.selectOptions(screen.getByLabelText('Документ'), 'СТС 77 АВ 123456');
    await user.click(screen.getByRole('radio', { name: 'Все' }));
    expect(window.location.search).toBe('');
    await user.click(screen.getByRole('radio', { name: 'СТС' }));
    expect(screen.getByLabelText('Документ')).toHaveDisplayValue('СТС 77 АВ 123456');
    expect(window.location.search).toBe('?show=sts&document=2');
    expect(await screen.findByRole('tab', { name: 'Неоплаченные 1' })).toBeInTheDocument();
  });

  it('announces how many charges the filter shows', async () => {
    const user = userEvent.setup();
    renderFines();
    await user.click(screen.getByRole('radio', { name: 'ВУ' }));
    expect(await screen.findByText('Найдено: неоплаченных 1, оплаченных 1, у приставов не оплачено 1')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('never says the check is over while a document is pending, and shows the fines once it is', async () => {
    const pending = buildCheck({ id: 1, number: car.sts, state: 'pending', checkedAt: null });
    let preloadCalls = 0;
    server.use(
      http.get('*/105/api/preload', () =>
        ++preloadCalls < 2
          ? HttpResponse.json({ status: 'wait', wait: 0.05, taxeslist: true, documents: [pending] }, { status: 202 })
          : HttpResponse.json({ status: 'ok', taxeslist: true, documents: [buildCheck({ id: 1, number: car.sts })] }),
      ),
      finesAnswer(
        buildPage({
          items: [buildFine({ article: '12.9 ч.2' })],
          counts: { unpaid: 1, paid: 0, orders: 0 },
          documents: [buildCheck({ id: 1, number: car.sts })],
        }),
      ),
    );
    const early: string[] = [];
    const observer = new MutationObserver(() => {
      const text = document.body.textContent ?? '';
      if (!text.includes('КоАП 12.9 ч.2') && /Проверка завершена|Неоплаченных штрафов нет/.test(text)) early.push(text);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    renderWithClient(
      <DocumentFines
        initial={{ fines: renderedPage(buildPage({ documents: [pending] })), sts: [car], driverLicenses: [], inns: [] }}
        today={TODAY}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Проверяем штрафы в ГИС ГМП…' })).toBeInTheDocument();
    expect(screen.queryByText('Неоплаченных штрафов нет')).not.toBeInTheDocument();
    expect(screen.queryByText('Проверка завершена')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'КоАП 12.9 ч.2' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Проверка завершена' })).toBeInTheDocument();
    observer.disconnect();
    expect(early).toEqual([]);
  });

  it('asks to add a document when there is none', () => {
    server.use(http.get('*/105/api/preload', () => HttpResponse.json({ status: 'ok', taxeslist: true, documents: [] })));
    renderWithClient(
      <DocumentFines
        initial={{ fines: renderedPage(buildPage({ documents: [] })), sts: [], driverLicenses: [], inns: [] }}
        today={TODAY}
      />,
    );
    expect(screen.getByText('Здесь появятся штрафы по вашим документам')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    // No list, so nothing «только что» about it.
    expect(screen.queryByText(/^Список штрафов:/)).not.toBeInTheDocument();
  });
});
