import Link from 'next/link';
import type { TaxRowDto } from '@/lib/contract/taxes';
import { formatDateRu } from '@/lib/domain/dates';
import { isFineStatus, isPaidStatus } from '@/lib/domain/fine-status';
import { formatRubles } from '@/lib/domain/money';
import { ChargeStatusBadge } from '@/components/fine-details/status-badge';
import styles from './taxes.module.css';

/** One tax charge as a card that opens its page (`/taxes/list/{id}`). */
function TaxItem({ tax }: { tax: TaxRowDto }) {
  return (
    <li>
      <Link href={`/taxes/list/${tax.id}`} className={`card ${styles.item}`}>
        <span className={styles.itemHead}>
          <span className={styles.itemTitle}>{tax.purpose}</span>
          <span className="badges">
            {tax.overdue && <span className="badge badge--danger">Просрочен</span>}
            <ChargeStatusBadge status={tax.status} />
          </span>
        </span>
        <span className={styles.amount}>{formatRubles(tax.amountKopeks)}</span>
        {tax.status === 'notpaid' && tax.paymentInProgress !== null && (
          <span className="muted">Оплачивается: платёж № {tax.paymentInProgress} ещё не завершён</span>
        )}
        {tax.status === 'notpaid' && (
          <span className={tax.overdue ? 'field__error' : 'muted'}>
            {tax.overdue
              ? `Срок уплаты прошёл ${formatDateRu(tax.payBy)}: начисляются пени`
              : `Оплатить до ${formatDateRu(tax.payBy)}`}
          </span>
        )}
      </Link>
    </li>
  );
}

/**
 * The person's tax charges in two groups, as fines are grouped (spec §4): to pay (`notpaid`,
 * `in_progress`, and any status this client does not know, which says so) and paid (`paid`,
 * `closed`). Each opens the charge's page. While `checking`, an empty group says the check goes on
 * rather than that there is nothing; when an ИНН's check failed (`incomplete`), it speaks only of
 * the checked ones. Once the check is over, «Оплатить все неоплаченные» pays every `notpaid` one.
 */
export function TaxesList({
  taxes,
  checking,
  incomplete = false,
}: {
  taxes: readonly TaxRowDto[];
  checking: boolean;
  incomplete?: boolean;
}) {
  const none = (what: string) =>
    checking
      ? 'Пока не найдено — проверка ещё идёт.'
      : incomplete
        ? `По проверенным ИНН ${what} налогов нет.`
        : `${what[0]!.toUpperCase()}${what.slice(1)} налогов нет.`;
  const paid = taxes.filter((t) => isFineStatus(t.status) && isPaidStatus(t.status));
  const unpaid = taxes.filter((t) => !paid.includes(t));
  return (
    <div className={styles.grid}>
      <section className={styles.group} aria-labelledby="taxes-unpaid">
        <h2 id="taxes-unpaid">Не оплачены ({unpaid.length})</h2>
        {/* Once the check is over: the server reads every unpaid tax of the person's ИНН (`all=1&show=inn`). */}
        {!checking && unpaid.some((t) => t.status === 'notpaid') && (
          <p>
            <Link className="button" href="/prepayment?all=1&show=inn" prefetch={false}>
              Оплатить все неоплаченные
            </Link>
          </p>
        )}
        {unpaid.length === 0 ? (
          <p className="muted">{none('неоплаченных')}</p>
        ) : (
          <ul className={styles.list}>
            {unpaid.map((t) => (
              <TaxItem key={t.id} tax={t} />
            ))}
          </ul>
        )}
      </section>
      <section className={styles.group} aria-labelledby="taxes-paid">
        <h2 id="taxes-paid">Оплачены ({paid.length})</h2>
        {paid.length === 0 ? (
          <p className="muted">{none('оплаченных')}</p>
        ) : (
          <ul className={styles.list}>
            {paid.map((t) => (
              <TaxItem key={t.id} tax={t} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
