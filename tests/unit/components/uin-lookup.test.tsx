import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readAuth } from '@/api-client/auth-storage';
import { UinLookup } from '@/components/uin-lookup/uin-lookup';
import { OffenceMap } from '@/components/map/offence-map';
import { MSG_UIN_INVALID_CHECKSUM, MSG_UIN_INVALID_LENGTH } from '@/lib/domain/messages';
import { buildFineDetails } from './fine-details-builders';
import { CLIENT_ID, captureRequests, renderWithClient, setupApiServer } from './helpers';
import { router } from './router-mock';

vi.mock('next/navigation', () => import('./router-mock'));

const server = setupApiServer();
beforeEach(() => {
  window.localStorage.clear();
  router.push.mockReset();
});
const VALID = '18810142200817004923';

describe('UinLookup', { timeout: 15_000 }, () => {
  it('refuses a wrong length or check digit as typed, sending nothing', async () => {
    const requests = captureRequests(server);
    const user = userEvent.setup();
    renderWithClient(<UinLookup kind="fine" />);
    const input = screen.getByLabelText('УИН штрафа');
    await user.type(input, '1881014220');
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    expect(await screen.findByText(MSG_UIN_INVALID_LENGTH)).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '18810142200817004924');
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    expect(await screen.findByText(MSG_UIN_INVALID_CHECKSUM)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toEqual([]);
  });

  it('answers «не найдено» for a valid unknown УИН, without signing in', async () => {
    server.use(
      http.get('*/105/api/tax/uinInfo', () =>
        HttpResponse.json({ status: 'ok', found: false, fine: null, order: null, sandbox: true }),
      ),
    );
    const requests = captureRequests(server, (r) => new URL(r.url).search);
    const user = userEvent.setup();
    renderWithClient(<UinLookup kind="tax" />);
    await user.type(screen.getByLabelText('УИН начисления'), `${VALID.slice(0, 10)} ${VALID.slice(10)}`);
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    expect(await screen.findByText(/не найдено/)).toBeInTheDocument();
    // Spaces are dropped, and no session goes with an anonymous lookup.
    expect(requests).toEqual([`?uin=${VALID}`]);

    // Another number refused as typed: its error shows, and the answer for the previous one goes.
    const input = screen.getByLabelText('УИН начисления');
    await user.clear(input);
    await user.type(input, '18810142200817004924');
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    expect(await screen.findByText(MSG_UIN_INVALID_CHECKSUM)).toBeInTheDocument();
    expect(screen.queryByText(/не найдено/)).not.toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('shows a found charge in full with «Оплатить»; paying keeps it for a new anonymous visitor and opens the prepayment page', async () => {
    const fine = buildFineDetails({ id: null, uin: VALID, fileUrl: null, photoCount: 2, fineStatus: 'notpaid' });
    server.use(
      http.get('*/105/api/fine/uinInfo', () =>
        HttpResponse.json({ status: 'ok', found: true, fine, order: null, sandbox: true }),
      ),
      http.get('*/105/api/client', () => HttpResponse.json({ status: 'ok', clientId: CLIENT_ID })),
      http.post('*/105/api/newuser', () => HttpResponse.json({ status: 'ok', userId: 42, salt: 'secret-salt' })),
      http.post('*/105/api/fine/uinAdd', () => HttpResponse.json({ status: 'ok', chargeId: 7, uin: VALID })),
    );
    const requests = captureRequests(server);
    const user = userEvent.setup();
    renderWithClient(<UinLookup kind="fine" />);
    await user.type(screen.getByLabelText('УИН штрафа'), VALID);
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'КоАП РФ 12.12 ч.1' })).toBeInTheDocument();
    expect(screen.getByText(/Демонстрационный режим/)).toBeInTheDocument();
    // Not the person's own charge: no photos to fetch and no report form.
    expect(screen.getByText(/Камера сделала 2 фото/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Сообщить об ошибке' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Оплатить' }));
    await vi.waitFor(() => expect(router.push).toHaveBeenCalledWith(`/prepayment?uin=${VALID}`));
    expect(requests).toEqual([
      'GET /105/api/fine/uinInfo',
      'GET /105/api/client',
      'POST /105/api/newuser',
      'POST /105/api/fine/uinAdd',
    ]);
    expect(readAuth()).toMatchObject({ userId: '42' });
  });

  it('offers no «Оплатить» for a fine paid already or handed to the bailiffs (the order is paid instead)', async () => {
    const paid = buildFineDetails({ id: null, uin: VALID, fileUrl: null, fineStatus: 'paid' });
    server.use(
      http.get('*/105/api/fine/uinInfo', () =>
        HttpResponse.json({ status: 'ok', found: true, fine: paid, order: null, sandbox: true }),
      ),
    );
    const user = userEvent.setup();
    renderWithClient(<UinLookup kind="fine" />);
    await user.type(screen.getByLabelText('УИН штрафа'), VALID);
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'КоАП РФ 12.12 ч.1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Оплатить' })).not.toBeInTheDocument();
  });

  it('says a УИН of the other kind is not «не найдено» and links to the page that finds it', async () => {
    server.use(
      http.get('*/105/api/tax/uinInfo', () =>
        HttpResponse.json({ status: 'ok', found: false, fine: null, order: null, sandbox: true, otherKind: 'fine' }),
      ),
    );
    const user = userEvent.setup();
    renderWithClient(<UinLookup kind="tax" />);
    await user.type(screen.getByLabelText('УИН начисления'), `${VALID.slice(0, 10)} ${VALID.slice(10)}`);
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    expect(await screen.findByText('Это УИН штрафа или постановления ФССП, а не налога.')).toBeInTheDocument();
    expect(screen.queryByText(/не найдено/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть штраф в разделе «Штрафы»' })).toHaveAttribute(
      'href',
      `/fines?uin=${VALID}#fines-by-uin`,
    );
  });

  it('shows the server’s message when the limit is reached', async () => {
    server.use(
      http.get('*/105/api/fine/uinInfo', () =>
        HttpResponse.json(
          {
            status: 'error',
            error: { code: 'rate_limited', errorDesc: 'Слишком много проверок по УИН. Попробуйте через несколько минут' },
          },
          { status: 429 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithClient(<UinLookup kind="fine" />);
    await user.type(screen.getByLabelText('УИН штрафа'), VALID);
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Слишком много проверок по УИН');
  });
});

describe('OffenceMap without a tile source', () => {
  it('shows the address, the coordinates and links to map services, and loads no map', () => {
    renderWithClient(
      <OffenceMap
        point={{ lat: 55.765, lng: 37.6047 }}
        address="г. Москва, ул. Тверская, д. 12"
        config={null}
        title="Место нарушения"
      />,
    );
    expect(screen.getByText('г. Москва, ул. Тверская, д. 12')).toBeInTheDocument();
    expect(screen.getByText('55.765000, 37.604700')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть в OpenStreetMap' })).toHaveAttribute(
      'href',
      expect.stringContaining('mlat=55.765'),
    );
    expect(screen.queryByRole('region', { name: /Карта/ })).not.toBeInTheDocument();
  });

  it('shows the answer the page made for `?uin=` (the form sent without JavaScript) until a lookup of its own', async () => {
    server.use(
      http.get('*/105/api/fine/uinInfo', () =>
        HttpResponse.json({ status: 'ok', found: false, fine: null, order: null, sandbox: true }),
      ),
    );
    const user = userEvent.setup();
    const info = { found: true, fine: buildFineDetails({ uin: VALID }), order: null, sandbox: true };
    renderWithClient(<UinLookup kind="fine" answered={{ uin: VALID, info, receivedAt: Date.now() }} />);
    // Without scripts the form is a GET of the page, at the lookup's section.
    const form = screen.getByRole('form', { name: 'Поиск по УИН штрафа' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/fines#fines-by-uin');
    expect(screen.getByLabelText('УИН штрафа')).toHaveValue(VALID);
    expect(screen.getByText('Начисление найдено')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    expect(await screen.findByText(/не найдено/)).toBeInTheDocument();
    expect(screen.queryByText('Начисление найдено')).not.toBeInTheDocument();
  });

  it('shows the page’s answer for a tax УИН on /fines (without JavaScript): a link to /taxes, no «не найдено»', () => {
    const tax = '18207701250101000014';
    const info = { found: false, fine: null, order: null, sandbox: true, otherKind: 'tax' as const };
    // As typed, with spaces: the link carries the number as checked.
    renderWithClient(<UinLookup kind="fine" answered={{ uin: `${tax.slice(0, 10)} ${tax.slice(10)}`, info, receivedAt: 1 }} />);
    expect(screen.getByText('Это УИН налога, а не штрафа.')).toBeInTheDocument();
    expect(screen.queryByText(/не найдено/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть налог в разделе «Налоги»' })).toHaveAttribute(
      'href',
      `/taxes?uin=${tax}#taxes-by-uin`,
    );
  });

  it('links with the number in ordinary digits when it was typed in full-width ones', () => {
    const tax = '18207701250101000014';
    const wide = [...tax].map((d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0)).join('');
    const info = { found: false, fine: null, order: null, sandbox: true, otherKind: 'tax' as const };
    renderWithClient(<UinLookup kind="fine" answered={{ uin: wide, info, receivedAt: 1 }} />);
    expect(screen.getByRole('link', { name: 'Открыть налог в разделе «Налоги»' })).toHaveAttribute(
      'href',
      `/taxes?uin=${tax}#taxes-by-uin`,
    );
  });

  it('shows the page’s refusal of a number as typed, and its failure', () => {
    const { unmount } = renderWithClient(<UinLookup kind="tax" answered={{ uin: '123', fieldError: MSG_UIN_INVALID_LENGTH }} />);
    expect(screen.getByText(MSG_UIN_INVALID_LENGTH)).toBeInTheDocument();
    expect(screen.getByLabelText('УИН начисления')).toHaveValue('123');
    unmount();
    renderWithClient(<UinLookup kind="tax" answered={{ uin: VALID, error: 'Слишком много проверок' }} />);
    expect(screen.getByText('Слишком много проверок')).toBeInTheDocument();
  });
});
