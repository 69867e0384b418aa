'use client';

import { useId, useMemo } from 'react';
import { useDocuments } from '@/api-client/documents';
import type { DriverLicenseDto, InnDto, StsDto } from '@/lib/contract/documents';
import { CheckProgress } from '@/components/fines/check-progress';
import { ChargeTabs } from '@/components/fines/charge-tabs';
import { listCheckOutcome, listEmptyStates } from '@/components/fines/list-empty-states';
import { SandboxNotice } from '@/components/fines/sandbox-notice';
import { useChargeList, type RenderedPage } from '@/components/fines/use-charge-list';
import { useListAddress } from '@/components/fines/use-list-address';
import { listAddressHref } from '@/lib/domain/charge-list-address';
import { DocumentFilter, type FilterDocuments } from './document-filter';
import { describeDriverLicense, describeInn, describeSts, type DocumentSummary } from './document-names';
import { FreshnessLabel } from './freshness-label';
import styles from './documents.module.css';
import { checkSummary, unpaidSplit } from '@/components/fines/unpaid-summary';

const PATH = '/profile';

/** Server-rendered data the fines part starts from. */
export interface DocumentFinesInitial {
  /** The first page of the view in the address (`/profile?show=dl&tab=paid`). */
  fines: RenderedPage;
  sts?: StsDto[];
  driverLicenses?: DriverLicenseDto[];
  inns?: InnDto[];
}

const option = (id: number, s: DocumentSummary) => ({
  id,
  label: s.title === s.shortName ? s.shortName : `${s.title} (${s.shortName})`,
});

/**
 * The person's charges filtered by document, on /profile. The filter's choices are the document
 * lists above it, so a document added or removed there is a choice at once; the server filters and
 * pages the charges, and the registry check runs as on the fines page, so a document added above
 * gets its fines without leaving the profile. The view lives in the address.
 */
export function DocumentFines({ initial, today }: { initial: DocumentFinesInitial; today: string }) {
  const headingId = useId();
  const sts = useDocuments('sts', initial.sts);
  const driverLicenses = useDocuments('driverLicense', initial.driverLicenses);
  const inns = useDocuments('inn', initial.inns);
  const documents: FilterDocuments | null = useMemo(
    () =>
      sts.data && driverLicenses.data && inns.data
        ? {
            sts: sts.data.map((d) => option(d.id, describeSts(d))),
            dl: driverLicenses.data.map((d) => option(d.id, describeDriverLicense(d))),
            inn: inns.data.map((d) => option(d.id, describeInn(d))),
          }
        : null,
    [sts.data, driverLicenses.data, inns.data],
  );
  const view = useListAddress(initial.fines.address, PATH, documents);
  const list = useChargeList(view.address, initial.fines);
  const summary = list.summary ?? initial.fines.page;
  const hasDocuments = documents ? documents.sts.length + documents.dl.length + documents.inn.length > 0 : true;
  const { counts } = summary;
  // Paid through us and awaiting ГИС ГМП: in the unpaid tab, but not called unpaid.
  const { unpaid, awaiting } = unpaidSplit(counts, summary.totals);
  const outcome = listCheckOutcome(summary.documents);

  return (
    <section className="stack" aria-labelledby={headingId}>
      <div className="split-row">
        <h2 id={headingId} className={styles.sectionTitle}>
          Штрафы по документам
        </h2>
        {/* With no document there is no list to be fresh. */}
        {hasDocuments && <FreshnessLabel key={list.updatedAt} timestamp={list.updatedAt || null} busy={list.fetching} />}
      </div>
      {summary.sandbox && <SandboxNotice />}
      <CheckProgress
        documents={summary.documents}
        complete={list.complete}
        summary={checkSummary(counts, summary.totals)}
        requestFailed={list.requestFailed}
        onRetryRequests={list.retryRequests}
        refreshHref={listAddressHref(view.address, PATH)}
        headingLevel={3}
      />
      {!hasDocuments ? (
        <div className={`card ${styles.empty}`}>
          <p className={styles.emptyTitle}>Здесь появятся штрафы по вашим документам</p>
          <p className="muted">Добавьте СТС, водительское удостоверение или ИНН выше.</p>
        </div>
      ) : (
        <>
          <DocumentFilter
            action={PATH}
            tab={view.address.tab}
            show={view.address.show}
            document={view.address.document}
            documents={documents ?? { sts: [], dl: [], inn: [] }}
            onShow={view.showKind}
            onDocument={view.showDocument}
          />
          {/* Counts are an answer only once every document's check is done (CheckProgress speaks meanwhile). */}
          <p className="visually-hidden" role="status">
            {list.loading || !list.complete || outcome === 'allFailed'
              ? ''
              : `Найдено: неоплаченных ${unpaid}${awaiting > 0 ? `, ждут подтверждения оплаты ${awaiting}` : ''}, оплаченных ${counts.paid}, у приставов не оплачено ${summary.totals.ordersOwed}`}
          </p>
          <ChargeTabs
            label="Штрафы по документам"
            path={PATH}
            address={view.address}
            onTab={view.showTab}
            list={list}
            today={today}
            empty={listEmptyStates(outcome, 'h3')}
            cardHeading="h3"
          />
        </>
      )}
    </section>
  );
}
