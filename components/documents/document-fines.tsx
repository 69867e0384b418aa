'use client';

import { useEffect, useId, useMemo } from 'react';
import { useDriverLicenses } from '@/api-client/driver-licenses';
import { useInns } from '@/api-client/inns';
import { useOrdinances } from '@/api-client/ordinances-store';
import { useStsList } from '@/api-client/sts';
import type { DriverLicenseDto, InnDto, StsDto } from '@/lib/contract/documents';
import type { FinesListDto } from '@/lib/contract/fines';
import { groupFines } from '@/lib/domain/fine-status';
import { CheckProgress } from '@/components/fines/check-progress';
import { EmptyState } from '@/components/fines/empty-state';
import { filterByDocuments, selectedDocumentIds } from '@/components/fines/filter-by-document';
import { FinesTabs, type FinesTabsEmpty } from '@/components/fines/fines-tabs';
import { SandboxNotice } from '@/components/fines/sandbox-notice';
import { useFinesCheck } from '@/components/fines/use-fines-check';
import { DocumentFilter, type FilterDocuments } from './document-filter';
import { describeDriverLicense, describeInn, describeSts, type DocumentSummary } from './document-names';
import { FreshnessLabel } from './freshness-label';
import styles from './documents.module.css';

/** Server-rendered data the fines part starts from. */
export interface DocumentFinesInitial {
  fines?: FinesListDto;
  sts?: StsDto[];
  driverLicenses?: DriverLicenseDto[];
  inns?: InnDto[];
}

const option = (id: number, s: DocumentSummary) => ({
  id,
  label: s.title === s.shortName ? s.shortName : `${s.title} (${s.shortName})`,
});

/**
 * The person's charges filtered by document. The full list is fetched once and filtered here by
 * each charge's `documentIds`: every choice (a kind, or one document) is then instant and works
 * from the saved list, and «all СТС» needs no request per certificate. The registry lookup runs
 * as on the fines page, so a document added above gets its fines without leaving the profile.
 */
export function DocumentFines({ initial, today }: { initial?: DocumentFinesInitial; today: string }) {
  const headingId = useId();
  const check = useFinesCheck(initial?.fines);
  const sts = useStsList(initial?.sts);
  const driverLicenses = useDriverLicenses(initial?.driverLicenses);
  const inns = useInns(initial?.inns);
  const [state, dispatch] = useOrdinances();
  const data = check.list;

  useEffect(() => {
    if (data) dispatch({ type: 'received', fines: data.fines, at: check.updatedAt });
  }, [data, check.updatedAt, dispatch]);
  useEffect(() => {
    if (check.fetching) dispatch({ type: 'busy' });
    else if (check.requestFailed) dispatch({ type: 'failed' });
  }, [check.fetching, check.requestFailed, dispatch]);

  const documents: FilterDocuments = useMemo(
    () => ({
      sts: (sts.data ?? []).map((d) => option(d.id, describeSts(d))),
      dl: (driverLicenses.data ?? []).map((d) => option(d.id, describeDriverLicense(d))),
      inn: (inns.data ?? []).map((d) => option(d.id, describeInn(d))),
    }),
    [sts.data, driverLicenses.data, inns.data],
  );

  // Until the store has taken this list (the server render, the first browser render) it is read directly.
  const synced = data === undefined || (state.lastUpdatedTimestamp ?? -1) >= check.updatedAt;
  const grouped = synced ? { unpaid: state.notPaid, paid: state.closed } : groupFines(data.fines);
  const ids = selectedDocumentIds(state.sortIdentifier, state.sortIdentifiers, {
    sts: documents.sts.map((d) => d.id),
    dl: documents.dl.map((d) => d.id),
    inn: documents.inn.map((d) => d.id),
  });
  const notPaid = filterByDocuments(grouped.unpaid, ids);
  const closed = filterByDocuments(grouped.paid, ids);
  const orders = filterByDocuments(data?.orders ?? [], ids);

  // Only a list whose every lookup has finished may say «нет штрафов» (see useFinesCheck).
  const checking = !check.complete;
  const hasDocuments = documents.sts.length + documents.dl.length + documents.inn.length > 0;

  return (
    <section className="stack" aria-labelledby={headingId}>
      <div className="split-row">
        <h2 id={headingId} className={styles.sectionTitle}>
          Штрафы по документам
        </h2>
        <FreshnessLabel key={state.lastUpdatedTimestamp} timestamp={state.lastUpdatedTimestamp} busy={state.isBusy} />
      </div>
      {data?.sandbox && <SandboxNotice />}
      <CheckProgress
        documents={data?.documents ?? []}
        complete={check.complete}
        summary={`Неоплаченных штрафов: ${grouped.unpaid.length}`}
        requestFailed={check.requestFailed}
        onRetryRequests={check.retryRequests}
        refreshHref="/profile"
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
            sortIdentifier={state.sortIdentifier}
            sortIdentifiers={state.sortIdentifiers}
            documents={documents}
            onSortBy={(sortIdentifier) => dispatch({ type: 'sortBy', sortIdentifier })}
            onSelectDocument={(sortIdentifier, id) => dispatch({ type: 'selectDocument', sortIdentifier, id })}
          />
          <p className="visually-hidden" role="status">
            {data ? `Найдено: неоплаченных ${notPaid.length}, оплаченных ${closed.length}, у приставов ${orders.length}` : ''}
          </p>
          <FinesTabs
            label="Штрафы по документам"
            unpaid={notPaid}
            paid={closed}
            orders={orders}
            allFines={data?.fines ?? []}
            documents={data?.documents ?? []}
            today={today}
            checking={checking}
            empty={EMPTY_TABS}
          />
        </>
      )}
    </section>
  );
}

const EMPTY_TABS: FinesTabsEmpty = {
  unpaid: <EmptyState title="Неоплаченных штрафов нет" />,
  paid: <EmptyState title="Оплаченных штрафов нет" />,
  orders: <EmptyState title="Штрафов у приставов нет" />,
};
