import Link from 'next/link';
import type { ChargeCountsDto } from '@/lib/contract/fines';
import { fleetHref, type FleetAddress, type FleetView } from './fleet-address';
import styles from './fleet.module.css';

const VIEW_LABELS: Record<FleetView, string> = {
  list: 'Список',
  vehicles: 'По машинам',
  drivers: 'По водителям',
  chart: 'График',
};

const TAB_LABELS: Record<FleetAddress['tab'], string> = { unpaid: 'Неоплаченные', paid: 'Оплаченные', orders: 'У приставов' };

/** The views of a fleet page as links (the current one marked), keeping the filters. */
export function FleetViewsNav({ organizationId, address }: { organizationId: number; address: FleetAddress }) {
  return (
    <nav aria-label="Вид" className={styles.navRow}>
      <span className={styles.navLabel} aria-hidden="true">
        Показать:
      </span>
      <ul className={styles.nav}>
        {(Object.keys(VIEW_LABELS) as FleetView[]).map((view) => (
          <li key={view}>
            <Link
              href={fleetHref(organizationId, address, { view, cursor: null, page: 1 })}
              aria-current={address.view === view ? 'page' : undefined}
            >
              {VIEW_LABELS[view]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The tabs of the list (unpaid, paid, with the bailiffs) as links with their counts. */
export function FleetTabsNav({
  organizationId,
  address,
  counts,
}: {
  organizationId: number;
  address: FleetAddress;
  counts: ChargeCountsDto;
}) {
  return (
    <nav aria-label="Штрафы по статусу">
      <ul className={styles.tabs}>
        {(Object.keys(TAB_LABELS) as FleetAddress['tab'][]).map((tab) => (
          <li key={tab}>
            <Link
              href={fleetHref(organizationId, address, { tab, cursor: null, page: 1 })}
              aria-current={address.tab === tab ? 'page' : undefined}
            >
              {TAB_LABELS[tab]} ({counts[tab]})
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
