import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readAuth } from '@/api-client/auth-storage';
import { flushTracking } from '@/api-client/tracking-queue';
import { MSG_PLATE_INVALID, MSG_REGION_INVALID, MSG_STS_INVALID } from '@/lib/domain/messages';
import { FineCheckForm } from '@/components/fines/fine-check-form';
import { CLIENT_ID, captureRequests, renderWithClient, setupApiServer, signIn } from './helpers';
import { router } from './router-mock';

vi.mock('next/navigation', () => import('./router-mock'));

const server = setupApiServer();

let requests: string[];
beforeEach(() => {
  window.localStorage.clear();
  router.push.mockReset();
  requests = captureRequests(server);
});

function renderForm() {
  return renderWithClient(
    <>
      <FineCheckForm />
      <ToastContainer />
    </>,
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>, sts: string, plate: string, region: string) {
  if (sts) await user.type(screen.getByLabelText('Номер СТС'), sts);
  if (plate) await user.type(screen.getByLabelText('Госномер'), plate);
  if (region) await user.type(screen.getByLabelText('Регион'), region);
}

describe('FineCheckForm', () => {
  it('shows the exact messages for empty fields and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Проверить штрафы' }));

    expect(await screen.findByText(MSG_STS_INVALID)).toBeInTheDocument();
    expect(screen.getByText(MSG_PLATE_INVALID)).toBeInTheDocument();
    expect(screen.getByText(MSG_REGION_INVALID)).toBeInTheDocument();
    const sts = screen.getByLabelText('Номер СТС');
    expect(sts).toHaveAttribute('aria-invalid', 'true');
    expect(sts).toHaveAccessibleDescription(expect.stringContaining(MSG_STS_INVALID));
    expect(sts).toHaveFocus();
    expect(requests).toEqual([]);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('rejects an incomplete СТС, a short plate and a region that does not exist', async () => {
    const user = userEvent.setup();
    renderForm();
    await fill(user, '99044', 'а12', '20');
    await user.click(screen.getByRole('button', { name: 'Проверить штрафы' }));

    expect(await screen.findByText(MSG_STS_INVALID)).toBeInTheDocument();
    expect(screen.getByText(MSG_PLATE_INVALID)).toBeInTheDocument();
    // Two digits, but no such region: say that, not «2 или 3 цифры».
    expect(screen.getByText('Региона с кодом 20 нет')).toBeInTheDocument();
    expect(screen.queryByText(MSG_REGION_INVALID)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Госномер')).toHaveValue('А12');
    expect(requests).toEqual([]);
  });

  it('creates an anonymous user with the certificate and opens the fines list', async () => {
    let body: URLSearchParams | undefined;
    server.use(
      http.get('*/105/api/client', () => HttpResponse.json({ status: 'ok', clientId: CLIENT_ID })),
      http.post('*/105/api/newuser', async ({ request }) => {
        expect(request.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
        body = new URLSearchParams(await request.text());
        return HttpResponse.json({ status: 'ok', userId: 42, salt: 'secret-salt' });
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await fill(user, '9904449114', 'a123bc', '77');
    expect(screen.getByLabelText('Номер СТС')).toHaveValue('99 04 449114');
    await user.click(screen.getByRole('button', { name: 'Проверить штрафы' }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/fines/list'));
    expect(requests).toEqual(['GET /105/api/client', 'POST /105/api/newuser']);
    expect(Object.fromEntries(body!)).toEqual({
      clientId: CLIENT_ID,
      channel: 'web',
      sts: '9904449114',
      vehiclePlateNumber: 'А123ВС',
      vehiclePlateRegion: '77',
    });
    expect(readAuth()).toMatchObject({ userId: '42', salt: 'secret-salt', clientId: CLIENT_ID });

    // The first certificate is reported as a form submission (spec §7), its number masked.
    let records: string | null = null;
    server.use(
      http.post('*/105/api/track/batch', async ({ request }) => {
        records = new URLSearchParams(await request.text()).get('records');
        return HttpResponse.json({ status: 'ok', accepted: 1 });
      }),
    );
    flushTracking();
    await waitFor(() => expect(records).not.toBeNull());
    const sent = JSON.parse(records!) as { type: string; formName?: string }[];
    expect(sent).toContainEqual(expect.objectContaining({ type: 'form', formName: 'sts' }));
    expect(records).not.toContain('9904449114');
  });

  it('adds the certificate for a signed-in user, a duplicate included', async () => {
    signIn('7');
    let query: URLSearchParams | undefined;
    server.use(
      http.post('*/105/api/sts', ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json(
          { status: 'error', error: { code: 'duplicate', errorDesc: 'Этот документ уже добавлен' } },
          { status: 409 },
        );
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await fill(user, '9904449114', 'А123ВС', '777');
    await user.click(screen.getByRole('button', { name: 'Проверить штрафы' }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/fines/list'));
    expect(requests).toEqual(['POST /105/api/sts']);
    expect(query?.get('userId')).toBe('7');
  });

  it('shows a server field error next to the field and stays on the page', async () => {
    server.use(
      http.get('*/105/api/client', () => HttpResponse.json({ status: 'ok', clientId: CLIENT_ID })),
      http.post('*/105/api/newuser', () =>
        HttpResponse.json(
          {
            status: 'error',
            error: { code: 'invalid_input', errorDesc: 'Такой СТС не выдавался', fields: { sts: 'Такой СТС не выдавался' } },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderForm();
    await fill(user, '9904449114', 'А123ВС', '77');
    await user.click(screen.getByRole('button', { name: 'Проверить штрафы' }));

    expect(await screen.findByText('Такой СТС не выдавался')).toBeInTheDocument();
    expect(screen.getByLabelText('Номер СТС')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Проверить штрафы' })).toBeEnabled();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('shows any other server error in the form, above its button, as an alert', async () => {
    server.use(
      http.get('*/105/api/client', () =>
        HttpResponse.json(
          { status: 'error', error: { code: 'unavailable', errorDesc: 'Сервис временно недоступен' } },
          { status: 503 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderForm();
    await fill(user, '9904449114', 'А123ВС', '77');
    await user.click(screen.getByRole('button', { name: 'Проверить штрафы' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Сервис временно недоступен');
    expect(screen.getByRole('form', { name: 'Проверка штрафов по СТС' })).toContainElement(alert);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('says why a Latin letter without a Cyrillic twin is not taken into the plate', async () => {
    const user = userEvent.setup();
    renderForm();
    const plate = screen.getByLabelText('Госномер');
    await user.type(plate, 'Q');
    expect(plate).toHaveValue('');
    expect(await screen.findByText('Только буквы А В Е К М Н О Р С Т У Х')).toBeInTheDocument();
    expect(plate).toHaveAccessibleDescription(expect.stringContaining('Только буквы А В Е К М Н О Р С Т У Х'));
    // An accepted letter clears the note.
    await user.type(plate, 'a');
    expect(plate).toHaveValue('А');
    expect(screen.queryByText('Только буквы А В Е К М Н О Р С Т У Х')).not.toBeInTheDocument();
  });

  it('says where the plate wants a letter or a digit when a typed one is dropped (after `Q`, `123` would vanish)', async () => {
    const user = userEvent.setup();
    renderForm();
    const plate = screen.getByLabelText('Госномер');
    await user.type(plate, 'Q1');
    expect(plate).toHaveValue('');
    expect(await screen.findByText('Госномер начинается с буквы: А123ВС')).toBeInTheDocument();
    await user.type(plate, 'А12З');
    expect(plate).toHaveValue('А12');
    expect(await screen.findByText('После первой буквы — три цифры: А123ВС')).toBeInTheDocument();
    expect(plate).toHaveAccessibleDescription(expect.stringContaining('После первой буквы — три цифры'));
    await user.type(plate, '34');
    expect(plate).toHaveValue('А123');
    expect(await screen.findByText('После трёх цифр — две буквы: А123ВС')).toBeInTheDocument();
    // A character deleted: the note no longer fits the field.
    await user.type(plate, '{Backspace}');
    expect(plate).toHaveValue('А12');
    expect(screen.queryByText('После трёх цифр — две буквы: А123ВС')).not.toBeInTheDocument();
    // Leaving the field: its own message speaks for it.
    await user.type(plate, 'Ж');
    expect(await screen.findByText('После первой буквы — три цифры: А123ВС')).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByText('После первой буквы — три цифры: А123ВС')).not.toBeInTheDocument();
  });

  it('says nothing of letters and digits when a full plate drops a character for want of room', async () => {
    const user = userEvent.setup();
    renderForm();
    const plate = screen.getByLabelText('Госномер');
    await user.type(plate, 'А123ВС');
    await user.type(plate, '5', { initialSelectionStart: 0, initialSelectionEnd: 0 });
    expect(plate).toHaveValue('А123ВС');
    expect(screen.queryByText(/Госномер начинается с буквы/)).not.toBeInTheDocument();
  });

  it('keeps untouched fields quiet when focus only passes through, and checks a changed one on leaving', async () => {
    const user = userEvent.setup();
    renderForm();
    const sts = screen.getByLabelText('Номер СТС');
    await user.click(sts);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.queryByText(MSG_STS_INVALID)).not.toBeInTheDocument();
    expect(screen.queryByText(MSG_PLATE_INVALID)).not.toBeInTheDocument();
    expect(screen.queryByText(MSG_REGION_INVALID)).not.toBeInTheDocument();
    expect(sts).not.toHaveAttribute('aria-invalid');

    await user.type(sts, '9904');
    await user.tab();
    expect(await screen.findByText(MSG_STS_INVALID)).toBeInTheDocument();
    expect(screen.queryByText(MSG_PLATE_INVALID)).not.toBeInTheDocument();
  });

  it('posts to the server without JavaScript, never in the address, and shows the messages it sent back', () => {
    renderWithClient(<FineCheckForm messages={{ vehiclePlateRegion: 'Региона с кодом 20 нет', _: 'Слишком много попыток' }} />);
    const form = screen.getByRole('form', { name: 'Проверка штрафов по СТС' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/check');
    expect(screen.getByLabelText('Номер СТС')).toHaveAttribute('name', 'sts');
    expect(screen.getByLabelText('Госномер')).toHaveAttribute('name', 'vehiclePlateNumber');
    expect(screen.getByLabelText('Регион')).toHaveAttribute('name', 'vehiclePlateRegion');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Регион: Региона с кодом 20 нет');
    expect(alert).toHaveTextContent('Слишком много попыток');
    // The field is marked as the scripts would mark it, with its message under it.
    const region = screen.getByLabelText('Регион');
    expect(region).toHaveAttribute('aria-invalid', 'true');
    expect(region).toHaveAccessibleDescription(expect.stringContaining('Региона с кодом 20 нет'));
    expect(screen.getByLabelText('Номер СТС')).not.toHaveAttribute('aria-invalid');
    // The page opens at the first field the server named.
    expect(region).toHaveFocus();
  });

  it('drops the server’s message from a field once it is corrected and checked again', async () => {
    const user = userEvent.setup();
    renderWithClient(
      <FineCheckForm messages={{ vehiclePlateRegion: 'Региона с кодом 20 нет' }} values={{ vehiclePlateRegion: '20' }} />,
    );
    const region = screen.getByLabelText('Регион');
    expect(region).toHaveAttribute('aria-invalid', 'true');
    await user.clear(region);
    await user.type(region, '77');
    await user.tab();
    await waitFor(() => expect(region).not.toHaveAttribute('aria-invalid'));
    expect(region).not.toHaveAccessibleDescription(expect.stringContaining('Региона с кодом 20 нет'));
  });

  it('stays focused on a busy button while the check runs', async () => {
    let answer: (value: Response) => void = () => {};
    server.use(
      http.get('*/105/api/client', () => HttpResponse.json({ status: 'ok', clientId: CLIENT_ID })),
      http.post('*/105/api/newuser', () => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const user = userEvent.setup();
    renderForm();
    await fill(user, '9904449114', 'А123ВС', '77');
    const button = screen.getByRole('button', { name: 'Проверить штрафы' });
    // From the keyboard: the button keeps the focus (a mouse press leaves it in the field, see below).
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');

    const form = screen.getByRole('form', { name: 'Проверка штрафов по СТС' });
    await waitFor(() => expect(form).toHaveAttribute('aria-busy', 'true'));
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    expect(screen.getByText('Проверяем данные…')).toBeInTheDocument();
    // A second press while busy sends nothing more.
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(requests.filter((r) => r === 'POST /105/api/newuser')).toHaveLength(1);
    answer(HttpResponse.json({ status: 'ok', userId: 42, salt: 'secret-salt' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/fines/list'));
  });

  it('a mouse press leaves the focus in the field, so the field’s blur cannot move the button from under the pointer', async () => {
    const user = userEvent.setup();
    renderForm();
    const sts = screen.getByLabelText('Номер СТС');
    await user.type(sts, '12');
    await user.click(screen.getByRole('button', { name: 'Проверить штрафы' }));
    // The press was a submit: every field is checked, and the keyboard is at the first wrong one.
    expect(await screen.findByText('Введите код региона: 2 или 3 цифры, например 77 или 777')).toBeInTheDocument();
    expect(sts).toHaveFocus();
  });
});
