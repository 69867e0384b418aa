import { eventLabel, USAGE_KIND_LABELS, type UsageFigures, type UsageKind } from '@/lib/contract/usage-figures';
import { formatDateRu } from '@/lib/domain/dates';
import styles from './operator.module.css';

const KINDS = Object.keys(USAGE_KIND_LABELS) as UsageKind[];
const number = (n: number) => n.toLocaleString('ru-RU');

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={h} scope="col" className={i > 0 ? styles.number : undefined}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={String(r[0])}>
              {r.map((c, i) => (
                <td key={i} className={typeof c === 'number' ? styles.number : undefined}>
                  {typeof c === 'number' ? number(c) : c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The dashboard's figures as tables: readable without JavaScript and by screen readers, the same
 * numbers the charts draw and `npm run usage` prints.
 */
export function UsageTables({ figures }: { figures: UsageFigures }) {
  const signUps = new Map(figures.signUps.map((s) => [s.day, s.count]));
  const first = figures.funnel[0]?.devices ?? 0;
  return (
    <div className={styles.grid}>
      <section className={styles.card} aria-labelledby="t-days">
        <h2 id="t-days">По дням</h2>
        <Table
          caption="Записи по дням и видам"
          head={['День', ...KINDS.map((k) => USAGE_KIND_LABELS[k]), 'Регистрации']}
          rows={[...figures.perDay]
            .reverse()
            .map((d) => [formatDateRu(d.day), ...KINDS.map((k) => d[k]), signUps.get(d.day) ?? 0])}
        />
      </section>
      <section className={styles.card} aria-labelledby="t-funnel">
        <h2 id="t-funnel">Воронка</h2>
        <Table
          caption="Воронка: устройства, дошедшие до шага"
          head={['Шаг', 'Устройство-дней', '% от первого шага']}
          rows={figures.funnel.map((s) => [
            `${s.step}. ${s.screen}`,
            s.devices,
            first > 0 ? `${Math.round((s.devices / first) * 100)} %` : '—',
          ])}
        />
      </section>
      <section className={styles.card} aria-labelledby="t-names">
        <h2 id="t-names">По названиям</h2>
        <Table
          caption="Самые частые события"
          head={['Событие', 'Записей']}
          rows={figures.perName.map((n) => [eventLabel(n.kind, n.name), n.events])}
        />
      </section>
      <section className={styles.card} aria-labelledby="t-screens">
        <h2 id="t-screens">Просмотры экранов</h2>
        <Table
          caption="Самые просматриваемые экраны"
          head={['Экран', 'Просмотров']}
          rows={figures.screens.map((s) => [s.name, s.views])}
        />
      </section>
    </div>
  );
}
