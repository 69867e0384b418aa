import type { Metadata } from 'next';
import Link from 'next/link';
import { LazySessionGuard } from '@/components/auth/lazy-session-guard';
import { FleetChargePages } from '@/components/fleet/fleet-charge-pages';
import { FleetChart } from '@/components/fleet/fleet-chart';
import { FleetFilters } from '@/components/fleet/fleet-filters';
import { FleetGroups } from '@/components/fleet/fleet-groups';
import { FleetImport } from '@/components/fleet/fleet-import';
import { FleetVehicles } from '@/components/fleet/fleet-vehicles';
import { FleetStatus } from '@/components/fleet/fleet-status';
import { FleetTabsNav, FleetViewsNav } from '@/components/fleet/fleet-nav';
import { unfinishedCheckMessage } from '@/components/fleet/fleet-unfinished';
import { fleetUnpaidRest } from '@/components/fleet/fleet-unpaid-rest';
import { vehicleListText } from '@/components/organizations/vehicle-list-text';
import { fleetFilterQuery, fleetHref, readFleetAddress } from '@/components/fleet/fleet-address';
import { SandboxNotice } from '@/components/fines/sandbox-notice';
import { PaySelectedBar } from '@/components/payments/pay-selected-bar';
import { PaymentSelectionProvider } from '@/components/payments/payment-selection';
import { MSG_SCRIPTS_NEEDED_TO_PAY, ScriptsNeeded } from '@/components/ui/busy-button';
import { Notice } from '@/components/ui/notice';
import { MAX_BULK_PAYMENT_ITEMS } from '@/lib/domain/payment-amounts';
import { formatRubles } from '@/lib/domain/money';
import { plural } from '@/lib/domain/plural';
import { loadFleetPage } from './_lib/load-fleet';
import styles from '@/components/fleet/fleet.module.css';
import { outageAware } from '@/lib/server/pages/outage-aware';

// Personal data behind the auth cookie: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Штрафы организации', robots: { index: false, follow: false } };

/**
 * One organization's fleet (a legal entity, spec §1, §6): where its ГИС ГМП check stands, the
 * filters, and — by the view in the address — its charges a page at a time with each vehicle and
 * driver (selectable for payment, or all unpaid at once), the charges grouped by vehicle or
 * driver, or the chart of sums; the XLSX and CSV export of the filtered set and the import of the vehicle
 * list. Rendered on the server; filters, tabs, views and pages are plain forms and links.
 */
