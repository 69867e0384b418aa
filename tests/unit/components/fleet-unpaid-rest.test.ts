import { describe, expect, it } from 'vitest';
import { fleetUnpaidRest } from '@/components/fleet/fleet-unpaid-rest';

const totals = (count: number, awaiting = 0, held = 0) => ({
  count,
  fines: 0,
  fee: 0,
  total: 0,
  awaiting,
  ordersAwaiting: 0,
  ordersOwed: 0,
  held,
  taxes: 0,
});

describe('why a fleet’s unpaid tab holds more than «К оплате» sums', () => {
  it('says nothing when every charge of the tab is summed', () => {
    expect(fleetUnpaidRest({ unpaid: 201, paid: 5, orders: 0 }, totals(201))).toBeNull();
  });

  it('names the charges paid and awaiting ГИС ГМП’s confirmation', () => {
    expect(fleetUnpaidRest({ unpaid: 241, paid: 0, orders: 0 }, totals(201, 40))).toBe(
      'Ещё в этой вкладке: 40 начислений уже оплачены и ждут подтверждения из ГИС ГМП — платить их не нужно.',
    );
    expect(fleetUnpaidRest({ unpaid: 2, paid: 0, orders: 0 }, totals(1, 1))).toBe(
      'Ещё в этой вкладке: 1 начисление уже оплачено и ждёт подтверждения из ГИС ГМП — платить его не нужно.',
    );
  });

  it('and those of a status nobody knows, left out of the sum', () => {
    expect(fleetUnpaidRest({ unpaid: 5, paid: 0, orders: 0 }, totals(1, 2))).toBe(
      'Ещё в этой вкладке: 2 начисления уже оплачены и ждут подтверждения из ГИС ГМП — платить их не нужно; у 2 начислений неизвестный статус ответа сервера — они не вошли в сумму.',
    );
    expect(fleetUnpaidRest({ unpaid: 2, paid: 0, orders: 0 }, totals(1))).toBe(
      'Ещё в этой вкладке: у 1 начисления неизвестный статус ответа сервера — оно не вошло в сумму.',
    );
  });

  it('and those an unfinished payment of the viewer holds: not of an unknown status', () => {
    expect(fleetUnpaidRest({ unpaid: 5, paid: 0, orders: 0 }, totals(2, 0, 3))).toBe(
      'Ещё в этой вкладке: 3 начисления уже в вашем неоконченном платеже — их карточки ведут к нему.',
    );
  });
});
