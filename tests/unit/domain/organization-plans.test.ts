import { describe, expect, it } from 'vitest';
import { countDaysProblem, historySince, isSubscribeType, ORGANIZATION_PLANS } from '@/lib/domain/organization-plans';

describe('organization plans (subscribeType) and history (countDays)', () => {
  it('allow the listed history lengths up to the plan’s limit', () => {
    expect(countDaysProblem('base', 90)).toBeNull();
    expect(countDaysProblem('base', 180)).toBe('На тарифе «Базовый» история — не больше 90 дней');
    expect(countDaysProblem('fleet', 365)).toBeNull();
    expect(countDaysProblem('enterprise', 730)).toBeNull();
    expect(countDaysProblem('enterprise', 45)).toMatch(/^Глубина истории — одно из значений: 30, 90, 180, 365, 730 дней$/);
  });

  it('count the history back from today, today included', () => {
    expect(historySince('2025-05-30', 30)).toBe('2025-05-01');
    expect(historySince('2025-03-01', 1)).toBe('2025-03-01');
  });

  it('know their names only', () => {
    expect(isSubscribeType('fleet')).toBe(true);
    expect(isSubscribeType('gold')).toBe(false);
    expect(ORGANIZATION_PLANS.fleet.maxVehicles).toBeGreaterThan(ORGANIZATION_PLANS.base.maxVehicles);
  });
});
