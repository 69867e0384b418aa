import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FineDetails } from '@/components/fine-details/fine-details';
import { OrderDetails } from '@/components/fine-details/order-details';
import { MSG_FINE_NO_ARTICLE, MSG_FINES_UNKNOWN_STATUS, MSG_MASKED_PERSON } from '@/lib/domain/messages';
import { buildFineDetails, buildOrderDetails } from './fine-details-builders';
import { renderWithClient, rubles } from './helpers';

/** Noon in Moscow on 2025-05-14: 13 days of a discount until 2025-05-26 are left, today included. */
const RENDERED_AT = Date.parse('2025-05-14T12:00:00+03:00');

function renderFine(overrides: Parameters<typeof buildFineDetails>[0] = {}) {
  return renderWithClient(<FineDetails fine={buildFineDetails(overrides)} map={null} renderedAt={RENDERED_AT} />);
}

/** The value shown for the term `term` in a details list. */
function valueOf(term: string): string {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

describe('FineDetails: the three variants (spec §3, §4)', { timeout: 15_000 }, () => {
  it('ordinary: every field of the charge, the pay-by date and no discount or overdue mark', () => {
    renderFine();
    expect(screen.getByRole('heading', { level: 1, name: 'КоАП РФ 12.12 ч.1' })).toBeInTheDocument();
    expect(screen.getByText('Проезд на запрещающий сигнал светофора')).toBeInTheDocument();
    expect(screen.getByText(rubles(150_000))).toBeInTheDocument();
    expect(screen.getByText('Оплатить до 03.07.2025 включительно')).toBeInTheDocument();
    expect(screen.queryByText('Просрочен')).not.toBeInTheDocument();
    expect(screen.queryByText(/Скидка/)).not.toBeInTheDocument();
    expect(screen.getByText('Не оплачен')).toBeInTheDocument();

    expect(screen.getByText(/водитель проехал на запрещающий сигнал/)).toBeInTheDocument();
    expect(valueOf('Дата и время')).toBe('20.04.2025, 14:32');
    expect(valueOf('Как зафиксировано')).toMatch(/Камера/);
    expect(valueOf('Место')).toBe('г. Москва, ул. Тверская, д. 12');
    expect(valueOf('Госномер')).toBe('А123ВС77');
    expect(valueOf('СТС')).toBe('9904449114');
    expect(valueOf('Владелец или водитель')).toBe('Иванов Иван Иванович');
    expect(screen.getByText('Координаты:', { exact: false })).toHaveTextContent('55.765000, 37.604700');
    expect(valueOf('Номер постановления')).toBe('18810177250101000026');
    expect(valueOf('Дата постановления')).toBe('24.04.2025');
    expect(screen.getByRole('link', { name: /Копия постановления/ })).toHaveAttribute(
      'href',
      expect.stringContaining('/105/api/file?'),
    );
    expect(screen.getByRole('link', { name: '+7 (495) 012-34-56' })).toHaveAttribute('href', 'tel:+74950123456');
    // The navigation rules refuse unmarked links off the site (spec §2): the phone is marked external.
    expect(screen.getByRole('link', { name: '+7 (495) 012-34-56' })).toHaveAttribute('rel', 'external');
    expect(valueOf('Координаты')).toBe('55.700000, 37.600000');
    expect(valueOf('ИНН получателя')).toBe('7707089101');
    expect(valueOf('ОКТМО')).toBe('45000000');
    for (const term of ['Получатель', 'КПП', 'Счёт получателя', 'БИК', 'Банк получателя', 'КБК', 'Назначение платежа']) {
      expect(valueOf(term), term).not.toBe('');
    }
    const timeline = screen.getByRole('heading', { name: 'Ход дела' }).closest('section')!;
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['20.04.2025Нарушение зафиксировано камерой', '24.04.2025Вынесено постановление № 18810177250101000026']);
    expect(screen.getByRole('button', { name: 'Сообщить об ошибке' })).toBeInTheDocument();
  });

  it('gives the focus back to «Сообщить об ошибке» when its form closes', async () => {
    const user = userEvent.setup();
    renderFine();
    await user.click(screen.getByRole('button', { name: 'Сообщить об ошибке' }));
    expect(screen.getByRole('form', { name: 'Сообщить об ошибке в штрафе' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.getByRole('button', { name: 'Сообщить об ошибке' })).toHaveFocus();
  });

  it('discounted: the discounted amount, the full one struck through, the last day and the days left', () => {
    renderFine({
      fineAmount: 75_000,
      amountToPay: 56_250,
      discountInfo: {
        fullAmount: 75_000,
        discountAmount: 56_250,
        discountUntil: '2025-05-26',
        statementDate: '2025-04-24',
        percent: 25,
      },
    });
    expect(screen.getByText(rubles(56_250))).toBeInTheDocument();
    expect(screen.getByText(rubles(75_000)).closest('s')).not.toBeNull();
    expect(screen.getByText('Скидка 25 %')).toBeInTheDocument();
    expect(screen.getByText(/Скидка 25\s% при оплате до 26\.05\.2025 включительно/)).toHaveTextContent('ещё 13 дней');
  });

  it('a paid fine, or one waiting for confirmation, shows no discount to take, whatever days of it are left', () => {
    const discountInfo = {
      fullAmount: 75_000,
      discountAmount: 56_250,
      discountUntil: '2025-05-26',
      statementDate: '2025-04-24',
      percent: 25,
    };
    for (const fineStatus of ['in_progress', 'paid'] as const) {
      renderFine({ fineStatus, fineAmount: 75_000, amountToPay: 56_250, discountInfo });
      expect(screen.getByText(rubles(75_000)).closest('s')).toBeNull();
      expect(screen.queryByText(/Скидка 25/)).not.toBeInTheDocument();
      expect(screen.queryByText(/ещё 13 дней/)).not.toBeInTheDocument();
      // Waiting for confirmation of a payment made while the discount lasted: the sum it was paid at.
      const paidAt = screen.queryByText(/^Если оплата внесена до 26\.05\.2025 включительно, она со скидкой 25\s%: 562,50\s₽\.$/);
      if (fineStatus === 'in_progress') expect(paidAt).toBeInTheDocument();
      else expect(paidAt).toBeNull();
      cleanup();
    }
  });

  it('overdue: says so with the date it was due, and the law that follows', () => {
    renderFine({ is_overdue: true, statementDate: '2025-01-10', payBy: '2025-03-21' });
    expect(screen.getByText('Просрочен')).toBeInTheDocument();
    expect(screen.getByText(/Просрочен: оплатить нужно было до 21\.03\.2025/)).toHaveTextContent('КоАП РФ, ст. 20.25');
    expect(screen.queryByText(/включительно/)).not.toBeInTheDocument();
  });

  it('says «Нет статьи нарушения» without an article and names an unknown status (spec §8)', () => {
    renderFine({ article: null, fineStatus: 'archived' });
    expect(screen.getByRole('heading', { level: 1, name: MSG_FINE_NO_ARTICLE })).toBeInTheDocument();
    expect(screen.getByText(MSG_FINES_UNKNOWN_STATUS)).toBeInTheDocument();
    expect(screen.getByText('Место', { selector: 'dt' })).toBeInTheDocument();
  });

  it('a fine moved to the bailiffs says its УИН is void and links to the order', () => {
    renderFine({ fineStatus: 'moved-to-order', amountToPay: 0, order: { id: 77, uin: '3227700125010100000000018' } });
    expect(screen.getByText(/больше не действует/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть постановление ФССП' })).toHaveAttribute('href', '/fines/list/order/77');
  });

  it('an organization’s fine links to the order under the organization’s fleet page', () => {
    renderWithClient(
      <FineDetails
        fine={buildFineDetails({
          fineStatus: 'moved-to-order',
          amountToPay: 0,
          order: { id: 77, uin: '3227700125010100000000018' },
        })}
        map={null}
        renderedAt={RENDERED_AT}
        organizationId={5}
      />,
    );
    expect(screen.getByRole('link', { name: 'Открыть постановление ФССП' })).toHaveAttribute(
      'href',
      '/fines/list/organization/5/order/77',
    );
    expect(screen.getByText('Передан приставам')).toBeInTheDocument();
  });

  it('a charge known only by its УИН says why its person is masked and shows no photos or copy', () => {
    renderFine({
      masked: true,
      fileUrl: null,
      photoCount: 2,
      stsNumber: '•••••• 9114',
      person: { surname: 'И***', name: 'И.', patronymic: 'И.', organization: null },
    });
    expect(valueOf('Владелец или водитель')).toBe('И*** И. И.');
    expect(screen.getByText(MSG_MASKED_PERSON)).toBeInTheDocument();
    expect(screen.getByText(/Камера сделала 2 фото. Их можно посмотреть, добавив документ/)).toBeInTheDocument();
    expect(screen.queryByText(/Загружаем фотографии/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Копия постановления/ })).not.toBeInTheDocument();
    cleanup();
    renderFine();
    expect(screen.queryByText(MSG_MASKED_PERSON)).not.toBeInTheDocument();
  });

  it('a tax charge shows its deadline and requisites, without an offence', () => {
    renderFine({ kind: 'tax', article: null, purpose: 'Транспортный налог с физических лиц за 2024 год', payBy: '2025-12-01' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Транспортный налог с физических лиц за 2024 год' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Нарушение' })).not.toBeInTheDocument();
    expect(valueOf('Срок уплаты')).toBe('01.12.2025');
    expect(screen.getByText('Налог')).toBeInTheDocument();
  });
});

describe('OrderDetails (spec §3 Order)', () => {
  it('shows every field of the order and links back to the fine it replaced', () => {
    renderWithClient(<OrderDetails order={buildOrderDetails()} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Исполнительное производство № 123456/25/77001-ИП' }),
    ).toBeInTheDocument();
    expect(screen.getByText(rubles(250_000))).toBeInTheDocument();
    expect(screen.getByText('Не оплачено')).toBeInTheDocument();
    expect(valueOf('Дата возбуждения')).toBe('01.03.2025');
    expect(valueOf('Должник')).toBe('Иванов Иван Иванович');
    expect(screen.getByRole('link', { name: '+7 (495) 098-76-54' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть исходный штраф' })).toHaveAttribute('href', '/fines/list/fine/41');
    cleanup();
    renderWithClient(<OrderDetails order={buildOrderDetails()} organizationId={5} />);
    expect(screen.getByRole('link', { name: 'Открыть исходный штраф' })).toHaveAttribute(
      'href',
      '/fines/list/organization/5/fine/41',
    );
    expect(screen.getByText(/КоАП РФ 12\.15 ч\.4/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Постановление о возбуждении/ })).toBeInTheDocument();
    expect(screen.getByText(/Возбуждено исполнительное производство/)).toBeInTheDocument();
  });
});
