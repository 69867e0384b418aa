import { screen, waitFor, within } from '@testing-library/react';
import { MSG_NO_SUCH_DATE } from '@/lib/validation/document-fields';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MSG_DOCUMENT_LIMIT, MSG_DRIVER_LICENSE_INVALID } from '@/lib/domain/messages';
import { NAME_MESSAGES } from '@/lib/validation/document-fields';
import { DRIVER_LICENSE_DATE_MESSAGES as DATES } from '@/lib/validation/driver-license';
import { DriverLicenseSection } from '@/components/documents/driver-license-section';
import { buildDriverLicense, noFines, openForm, recordSignedInRequests } from './documents-helpers';
import { renderWithClient, setupApiServer } from './helpers';

const server = setupApiServer();
const { writes } = recordSignedInRequests(
  server,
  http.get('*/105/api/driverLicense', () => HttpResponse.json({ status: 'ok', driverLicense: [] })),
  noFines,
);

const openAddForm = (user: UserEvent) => openForm(user, 'Добавить ВУ', 'Новое водительское удостоверение');

describe('DriverLicenseSection', () => {
  it('invites to add the first licence', () => {
    renderWithClient(<DriverLicenseSection initial={[]} />);
    expect(screen.getByText('Добавьте первое водительское удостоверение')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Водительские удостоверения 0 из 50' })).toBeInTheDocument();
  });

  it('shows the shared messages for the number, the dates and the name as they are typed; nothing is sent', async () => {
    const user = userEvent.setup();
    renderWithClient(<DriverLicenseSection initial={[]} />);
    const form = await openAddForm(user);
    const number = within(form).getByLabelText('Номер водительского удостоверения');
    expect(number).toHaveFocus();
    await user.type(number, '99 12');
    await user.tab();
    expect(await within(form).findByText(MSG_DRIVER_LICENSE_INVALID)).toBeInTheDocument();

    const issue = within(form).getByLabelText('Дата выдачи (необязательно)');
    await user.type(issue, '31022020');
    expect(issue).toHaveValue('31.02.2020');
    await user.tab();
    expect(await within(form).findByText(MSG_NO_SUCH_DATE)).toBeInTheDocument();
    await user.clear(issue);
    await user.type(issue, '01012999');
    expect(await within(form).findByText(DATES.issueFuture)).toBeInTheDocument();
    await user.clear(issue);
    await user.type(issue, '15032011');
    await waitFor(() => expect(within(form).queryByText(DATES.issueFuture)).not.toBeInTheDocument());

    await user.type(within(form).getByLabelText('Дата первой выдачи (необязательно)'), '15032021');
    await user.tab();
    expect(await within(form).findByText(DATES.firstAfterIssue)).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Фамилия'), 'Ivanov');
    await user.tab();
    expect(await within(form).findByText(NAME_MESSAGES.surname)).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Добавить' }));
    expect(number).toHaveFocus();
    expect(writes()).toEqual([]);
  });

  it('sends the dates as typed (ДД.ММ.ГГГГ) and leaves out what was not filled in', async () => {
    const saved = buildDriverLicense({ id: 3, issueDate: '2021-03-15', firstIssueDate: '2011-03-15', surname: 'Иванов' });
    server.use(
      http.post('*/105/api/driverLicense', () => HttpResponse.json({ status: 'ok', driverLicense: saved })),
      http.get('*/105/api/driverLicense', () => HttpResponse.json({ status: 'ok', driverLicense: [saved] })),
    );
    const user = userEvent.setup();
    renderWithClient(<DriverLicenseSection initial={[]} />);
    const form = await openAddForm(user);
    await user.type(within(form).getByLabelText('Номер водительского удостоверения'), '9912345678');
    await user.type(within(form).getByLabelText('Дата выдачи (необязательно)'), '15032021');
    await user.type(within(form).getByLabelText('Дата первой выдачи (необязательно)'), '15032011');
    await user.type(within(form).getByLabelText('Фамилия'), ' Иванов ');
    await user.click(within(form).getByRole('button', { name: 'Добавить' }));

    expect(await screen.findByText('Добавлено: ВУ 99 12 345678')).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: 'driverLicense',
        query: {},
        body: { driverLicense: '9912345678', issue_date: '15.03.2021', first_issue_date: '15.03.2011', surname: 'Иванов' },
      },
    ]);
    const item = screen.getAllByRole('listitem')[0]!;
    expect(within(item).getByText('Иванов')).toBeInTheDocument();
    expect(within(item).getByText('Выдано 15.03.2021')).toBeInTheDocument();
    expect(within(item).getByText('Стаж с 15.03.2011')).toBeInTheDocument();
  });

  it('refuses the 51st licence with the server’s message', async () => {
    server.use(
      http.post('*/105/api/driverLicense', () =>
        HttpResponse.json({ status: 'error', error: { code: 'limit', errorDesc: MSG_DOCUMENT_LIMIT } }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderWithClient(<DriverLicenseSection initial={[buildDriverLicense()]} />);
    const form = await openAddForm(user);
    await user.type(within(form).getByLabelText('Номер водительского удостоверения'), '7712345678');
    await user.click(within(form).getByRole('button', { name: 'Добавить' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(MSG_DOCUMENT_LIMIT);
  });

  it('edits with the dates shown as ДД.ММ.ГГГГ, and removes by the number', async () => {
    const dl = buildDriverLicense({ id: 4, issueDate: '2021-03-15', driverName: 'Папа' });
    server.use(
      http.put('*/105/api/dl/4', () => HttpResponse.json({ status: 'ok', driverLicense: dl })),
      http.get('*/105/api/driverLicense', () => HttpResponse.json({ status: 'ok', driverLicense: [dl] })),
      http.delete('*/105/api/driverLicense', () => HttpResponse.json({ status: 'ok' })),
    );
    const user = userEvent.setup();
    renderWithClient(<DriverLicenseSection initial={[dl]} />);
    expect(screen.getByText('Папа')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Изменить ВУ 99 12 345678' }));
    const form = await screen.findByRole('form', { name: 'Изменение: ВУ 99 12 345678' });
    expect(within(form).getByLabelText('Дата выдачи (необязательно)')).toHaveValue('15.03.2021');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await screen.findByText('Сохранено: ВУ 99 12 345678');

    await user.click(screen.getByRole('button', { name: 'Удалить ВУ 99 12 345678' }));
    await user.click(within(screen.getByRole('group', { name: /Удалить ВУ/ })).getByRole('button', { name: 'Удалить' }));
    await screen.findByText('Удалено: ВУ 99 12 345678');
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: 'dl/4',
        query: {},
        body: { driverLicense: '9912345678', issue_date: '15.03.2021', driverName: 'Папа' },
      },
      { method: 'DELETE', path: 'driverLicense', query: { driverLicense: '9912345678' }, body: {} },
    ]);
  });

  it('keeps the licence and shows why when removing fails', async () => {
    server.use(
      http.delete('*/105/api/driverLicense', () =>
        HttpResponse.json(
          { status: 'error', error: { code: 'not_found', errorDesc: 'Водительское удостоверение не найдено' } },
          { status: 404 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithClient(<DriverLicenseSection initial={[buildDriverLicense()]} />);
    await user.click(screen.getByRole('button', { name: 'Удалить ВУ 99 12 345678' }));
    await user.click(within(screen.getByRole('group', { name: /Удалить ВУ/ })).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Водительское удостоверение не найдено');
    expect(screen.getByRole('button', { name: 'Отмена' })).toBeEnabled();
  });
});
