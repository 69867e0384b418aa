import { FINE_STATUS_LABELS, isFineStatus } from '@/lib/domain/fine-status';
import { MSG_FINES_UNKNOWN_STATUS } from '@/lib/domain/messages';

const TONE: Record<string, string> = {
  notpaid: 'badge',
  in_progress: 'badge badge--success',
  paid: 'badge badge--success',
  closed: 'badge',
  'moved-to-order': 'badge badge--warning',
};

/**
 * The status of a fine or tax charge as a badge. A status this client does not know says
 * «Неизвестный статус ответа сервера» in its place (spec §8) and the rest of the page still shows.
 */
export function ChargeStatusBadge({ status }: { status: string }) {
  if (!isFineStatus(status)) return <span className="badge badge--warning">{MSG_FINES_UNKNOWN_STATUS}</span>;
  return <span className={TONE[status]}>{FINE_STATUS_LABELS[status]}</span>;
}

/** The status of a bailiff order as a badge (`open` or `paid`; anything else as unknown, spec §8). */
export function OrderStatusBadge({ status }: { status: string }) {
  if (status === 'paid') return <span className="badge badge--success">Оплачено</span>;
  if (status === 'open') return <span className="badge badge--warning">Не оплачено</span>;
  if (status === 'in_progress') return <span className="badge badge--success">Оплачен, ждём подтверждения</span>;
  return <span className="badge badge--warning">{MSG_FINES_UNKNOWN_STATUS}</span>;
}
