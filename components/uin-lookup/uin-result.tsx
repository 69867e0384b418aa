import type { ReactNode } from 'react';
import type { FineDetailsDto, OrderDetailsDto, UinInfoDto } from '@/lib/contract/fine-details';
import type { MapConfig } from '@/components/map/map-config';
import { FineDetails } from '@/components/fine-details/fine-details';
import { OrderDetails } from '@/components/fine-details/order-details';
import { Uin } from '@/components/fines/uin';
import { SandboxNotice } from '@/components/fines/sandbox-notice';
import { Notice } from '@/components/ui/notice';
import styles from './uin-lookup.module.css';

/** What a pay button is placed for: the charge or the order found. */
export type PayTarget = { kind: 'charge'; charge: FineDetailsDto } | { kind: 'order'; order: OrderDetailsDto };

interface UinResultProps {
  uin: string;
  info: UinInfoDto;
  map: MapConfig;
  /** When the answer arrived (epoch ms), for the discount countdown. */
  receivedAt: number;
  /** The pay button for what was found (payments add it; nothing until then). */
  renderPayAction?: (target: PayTarget) => ReactNode;
}

/**
 * The answer of a lookup by УИН: «не найдено» (the registry knows no such charge — an answer, not
 * an error), a bailiff order (to be paid instead of the fine it replaced), or the charge in full.
 */
export function UinResult({ uin, info, map, receivedAt, renderPayAction }: UinResultProps) {
  if (!info.found) {
    return (
      <Notice tone="info" role="status">
        <p>
          Начисление с УИН <Uin value={uin} /> не найдено.
        </p>
        <p className="muted">
          Проверьте номер по постановлению или квитанции. Если штраф выписан недавно, он появляется в ГИС ГМП в течение нескольких
          дней.
        </p>
      </Notice>
    );
  }
  return (
    <div className={styles.result}>
      <p className="visually-hidden" role="status">
        {info.order ? 'Найдено постановление ФССП' : 'Начисление найдено'}
      </p>
      {info.sandbox && <SandboxNotice />}
      {info.order ? (
        <OrderDetails order={info.order} headingLevel="h2" payAction={renderPayAction?.({ kind: 'order', order: info.order })} />
      ) : (
        info.fine && (
          <FineDetails
            fine={info.fine}
            map={map}
            renderedAt={receivedAt}
            headingLevel="h2"
            payAction={renderPayAction?.({ kind: 'charge', charge: info.fine })}
          />
        )
      )}
    </div>
  );
}
