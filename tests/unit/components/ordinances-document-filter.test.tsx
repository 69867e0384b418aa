import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetOrdinancesStore } from '@/api-client/ordinances-store';
import type { FinesListDto } from '@/lib/contract/fines';
import { DocumentFines } from '@/components/documents/document-fines';
import { buildDriverLicense, buildSts } from './documents-helpers';
import { buildCheck, buildFine, buildList, buildOrder, renderWithClient, setupApiServer, signIn } from './helpers';

const server = setupApiServer();
const TODAY = '2025-05-01';

const car = buildSts({ id: 1, name: 'Моя машина' });
const van = buildSts({ id: 2, sts: '77АВ123456' });
const licence = buildDriverLicense({ id: 3 });

function buildData(): FinesListDto {
  return buildList({
    fines: [
      buildFine({ article: '12.9 ч.2', documentIds: [1] }),
      buildFine({ article: '12.12 ч.1', documentIds: [2] }),
      buildFine({ article: '12.6', documentIds: [3] }),
      buildFine({ article: '12.16 ч.1', status: 'paid', documentIds: [1, 3] }),
    ],
    orders: [buildOrder({ documentIds: [3] })],
    documents: [
      buildCheck({ id: 1, number: car.sts, title: 'Моя машина' }),
      buildCheck({ id: 2, number: van.sts }),
      buildCheck({ id: 3, type: 'driverLicense', number: licence.driverLicense, plateNumber: null, plateRegion: null }),
    ],
  });
}

beforeEach(() => {
  window.localStorage.clear();
  resetOrdinancesStore();
  signIn();
});

function renderFines(data = buildData()) {
  server.use(
    http.get('*/105/api/preload', () => HttpResponse.json({ status: 'ok', taxeslist: true, documents: data.documents })),
  );
  return renderWithClient(
    <DocumentFines initial={{ fines: data, sts: [car, van], driverLicenses: [licence], inns: [] }} today={TODAY} />,
  );
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });

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

  it('filters by a kind of document, then by one document, and remembers the choice per kind', async () => {
    const user = userEvent.setup();
    renderFines();

    await user.click(screen.getByRole('radio', { name: 'ВУ' }));
    expect(tab(/^Неоплаченные/)).toHaveAccessibleName('Неоплаченные 1');
    expect(tab(/^Оплаченные/)).toHaveAccessibleName('Оплаченные 1');
    expect(tab(/^У приставов/)).toHaveAccessibleName('У приставов 1');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'КоАП 12.6' })).toBeInTheDocument();

    // Arrow keys move between the kinds, as in any radio group.
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'СТС' })).toBeChecked();
    expect(tab(/^Неоплаченные/)).toHaveAccessibleName('Неоплаченные 2');
    expect(tab(/^У приставов/)).toHaveAccessibleName('У приставов 0');

    const select = screen.getByLabelText('Документ');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Все СТС', 'Моя машина (СТС 99 04 449114)', 'СТС 77 АВ 123456']);
    await user.selectOptions(select, 'СТС 77 АВ 123456');
    expect(tab(/^Неоплаченные/)).toHaveAccessibleName('Неоплаченные 1');
    expect(tab(/^Оплаченные/)).toHaveAccessibleName('Оплаченные 0');
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'КоАП 12.12 ч.1' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Все' }));
    expect(tab(/^Неоплаченные/)).toHaveAccessibleName('Неоплаченные 3');
    await user.click(screen.getByRole('radio', { name: 'СТС' }));
    expect(screen.getByLabelText('Документ')).toHaveDisplayValue('СТС 77 АВ 123456');
    expect(tab(/^Неоплаченные/)).toHaveAccessibleName('Неоплаченные 1');
  });

  it('announces how many charges the filter shows', async () => {
    const user = userEvent.setup();
    renderFines();
    await user.click(screen.getByRole('radio', { name: 'ВУ' }));
    expect(screen.getByText('Найдено: неоплаченных 1, оплаченных 1, у приставов 1')).toHaveAttribute('role', 'status');
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
      http.get('*/105/api/fines', () =>
        HttpResponse.json({
          status: 'ok',
          ...buildList({ fines: [buildFine({ article: '12.9 ч.2' })], documents: [buildCheck({ id: 1, number: car.sts })] }),
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
        initial={{ fines: buildList({ documents: [pending] }), sts: [car], driverLicenses: [], inns: [] }}
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
      <DocumentFines initial={{ fines: buildList({ documents: [] }), sts: [], driverLicenses: [], inns: [] }} today={TODAY} />,
    );
    expect(screen.getByText('Здесь появятся штрафы по вашим документам')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
