import Link from 'next/link';
import { formatPercent } from '@/lib/domain/money';
import type { ReactNode } from 'react';
import type { FineDetailsDto } from '@/lib/contract/fine-details';
import { formatDateRu } from '@/lib/domain/dates';
import { MSG_FINE_NO_ARTICLE, MSG_MASKED_PERSON } from '@/lib/domain/messages';
import type { MapConfig } from '@/components/map/map-config';
import { Uin } from '@/components/fines/uin';
import { Notice } from '@/components/ui/notice';
import { AmountBlock } from './amount-block';
import { ComplaintForm } from './complaint-form';
import { DepartmentSection } from './department-section';
import { OffenceSection } from './offence-section';
import { personName } from './person-name';
import { ProgressTimeline } from './progress-timeline';
import { RequisitesSection } from './requisites-section';
import { Pair, Pairs, Section } from './section';
import { ChargeStatusBadge } from './status-badge';
import { chargeHref } from '@/components/fines/charge-href';
import styles from './fine-details.module.css';

interface FineDetailsProps {
  fine: FineDetailsDto;
  map: MapConfig;
  /** When the answer was rendered (epoch ms): the discount countdown starts from it. */
  renderedAt: number;
  /** The pay button, once payments exist (shown for an unpaid charge). */
  payAction?: ReactNode;
  /** The heading level of the title: `h1` on the charge's own page, `h2` inside a lookup result. */
  headingLevel?: 'h1' | 'h2';
  /** The e-mail the report form starts with. */
  email?: string;
  /** Set for an organization's charge: its photos come through the organization, and no report form. */
  organizationId?: number;
}

/** The title of a charge: the КоАП article (or «Нет статьи нарушения», spec §8), or the tax's purpose. */
export function chargeTitle(fine: Pick<FineDetailsDto, 'kind' | 'article' | 'purpose'>): string {
  if (fine.kind === 'tax') return fine.purpose;
  return fine.article ? `КоАП РФ ${fine.article}` : MSG_FINE_NO_ARTICLE;
}

/**
 * A fine or tax charge in full (spec §3 Fine) in its variant — ordinary, overdue or discounted:
 * the amount and terms, a fine replaced by a bailiff order (which must be paid instead), the
 * offence with its map and photos, the ordinance, the department, the payee requisites, the
 * progress, and «Сообщить об ошибке» for a charge of the person's or their organization's (`id` set).
 */
export function FineDetails({ fine, map, renderedAt, payAction, headingLevel = 'h1', email, organizationId }: FineDetailsProps) {
  const Title = headingLevel;
  const isTax = fine.kind === 'tax';
  return (
    <article className={styles.page} aria-labelledby={`charge-${fine.uin}`}>
      <div className={`card ${styles.section}`}>
        <div className={styles.head}>
          <div>
            <Title className={styles.title} id={`charge-${fine.uin}`}>
              {chargeTitle(fine)}
            </Title>
            {!isTax && fine.offenceShortDescription && <p className={styles.subtitle}>{fine.offenceShortDescription}</p>}
          </div>
          <div className="badges">
            {isTax && <span className="badge">Налог</span>}
            {fine.is_overdue && <span className="badge badge--danger">Просрочен</span>}
            {fine.discountInfo && fine.fineStatus === 'notpaid' && (
              <span className="badge badge--success">Скидка {formatPercent(fine.discountInfo.percent)}</span>
            )}
            <ChargeStatusBadge status={fine.fineStatus} />
          </div>
        </div>
        <AmountBlock fine={fine} renderedAt={renderedAt} payAction={payAction} />
      </div>

      {fine.order && (
        <Notice tone="warning" role="status">
          <p>
            Штраф передан судебным приставам. Его УИН <Uin value={fine.uin} /> больше не действует: оплачивать нужно по
            постановлению ФССП с УИН <Uin value={fine.order.uin} />.
          </p>
          {fine.order.id !== null && (
            <Link href={chargeHref({ kind: 'order', id: fine.order.id }, organizationId)}>Открыть постановление ФССП</Link>
          )}
        </Notice>
      )}

      {!isTax && <OffenceSection fine={fine} map={map} organizationId={organizationId} />}

      <Section title={isTax ? 'Начисление' : 'Постановление'}>
        <Pairs>
          <Pair term={isTax ? 'Номер уведомления' : 'Номер постановления'}>{fine.ordinanceNumber}</Pair>
          <Pair term={isTax ? 'Дата начисления' : 'Дата постановления'}>{formatDateRu(fine.statementDate)}</Pair>
          <Pair term="УИН">
            <Uin value={fine.uin} />
          </Pair>
          <Pair term={isTax ? 'Срок уплаты' : 'Оплатить до'}>{formatDateRu(fine.payBy)}</Pair>
          {isTax && <Pair term="Налогоплательщик">{personName(fine.person)}</Pair>}
          <Pair term="Копия документа">
            {fine.fileUrl && (
              <a href={fine.fileUrl} target="_blank" rel="noopener noreferrer">
                {isTax ? 'Налоговое уведомление' : 'Копия постановления'} (откроется в новой вкладке)
              </a>
            )}
          </Pair>
        </Pairs>
        {isTax && fine.masked && <p className="muted">{MSG_MASKED_PERSON}</p>}
      </Section>

      {!isTax && (
        <DepartmentSection
          title="Подразделение ГИБДД"
          name={fine.gibddName}
          phone={fine.gibddPhone}
          coordinates={fine.gibddCoordinates}
        />
      )}

      <RequisitesSection
        uin={fine.uin}
        payee={{ ...fine.payee, inn: fine.gibddINN }}
        kbk={fine.kbk}
        oktmo={fine.gibddOKTMO}
        purpose={fine.purpose}
      />

      <Section title="Ход дела">
        <ProgressTimeline entries={fine.progress} />
      </Section>

      {fine.id !== null && (
        <Section title="Нашли ошибку?">
          <ComplaintForm fineId={fine.id} defaultEmail={email} organizationId={organizationId} />
        </Section>
      )}
    </article>
  );
}
