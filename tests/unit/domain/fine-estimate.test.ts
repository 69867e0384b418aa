import { describe, expect, it } from 'vitest';
import { estimateFine } from '@/lib/domain/fine-estimate';

describe('estimateFine', () => {
  it('gives 25 % for 30 days from a 2025 ordinance, the term moved off a weekend (DOMAIN.md example)', () => {
    const estimate = estimateFine('2025-04-24', 75_000, false, '2025-04-30');
    expect(estimate).toEqual({
      discount: { percent: 25, until: '2025-05-26', amountKopeks: 56_250 },
      payBy: '2025-07-03',
      stage: 'discount',
      daysLeft: 27,
    });
  });

  it('counts the last day of each stage as still in time', () => {
    expect(estimateFine('2025-04-24', 75_000, false, '2025-05-26')).toMatchObject({ stage: 'discount', daysLeft: 1 });
    expect(estimateFine('2025-04-24', 75_000, false, '2025-05-27')).toMatchObject({ stage: 'full', daysLeft: 38 });
    expect(estimateFine('2025-04-24', 75_000, false, '2025-07-03')).toMatchObject({ stage: 'full', daysLeft: 1 });
    expect(estimateFine('2025-04-24', 75_000, false, '2025-07-04')).toMatchObject({ stage: 'overdue', daysLeft: 0 });
  });

  it('has no discount for an article without one, and 50 % / 20 days before 2025', () => {
    expect(estimateFine('2025-04-24', 75_000, true, '2025-04-30')).toMatchObject({ discount: null, stage: 'full' });
    expect(estimateFine('2022-09-15', 50_000, false, '2022-09-16')).toMatchObject({
      discount: { percent: 50, amountKopeks: 25_000 },
      payBy: '2022-11-24',
    });
  });

  it('rounds the discounted amount half up to whole kopeks', () => {
    expect(estimateFine('2025-04-24', 1, false, '2025-04-24').discount?.amountKopeks).toBe(1);
    expect(estimateFine('2025-04-24', 150_050, false, '2025-04-24').discount?.amountKopeks).toBe(112_538);
  });

  it('refuses dates that are not YYYY-MM-DD and amounts that are not positive kopeks', () => {
    expect(() => estimateFine('24.04.2025', 75_000, false, '2025-04-30')).toThrow(RangeError);
    expect(() => estimateFine('2025-04-24', 0, false, '2025-04-30')).toThrow(RangeError);
    expect(() => estimateFine('2025-04-24', 1.5, false, '2025-04-30')).toThrow(RangeError);
  });
});
