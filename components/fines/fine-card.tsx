import Link from 'next/link';
import type { ReactNode } from 'react';
import type { FineRowDto } from '@/lib/contract/fines';
import type { CardHeading } from './card-heading';
import { formatDateRu, formatDateTimeRu } from '@/lib/domain/dates';
import { FINE_STATUS_LABELS, isFineStatus, type FineStatus } from '@/lib/domain/fine-status';
import { MSG_FINE_NO_ARTICLE, MSG_FINES_UNKNOWN_STATUS, MSG_AWAITING_CONFIRMATION } from '@/lib/domain/messages';
import { amountToPayKopeks } from './amount-to-pay';
import { chargeHref } from './charge-href';
import { FineAmount } from './fine-amount';
import { FineFee } from './fine-fee';
import { DetailRow } from './detail-row';
import { FineSources } from './fine-sources';
import { Uin } from './uin';
import { PaymentInProgressNote } from '@/components/payments/payment-in-progress-note';
import { SelectForPayment } from '@/components/payments/select-for-payment';

interface FineCardProps {
  fine: FineRowDto;
  /** `YYYY-MM-DD` in Moscow, computed once on the server so both renders agree. */
  today: string;
  /** Names of the person's documents that found this charge (see documentLabel). */
  sources?: readonly string[];
  /** Where the title links to; default the person's own page of the charge (chargeHref). */
  href?: string;
  /** What else names the charge under its title (a fleet's vehicle and driver). */
  about?: ReactNode;
  /** The title's level: `h3` where the list sits under a section's h2 (the profile). */
  heading?: CardHeading;
}

const STATUS_TONE: Record<FineStatus, string> = {
  notpaid: 'badge',
  in_progress: 'badge badge--success',
  paid: 'badge badge--success',
  closed: 'badge',
  'moved-to-order': 'badge badge--warning',
};

/**
 * One fine or tax charge as the list shows it: what it is for (a link to its page, where it is
 * shown in full), the amount (with the early-payment discount when it applies), the document(s)
 * that found it, the term and overdue mark, when and where, the УИН, and for an unpaid charge the
 * service fee and the total. A status this version does not know is said so in its place
 * (spec §8), and nothing is claimed about paying it.
 */
export function FineCard({ fine, today, sources = [], href, about, heading: Title = 'h2' }: FineCardProps) {
  const titleId = `fine-${fine.id}-title`;
  const status = isFineStatus(fine.status) ? fine.status : null;
  // An `in_progress` fine is already paid through us: an overdue mark there would only alarm.
  const overdue = status === 'notpaid' && today > fine.payBy;
  const payBy = formatDateRu(fine.payBy);
  const isTax = fine.kind === 'tax';
  const title = isTax ? (fine.shortText ?? 'Налог') : fine.article ? `КоАП ${fine.article}` : MSG_FINE_NO_ARTICLE;

  return (
    <article className="card fine-card" aria-labelledby={titleId}>
      <div className="fine-card__head">
        <div>
          <Title className="fine-card__title" id={titleId}>
            {/* Not prefetched: a long list would fetch a page per card. */}
            <Link href={href ?? chargeHref(fine)} prefetch={false} className="fine-card__link">
              {title}
            </Link>
          </Title>
          {!isTax && fine.article && fine.shortText && <p className="fine-card__subtitle">{fine.shortText}</p>}
          <FineSources names={sources} />
          {about}
        </div>
        <div className="badges">
          {isTax && <span className="badge">Налог</span>}
          {overdue && <span className="badge badge--danger">Просрочен</span>}
          {status ? (
            <span className={STATUS_TONE[status]}>{FINE_STATUS_LABELS[status]}</span>
          ) : (
            <span className="badge badge--warning">{MSG_FINES_UNKNOWN_STATUS}</span>
          )}
        </div>
      </div>

      <FineAmount fine={fine} status={status} today={today} />

      {status === 'notpaid' && (
        <p className={overdue ? 'field__error' : 'muted'}>
          {overdue ? `Оплатить нужно было до ${payBy}` : `Оплатить до ${payBy}`}
        </p>
      )}
      {status === 'in_progress' && <p className="success-note">{MSG_AWAITING_CONFIRMATION}</p>}

      <dl className="details">
        {fine.offenceAt && <DetailRow term="Дата и время нарушения">{formatDateTimeRu(fine.offenceAt)}</DetailRow>}
        {fine.place && <DetailRow term="Место">{fine.place}</DetailRow>}
        <DetailRow term="УИН">
          <Uin value={fine.uin} />
        </DetailRow>
        <DetailRow term={isTax ? 'Дата начисления' : 'Дата постановления'}>{formatDateRu(fine.billDate)}</DetailRow>
      </dl>

      {status === 'notpaid' && <FineFee amountKopeks={amountToPayKopeks({ ...fine, status }, today)} />}
      {status === 'notpaid' && fine.paymentInProgress !== null ? (
        <PaymentInProgressNote paymentId={fine.paymentInProgress} />
      ) : (
        status && <SelectForPayment fine={{ ...fine, status }} today={today} />
      )}
    </article>
  );
}
