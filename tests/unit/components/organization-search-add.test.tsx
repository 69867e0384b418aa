import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { OrganizationSearch } from '@/components/organizations/organization-search';
import { renderWithClient, setupApiServer, signIn } from './helpers';

const server = setupApiServer();
const COMPANY = { inn: '7728000016', kpp: null, ogrn: null, name: 'ООО «Тестовый автопарк»', address: null, status: 'active' };

beforeEach(() => {
  signIn();
  server.use(
    http.get('*/105/api/organization/search', () => HttpResponse.json({ status: 'ok', sandbox: true, companies: [COMPANY] })),
    http.post('*/105/api/organization/add', () =>
      HttpResponse.json({ status: 'ok', organization: { id: 1, inn: COMPANY.inn, name: COMPANY.name } }),
    ),
  );
});

describe('adding an organization', () => {
  it('gives the focus back to the search field and says what was added', async () => {
    const user = userEvent.setup();
    renderWithClient(<OrganizationSearch known={new Set()} />);
    await user.type(screen.getByLabelText('Название или ИНН'), 'тестовый');
    await user.click(await screen.findByRole('button', { name: `Добавить ${COMPANY.name}` }));
    await waitFor(() => expect(screen.getByLabelText('Название или ИНН')).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(`Организация ${COMPANY.name} добавлена`);
  });

  it('says in its status line how many companies the search found, or that it found none', async () => {
    const user = userEvent.setup();
    renderWithClient(<OrganizationSearch known={new Set()} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    await user.type(screen.getByLabelText('Название или ИНН'), 'тестовый');
    await waitFor(() => expect(status).toHaveTextContent('Найдено организаций: 1'));
    server.use(
      http.get('*/105/api/organization/search', () => HttpResponse.json({ status: 'ok', sandbox: true, companies: [] })),
    );
    await user.clear(screen.getByLabelText('Название или ИНН'));
    await user.type(screen.getByLabelText('Название или ИНН'), 'zzzz');
    await waitFor(() => expect(status).toHaveTextContent('Организаций по запросу «zzzz» не найдено'));
    // The directory answers at most 10: then only the first ones are shown.
    const many = Array.from({ length: 10 }, (_, i) => ({ ...COMPANY, inn: `77280000${String(i).padStart(2, '0')}` }));
    server.use(
      http.get('*/105/api/organization/search', () => HttpResponse.json({ status: 'ok', sandbox: true, companies: many })),
    );
    await user.clear(screen.getByLabelText('Название или ИНН'));
    await user.type(screen.getByLabelText('Название или ИНН'), 'автопарк');
    await waitFor(() => expect(status).toHaveTextContent('Показаны первые 10 организаций: уточните название или ИНН'));
  });
});
