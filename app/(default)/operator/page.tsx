import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getPageUser } from '@/lib/server/accounts/page-auth';
import { getDb } from '@/lib/server/db/client';
import { isOperator } from '@/lib/server/tracking/operators';
import { usageFigures } from '@/lib/server/tracking/figures';
import { addDays, todayInMoscow } from '@/lib/domain/dates';
import { USAGE_PERIODS } from '@/lib/contract/usage-figures';
import { usageQuery } from '@/lib/validation/operator';
import { UsageCharts } from '@/components/operator/usage-charts';
import { UsageTables } from '@/components/operator/usage-tables';
import styles from '@/components/operator/operator.module.css';
import { outageAware } from '@/lib/server/pages/outage-aware';

// Figures of the moment, for operators only: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Использование сервиса',
  robots: { index: false, follow: false },
};

/**
 * The operators' usage dashboard (issue 13 §6): charts (loaded lazily) and the same figures as
 * tables, for the last 7, 30, 90 or 365 days. Everybody who is not an operator — signed out, a
 * stale session, an ordinary account — gets the site's 404, as for a page that does not exist.
 */
async function OperatorPage({ searchParams }: { searchParams: Promise<Record<string, string | string[]>> }) {
  const user = await getPageUser();
  const db = await getDb();
  if (!user || !(await isOperator(db, user.userId))) notFound();
  const parsed = usageQuery.safeParse({ days: (await searchParams).days });
  const days = parsed.success ? parsed.data.days : 30;
  const to = todayInMoscow();
  const figures = await usageFigures(db, addDays(to, 1 - days), to);
  return (
    <div className="stack">
      <h1>Использование сервиса</h1>
      <p className="muted">
        С {figures.from} по {figures.to}, дни по московскому времени. Те же цифры в терминале:{' '}
        <code>npm run usage -- {days}</code>.
      </p>
      <nav aria-label="Период">
        <ul className={styles.periods}>
          {USAGE_PERIODS.map((p) => (
            <li key={p}>
              <Link className={styles.period} href={`/operator?days=${p}`} aria-current={p === days ? 'page' : undefined}>
                {p} дней
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <UsageCharts figures={figures} />
      <UsageTables figures={figures} />
    </div>
  );
}

export default outageAware(OperatorPage);
