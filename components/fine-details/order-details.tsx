import Link from 'next/link';
import type { ReactNode } from 'react';
import type { OrderDetailsDto } from '@/lib/contract/fine-details';
import { formatDateRu } from '@/lib/domain/dates';
import { formatRubles } from '@/lib/domain/money';
import { Uin } from '@/components/fines/uin';
import { Notice } from '@/components/ui/notice';
import { DepartmentSection } from './department-section';
import { personName } from './person-name';
import { MSG_MASKED_PERSON, MSG_AWAITING_CONFIRMATION } from '@/lib/domain/messages';
import { ProgressTimeline } from './progress-timeline';
import { RequisitesSection } from './requisites-section';
import { Pair, Pairs, Section } from './section';
import { OrderStatusBadge } from './status-badge';
import { chargeHref } from '@/components/fines/charge-href';
import styles from './fine-details.module.css';

interface OrderDetailsProps {
  order: OrderDetailsDto;
  /** The pay button, once payments exist (shown while something is left to pay). */
  payAction?: ReactNode;
  headingLevel?: 'h1' | 'h2';
  /** Set for an organization's order: its fine's page is under the organization's fleet page. */
  organizationId?: number;
}

/**
 * An enforcement order of the bailiffs in full (spec §3 Order): amount and what is left to pay,
 * the proceedings' number and date, the bailiff department and its phone, the fine it replaced
 * (whose УИН is no longer payable), the payee requisites, the copy of the order and the progress.
 */
export function OrderDetails({ order, payAction, headingLevel = 'h1', organizationId }: OrderDetailsProps) {
  const Title = headingLevel;
  const open = order.amountToPay > 0;
  return (
    <article className={styles.page} aria-labelledby={`order-${order.uin}`}>
      <div className={`card ${styles.section}`}>
        <div className={styles.head}>
          <div>
            <Title className={styles.title} id={`order-${order.uin}`}>
              {order.number ? `Исполнительное производство № ${order.number}` : `Постановление ФССП ${order.uin}`}
            </Title>
            <p className={styles.subtitle}>{order.purpose}</p>
          </div>
          <div className="badges">
            <span className="badge badge--warning">У приставов</span>
            <OrderStatusBadge status={order.status} />
          </div>
        </div>
        <p className="muted">{open ? 'К оплате' : 'Сумма задолженности'}</p>
        <p className={styles.amountRow}>
          <span className={styles.amountMain}>{formatRubles(open ? order.amountToPay : order.amount)}</span>
        </p>
        {open && order.amountToPay !== order.amount && (
          <p className="muted">Всего по производству: {formatRubles(order.amount)}</p>
        )}
        {order.status === 'in_progress' && <p className="success-note">{MSG_AWAITING_CONFIRMATION}</p>}
        {open && payAction && <div className={styles.paySlot}>{payAction}</div>}
      </div>

      {order.fine && (
        <Notice tone="warning">
          <p>
            Производство возбуждено по неоплаченному штрафу с УИН <Uin value={order.fine.uin} />
            {order.fine.article && ` (КоАП РФ ${order.fine.article})`}. Тот УИН больше не действует: оплачивать нужно по УИН ФССП.
          </p>
          {order.fine.id !== null && (
            <Link href={chargeHref({ kind: 'fine', id: order.fine.id }, organizationId)}>Открыть исходный штраф</Link>
          )}
        </Notice>
      )}

      <Section title="Постановление ФССП">
        <Pairs>
          <Pair term="Номер производства">{order.number}</Pair>
          <Pair term="Дата возбуждения">{formatDateRu(order.date)}</Pair>
          <Pair term="УИН ФССП">
            <Uin value={order.uin} />
          </Pair>
          <Pair term="Должник">{personName(order.person)}</Pair>
          <Pair term="Копия документа">
            {order.fileUrl && (
              <a href={order.fileUrl} target="_blank" rel="noopener noreferrer">
                Постановление о возбуждении (откроется в новой вкладке)
              </a>
            )}
          </Pair>
        </Pairs>
        {order.masked && <p className="muted">{MSG_MASKED_PERSON}</p>}
      </Section>

      <DepartmentSection title="Отдел судебных приставов" name={order.departmentName} phone={order.departmentPhone} />

      <RequisitesSection uin={order.uin} payee={order.payee} kbk={order.kbk} oktmo={order.oktmo} purpose={order.purpose} />

      <Section title="Ход исполнительного производства">
        <ProgressTimeline entries={order.progress} />
      </Section>
    </article>
  );
}
