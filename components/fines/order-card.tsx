import Link from 'next/link';
import type { ReactNode } from 'react';
import type { OrderRowDto } from '@/lib/contract/fines';
import type { CardHeading } from './card-heading';
import { formatDateRu } from '@/lib/domain/dates';
import { formatRubles } from '@/lib/domain/money';
import { chargeHref } from './charge-href';
import { DetailRow } from './detail-row';
import { FineSources } from './fine-sources';
import { Uin } from './uin';
import { PaymentInProgressNote } from '@/components/payments/payment-in-progress-note';
import { SelectForPayment } from '@/components/payments/select-for-payment';
import { OrderStatusBadge } from '@/components/fine-details/status-badge';

interface OrderCardProps {
  order: OrderRowDto;
  /** Names of the person's documents that found the order. */
  sources?: readonly string[];
  /** Where the title links to; default the person's own page of the order (chargeHref). */
  href?: string;
  /** What else names the order under its title (a fleet's vehicle and driver). */
  about?: ReactNode;
  /** The title's level: `h3` where the list sits under a section's h2 (the profile). */
  heading?: CardHeading;
}

/**
 * An enforcement order of the bailiffs (ФССП) that replaced an unpaid fine, titled by that fine's
 * offence (else the case number; a link to the order's page) and the documents that found it: its
 * own УИН, the date, the case and the amount, and a plain warning that the fine's old УИН can no
 * longer be paid. The department and the requisites are on the order's page. An open order can
 * be chosen for payment as a fine can.
 */
export function OrderCard({ order, sources = [], href, about, heading: Title = 'h2' }: OrderCardProps) {
  const titleId = `order-${order.id}-title`;
  const title = order.fineArticle
    ? `КоАП ${order.fineArticle} — у приставов`
    : order.caseNumber
      ? `Исполнительное производство № ${order.caseNumber}`
      : `Постановление ФССП ${order.uin}`;
  return (
    <article className="card fine-card" aria-labelledby={titleId}>
      <div className="fine-card__head">
        <div>
          <Title className="fine-card__title" id={titleId}>
            <Link href={href ?? chargeHref(order)} prefetch={false} className="fine-card__link">
              {title}
            </Link>
          </Title>
          <FineSources names={sources} />
          {about}
        </div>
        <div className="badges">
          <span className="badge badge--warning">Передан приставам</span>
          <OrderStatusBadge status={order.status} />
        </div>
      </div>

      <p className="amount">
        <span className="amount__main">{formatRubles(order.amountKopeks)}</span>
      </p>

      <dl className="details">
        <DetailRow term="УИН ФССП">
          <Uin value={order.uin} />
        </DetailRow>
        <DetailRow term="Дата возбуждения">{formatDateRu(order.openedDate)}</DetailRow>
        {order.caseNumber && <DetailRow term="Исполнительное производство">{order.caseNumber}</DetailRow>}
      </dl>

      {order.fineUin && (
        <p className="notice notice--warning">
          <span>
            УИН штрафа <Uin value={order.fineUin} /> больше не действует: оплата — только по УИН ФССП.
          </span>
        </p>
      )}
      {/* An open order is paid like a fine, by its own УИН; it has no discount, so no day changes its amount. */}
      {order.status === 'open' && order.paymentInProgress !== null && (
        <PaymentInProgressNote paymentId={order.paymentInProgress} />
      )}
      {order.status === 'open' && order.paymentInProgress === null && (
        <SelectForPayment
          fine={{
            id: order.id,
            uin: order.uin,
            status: 'notpaid',
            amountKopeks: order.amountKopeks,
            discount: null,
            billDate: order.openedDate,
          }}
          today={order.openedDate}
        />
      )}
    </article>
  );
}
