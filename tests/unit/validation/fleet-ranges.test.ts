import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { fleetListQuery } from '@/lib/validation/organizations';
import { chargeListQuery } from '@/lib/validation/charge-list';

/** The issues of a parse as `[field, the other end named in params.pair]`. */
function issues(input: Record<string, string>) {
  const parsed = z.safeParse(fleetListQuery, input);
  if (parsed.success) return [];
  return parsed.error.issues.map((i) => [String(i.path[0]), (i as { params?: { pair?: string } }).params?.pair ?? null]);
}

describe('the fleet filters’ ranges', () => {
  it('name the other end of a range that contradicts itself, so the page drops the whole range', () => {
    expect(issues({ min: '5000', max: '100' })).toEqual([['min', 'max']]);
    expect(issues({ from: '2026-11-20', to: '2026-10-01' })).toEqual([['from', 'to']]);
  });

  it('name no other end for a wrong value alone: the other end stays in force', () => {
    expect(issues({ from: '2024-02-30', to: '2024-06-01' })).toEqual([['from', null]]);
    expect(issues({ min: '-5', max: '100' })).toEqual([['min', null]]);
  });
});

describe('the fleet groups’ page and the plan', () => {
  it('say the allowed range and the plans in Russian', async () => {
    const { fleetGroupsQuery, organizationSaveInput } = await import('@/lib/validation/organizations');
    const page = z.safeParse(fleetGroupsQuery, { by: 'vehicle', page: '1000000000' });
    expect(page.success ? null : page.error.issues[0]?.message).toBe('Номер страницы — целое число от 1 до 10 000');
    const by = z.safeParse(fleetGroupsQuery, { by: 'x' });
    expect(by.success ? null : by.error.issues[0]?.message).toBe('Группировка — по машинам (vehicle) или по водителям (driver)');
    const plan = z.safeParse(organizationSaveInput, { countDays: '90', subscribeType: 'gold' });
    expect(plan.success ? null : plan.error.issues[0]?.message).toContain('«Базовый» (base)');
  });
});

describe('the fleet’s article filter', () => {
  it('reads an article however it is typed, as charges print it', async () => {
    const { articleAsPrinted, fleetListQuery } = await import('@/lib/validation/organizations');
    for (const typed of [
      '12.9 ч.2',
      '12.9 ч. 2',
      '12.9  ч.2',
      '12.9ч.2',
      '12.9 Ч.2',
      '12.9 ч2',
      'ст. 12.9 ч. 2',
      '12.9 часть 2',
      'КоАП РФ ст. 12.9 ч.2',
      'статья 12.9 ч.2',
    ])
      expect(articleAsPrinted(typed), typed).toBe('12.9 ч.2');
    expect(articleAsPrinted('12.9')).toBe('12.9');
    expect(articleAsPrinted(' 12.16 ')).toBe('12.16');
    expect(z.parse(fleetListQuery, { article: '12.9ч2' }).article).toBe('12.9 ч.2');
  });
});

describe('the list filters’ dates', () => {
  const messages = (input: Record<string, string>) => {
    const parsed = z.safeParse(fleetListQuery, input);
    return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
  };

  it('tell a date that does not exist from one written another way', () => {
    expect(messages({ from: '2026-02-30' })).toEqual({ from: 'Такой даты нет: 2026-02-30' });
    expect(messages({ to: '30.02.2026' })).toEqual({ to: 'Укажите дату в виде ГГГГ-ММ-ДД' });
    expect(messages({ from: '0000-01-01' })).toEqual({ from: 'Такой даты нет: 0000-01-01' });
  });

  it('take any real day, far years too', () => {
    expect(messages({ from: '0001-01-01', to: '9999-12-31' })).toEqual({});
    expect(z.parse(chargeListQuery, { from: '2024-02-29' }).from).toBe('2024-02-29');
    expect(z.safeParse(chargeListQuery, { to: '2026-02-30' }).error?.issues[0]?.message).toBe('Такой даты нет: 2026-02-30');
  });
});
