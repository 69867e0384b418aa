import Link from 'next/link';
import type { UinInfoDto } from '@/lib/contract/fine-details';
import { isPayableNow } from '@/lib/domain/payable';
import type { MapConfig } from '@/components/map/map-config';
import { FineDetails } from '@/components/fine-details/fine-details';
import { OrderDetails } from '@/components/fine-details/order-details';
import { Uin } from '@/components/fines/uin';
import { SandboxNotice } from '@/components/fines/sandbox-notice';
import { Notice } from '@/components/ui/notice';
import { compactDigits } from '@/lib/validation/common';
import { UinPayButton } from './uin-pay-button';
import styles from './uin-lookup.module.css';

interface UinResultProps {
  uin: string;
  info: UinInfoDto;
  map: MapConfig;
  /** When the answer arrived (epoch ms), for the discount countdown. */
  receivedAt: number;
  /** Which lookup it was: what «Оплатить» keeps is looked up again on the same endpoint. */
  kind: 'fine' | 'tax';
}

/** A УИН of the other kind: what it is, and the page whose lookup finds it (`?uin=`, answered there). */
const OTHER_KIND = {
  tax: { says: 'Это УИН налога, а не штрафа.', link: 'Открыть налог в разделе «Налоги»', page: '/taxes', anchor: 'taxes-by-uin' },
  fine: {
    says: 'Это УИН штрафа или постановления ФССП, а не налога.',
    link: 'Открыть штраф в разделе «Штрафы»',
    page: '/fines',
    anchor: 'fines-by-uin',
  },
} as const;

/**
 * The answer of a lookup by УИН: «не найдено» (the registry knows no such charge — an answer, not
 * an error), a charge of the other kind (a tax УИН on the fines page or a fine's on the taxes one:
 * said so, with a link to the page that shows it), a bailiff order (to be paid instead of the fine
 * it replaced), or the charge in full, with «Оплатить» while it can be paid.
 */
export function UinResult({ uin, info, map, receivedAt, kind }: UinResultProps) {
  if (!info.found && info.otherKind && info.otherKind !== kind) {
    const other = OTHER_KIND[info.otherKind];
    return (
      <Notice tone="info" role="status">
        <p>{other.says}</p>
        <p>
          {/* The number as checked (the page's `?uin=` is shown back as typed: spaces, full-width digits). */}
          <Link href={`${other.page}?uin=${compactDigits(uin)}#${other.anchor}`}>{other.link}</Link>
        </p>
      </Notice>
    );
  }
  if (!info.found) {
    return (
      <Notice tone="info" role="status">
        <p>
          Начисление с УИН <Uin value={uin} /> не найдено.
        </p>
        <p className="muted">
          {kind === 'tax'
            ? 'Проверьте номер по налоговому уведомлению или квитанции. Новое начисление появляется в ГИС ГМП в течение нескольких дней.'
            : 'Проверьте номер по постановлению или квитанции. Если штраф выписан недавно, он появляется в ГИС ГМП в течение нескольких дней.'}
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
        <OrderDetails
          order={info.order}
          headingLevel="h2"
          payAction={
            isPayableNow({ kind: 'order', status: info.order.status, replaced: false, amountKopeks: info.order.amountToPay }) && (
              <UinPayButton kind={kind} uin={info.order.uin} />
            )
          }
        />
      ) : (
        info.fine && (
          <FineDetails
            fine={info.fine}
            map={map}
            renderedAt={receivedAt}
            headingLevel="h2"
            payAction={
              isPayableNow({
                kind: info.fine.kind,
                status: info.fine.fineStatus,
                replaced: info.fine.order !== null,
                amountKopeks: info.fine.amountToPay,
              }) && <UinPayButton kind={kind} uin={info.fine.uin} />
            }
          />
        )
      )}
    </div>
  );
}
