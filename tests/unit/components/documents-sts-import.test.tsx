import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MSG_DOCUMENT_LIMIT, MSG_STS_INVALID } from '@/lib/domain/messages';
import { StsSection } from '@/components/documents/sts-section';
import { buildSts, noFines, openForm, recordSignedInRequests } from './documents-helpers';
import { renderWithClient, setupApiServer } from './helpers';

const server = setupApiServer();
const { writes } = recordSignedInRequests(server, noFines);

async function openImport(user: UserEvent) {
  const form = await openForm(user, 'Добавить списком', 'Добавление СТС списком');
  const text = within(form).getByLabelText('Список СТС');
  expect(text).toHaveFocus();
  return { form, text };
}

describe('СТС import', () => {
  it('lists the errors by line and sends nothing; fixing the text updates the list', async () => {
    const user = userEvent.setup();
    renderWithClient(<StsSection initial={[]} />);
    const { form, text } = await openImport(user);
    await user.type(text, '9904449114{Enter}99044');
    await user.click(within(form).getByRole('button', { name: 'Добавить список' }));

    expect(within(form).getByText(`Строка 2: ${MSG_STS_INVALID}`)).toBeInTheDocument();
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveAccessibleDescription(expect.stringContaining(`Строка 2: ${MSG_STS_INVALID}`));
    expect(text).toHaveFocus();
    expect(writes()).toEqual([]);

    await user.type(text, '49114');
    expect(within(form).queryByText(/Строка 2/)).not.toBeInTheDocument();
    expect(text).not.toHaveAttribute('aria-invalid');
  });

  it('posts the list as JSON and tells how many were added and how many were there already', async () => {
    const added = [buildSts({ id: 21, sts: '77АВ123456' }), buildSts({ id: 22, sts: '7701123456' })];
    server.use(
      http.post('*/105/api/sts/import', () => HttpResponse.json({ status: 'ok', added, skipped: ['9904449114'] })),
      http.get('*/105/api/sts', () => HttpResponse.json({ status: 'ok', sts: [buildSts({ id: 20 }), ...added] })),
    );
    const user = userEvent.setup();
    renderWithClient(<StsSection initial={[buildSts({ id: 20 })]} />);
    const { form, text } = await openImport(user);
    await user.type(text, '9904449114; А123ВС; 77{Enter}77ab123456{Enter}7701123456');
    await user.click(within(form).getByRole('button', { name: 'Добавить список' }));

    expect(await screen.findByText('Добавлено: 2, уже были: 1')).toBeInTheDocument();
    expect(writes()).toHaveLength(1);
    expect(writes()[0]?.path).toBe('sts/import');
    expect(JSON.parse(writes()[0]?.body.stsList ?? '')).toEqual([
      { sts: '9904449114', vehiclePlateNumber: 'А123ВС', vehiclePlateRegion: '77' },
      { sts: '77АВ123456' },
      { sts: '7701123456' },
    ]);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Добавить списком' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: /3 из 50/ })).toBeInTheDocument();
  });

  it('shows the server’s refusal when the list would pass 50', async () => {
    server.use(
      http.post('*/105/api/sts/import', () =>
        HttpResponse.json({ status: 'error', error: { code: 'limit', errorDesc: MSG_DOCUMENT_LIMIT } }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderWithClient(<StsSection initial={[]} />);
    const { form, text } = await openImport(user);
    await user.type(text, '9904449114');
    await user.click(within(form).getByRole('button', { name: 'Добавить список' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(MSG_DOCUMENT_LIMIT);
  });
});
