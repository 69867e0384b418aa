import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MSG_DOCUMENT_LIMIT, MSG_INN_INVALID_CHECKSUM, MSG_INN_INVALID_LENGTH } from '@/lib/domain/messages';
import { NAME_MESSAGES } from '@/lib/validation/document-fields';
import { InnSection } from '@/components/documents/inn-section';
import { buildInn, noFines, openForm, recordSignedInRequests } from './documents-helpers';
import { renderWithClient, setupApiServer } from './helpers';

const server = setupApiServer();
const { writes } = recordSignedInRequests(
  server,
  http.get('*/105/api/tax/dataList', () => HttpResponse.json({ status: 'ok', inn: [] })),
  noFines,
);

const openAddForm = (user: UserEvent) => openForm(user, 'Добавить ИНН', 'Новый ИНН');

describe('InnSection', () => {
  it('invites to add the first number', () => {
    renderWithClient(<InnSection initial={[]} />);
    expect(screen.getByText('Добавьте первый ИНН')).toBeInTheDocument();
  });

  it('says what is wrong with the number as it is typed: the length first, then the check digits', async () => {
    const user = userEvent.setup();
    renderWithClient(<InnSection initial={[]} />);
    const form = await openAddForm(user);
    const inn = within(form).getByLabelText('ИНН');
    expect(inn).toHaveFocus();
    await user.type(inn, '77070838');
    await user.tab();
    expect(await within(form).findByText(MSG_INN_INVALID_LENGTH)).toBeInTheDocument();
    await user.type(inn, '94');
    expect(await within(form).findByText(MSG_INN_INVALID_CHECKSUM)).toBeInTheDocument();
    expect(within(form).queryByText(MSG_INN_INVALID_LENGTH)).not.toBeInTheDocument();

    await user.type(within(form).getByLabelText('Имя'), 'Ivan');
    await user.tab();
    expect(await within(form).findByText(NAME_MESSAGES.name)).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Добавить' }));
    expect(writes()).toEqual([]);
  });

  it('adds with type=inn and only the fields filled in', async () => {
    const saved = buildInn({ id: 7, inn: '500100732259', innName: 'Мой ИНН' });
    server.use(
      http.post('*/105/api/tax/dataAdd', () => HttpResponse.json({ status: 'ok', inn: saved })),
      http.get('*/105/api/tax/dataList', () => HttpResponse.json({ status: 'ok', inn: [saved] })),
    );
    const user = userEvent.setup();
    renderWithClient(<InnSection initial={[]} />);
    const form = await openAddForm(user);
    await user.type(within(form).getByLabelText('ИНН'), '500100732259');
    await user.type(within(form).getByLabelText('Название (необязательно)'), 'Мой ИНН');
    await user.click(within(form).getByRole('button', { name: 'Добавить' }));

    expect(await screen.findByText('Добавлено: ИНН 500100732259')).toBeInTheDocument();
    expect(writes()).toEqual([
      { method: 'POST', path: 'tax/dataAdd', query: {}, body: { type: 'inn', data: '500100732259', innName: 'Мой ИНН' } },
    ]);
    expect(screen.getByText('Мой ИНН')).toBeInTheDocument();
  });

  it('refuses the 51st number with the server’s message', async () => {
    server.use(
      http.post('*/105/api/tax/dataAdd', () =>
        HttpResponse.json({ status: 'error', error: { code: 'limit', errorDesc: MSG_DOCUMENT_LIMIT } }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderWithClient(<InnSection initial={[]} />);
    const form = await openAddForm(user);
    await user.type(within(form).getByLabelText('ИНН'), '7707083893');
    await user.click(within(form).getByRole('button', { name: 'Добавить' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(MSG_DOCUMENT_LIMIT);
  });

  it('shows a server field message under its field', async () => {
    server.use(
      http.post('*/105/api/tax/dataAdd', () =>
        HttpResponse.json(
          { status: 'error', error: { code: 'invalid_input', errorDesc: 'Такого ИНН нет', fields: { data: 'Такого ИНН нет' } } },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithClient(<InnSection initial={[]} />);
    const form = await openAddForm(user);
    await user.type(within(form).getByLabelText('ИНН'), '7707083893');
    await user.click(within(form).getByRole('button', { name: 'Добавить' }));
    expect(await within(form).findByText('Такого ИНН нет')).toBeInTheDocument();
    expect(within(form).getByLabelText('ИНН')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('edits through PUT inn/{id} and removes through tax/dataDelete', async () => {
    const inn = buildInn({ id: 8, surname: 'Петров' });
    server.use(
      http.put('*/105/api/inn/8', () => HttpResponse.json({ status: 'ok', inn })),
      http.get('*/105/api/tax/dataList', () => HttpResponse.json({ status: 'ok', inn: [inn] })),
      http.post('*/105/api/tax/dataDelete', () => HttpResponse.json({ status: 'ok' })),
    );
    const user = userEvent.setup();
    renderWithClient(<InnSection initial={[inn]} />);
    await user.click(screen.getByRole('button', { name: 'Изменить ИНН 7707083893' }));
    const form = await screen.findByRole('form', { name: 'Изменение: ИНН 7707083893' });
    expect(within(form).getByLabelText('Фамилия')).toHaveValue('Петров');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Изменить ИНН 7707083893' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Изменить ИНН 7707083893' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await screen.findByText('Сохранено: ИНН 7707083893');
    await user.click(screen.getByRole('button', { name: 'Удалить ИНН 7707083893' }));
    await user.click(within(screen.getByRole('group', { name: /Удалить ИНН/ })).getByRole('button', { name: 'Удалить' }));
    await screen.findByText('Удалено: ИНН 7707083893');
    expect(writes()).toEqual([
      { method: 'PUT', path: 'inn/8', query: {}, body: { data: '7707083893', surname: 'Петров' } },
      { method: 'POST', path: 'tax/dataDelete', query: {}, body: { type: 'inn', id: '8' } },
    ]);
  });
});
