import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeQueryClient } from '@/app/providers';
import { ProfileDocuments, type ProfileDocumentsInitial } from '@/components/documents/profile-documents';
import { buildDriverLicense, buildSts } from './documents-helpers';
import { buildFine, buildPage, renderedPage, renderWithClient, setupApiServer, signIn } from './helpers';

const server = setupApiServer();
const TODAY = '2025-05-01';

const initial: ProfileDocumentsInitial = {
  sts: [buildSts({ id: 1 })],
  driverLicenses: [buildDriverLicense({ id: 2 })],
  inns: [],
  notifyEmail: null,
  fines: renderedPage(
    buildPage({ counts: { unpaid: 1, paid: 0, orders: 0 }, items: [buildFine({ article: '12.9 ч.2', documentIds: [1] })] }),
  ),
};

beforeEach(() => {
  window.localStorage.clear();
  signIn();
});

describe('ProfileDocuments', () => {
  it('renders every part from the server data, fines included, before the browser takes over', () => {
    const html = renderToString(
      <QueryClientProvider client={makeQueryClient()}>
        <ProfileDocuments initial={initial} today={TODAY} />
      </QueryClientProvider>,
    );
    expect(html).toContain('Свидетельства о регистрации (СТС)');
    expect(html).toContain('СТС 99 04 449114');
    expect(html).toContain('ВУ 99 12 345678');
    expect(html).toContain('Добавьте первый ИНН');
    expect(html).toContain('Сообщать о новых штрафах');
    expect(html).toContain('КоАП 12.9 ч.2');
  });

  it('works in the browser with the same data: headings in order, no request but the registry check', async () => {
    server.use(
      http.get('*/105/api/preload', () =>
        HttpResponse.json({ status: 'ok', taxeslist: true, documents: initial.fines.page.documents }),
      ),
    );
    renderWithClient(<ProfileDocuments initial={initial} today={TODAY} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Мои документы',
      'Уведомления о новых штрафах',
      'Штрафы по документам',
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Свидетельства о регистрации (СТС) 1 из 50',
      'Водительские удостоверения 1 из 50',
      'ИНН 0 из 50',
      'Проверка завершена',
      // A card under «Штрафы по документам» is one level below it.
      'КоАП 12.9 ч.2',
    ]);
  });
});