async function FleetPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id } = await params;
  const requested = readFleetAddress(await searchParams);
  const data = await loadFleetPage(id, requested, fleetHref(Number(id) || 0, requested));
  const { organizationId, page, address, errors, today } = data;
  const org = page.organization;
  const filters = fleetFilterQuery(address).toString();
  const counts = page.counts ?? { unpaid: 0, paid: 0, orders: 0 };
  const totals = page.totals;
  const unpaidRest = totals ? fleetUnpaidRest(counts, totals) : null;

  return (
    <div className="stack">
      <LazySessionGuard />
      <p>
        <Link href="/profile#profile-organizations">← Организации</Link>
      </p>
      <h1>{org.name}</h1>
      <p className="muted">
        ИНН {org.inn}
        {org.kpp && ` · КПП ${org.kpp}`} · тариф «{org.plan.title}» · история за {org.countDays}{' '}
        {plural(org.countDays, 'день', 'дня', 'дней')} · {vehicleListText(org.vehicles)}
      </p>
      {page.sandbox && <SandboxNotice />}
      <FleetStatus initial={org} />
      {Object.keys(errors).length > 0 && (
        <Notice tone="warning" role="alert">
          <p>Фильтры с ошибками не применены:</p>
          <ul className="notice__list">
            {Object.entries(errors).map(([field, message]) => (
              <li key={field}>{message}</li>
            ))}
          </ul>
        </Notice>
      )}
      {/* The form shows what was typed, the refused values too, each beside its message. */}
      <FleetFilters
        organizationId={organizationId}
        address={{ ...address, filters: requested.filters }}
        applied={Object.keys(address.filters).length}
        errors={errors}
      />
      <FleetViewsNav organizationId={organizationId} address={address} />

      {address.view === 'list' && (
        <PaymentSelectionProvider>
          <ScriptsNeeded message={MSG_SCRIPTS_NEEDED_TO_PAY} />
          <section className="stack" aria-labelledby="fleet-list-title">
            <h2 id="fleet-list-title" className="visually-hidden">
              Штрафы
            </h2>
            <FleetTabsNav organizationId={organizationId} address={address} counts={counts} />
            {address.tab === 'unpaid' && totals && totals.count > 0 && (
              <div className="card stack">
                <p>
                  К оплате: {totals.count} {plural(totals.count, 'штраф', 'штрафа', 'штрафов')} на {formatRubles(totals.fines)},
                  комиссия {formatRubles(totals.fee)}, всего <strong>{formatRubles(totals.total)}</strong>
                </p>
                {unpaidRest && <p className="muted">{unpaidRest}</p>}
                <div className={styles.actions}>
                  <Link
                    className="button"
                    href={`/prepayment?organization=${organizationId}&all=1${filters ? `&${filters}` : ''}`}
                    data-track-button="pay"
                    data-track-info="fleet-all"
                  >
                    {totals.count > MAX_BULK_PAYMENT_ITEMS
                      ? `Оплатить первые ${MAX_BULK_PAYMENT_ITEMS}`
                      : 'Оплатить все неоплаченные'}
                  </Link>
                </div>
              </div>
            )}
            <div className={styles.actions}>
              <a
                className="button button--secondary"
                href={`/fines/list/organization/${organizationId}/export?format=xlsx${filters ? `&${filters}` : ''}`}
                download
              >
                Выгрузить в Excel
              </a>
              <a
                className="button button--secondary"
                href={`/fines/list/organization/${organizationId}/export${filters ? `?${filters}` : ''}`}
                download
              >
                Выгрузить в CSV
              </a>
              <span className="muted">Все начисления по фильтрам. CSV — для 1С и других программ учёта</span>
            </div>
            {page.items.length === 0 ? (
              <p className="empty">
                {unfinishedCheckMessage(org.state) ??
                  (Object.keys(address.filters).length > 0
                    ? 'Под фильтры не попало ни одного начисления.'
                    : 'Здесь начислений нет.')}
              </p>
            ) : (
              <FleetChargePages
                organizationId={organizationId}
                address={address}
                first={{ items: page.items, nextCursor: page.nextCursor, limit: page.limit }}
                total={counts[address.tab]}
                today={today}
                renderedAt={data.renderedAt}
              />
            )}
            {address.cursor && (
              <div className={styles.actions}>
                <Link className="button button--secondary" href={fleetHref(organizationId, address, { cursor: null })}>
                  К началу списка
                </Link>
              </div>
            )}
          </section>
          <PaySelectedBar organization={organizationId} />
        </PaymentSelectionProvider>
      )}

      {data.groups && (
        <FleetGroups organizationId={organizationId} address={address} groups={data.groups} checkState={org.state} />
      )}

      {data.stats && (
        <section className="card stack" aria-label="График">
          <FleetChart stats={data.stats} checkState={org.state} />
          {/* Months of zeros while the check runs would read as its result: the chart's message stands alone then. */}
          {(org.state === 'done' || data.stats.months.some((m) => m.count > 0)) && (
            <details>
              <summary>Таблица по месяцам</summary>
              {org.state !== 'done' && <p className="muted">{unfinishedCheckMessage(org.state)} Цифры могут вырасти.</p>}
              <div className={styles.scroll}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">Месяц</th>
                      <th scope="col" className={styles.number}>
                        Начислений
                      </th>
                      <th scope="col" className={styles.number}>
                        Сумма
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.stats.months.map((m) => (
                      <tr key={m.month}>
                        <th scope="row">{`${m.month.slice(5, 7)}.${m.month.slice(0, 4)}`}</th>
                        <td className={styles.number}>{m.count}</td>
                        <td className={styles.number}>{formatRubles(m.amountKopeks)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          )}
        </section>
      )}

      <section className="card stack" aria-labelledby="fleet-vehicles">
        <h2 id="fleet-vehicles">Список машин</h2>
        <p className="muted">
          Загрузите машины организации с водителями: по ним штрафы группируются, а в карточках видно, кто был за рулём. Тариф «
          {org.plan.title}» допускает до {org.plan.maxVehicles.toLocaleString('ru-RU')} машин; лишние можно удалить из списка.
        </p>
        <FleetVehicles organizationId={organizationId} first={data.vehicles} renderedAt={data.renderedAt} />
        <FleetImport organizationId={organizationId} />
      </section>
    </div>
  );
}

export default outageAware(FleetPage);
