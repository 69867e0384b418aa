import type { FineDto } from '@/lib/contract/fines';
import { formatDateRu, formatDateTimeRu } from '@/lib/domain/dates';
import { FINE_STATUS_LABELS } from '@/lib/domain/fine-status';
import { chargePayByDate, isChargeOverdue } from '@/lib/domain/fine-terms';
import { MSG_FINE_NO_ARTICLE } from '@/lib/domain/messages';
import { amountToPayKopeks } from './amount-to-pay';
import { FineAmount } from './fine-amount';
import { FineFee } from './fine-fee';
import { FinePhotos } from './fine-photos';
import { DetailRow } from './detail-row';
import { FineSources } from './fine-sources';
import { Uin } from './uin';
import { SelectForPayment } from '@/components/payments/select-for-payment';

interface FineCardProps {
  fine: FineDto;
  /** `YYYY-MM-DD` in Moscow, computed once on the server so both renders agree. */
  today: string;
  /** Names of the person's documents that found this charge (see documentLabel). */
  sources?: readonly string[];
}

const STATUS_TONE: Record<FineDto['status'], string> = {
  notpaid: 'badge',
  in_progress: 'badge badge--success',
  paid: 'badge badge--success',
  closed: 'badge',
  'moved-to-order': 'badge badge--warning',
};

/**
 * One fine or tax charge: what it is for, the amount (with the early-payment discount when it
 * applies), the document(s) that found it, the term and overdue mark, the offence details, the УИН, and for an unpaid charge
 * the service fee and the total.
 */
export function FineCard({ fine, today, sources = [] }: FineCardProps) {
  const titleId = `fine-${fine.id}-title`;
  // An `in_progress` fine is already paid through us: an overdue mark there would only alarm.
  const overdue = fine.status === 'notpaid' && isChargeOverdue(fine, today);
  const payBy = formatDateRu(chargePayByDate(fine));
  const isTax = fine.kind === 'tax';
  const title = isTax ? fine.purpose : fine.article ? `КоАП ${fine.article}` : MSG_FINE_NO_ARTICLE;

  return (
    <article className="card fine-card" aria-labelledby={titleId}>
      <div className="fine-card__head">
        <div>
          <h2 className="fine-card__title" id={titleId}>
            {title}
          </h2>
          {!isTax && fine.article && fine.articleText && <p className="fine-card__subtitle">{fine.articleText}</p>}
          <FineSources names={sources} />
        </div>
        <div className="badges">
          {isTax && <span className="badge">Налог</span>}
          {overdue && <span className="badge badge--danger">Просрочен</span>}
          <span className={STATUS_TONE[fine.status]}>{FINE_STATUS_LABELS[fine.status]}</span>
        </div>
      </div>

      <FineAmount fine={fine} today={today} />

      {fine.status === 'notpaid' && (
        <p className={overdue ? 'field__error' : 'muted'}>
          {overdue ? `Оплатить нужно было до ${payBy}` : `Оплатить до ${payBy}`}
        </p>
      )}
      {fine.status === 'in_progress' && (
        <p className="success-note">Платёж принят, ждём подтверждения из ГИС ГМП. Оплачивать повторно не нужно.</p>
      )}

      <dl className="details">
        {fine.offenceAt && <DetailRow term="Дата и время нарушения">{formatDateTimeRu(fine.offenceAt)}</DetailRow>}
        {fine.place && <DetailRow term="Место">{fine.place}</DetailRow>}
        {fine.department && (
          <DetailRow term="Подразделение" wide>
            {fine.department}
          </DetailRow>
        )}
        <DetailRow term="УИН">
          <Uin value={fine.uin} />
        </DetailRow>
        <DetailRow term={isTax ? 'Дата начисления' : 'Дата постановления'}>{formatDateRu(fine.billDate)}</DetailRow>
        {fine.ordinanceNumber && fine.ordinanceNumber !== fine.uin && (
          <DetailRow term="Номер постановления">{fine.ordinanceNumber}</DetailRow>
        )}
      </dl>

      <FinePhotos urls={fine.photoUrls} />

      {fine.status === 'notpaid' && <FineFee amountKopeks={amountToPayKopeks(fine, today)} />}
      <SelectForPayment fine={fine} today={today} />
    </article>
  );
}
