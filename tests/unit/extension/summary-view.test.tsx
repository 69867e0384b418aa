import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The extension's build defines the site's origin (extension/src/config.ts); imports below read it.
vi.hoisted(() =>
  Object.assign(globalThis, {
    __SHTRAFY_SITE_URL__: 'https://shtrafy.example',
    __SHTRAFY_API_BASE_URL__: 'https://shtrafy.example',
  }),
);
import { SummaryView } from '@/extension/src/popup/summary-view';
import type { Snapshot } from '@/extension/src/check';
import { summarize, type ChargesGlance } from '@/extension/src/summary';
import { buildGlance, organizationTotals } from './fakes';

const TODAY = '2025-05-10';
const totals = organizationTotals;

function popup(glance: ChargesGlance) {
  const snapshot: Snapshot = {
    userId: '7',
    email: 'fleet@example.ru',
    summary: summarize(glance, TODAY),
    checkedAt: '2025-05-10T09:00:00Z',
    error: null,
    baseline: [],
  };
  render(
    <SummaryView
      state={{ loaded: true, signedIn: true, snapshot, notice: null, checking: false }}
      onRefresh={() => {}}
      onSignOut={async () => {}}
    />,
  );
}

describe('the popup of a signed-in extension', () => {
  it('says no documents are added rather than «no fines» when nothing was checked', () => {
    popup(buildGlance({ documents: [] }));
    expect(screen.getByText('Документы не добавлены')).toBeTruthy();
    expect(screen.queryByText('Неоплаченных штрафов нет')).toBeNull();
    expect(screen.getByRole('link', { name: 'в профиле на сайте' }).getAttribute('href')).toMatch(/\/profile$/);
  });

  it("lists a legal entity's organizations with what each owes, or that it is still being checked", () => {
    popup({
      ...buildGlance({ documents: [] }),
      organizations: [
        { id: 4, name: 'ООО «Тестовый автопарк»', state: 'done', totals: totals(383, 2) },
        { id: 9, name: 'АО «Ромашка»', state: 'pending', totals: totals(0) },
        { id: 11, name: 'ИП Петров', state: 'done', totals: totals(0) },
        { id: 12, name: 'ООО «Север»', state: 'failed', totals: totals(0) },
      ],
    });
    expect(screen.queryByText('Документы не добавлены')).toBeNull();
    const fleet = screen.getByRole('link', { name: /Тестовый автопарк/ });
    expect(fleet.textContent).toContain('383 неоплаченных штрафа, 191\u00a0500,00\u00a0₽, у приставов: 2');
    expect(fleet.getAttribute('href')).toMatch(/\/fines\/list\/organization\/4$/);
    expect(screen.getByRole('link', { name: /Ромашка/ }).textContent).toContain('Проверяем штрафы…');
    expect(screen.getByRole('link', { name: /Петров/ }).textContent).toContain('Неоплаченных штрафов нет');
    // A failed check with nothing found says nothing is known, never «нет».
    const north = screen.getByRole('link', { name: /Север/ }).textContent;
    expect(north).toContain('Проверить не удалось: штрафы пока неизвестны');
    expect(north).not.toContain('нет');
    expect(screen.getByText('Проверка ещё идёт — список может дополниться.')).toBeTruthy();
  });

  it("heads a legal entity's own documents apart from its organizations", () => {
    popup({ ...buildGlance({}), organizations: [{ id: 4, name: 'ООО «Тест»', state: 'done', totals: totals(1) }] });
    expect(screen.getByRole('heading', { name: 'Ваши документы' })).toBeTruthy();
    expect(screen.getByText('Неоплаченных штрафов нет')).toBeTruthy();
  });
});
