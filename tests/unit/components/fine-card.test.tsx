import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG_FINE_NO_ARTICLE, MSG_FINES_UNKNOWN_STATUS } from '@/lib/domain/messages';
import { FineCard } from '@/components/fines/fine-card';
import { OrderCard } from '@/components/fines/order-card';
import { buildFine, buildOrder, rubles } from './helpers';

const TODAY = '2025-05-01';

describe('FineCard', () => {
  it('shows the discounted amount, the struck full amount, the discount term and the fee on it', () => {
    // 750 ₽ from 2025-04-24: 25 % off until 2025-05-26 → 562,50 ₽ (DOMAIN.md).
    render(<FineCard fine={buildFine({ amountKopeks: 75_000, discount: { percent: 25, until: '2025-05-26' } })} today={TODAY} />);

    expect(screen.getByText(rubles(56_250))).toHaveClass('amount__main');
    expect(screen.getByText(rubles(75_000)).closest('s')).not.toBeNull();
    expect(screen.getByText('скидка 25 % до 26.05.2025')).toBeInTheDocument();
    expect(screen.getByText('Оплатить до 03.07.2025')).toBeInTheDocument();
    // The fee follows the amount actually paid: 562,50 ₽ is in the 500–800 ₽ tier → 89 ₽.
    expect(screen.getByText(`Комиссия сервиса: ${rubles(8_900)}`)).toBeInTheDocument();
    expect(screen.getByText(`Итого к оплате: ${rubles(65_150)}`)).toBeInTheDocument();
    expect(screen.queryByText('Просрочен')).not.toBeInTheDocument();
  });

  it('drops the discount after its last day', () => {
    render(
      <FineCard fine={buildFine({ amountKopeks: 75_000, discount: { percent: 25, until: '2025-05-26' } })} today="2025-05-27" />,
    );
    expect(screen.getByText(rubles(75_000))).toHaveClass('amount__main');
    expect(screen.queryByText(/скидка/)).not.toBeInTheDocument();
  });

  it('marks an unpaid fine past its term as overdue with the pay-by date', () => {
    render(<FineCard fine={buildFine({ billDate: '2025-01-10', payBy: '2025-03-21', amountKopeks: 150_000 })} today={TODAY} />);
    expect(screen.getByText('Просрочен')).toBeInTheDocument();
    expect(screen.getByText('Оплатить нужно было до 21.03.2025')).toBeInTheDocument();
    // 9 % of 1 500 ₽.
    expect(screen.getByText(`Комиссия сервиса: ${rubles(13_500)}`)).toBeInTheDocument();
  });

  it('says when the fine has no article', () => {
    render(<FineCard fine={buildFine({ article: null, shortText: null })} today={TODAY} />);
    expect(screen.getByRole('heading', { name: MSG_FINE_NO_ARTICLE })).toBeInTheDocument();
  });

  it('shows the article linked to the fine’s page, the offence and the grouped УИН', () => {
    const fine = buildFine({ uin: '18810142200817004923' });
    render(<FineCard fine={fine} today={TODAY} />);
    const card = screen.getByRole('article', { name: 'КоАП 12.12 ч.1' });
    expect(within(card).getByRole('link', { name: 'КоАП 12.12 ч.1' })).toHaveAttribute('href', `/fines/list/fine/${fine.id}`);
    expect(within(card).getByText('Проезд на запрещающий сигнал светофора')).toBeInTheDocument();
    expect(within(card).getByText('20.04.2025, 14:32')).toBeInTheDocument();
    expect(within(card).getByText('1881').parentElement).toHaveTextContent('18810142200817004923');
    expect(within(card).getByText('24.04.2025')).toBeInTheDocument();
  });

  it('tells that an in-progress payment waits for confirmation and asks for no fee', () => {
    render(<FineCard fine={buildFine({ status: 'in_progress', billDate: '2025-01-10', payBy: '2025-03-21' })} today={TODAY} />);
    expect(screen.getByText('Оплачен, ждём подтверждения')).toBeInTheDocument();
    expect(screen.queryByText(/Комиссия сервиса/)).not.toBeInTheDocument();
    expect(screen.queryByText('Просрочен')).not.toBeInTheDocument();
  });

  it('says a status it does not know in its place, and claims nothing about paying it (spec §8)', () => {
    render(
      <FineCard
        fine={buildFine({ status: 'annulled', payBy: '2025-03-21', discount: { percent: 25, until: '2025-05-26' } })}
        today={TODAY}
      />,
    );
    expect(screen.getByText(MSG_FINES_UNKNOWN_STATUS)).toBeInTheDocument();
    expect(screen.getByText(rubles(150_000))).toHaveClass('amount__main');
    expect(screen.queryByText(/Оплатить/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Комиссия сервиса/)).not.toBeInTheDocument();
    expect(screen.queryByText('Просрочен')).not.toBeInTheDocument();
  });
});

describe('OrderCard', () => {
  it('shows the bailiffs’ order, links to its page and warns that the old УИН is not payable', () => {
    const order = buildOrder({ fineUin: '18810177250110000001', amountKopeks: 80_000 });
    render(<OrderCard order={order} sources={['Моя машина']} />);
    // Without the replaced fine's article, the title is the case number: never a generic «Передан приставам».
    const title = screen.getByRole('heading', { name: 'Исполнительное производство № 12345/25/77001-ИП' });
    expect(within(title).getByRole('link')).toHaveAttribute('href', `/fines/list/order/${order.id}`);
    expect(screen.getByText('По документу: Моя машина')).toBeInTheDocument();
    expect(screen.getByText('12345/25/77001-ИП')).toBeInTheDocument();
    expect(screen.getByText(rubles(80_000))).toBeInTheDocument();
    expect(screen.getByText('01.02.2025')).toBeInTheDocument();
    expect(screen.getByText(/больше не действует/)).toHaveTextContent('УИН штрафа 18810177250110000001 больше не действует');
  });

  it('says an order paid through us awaits confirmation, not an unknown status', () => {
    render(<OrderCard order={buildOrder({ status: 'in_progress' })} />);
    expect(screen.getByText('Оплачен, ждём подтверждения')).toBeInTheDocument();
    expect(screen.queryByText('Неизвестный статус ответа сервера')).toBeNull();
  });

  it('is titled by the offence of the fine it replaced', () => {
    render(<OrderCard order={buildOrder({ fineArticle: '12.15 ч.1' })} />);
    expect(screen.getByRole('heading', { name: 'КоАП 12.15 ч.1 — у приставов' })).toBeInTheDocument();
  });
});
