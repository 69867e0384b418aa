import 'server-only';
import { eventLabel, type UsageFigures } from '@/lib/contract/usage-figures';

/** A plain-text table: a header row, a rule, the rows; numbers right-aligned. */
export function textTable(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  const line = (r: string[], numeric: boolean[]) =>
    r
      .map((c, i) => (numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const numeric = header.map((_, i) => rows.length > 0 && rows.every((r) => typeof r[i] === 'number'));
  return [
    line(header, numeric),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...cells.slice(1).map((r) => line(r, numeric)),
  ].join('\n');
}

/**
 * The dashboard's figures as text tables (`npm run usage`): per day, per name, screens, the
 * funnel and sign-ups, the same numbers the /operator page draws.
 */
export function formatUsageTables(f: UsageFigures): string {
  const signUps = new Map(f.signUps.map((s) => [s.day, s.count]));
  return [
    `Использование с ${f.from} по ${f.to} (дни по Москве)`,
    '',
    'По дням',
    textTable(
      ['день', 'экраны', 'нажатия', 'формы', 'цели', 'аналитика', 'всего', 'регистрации'],
      f.perDay.map((d) => [d.day, d.screen, d.button, d.form, d.goal, d.event, d.total, signUps.get(d.day) ?? 0]),
    ),
    '',
    'По названиям',
    textTable(
      ['событие', 'записей'],
      f.perName.map((n) => [eventLabel(n.kind, n.name), n.events]),
    ),
    '',
    'Экраны',
    textTable(
      ['экран', 'просмотров'],
      f.screens.map((s) => [s.name, s.views]),
    ),
    '',
    'Воронка (устройство-дни)',
    textTable(
      ['шаг', 'экран', 'устройств'],
      f.funnel.map((s) => [s.step, s.screen, s.devices]),
    ),
  ].join('\n');
}
