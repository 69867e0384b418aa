import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MSG_DOCUMENT_DUPLICATE, MSG_DOCUMENT_LIMIT, MSG_PLATE_INVALID, MSG_STS_INVALID } from '@/lib/domain/messages';
import { StsSection } from '@/components/documents/sts-section';
import { buildSts, manySts, noFines, openForm, recordSignedInRequests } from './documents-helpers';
import { renderWithClient, setupApiServer } from './helpers';

const server = setupApiServer();
// Every change refetches the list and the fines; those answers do not matter here.
const { writes } = recordSignedInRequests(
  server,
  http.get('*/105/api/sts', () => HttpResponse.json({ status: 'ok', sts: [] })),
  noFines,
);

const openAddForm = (user: UserEvent) => openForm(user, 'Добавить СТС', 'Новое СТС');

describe('StsSection', () => {
  it('shows an empty state and the count against the limit', () => {
    renderWithClient(<StsSection initial={[]} />);
    expect(screen.getByRole('heading', { name: 'Свидетельства о регистрации (СТС) 0 из 50' })).toBeInTheDocument();
    expect(screen.getByText('Добавьте первое свидетельство о регистрации')).toBeInTheDocument();
  });

  it('leaves fields quiet while focus only passes through them', async () => {
    const user = userEvent.setup();
    renderWithClient(<StsSection initial={[]} />);
    const form = await openAddForm(user);
    const sts = within(form).getByLabelText('Номер СТС');
    expect(sts).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(sts).not.toHaveAttribute('aria-invalid');
    expect(within(form).queryByText(MSG_STS_INVALID)).not.toBeInTheDocument();
    // Submitting still shows what is missing.
    await user.click(within(form).getByRole('button', { name: 'Добавить' }));
    expect(await within(form).findByText(MSG_STS_INVALID)).toBeInTheDocument();
  });

  it('checks each field as it is typed, with the shared messages, and sends nothing on bad input', async () => {
    const user = userEvent.setup();
    renderWithClient(<StsSection initial={[]} />);
    const form = await openAddForm(user);
    const sts = within(form).getByLabelText('Номер СТС');
    expect(sts).toHaveFocus();

    await user.type(sts, '9904');
    expect(within(form).queryByText(MSG_STS_INVALID)).not.toBeInTheDocument();
    await user.tab();
    expect(await within(form).findByText(MSG_STS_INVALID)).toBeInTheDocument();
    expect(sts).toHaveAttribute('aria-invalid', 'true');
    expect(sts).toHaveAccessibleDescription(expect.stringContaining(MSG_STS_INVALID));
    // Once left, the field is checked on every keystroke: completing it clears the message.
    await user.type(sts, '449114');
    expect(sts).toHaveValue('99 04 449114');
    await waitFor(() => expect(within(form).queryByText(MSG_STS_INVALID)).not.toBeInTheDocument());

    await user.type(within(form).getByLabelText('Госномер (необязательно)'), 'a12');
    await user.tab();
    expect(await within(form).findByText(MSG_PLATE_INVALID)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Регион'), '20');
    await user.tab();
    expect(await within(form).findByText('Региона с кодом 20 нет')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Добавить' }));
    expect(within(form).getByLabelText('Госномер (необязательно)')).toHaveFocus();
    expect(writes()).toEqual([]);
  });

  it('adds a certificate, leaving out the optional fields not filled in, and says so', async () => {
    server.use(
      http.post('*/105/api/sts', () => HttpResponse.json({ status: 'ok', sts: buildSts({ id: 1, sts: '77АВ123456' }) })),
      http.get('*/105/api/sts', () => HttpResponse.json({ status: 'ok', sts: [buildSts({ id: 1, sts: '77АВ123456' })] })),
    );
    const user = userEvent.setup();
    renderWithClient(<StsSection initial={[]} />);
    const form = await openAddForm(user);
    // Latin twins become Cyrillic as typed.
    await user.type(within(form).getByLabelText('Номер СТС'), '77ab123456');
    await user.click(within(form).getByRole('button', { name: 'Добавить' }));

    expect(await screen.findByText('Добавлено: СТС 77 АВ 123456')).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'POST', path: 'sts', query: {}, body: { sts: '77АВ123456' } }]);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Добавить СТС' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: /1 из 50/ })).toBeInTheDocument();
    expect(screen.getByText('СТС 77 АВ 123456')).toBeInTheDocument();
  });

  it('sends the plate, region, make and model and name when given', async () => {
    server.use(http.post('*/105/api/sts', () => HttpResponse.json({ status: 'ok', sts: buildSts({ id: 2 }) })));
    const user = userEvent.setup();
    renderWithClient(<StsSection initial={[]} />);
    const form = await openAddForm(user);
    await user.type(within(form).getByLabelText('Номер СТС'), '9904449114');
    await user.type(within(form).getByLabelText('Госномер (необязательно)'), 'a123bc');
    await user.type(within(form).getByLabelText('Регион'), '777');
    await user.type(within(form).getByLabelText('Марка и модель (необязательно)'), 'Лада Веста');
    await user.type(within(form).getByLabelText('Название (необязательно)'), '  Моя машина ');
    await user.click(within(form).getByRole('button', { name: 'Добавить' }));

    await screen.findByText(/Добавлено:/);
    expect(writes()[0]?.body).toEqual({
      sts: '9904449114',
      vehiclePlateNumber: 'А123ВС',
      vehiclePlateRegion: '777',
      vehicleModel: 'Лада Веста',
      name: 'Моя машина',
    });
  });

  it('refuses the 51st certificate with the server’s message', async () => {
    server.use(
      http.post('*/105/api/sts', () =>
        HttpResponse.json({ status: 'error', error: { code: 'limit', errorDesc: MSG_DOCUMENT_LIMIT } }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    // Another tab added the 50th: this page still counts 49.
    renderWithClient(<StsSection initial={manySts(49)} />);
    const form = await openAddForm(user);
    await user.type(within(form).getByLabelText('Номер СТС'), '9904449114');
    await user.click(within(form).getByRole('button', { name: 'Добавить' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(MSG_DOCUMENT_LIMIT);
    expect(within(form).getByRole('button', { name: 'Добавить' })).toBeEnabled();
  });

  it('disables «Добавить» at 50 and says why', () => {
    renderWithClient(<StsSection initial={manySts(50)} />);
    expect(screen.getByRole('heading', { name: /50 из 50/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Добавить СТС' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Добавить списком' })).toBeDisabled();
    expect(screen.getByText(new RegExp(MSG_DOCUMENT_LIMIT))).toBeInTheDocument();
  });

  it('puts «already added» under the number', async () => {
    server.use(
      http.post('*/105/api/sts', () =>
        HttpResponse.json({ status: 'error', error: { code: 'duplicate', errorDesc: MSG_DOCUMENT_DUPLICATE } }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderWithClient(<StsSection initial={[buildSts()]} />);
    const form = await openAddForm(user);
    await user.type(within(form).getByLabelText('Номер СТС'), '9904449114');
    await user.click(within(form).getByRole('button', { name: 'Добавить' }));

    expect(await within(form).findByText(MSG_DOCUMENT_DUPLICATE)).toBeInTheDocument();
    expect(within(form).getByLabelText('Номер СТС')).toHaveFocus();
  });

  it('edits a certificate in place; a cleared field is left out', async () => {
    const sts = buildSts({
      id: 5,
      vehiclePlateNumber: 'А123ВС',
      vehiclePlateRegion: '77',
      vehicleModel: 'Лада Веста',
      name: 'Старая',
    });
    const saved = { ...sts, name: null };
    server.use(
      http.put('*/105/api/sts/5', () => HttpResponse.json({ status: 'ok', sts: saved })),
      http.get('*/105/api/sts', () => HttpResponse.json({ status: 'ok', sts: [saved] })),
    );
    const user = userEvent.setup();
    renderWithClient(<StsSection initial={[sts]} />);
    expect(screen.getByText('Лада Веста')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Изменить СТС 99 04 449114' }));
    const form = await screen.findByRole('form', { name: 'Изменение: СТС 99 04 449114' });
    expect(within(form).getByLabelText('Номер СТС')).toHaveValue('99 04 449114');
    expect(within(form).getByLabelText('Регион')).toHaveValue('77');
    // The make and model shown in the list and kept by the edit (a field left out of PUT is cleared).
    expect(within(form).getByLabelText('Марка и модель (необязательно)')).toHaveValue('Лада Веста');
    await user.clear(within(form).getByLabelText('Название (необязательно)'));
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Сохранено: СТС 99 04 449114')).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: 'sts/5',
        query: {},
        body: { sts: '9904449114', vehiclePlateNumber: 'А123ВС', vehiclePlateRegion: '77', vehicleModel: 'Лада Веста' },
      },
    ]);
    expect(screen.getByRole('button', { name: 'Изменить СТС 99 04 449114' })).toHaveFocus();
  });

  it('asks before removing; Escape keeps the certificate', async () => {
    server.use(http.delete('*/105/api/sts', () => HttpResponse.json({ status: 'ok' })));
    const user = userEvent.setup();
    renderWithClient(<StsSection initial={[buildSts({ id: 9 })]} />);
    const remove = screen.getByRole('button', { name: 'Удалить СТС 99 04 449114' });
    await user.click(remove);
    const confirm = screen.getByRole('group', { name: /Удалить СТС 99 04 449114\?/ });
    expect(within(confirm).getByRole('button', { name: 'Отмена' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: /Удалить/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Удалить СТС 99 04 449114' })).toHaveFocus();
    expect(writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Удалить СТС 99 04 449114' }));
    await user.click(within(screen.getByRole('group', { name: /Удалить/ })).getByRole('button', { name: 'Удалить' }));

    expect(await screen.findByText('Удалено: СТС 99 04 449114')).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'DELETE', path: 'sts', query: { id: '9' }, body: {} }]);
    expect(screen.getByRole('heading', { name: /0 из 50/ })).toHaveFocus();
  });

  it('loads the list when the server gave none, and offers a retry when that fails', async () => {
    server.use(
      http.get('*/105/api/sts', () =>
        HttpResponse.json({ status: 'error', error: { code: 'x', errorDesc: 'Сбой' } }, { status: 500 }),
      ),
    );
    renderWithClient(<StsSection />);
    expect(screen.getByText('Загружаем…')).toBeInTheDocument();
    expect(await screen.findByText(/Не удалось загрузить список/)).toBeInTheDocument();

    server.use(http.get('*/105/api/sts', () => HttpResponse.json({ status: 'ok', sts: [buildSts({ name: 'Папина' })] })));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Папина')).toBeInTheDocument();
  });
});
