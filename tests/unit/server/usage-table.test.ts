import { describe, expect, it } from 'vitest';
import { formatUsageTables, textTable } from '@/lib/server/tracking/usage-table';
import type { UsageFigures } from '@/lib/contract/usage-figures';

describe('npm run usage tables', () => {
  it('aligns text left and numbers right', () => {
    expect(
      textTable(
        ['день', 'n'],
        [
          ['2025-03-10', 5],
          ['2025-03-11', 120],
        ],
      ),
    ).toBe(['день          n', '----------  ---', '2025-03-10    5', '2025-03-11  120'].join('\n'));
  });

  it('prints every section with analytics names', () => {
    const figures: UsageFigures = {
      from: '2025-03-10',
      to: '2025-03-10',
      perDay: [{ day: '2025-03-10', screen: 3, button: 1, form: 0, goal: 0, event: 1, total: 5 }],
      perName: [
        { kind: 'screen', name: 'home', events: 3 },
        { kind: 'button', name: 'pay', events: 1 },
        { kind: 'event', name: 'clicked-button_pay', events: 1 },
      ],
      screens: [{ name: 'home', views: 3 }],
      funnel: [{ step: 1, screen: 'home', devices: 2 }],
      signUps: [{ day: '2025-03-10', count: 1 }],
    };
    const out = formatUsageTables(figures);
    expect(out).toContain('Использование с 2025-03-10 по 2025-03-10');
    expect(out).toMatch(/2025-03-10 +3 +1 +0 +0 +1 +5 +1/);
    expect(out).toContain('loaded-screen_home');
    expect(out).toContain('clicked-button_pay');
    expect(out).toMatch(/1 +home +2/);
  });
});
