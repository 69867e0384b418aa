import type { FleetChargeRowDto } from '@/lib/contract/organizations';
import { chargeHref } from '@/components/fines/charge-href';
import { FineCard } from '@/components/fines/fine-card';
import { OrderCard } from '@/components/fines/order-card';
import { formatSts } from '@/lib/domain/sts';
import styles from './fleet.module.css';

/** The vehicle and driver a fleet charge names, under its title. */
function VehicleLine({ row }: { row: FleetChargeRowDto }) {
  const { plate, sts, driver } = row.vehicle;
  if (!plate && !sts && !driver) return null;
  return (
    <p className={styles.vehicle}>
      {plate && <span>Госномер {plate}</span>}
      {sts && (
        <span>
          {plate ? ' · ' : ''}СТС {formatSts(sts)}
        </span>
      )}
      {driver && (
        <span>
          {plate || sts ? ' · ' : ''}Водитель: {driver}
        </span>
      )}
    </p>
  );
}

/**
 * One charge of a fleet as the fleet page lists it: the person's card of a fine, tax charge or
 * ФССП order, with the vehicle and driver under the title and a link to its page within the
 * organization (`/fines/list/organization/{id}/fine/{chargeId}`).
 */
export function FleetChargeCard({
  organizationId,
  row,
  today,
}: {
  organizationId: number;
  row: FleetChargeRowDto;
  today: string;
}) {
  const href = chargeHref(row, organizationId);
  if (row.kind === 'order') {
    return <OrderCard order={row} href={href} about={<VehicleLine row={row} />} />;
  }
  return <FineCard fine={row} today={today} href={href} about={<VehicleLine row={row} />} />;
}
