'use client';

import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { eventLabel, USAGE_KIND_LABELS, type UsageFigures, type UsageKind } from '@/lib/contract/usage-figures';
import styles from './operator.module.css';

const KINDS = Object.keys(USAGE_KIND_LABELS) as UsageKind[];
const COLORS: Record<UsageKind, string> = {
  screen: '#1d4ed8',
  button: '#059669',
  form: '#d97706',
  goal: '#7c3aed',
  event: '#64748b',
};
/** `2025-03-10` → `10.03`. */
const shortDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`;
const ruNumber = (n: unknown) => Number(n).toLocaleString('ru-RU');

function Card({ id, title, children }: { id: string; title: string; children: React.ReactElement }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div className={styles.chart}>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </section>
  );
}

/** Five charts of the usage figures: per day by kind, sign-ups, the funnel, per name, screens. */
export function UsageChartsView({ figures }: { figures: UsageFigures }) {
  const perName = figures.perName.map((n) => ({ label: eventLabel(n.kind, n.name), events: n.events }));
  return (
    <div className={styles.grid}>
      <Card id="c-days" title="События по дням">
        <BarChart data={figures.perDay}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" tickFormatter={shortDay} />
          <YAxis allowDecimals={false} tickFormatter={ruNumber} />
          <Tooltip labelFormatter={(d) => shortDay(String(d))} formatter={ruNumber} />
          <Legend />
          {KINDS.map((k) => (
            <Bar key={k} dataKey={k} name={USAGE_KIND_LABELS[k]} stackId="kinds" fill={COLORS[k]} isAnimationActive={false} />
          ))}
        </BarChart>
      </Card>
      <Card id="c-signups" title="Регистрации по дням">
        <LineChart data={figures.signUps}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" tickFormatter={shortDay} />
          <YAxis allowDecimals={false} />
          <Tooltip labelFormatter={(d) => shortDay(String(d))} formatter={ruNumber} />
          <Line dataKey="count" name="Регистрации" stroke="#1d4ed8" strokeWidth={2} dot={false} isAnimationActive={false} />
        </LineChart>
      </Card>
      <Card id="c-funnel" title="Воронка: главная → штрафы → предоплата → успех">
        <BarChart data={figures.funnel}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="screen" />
          <YAxis allowDecimals={false} />
          <Tooltip formatter={ruNumber} />
          <Bar dataKey="devices" name="Устройство-дней" fill="#059669" isAnimationActive={false} />
        </BarChart>
      </Card>
      <Card id="c-names" title="События по названиям">
        <BarChart data={perName} layout="vertical" margin={{ left: 24 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis type="number" allowDecimals={false} />
          <YAxis type="category" dataKey="label" width={200} tick={{ fontSize: 11 }} />
          <Tooltip formatter={ruNumber} />
          <Bar dataKey="events" name="Записей" fill="#1d4ed8" isAnimationActive={false} />
        </BarChart>
      </Card>
      <Card id="c-screens" title="Экраны">
        <BarChart data={figures.screens} layout="vertical" margin={{ left: 24 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis type="number" allowDecimals={false} />
          <YAxis type="category" dataKey="name" width={140} tick={{ fontSize: 11 }} />
          <Tooltip formatter={ruNumber} />
          <Bar dataKey="views" name="Просмотров" fill="#7c3aed" isAnimationActive={false} />
        </BarChart>
      </Card>
    </div>
  );
}
