import Link from 'next/link';
import type { DocumentCheckState } from '@/lib/contract/fines';
import type { FleetGroupsDto } from '@/lib/contract/organizations';
import { formatRubles } from '@/lib/domain/money';
import { fleetHref, type FleetAddress } from './fleet-address';
import { unfinishedCheckMessage } from './fleet-unfinished';
import styles from './fleet.module.css';

/**
 * The fleet's charges grouped by vehicle or by driver, the largest unpaid sums first: a table
 * with a link from each vehicle to its charges, and links to the previous and next 50. Below 800 px
 * each row reads as a card, every figure under its column's name (`data-label`), so the sums are
 * in view without scrolling sideways.
 */
export function FleetGroups({
  organizationId,
  address,
  groups,
  checkState,
}: {
  organizationId: number;
  address: FleetAddress;
  groups: FleetGroupsDto;
  /** The organization's ГИС ГМП check: an empty table says «нет» only once it is done. */
  checkState: DocumentCheckState;
}) {
  const byVehicle = groups.by === 'vehicle';
  if (groups.groups.length === 0 && groups.page > 1) {
    // A page past the end (an old link, a typed number) says so, never that the fleet has no charges.
    return (
      <p className="muted">
        На странице {groups.page} ничего нет: список короче.{' '}
        <Link href={fleetHref(organizationId, address, { page: 1 })}>К первой странице</Link>
      </p>
    );
  }
  if (groups.groups.length === 0) {
    const filtered = Object.keys(address.filters).length > 0;
    return (
      <p className="muted">
        {unfinishedCheckMessage(checkState) ?? (filtered ? 'Под фильтры не попало ни одного начисления.' : 'Начислений нет.')}
      </p>
    );
  }
  return (
    <div className="stack">
      {/* A region the keyboard can focus and scroll (WCAG 2.1.1): on a phone the sums lie to the right. */}
      <div
        className={styles.scroll}
        role="region"
        aria-label={byVehicle ? 'Штрафы по машинам' : 'Штрафы по водителям'}
        tabIndex={0}
      >
        <table className={`${styles.table} ${styles.cardTable}`}>
          <caption className="visually-hidden">{byVehicle ? 'Штрафы по машинам' : 'Штрафы по водителям'}</caption>
          <thead>
            <tr>
              <th scope="col">{byVehicle ? 'Госномер' : 'Водитель'}</th>
              {byVehicle && <th scope="col">Водитель</th>}
              <th scope="col" className={styles.number}>
                Начислений
              </th>
              <th scope="col" className={styles.number}>
                Не оплачено
              </th>
              <th scope="col" className={styles.number}>
                К оплате сегодня
              </th>
              <th scope="col" className={styles.number}>
                Сумма всех
              </th>
            </tr>
          </thead>
          <tbody>
            {groups.groups.map((g) => (
              <tr key={g.key ?? '—'}>
                <th scope="row">
                  {g.key ? (
                    <Link
                      href={fleetHref(organizationId, address, {
                        view: 'list',
                        filters: byVehicle ? { ...address.filters, vehicle: g.key } : { ...address.filters, driver: g.key },
                        cursor: null,
                        page: 1,
                      })}
                    >
                      {g.key}
                    </Link>
                  ) : byVehicle ? (
                    'Без госномера'
                  ) : (
                    'Водитель не указан'
                  )}
                </th>
                {byVehicle && <td data-label="Водитель">{g.driver ?? '—'}</td>}
                <td className={styles.number} data-label="Начислений">
                  {g.count}
                </td>
                <td className={styles.number} data-label="Не оплачено">
                  {g.unpaidCount}
                </td>
                <td className={styles.number} data-label="К оплате сегодня">
                  {formatRubles(g.unpaidKopeks)}
                </td>
                <td className={styles.number} data-label="Сумма всех">
                  {formatRubles(g.amountKopeks)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.actions}>
        {groups.page > 1 && (
          <Link className="button button--secondary" href={fleetHref(organizationId, address, { page: groups.page - 1 })}>
            Предыдущие 50
          </Link>
        )}
        {groups.hasMore && (
          <Link className="button button--secondary" href={fleetHref(organizationId, address, { page: groups.page + 1 })}>
            Следующие 50
          </Link>
        )}
      </div>
    </div>
  );
}
